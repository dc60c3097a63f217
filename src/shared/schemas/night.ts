import { z } from 'zod'
import { PLAYOFF_FIELDS, PRIZE_CATEGORIES } from '../bunco'
import {
  BLANK_SHEETS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MIB,
  PERSON_NAME_MAX,
  TABLE_POINTS,
} from '../limits'
import { CLUB_SECTIONS, DOCUMENT_KINDS, NIGHT_TABS, SCREENS } from '../places'
import { RulesInputSchema } from './rules'
import { MESSAGE_KEY_PARAM, NameText, PrintableText, StoredText } from './text'

/** A roster person's id. */
export const IdSchema = z.int().min(1).max(Number.MAX_SAFE_INTEGER)
/** A playoff's final field: one of the engine's sizes. */
export const PlayoffFieldSchema = z.union(PLAYOFF_FIELDS.map((f) => z.literal(f)))

/** A player key inside a night: 'p' + person id, or a ghost. */
export const PlayerKeySchema = z.string().regex(/^(p[1-9]\d{0,15}|ghost:[1-9]\d{0,5})$/)

/** A person's name: trimmed, 1–200 printable characters. */
export const NameSchema = PrintableText.trim().min(1).max(200)
/**
 * A name as the host types it now: nothing invisible in it (a zero-width or direction mark), and
 * no longer than PERSON_NAME_MAX (refused in the host's words, `names.tooLong`); names saved
 * before are read with NameSchema.
 */
export const TypedNameSchema = NameText.trim()
  .min(1)
  .max(200)
  .superRefine((name, ctx) => {
    const count = [...name].length
    if (count <= PERSON_NAME_MAX) return
    ctx.addIssue({
      code: 'custom',
      input: `${name.slice(0, 20)}…`,
      message: `longer than ${PERSON_NAME_MAX} characters`,
      params: { [MESSAGE_KEY_PARAM]: 'names.tooLong', max: PERSON_NAME_MAX, count },
    })
  })
/** A note on a roster person: up to 500 printable characters. */
export const NoteSchema = PrintableText.max(500)
/** A stable id the app gives a club, season or scheduled night (unique on every laptop). */
export const ClubUidSchema = z.string().regex(/^[a-z]{1,8}-[0-9a-f-]{8,40}$/)
/** A calendar date as YYYY-MM-DD. */
export const DateSchema = z.iso.date()

/** How many Buncos (minis, wipeouts) one player made in a round. */
export const CountSchema = z.int().min(0).max(99)
const Count = CountSchema
const Counts = z.record(PlayerKeySchema, Count)
const Points = z.int().min(TABLE_POINTS.min).max(TABLE_POINTS.max)

/** One table's result as the host enters it. */
export const TableResultSchema = z.strictObject({
  table: z.int().min(1).max(1000),
  winner: z.enum(['NS', 'EW', 'N', 'E', 'S', 'W']),
  points: z.strictObject({ NS: Points, EW: Points }).optional(),
  seatPoints: z
    .strictObject({
      N: Points.optional(),
      E: Points.optional(),
      S: Points.optional(),
      W: Points.optional(),
    })
    .optional(),
  rollOff: z.boolean().optional(),
  buncos: Counts.optional(),
  minis: Counts.optional(),
  wipeouts: Counts.optional(),
  travels: Counts.optional(),
  unusualConfirmed: z.literal(true).optional(),
})

/** The schema of a night's details. */
export type DetailsSchema = z.ZodObject<
  { title: z.ZodString; date: typeof DateSchema; venue: z.ZodString },
  z.core.$strict
>

/** A night's title, date and venue, with its text checked by `text`. */
export function detailsSchema(text: z.ZodString): DetailsSchema {
  return z.strictObject({
    title: text.trim().min(1).max(200),
    date: DateSchema,
    venue: text.trim().max(200),
  })
}

/** A night's title, date and venue. */
export const NightDetailsSchema = detailsSchema(PrintableText)
/** A night's details as the event log may hold them (see `StoredText`). */
export const StoredDetailsSchema = detailsSchema(StoredText)

/** A night file's text: refused past IMPORT_MAX_BYTES with `errors.store.importTooBig`. */
export const NightFileTextSchema = z.string().superRefine((text, ctx) => {
  if (text.length <= IMPORT_MAX_BYTES) return
  ctx.addIssue({
    code: 'custom',
    input: `${text.slice(0, 20)}…`,
    message: `longer than ${IMPORT_MAX_MIB} MiB`,
    params: { [MESSAGE_KEY_PARAM]: 'errors.store.importTooBig', size: IMPORT_MAX_MIB },
  })
})

