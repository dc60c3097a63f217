import { z } from 'zod'
import { NightActionSchema } from '@shared/schemas/actions'
import { NameSchema, PlayerKeySchema } from '@shared/schemas/night'

/** The format name written into every exported night file. */
export const NIGHT_FILE_FORMAT = 'bunco-night/night'
/** The version of the night file this app writes; it reads this one and older. */
export const NIGHT_FILE_VERSION = 1

/** Schema of an exported night file (version 1). */
export const NightFileSchema = z.strictObject({
  format: z.literal(NIGHT_FILE_FORMAT),
  version: z.literal(NIGHT_FILE_VERSION),
  exportedAt: z.string().max(40),
  people: z
    .array(z.strictObject({ player: PlayerKeySchema, name: NameSchema, note: z.string().max(500) }))
    .max(5000),
  actions: z
    .array(z.strictObject({ at: z.string().max(40), action: NightActionSchema }))
    .max(200_000),
  seating: z.unknown().optional(),
})

/** A parsed night file. */
export type NightFile = z.infer<typeof NightFileSchema>
