// What a host does to a club, as data: each change is one action in the club's log, replayed by
// the reducer in state.ts (so two laptops that hold the same actions hold the same club). The
// log as kept and shared (a record) names people and nights by uid only; the host's screens and
// the reducer name people by this store's ids, read from the uids when the log is replayed.
import { z } from 'zod'
import { PRIZE_CATEGORIES } from '../bunco/rules'
import { MAX_POT_MINOR } from '../bunco/pot'
import { ClubUidSchema, DateSchema, IdSchema, NameSchema, NoteSchema } from '../schemas/night'
import { PrintableText } from '../schemas/text'
import { RSVP_ANSWERS } from './rsvp'
import { SEASON_SCORINGS } from './season'

/** A stable id the app gives a club, season or scheduled night (its home is the schemas). */
export { ClubUidSchema }
/** A person's or a night's uid, the same on every laptop. */
export const UidSchema = z.string().regex(/^[0-9a-f]{32}$/)
/** An amount of money in minor units (cents, yen): a whole number, never negative. */
export const MinorSchema = z.int().min(0).max(MAX_POT_MINOR)
/** A three-letter ISO 4217 code; checked against what Intl knows where it is used. */
export const CurrencySchema = z.string().regex(/^[A-Z]{3}$/)
/** How a buy-in was paid. */
export const PAYMENT_METHODS = ['cash', 'other'] as const
/** One of PAYMENT_METHODS. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** A person's place in a club. */
export const CLUB_ROLES = ['member', 'substitute', 'none'] as const
/** One of CLUB_ROLES. */
export type ClubRole = (typeof CLUB_ROLES)[number]

/** A prize's share of the pot, in percent with at most two decimals. */
export const PotShareSchema = z.strictObject({
  prize: z.enum(PRIZE_CATEGORIES),
  percent: z.number().min(0).max(100),
})

/** The season's own rules (see SeasonRules). */
export const SeasonRulesSchema = z.strictObject({
  scoring: z.enum(SEASON_SCORINGS),
  placementPoints: z.array(z.int().min(0).max(1000)).max(50),
  minNights: z.int().min(0).max(100),
  dropWorst: z.int().min(0).max(100),
})

/** The club's money settings. */
export const ClubMoneySchema = z.strictObject({
  currency: CurrencySchema,
  buyIn: MinorSchema,
  dues: MinorSchema,
  shares: z.array(PotShareSchema).max(PRIZE_CATEGORIES.length),
  unclaimed: z.enum(['carry', 'spread']),
})

const Place = PrintableText.trim().max(200)

/** One payout of a settled night: who (by uid; null for a ghost), for which prize, how much. */
export const SettledPayoutSchema = z.strictObject({
  person: UidSchema.nullable(),
  prize: z.enum(PRIZE_CATEGORIES),
  amount: MinorSchema,
})

