import { z } from 'zod'
import { TRANSFER_MAX_BYTES } from '../limits'

/** Arguments of the calls that read a moved file: its text, and whether to take its settings. */
export const transferSchemas = {
  preview: z.strictObject({ json: z.string().max(TRANSFER_MAX_BYTES) }),
  import: z.strictObject({ json: z.string().max(TRANSFER_MAX_BYTES), settings: z.boolean() }),
}
