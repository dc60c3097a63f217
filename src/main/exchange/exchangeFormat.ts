import { z } from 'zod'
import { FundraiserEntrySchema, MAX_FUNDRAISER_EVENTS } from '@shared/fundraiser'
import { IMPORT_MAX_ACTIONS } from '@shared/limits'
import { NightActionSchema } from '@shared/schemas/actions'
import { NameSchema, NoteSchema, PlayerKeySchema } from '@shared/schemas/night'
import { SLIDES_MAX } from '@shared/slides'
import { MovedSlideSchema } from '@shared/slides/calls'

/** The format name written into every exported night file. */
export const NIGHT_FILE_FORMAT = 'bunco-night/night'
/**
 * The version of the night file this app writes (2: with the night's fundraiser log; 3: and its
 * slides); it reads this one and older.
 */
export const NIGHT_FILE_VERSION = 3

const PersonSchema = z.strictObject({ player: PlayerKeySchema, name: NameSchema, note: NoteSchema })

/** Schema of an exported night file (versions 1 to 3): strict at every level. */
export const NightFileSchema = z.strictObject({
  format: z.literal(NIGHT_FILE_FORMAT),
  version: z.union([z.literal(1), z.literal(2), z.literal(NIGHT_FILE_VERSION)]),
  exportedAt: z.string().max(40),
  people: z.array(PersonSchema).max(5000),
  actions: z
    .array(z.strictObject({ at: z.string().max(40), action: NightActionSchema }))
    .max(IMPORT_MAX_ACTIONS),
  // The seating as played, for people reading the file: the import replays the actions instead.
  seating: z.unknown().optional(),
  /** From version 2: the night's fundraiser log, every entry as kept (absent: not a fundraiser). */
  fundraiser: z.array(FundraiserEntrySchema).max(MAX_FUNDRAISER_EVENTS).optional(),
  /** From version 3: the night's slides in their order, pictures in base64 (absent: none). */
  slides: z.array(MovedSlideSchema).max(SLIDES_MAX).optional(),
})

/** A parsed night file. */
export type NightFile = z.infer<typeof NightFileSchema>

/**
 * A night file as the import reads it: its people, actions, fundraiser log and slides, nothing
 * else kept.
 */
export const NightFileImportSchema = NightFileSchema.transform(
  ({ people, actions, fundraiser, slides }) => ({
    people,
    actions: actions.map((a) => a.action),
    fundraiser: fundraiser ?? [],
    slides: slides ?? [],
  }),
)

/** What the import takes from a night file. */
export type ImportedFile = z.output<typeof NightFileImportSchema>