/** The actions, with people named by `Person` (this store's ids, or uids in the record). */
function clubActions<P extends z.ZodType>(Person: P) {
  /** What creates a club or names a new season or scheduled night (their ids given by main). */
  const making = [
    z.strictObject({ type: z.literal('create'), name: NameSchema, money: ClubMoneySchema }),
    z.strictObject({
      type: z.literal('season'),
      seasonId: ClubUidSchema,
      name: NameSchema,
      start: DateSchema,
      end: DateSchema,
      rules: SeasonRulesSchema,
    }),
    z.strictObject({
      type: z.literal('entry'),
      seasonId: ClubUidSchema,
      entryId: ClubUidSchema,
      date: DateSchema,
      host: z.nullable(Person),
      place: Place,
      notes: NoteSchema,
    }),
  ] as const
  /** Every other change a host makes to a club: it names what the club already has. */
  const host = [
    z.strictObject({ type: z.literal('rename'), name: NameSchema }),
    z.strictObject({ type: z.literal('money'), money: ClubMoneySchema }),
    z.strictObject({ type: z.literal('role'), personId: Person, role: z.enum(CLUB_ROLES) }),
    z.strictObject({
      type: z.literal('entryRemoved'),
      entryId: ClubUidSchema,
      /** The host removes it though a laptop played it (its night then leaves the season). */
      played: z.boolean().optional(),
    }),
    /** The host keeps in the season a night removed on one laptop while another played it. */
    z.strictObject({ type: z.literal('entryKept'), entryId: ClubUidSchema }),
    /** The host picks which of two starts of one scheduled night the season counts. */
    z.strictObject({ type: z.literal('entryNight'), entryId: ClubUidSchema, night: UidSchema }),
    z.strictObject({
      type: z.literal('rsvp'),
      entryId: ClubUidSchema,
      personId: Person,
      answer: z.enum(RSVP_ANSWERS),
    }),
    z.strictObject({
      type: z.literal('substitute'),
      entryId: ClubUidSchema,
      personId: Person,
      /** The member they play for, when the host knows. */
      for: z.nullable(Person),
    }),
    z.strictObject({
      type: z.literal('substituteRemoved'),
      entryId: ClubUidSchema,
      personId: Person,
    }),
    z.strictObject({
      type: z.literal('paid'),
      entryId: ClubUidSchema,
      personId: Person,
      amount: MinorSchema,
      method: z.enum(PAYMENT_METHODS),
    }),
    z.strictObject({ type: z.literal('unpaid'), entryId: ClubUidSchema, personId: Person }),
    z.strictObject({
      type: z.literal('nightMoney'),
      entryId: ClubUidSchema,
      money: ClubMoneySchema,
    }),
    z.strictObject({
      type: z.literal('dues'),
      seasonId: ClubUidSchema,
      personId: Person,
      amount: MinorSchema,
    }),
  ] as const
  /** What the app records itself: a night started, deleted, or its prizes' money settled. */
  const recorded = [
    z.strictObject({
      type: z.literal('night'),
      entryId: ClubUidSchema,
      night: UidSchema,
      /** The split and the carry it started with, fixed then (older logs have neither). */
      money: ClubMoneySchema.optional(),
      carryIn: MinorSchema.optional(),
    }),
    z.strictObject({ type: z.literal('nightDeleted'), entryId: ClubUidSchema, night: UidSchema }),
    z.strictObject({
      type: z.literal('settled'),
      entryId: ClubUidSchema,
      night: UidSchema,
      /** The buy-ins it counted; more paid or taken back later flows to the next night. */
      buyIns: MinorSchema,
      payouts: z.array(SettledPayoutSchema).max(200),
      carried: MinorSchema,
      kept: MinorSchema,
    }),
  ] as const
  return { making, host, recorded }
}

const local = clubActions(IdSchema)
const record = clubActions(UidSchema)

/** A host's change to what the club already has. */
export const ClubHostActionSchema = z.discriminatedUnion('type', [...local.host])
/** Every change to a club, people by this store's ids. */
export const ClubActionSchema = z.discriminatedUnion('type', [
  ...local.making,
  ...local.host,
  ...local.recorded,
])
/** Every change to a club as kept and shared: people and nights by uid. */
export const ClubRecordSchema = z.discriminatedUnion('type', [
  ...record.making,
  ...record.host,
  ...record.recorded,
])

/**
 * A change as logs kept it before people and nights were named by uid (a store's own ids): how
 * older stores, move files and folders hold them, read once and kept as records.
 */
export const LegacyClubActionSchema = z.discriminatedUnion('type', [
  ...local.making,
  ...local.host,
  z.strictObject({ type: z.literal('night'), entryId: ClubUidSchema, nightId: IdSchema }),
])

/** One change to a club. */
export type ClubAction = z.infer<typeof ClubActionSchema>
/** One change as kept and shared. */
export type ClubRecord = z.infer<typeof ClubRecordSchema>
/** One change as older logs kept it. */
export type LegacyClubAction = z.infer<typeof LegacyClubActionSchema>
/** The club's money settings. */
export type ClubMoney = z.infer<typeof ClubMoneySchema>
/** One payout of a settled night. */
export type SettledPayout = z.infer<typeof SettledPayoutSchema>
