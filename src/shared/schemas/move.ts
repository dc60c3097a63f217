import { z } from 'zod'
import { IMPORT_MAX_CHARS } from '../limits'

/** Arguments of the calls that read a moved file: its text, and whether to take its settings. */
export const moveSchemas = {
  preview: z.strictObject({ json: z.string().max(IMPORT_MAX_CHARS) }),
  import: z.strictObject({ json: z.string().max(IMPORT_MAX_CHARS), settings: z.boolean() }),
}
