// What a host does to a club, as data: each change is one action in the club's log, replayed by
// the reducer in state.ts (so two laptops that hold the same actions hold the same club).
import { z } from 'zod'
import { PRIZE_CATEGORIES } from '../bunco/rules'
import { MAX_POT_MINOR } from '../bunco/pot'
import { ClubUidSchema, DateSchema, IdSchema, NameSchema, NoteSchema } from '../schemas/night'
import { PrintableText } from '../schemas/text'
import { RSVP_ANSWERS } from './rsvp'
import { SEASON_SCORINGS } from './season'

/** A stable id the app gives a club, season or scheduled night (its home is the schemas). */
export { ClubUidSchema }
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

/** What creates a club or names a new season or scheduled night (their ids given by main). */
const MAKING = [
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
    host: IdSchema.nullable(),
    place: Place,
    notes: NoteSchema,
  }),
] as const

/** Every other change a host makes to a club: it names what the club already has. */
const HOST_ACTIONS = [
  z.strictObject({ type: z.literal('rename'), name: NameSchema }),
  z.strictObject({ type: z.literal('money'), money: ClubMoneySchema }),
  z.strictObject({ type: z.literal('role'), personId: IdSchema, role: z.enum(CLUB_ROLES) }),
  z.strictObject({ type: z.literal('entryRemoved'), entryId: ClubUidSchema }),
  z.strictObject({
    type: z.literal('rsvp'),
    entryId: ClubUidSchema,
    personId: IdSchema,
    answer: z.enum(RSVP_ANSWERS),
  }),
  z.strictObject({
    type: z.literal('substitute'),
    entryId: ClubUidSchema,
    personId: IdSchema,
    /** The member they play for, when the host knows. */
    for: IdSchema.nullable(),
  }),
  z.strictObject({
    type: z.literal('substituteRemoved'),
    entryId: ClubUidSchema,
    personId: IdSchema,
  }),
  z.strictObject({ type: z.literal('night'), entryId: ClubUidSchema, nightId: IdSchema }),
  z.strictObject({
    type: z.literal('paid'),
    entryId: ClubUidSchema,
    personId: IdSchema,
    amount: MinorSchema,
    method: z.enum(PAYMENT_METHODS),
  }),
  z.strictObject({ type: z.literal('unpaid'), entryId: ClubUidSchema, personId: IdSchema }),
  z.strictObject({ type: z.literal('nightMoney'), entryId: ClubUidSchema, money: ClubMoneySchema }),
  z.strictObject({
    type: z.literal('dues'),
    seasonId: ClubUidSchema,
    personId: IdSchema,
    amount: MinorSchema,
  }),
] as const

/** A host's change to what the club already has. */
export const ClubHostActionSchema = z.discriminatedUnion('type', [...HOST_ACTIONS])
/** Every change a host makes to a club. */
export const ClubActionSchema = z.discriminatedUnion('type', [...MAKING, ...HOST_ACTIONS])

/** One change to a club. */
export type ClubAction = z.infer<typeof ClubActionSchema>
/** The club's money settings. */
export type ClubMoney = z.infer<typeof ClubMoneySchema>
