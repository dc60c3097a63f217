import { z } from 'zod'
import { IMPORT_MAX_ACTIONS } from '@shared/limits'
import { NightActionSchema } from '@shared/schemas/actions'
import { NameSchema, NoteSchema, PlayerKeySchema } from '@shared/schemas/night'

/** The format name written into every exported night file. */
export const NIGHT_FILE_FORMAT = 'bunco-night/night'
/** The version of the night file this app writes; it reads this one and older. */
export const NIGHT_FILE_VERSION = 1

const PersonSchema = z.strictObject({ player: PlayerKeySchema, name: NameSchema, note: NoteSchema })

/** Schema of an exported night file (version 1): strict at every level. */
export const NightFileSchema = z.strictObject({
  format: z.literal(NIGHT_FILE_FORMAT),
  version: z.literal(NIGHT_FILE_VERSION),
  exportedAt: z.string().max(40),
  people: z.array(PersonSchema).max(5000),
  actions: z
    .array(z.strictObject({ at: z.string().max(40), action: NightActionSchema }))
    .max(IMPORT_MAX_ACTIONS),
  // The seating as played, for people reading the file: the import replays the actions instead.
  seating: z.unknown().optional(),
})

/** A parsed night file. */
export type NightFile = z.infer<typeof NightFileSchema>

/** A night file as the import reads it: its people and actions only, nothing else kept. */
export const NightFileImportSchema = NightFileSchema.transform(({ people, actions }) => ({
  people,
  actions: actions.map((a) => a.action),
}))

/** What the import takes from a night file. */
export type ImportedFile = z.output<typeof NightFileImportSchema>
