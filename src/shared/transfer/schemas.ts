import { z } from 'zod'
import { IMPORT_MAX_BYTES } from '../limits'

/** Arguments of the calls that read a moved file: its text, and whether to take its settings. */
export const transferSchemas = {
  preview: z.strictObject({ json: z.string().max(IMPORT_MAX_BYTES) }),
  import: z.strictObject({ json: z.string().max(IMPORT_MAX_BYTES), settings: z.boolean() }),
}
