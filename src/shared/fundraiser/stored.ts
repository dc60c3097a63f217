// The fundraiser's log as it is kept and moved: each stored event's shape checked where it leaves
// the database or a file (the fold checks what it means), and the log folded from its first
// event, which is always the settings that started it.
import { z } from 'zod'
import { AppError } from '../app-error'
import {
  ENTRY_KINDS,
  PAYMENT_METHODS,
  PAYOUT_KINDS,
  REGISTRATION_SOURCES,
  TICKET_GAMES,
  type FundraiserEvent,
  type FundraiserSettings,
  type FundraiserState,
} from './events'
import { applyFundraiserEvents, createFundraiser } from './ledger'
import { refuse } from './refusals'

const Text = z.string().max(1000)
const Id = z.string().min(1).max(100)
const Amount = z.number()
const MoneyMethod = z.enum(PAYMENT_METHODS).exclude(['free'])
const Prices = z.strictObject({
  ticketMinor: Amount,
  strip: z.strictObject({ size: z.number(), priceMinor: Amount }).nullable(),
})

// an arrival, its undoing or a no-show: a guest and the device that marked it
function doorEvent<T extends 'arrive' | 'arrivalUndone' | 'noShow'>(type: T) {
  return z.strictObject({ type: z.literal(type), registrationId: Id, deviceId: Text })
}

/** A fundraiser's settings as stored and as the host sends them (the fold checks the values). */
export const FundraiserSettingsSchema = z.strictObject({
  cause: Text,
  goalMinor: Amount,
  currency: z.string().max(3),
  entryPrices: z.strictObject({ early: Amount, regular: Amount, door: Amount, free: Amount }),
  raffle: Prices,
  fiftyFifty: Prices,
  winAgain: z.boolean(),
})

/** One event of the log, strict at every level. */
export const FundraiserEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('settings'), settings: FundraiserSettingsSchema }),
  z.strictObject({
    type: z.literal('register'),
    registrationId: Id,
    firstName: Text,
    lastName: Text,
    email: Text.nullable(),
    kind: z.enum(ENTRY_KINDS),
    priceMinor: Amount,
    source: z.enum(REGISTRATION_SOURCES),
  }),
  z.strictObject({
    type: z.literal('payment'),
    paymentId: Id,
    registrationId: Id,
    method: z.enum(PAYMENT_METHODS),
    amountMinor: Amount,
    deviceId: Text,
  }),
  z.strictObject({
    type: z.literal('refund'),
    refundId: Id,
    paymentId: Id,
    amountMinor: Amount,
    deviceId: Text,
  }),
  doorEvent('arrive'),
  doorEvent('arrivalUndone'),
  doorEvent('noShow'),
  z.strictObject({
    type: z.literal('donation'),
    donationId: Id,
    amountMinor: Amount,
    donor: Text.nullable(),
    method: MoneyMethod,
    note: Text,
    deviceId: Text,
  }),
  z.strictObject({
    type: z.literal('ticketSale'),
    saleId: Id,
    game: z.enum(TICKET_GAMES),
    first: z.number(),
    last: z.number(),
    seller: Text,
    buyer: Text.nullable(),
    method: MoneyMethod,
    deviceId: Text,
  }),
  z.strictObject({ type: z.literal('prize'), prizeId: Id, name: Text, donor: Text.nullable() }),
  z.strictObject({
    type: z.literal('draw'),
    game: z.enum(TICKET_GAMES),
    drawId: Id,
    prizeId: Id,
    ticket: z.number(),
    at: z.string().max(40),
  }),
  z.strictObject({ type: z.literal('unclaimed'), game: z.enum(TICKET_GAMES), drawId: Id }),
  z.strictObject({
    type: z.literal('payout'),
    payoutId: Id,
    kind: z.enum(PAYOUT_KINDS),
    amountMinor: Amount,
    method: MoneyMethod,
    note: Text,
    deviceId: Text,
  }),
])

// the schema reads exactly the events the ledger folds, no more and no fewer
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameEvents: Same<z.output<typeof FundraiserEventSchema>, FundraiserEvent> = true
const sameSettings: Same<z.output<typeof FundraiserSettingsSchema>, FundraiserSettings> = true
void [sameEvents, sameSettings]

/** One event as the log keeps it: its place, when it was recorded, and which device sent it. */
export interface FundraiserEntry {
  seq: number
  at: string
  device: string
  event: FundraiserEvent
}

/** The most events one fundraiser's log may hold (a night of 2,000 guests writes about 15,000). */
export const MAX_FUNDRAISER_EVENTS = 200_000

/** A stored entry as moved between computers (a night file, a move file). */
export const FundraiserEntrySchema = z.strictObject({
  seq: z.int().min(1).max(MAX_FUNDRAISER_EVENTS),
  at: z.string().max(40),
  device: z.string().min(1).max(500),
  event: FundraiserEventSchema,
})

/** Reads one stored event's JSON value; refuses a damaged one naming its place in the log. */
export function readStoredEvent(value: unknown, seq: number): FundraiserEvent {
  const parsed = FundraiserEventSchema.safeParse(value)
  if (!parsed.success) refuse('log.damaged', { seq }, 'conflict')
  return parsed.data
}

/**
 * The state a whole log makes: its first event must be the settings that started it and the seqs
 * run 1, 2, 3… with none missing (else `log.damaged`); an event the ledger refuses is named by its
 * seq with the ledger's reason (`log.refused`).
 */
export function foldLog(
  entries: readonly Pick<FundraiserEntry, 'seq' | 'event'>[],
): FundraiserState {
  const first = entries[0]
  if (!first || first.event.type !== 'settings') refuse('log.notStarted', {}, 'not-found')
  entries.forEach((entry, i) => {
    if (entry.seq !== i + 1) refuse('log.damaged', { seq: i + 1 }, 'conflict')
  })
  let start: FundraiserState
  try {
    start = createFundraiser(first.event.settings)
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    refuse('log.refused', { ...err.params, seq: 1, '@reason': err.messageKey }, 'conflict')
  }
  return foldOnto(start, entries.slice(1))
}

/** The entries applied onto a state folded so far; a refusal names the entry's seq. */
export function foldOnto(
  state: FundraiserState,
  entries: readonly Pick<FundraiserEntry, 'seq' | 'event'>[],
): FundraiserState {
  let at = 0
  try {
    return applyFundraiserEvents(
      state,
      entries.map((e) => e.event),
      (i) => (at = i),
    )
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    const seq = entries[at]?.seq ?? 0
    refuse('log.refused', { ...err.params, seq, '@reason': err.messageKey }, 'conflict')
  }
}
