// The fundraiser calls' argument schemas: main checks every payload against these before it acts.
import { z } from 'zod'
import { IdSchema } from '../schemas/night'
import { PrintableText } from '../schemas/text'
import { FundraiserActionSchema } from './actions'
import { CSV_DELIMITERS, CSV_LIMITS } from './csv'
import { ATTENDEE_FIELDS } from './csvColumns'
import { FundraiserSettingsSchema } from './stored'

/** The longest attendee file sent, as base64 of its bytes (the CSV reader's bound and a third). */
export const ATTENDEE_FILE_MAX_BASE64 = Math.ceil(((CSV_LIMITS.chars * 4) / 3 + 4) / 4) * 4

const NightRef = z.strictObject({ nightId: IdSchema })
const Column = z.int().min(0).max(CSV_LIMITS.columns)

/** The organiser's choices over the file's guesses, and the rows they leave out. */
export const AttendeeImportOptionsSchema = z.strictObject({
  delimiter: z.enum(CSV_DELIMITERS).optional(),
  hasHeader: z.boolean().optional(),
  columns: z.partialRecord(z.enum(ATTENDEE_FIELDS), Column.nullable()).optional(),
  /** Rows (their numbers as the preview gave them) not to register: duplicates confirmed. */
  skipRows: z.array(z.int().min(1)).max(CSV_LIMITS.records).optional(),
})

/** The import's options as main reads them. */
export type AttendeeImportOptions = z.output<typeof AttendeeImportOptionsSchema>

const AttendeeFile = z.strictObject({
  nightId: IdSchema,
  /** The file's bytes as base64: main finds their encoding. */
  file: z.base64().max(ATTENDEE_FILE_MAX_BASE64),
  options: AttendeeImportOptionsSchema.optional(),
})

/** Every fundraiser call's arguments. */
export const fundraiserSchemas = {
  ref: NightRef,
  settings: z.strictObject({ nightId: IdSchema, settings: FundraiserSettingsSchema }),
  act: z.strictObject({ nightId: IdSchema, action: FundraiserActionSchema }),
  attendeeFile: AttendeeFile,
  drawer: z.strictObject({
    nightId: IdSchema,
    floatMinor: z.number(),
    countedMinor: z.number(),
    /** One desk device's drawer; the whole desk's when left out. */
    deviceId: PrintableText.min(1).max(500).optional(),
  }),
}
