// The club calls' argument schemas: main checks every payload against these before it acts.
import { z } from 'zod'
import { DateSchema, IdSchema, NameSchema, NoteSchema } from '../schemas/night'
import { PrintableText } from '../schemas/text'
import { CLUB_DOCUMENT_KINDS } from '../places'
import { LANGUAGES } from '../settings'
import { ClubHostActionSchema, ClubMoneySchema, ClubUidSchema, SeasonRulesSchema } from './actions'

const ClubRef = z.strictObject({ clubId: ClubUidSchema })
const SeasonRef = z.strictObject({ clubId: ClubUidSchema, seasonId: ClubUidSchema })

/** Every club call's arguments. */
export const clubSchemas = {
  ref: ClubRef,
  seasonRef: SeasonRef,
  create: z.strictObject({ name: NameSchema, money: ClubMoneySchema }),
  act: z.strictObject({
    clubId: ClubUidSchema,
    action: ClubHostActionSchema,
  }),
  season: z.strictObject({
    clubId: ClubUidSchema,
    /** Absent: a new season. */
    seasonId: ClubUidSchema.optional(),
    name: NameSchema,
    start: DateSchema,
    end: DateSchema,
    rules: SeasonRulesSchema,
  }),
  entry: z.strictObject({
    clubId: ClubUidSchema,
    seasonId: ClubUidSchema,
    /** Absent: a new night on the schedule. */
    entryId: ClubUidSchema.optional(),
    date: DateSchema,
    host: IdSchema.nullable(),
    place: PrintableText.trim().max(200),
    notes: NoteSchema,
  }),
  startNight: z.strictObject({ clubId: ClubUidSchema, entryId: ClubUidSchema }),
  calendar: z.strictObject({
    clubId: ClubUidSchema,
    seasonId: ClubUidSchema,
    language: z.enum(LANGUAGES).optional(),
  }),
  print: z.strictObject({
    clubId: ClubUidSchema,
    seasonId: ClubUidSchema,
    kind: z.enum(CLUB_DOCUMENT_KINDS),
    /** True: open it in the system's viewer to print; else save it where the host picks. */
    open: z.boolean().optional(),
  }),
}