const NightId = z.strictObject({ nightId: IdSchema })
const RoundRef = { nightId: IdSchema, round: z.int().min(1).max(36) }
/** A prize category's name. */
export const PrizeNameSchema = z.enum(PRIZE_CATEGORIES)
const PrizeName = PrizeNameSchema

/** Argument schemas of the night and roster calls, one per call. */
export const nightSchemas = {
  rosterList: z.strictObject({
    query: PrintableText.max(200).optional(),
    includeArchived: z.boolean().optional(),
  }),
  rosterAdd: z.strictObject({ name: TypedNameSchema, note: NoteSchema.optional() }),
  rosterRename: z.strictObject({
    id: IdSchema,
    name: TypedNameSchema,
    note: NoteSchema.optional(),
  }),
  rosterArchive: z.strictObject({ id: IdSchema, archived: z.boolean() }),
  rosterMerge: z.strictObject({ keep: IdSchema, merge: IdSchema }),
  nightList: z.strictObject({}),
  nightRef: NightId,
  nightCreate: NightDetailsSchema.partial({ venue: true }).extend({
    rules: RulesInputSchema.optional(),
  }),
  nightDetails: z.strictObject({
    nightId: IdSchema,
    title: NightDetailsSchema.shape.title.optional(),
    date: DateSchema.optional(),
    venue: NightDetailsSchema.shape.venue.optional(),
  }),
  nightGuests: z.strictObject({ nightId: IdSchema, personIds: z.array(IdSchema).max(1000) }),
  nightRules: z.strictObject({ nightId: IdSchema, rules: RulesInputSchema }),
  nightStart: z.strictObject({
    nightId: IdSchema,
    seed: z.int().min(0).max(0xffffffff).optional(),
  }),
  recordResult: z.strictObject({ ...RoundRef, result: TableResultSchema }),
  recordResults: z.strictObject({
    ...RoundRef,
    results: z.array(TableResultSchema).min(1).max(1000),
  }),
  commitRound: z.strictObject({
    ...RoundRef,
    results: z.array(TableResultSchema).min(1).max(1000).optional(),
  }),
  roundRef: z.strictObject(RoundRef),
  correctResult: z.strictObject({ ...RoundRef, result: TableResultSchema }),
  guestChange: z.strictObject({ nightId: IdSchema, personId: IdSchema }),
  guestLeave: z.strictObject({
    nightId: IdSchema,
    personId: IdSchema,
    /** Before the round starts (no result in): a ghost plays her seat in this very round. */
    now: z.boolean().optional(),
  }),
  newGuest: z.strictObject({
    nightId: IdSchema,
    name: TypedNameSchema,
    note: NoteSchema.optional(),
  }),
  settleRollOffs: z.strictObject({
    nightId: IdSchema,
    rollOffs: z.partialRecord(PrizeName, IdSchema).optional(),
    digital: z.array(PrizeName).max(7).optional(),
  }),
  startPlayoff: z.strictObject({ nightId: IdSchema, field: PlayoffFieldSchema }),
  playoffRollOff: z.strictObject({
    nightId: IdSchema,
    /** The roll-off's winners at the cut line, best first (roster ids). */
    personIds: z.array(IdSchema).min(1).max(16),
  }),
  playoffTable: z.strictObject({
    nightId: IdSchema,
    table: z.int().min(1).max(4),
    winner: TableResultSchema.shape.winner,
  }),
  seasonStandings: z.strictObject({ from: DateSchema.optional(), to: DateSchema.optional() }),
  nightImport: z.strictObject({ json: NightFileTextSchema }),
  uiLocation: z.strictObject({
    screen: z.enum(SCREENS),
    nightId: IdSchema.nullable(),
    tab: z.enum(NIGHT_TABS).nullable(),
    /** On the club screen: the club open and its section. */
    clubId: ClubUidSchema.nullable().optional(),
    clubTab: z.enum(CLUB_SECTIONS).nullable().optional(),
  }),
  print: z.strictObject({
    nightId: IdSchema,
    kind: z.enum(DOCUMENT_KINDS),
    blanks: z.int().min(BLANK_SHEETS.min).max(BLANK_SHEETS.max).optional(),
  }),
  fileSave: z.strictObject({
    fileName: z.string().regex(/^[^\\/:*?"<>|\p{Cc}]{1,120}$/u),
    mimeType: z.enum([
      'application/json',
      'text/csv',
      'application/pdf',
      'text/calendar',
      'image/png',
    ]),
    content: z.string().max(50_000_000),
    base64: z.boolean().optional(),
  }),
}
