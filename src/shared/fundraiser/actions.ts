// What the organiser and the desk volunteers ask for, and the events each becomes: ids come from
// the log's next places (so a replay is the same log), the device and the time from main, and a
// draw's ticket from the random source main passes in (recorded, so replay never draws again).
import { z } from 'zod'
import { PrintableText } from '../schemas/text'
import { stillDue } from './desk'
import {
  ENTRY_KINDS,
  PAYMENT_METHODS,
  PAYOUT_KINDS,
  TICKET_GAMES,
  type FundraiserEvent,
  type FundraiserState,
} from './events'
import { splitFiftyFifty } from './fiftyFifty'
import { FIFTY_FIFTY_PRIZE, fiftyFiftySales } from './games'
import { entryPrice } from './ledger'
import { drawTicket, type RandomIndex } from './raffleDraws'
import { refuse } from './refusals'

const Text = PrintableText.max(500)
const Id = PrintableText.min(1).max(100)
// money's shape only: the ledger refuses a fraction or a negative amount in the host's words
const Amount = z.number()
const MoneyMethod = z.enum(PAYMENT_METHODS).exclude(['free'])
const Payment = z.strictObject({ method: z.enum(PAYMENT_METHODS), amountMinor: Amount.optional() })

/** Every action the organiser or a desk volunteer can take, by its `type`. */
export const FundraiserActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('register'),
    firstName: Text,
    lastName: Text,
    email: Text.nullable().optional(),
    kind: z.enum(ENTRY_KINDS),
    /** What this guest owes; the settings' price for the kind when left out. */
    priceMinor: Amount.optional(),
  }),
  /** A guest marked arrived, with what they pay at the door (the rest due when no amount). */
  z.strictObject({
    type: z.literal('checkIn'),
    registrationId: Id,
    payment: Payment.optional(),
  }),
  /** A guest nobody registered: added, paid and marked arrived in one step. */
  z.strictObject({
    type: z.literal('walkIn'),
    firstName: Text,
    lastName: Text,
    email: Text.nullable().optional(),
    kind: z.enum(ENTRY_KINDS).optional(),
    payment: Payment.optional(),
  }),
  z.strictObject({
    type: z.literal('payment'),
    registrationId: Id,
    method: z.enum(PAYMENT_METHODS),
    amountMinor: Amount,
  }),
  z.strictObject({ type: z.literal('refund'), paymentId: Id, amountMinor: Amount }),
  z.strictObject({ type: z.literal('arrivalUndone'), registrationId: Id }),
  z.strictObject({ type: z.literal('noShow'), registrationId: Id }),
  z.strictObject({
    type: z.literal('donation'),
    amountMinor: Amount,
    donor: Text.nullable(),
    method: MoneyMethod,
    note: Text.optional(),
  }),
  z.strictObject({
    type: z.literal('ticketSale'),
    game: z.enum(TICKET_GAMES),
    first: z.number(),
    last: z.number(),
    seller: Text,
    buyer: Text.nullable().optional(),
    method: MoneyMethod,
  }),
  z.strictObject({ type: z.literal('prize'), name: Text, donor: Text.nullable().optional() }),
  /** A draw made by main's random source: the raffle's prize given, or the 50/50's pot. */
  z.strictObject({ type: z.literal('draw'), game: z.enum(TICKET_GAMES), prizeId: Id.optional() }),
  z.strictObject({ type: z.literal('unclaimed'), game: z.enum(TICKET_GAMES), drawId: Id }),
  z.strictObject({
    type: z.literal('payout'),
    kind: z.enum(PAYOUT_KINDS),
    /** The 50/50 winner's half when left out for a 50/50 payout. */
    amountMinor: Amount.optional(),
    method: MoneyMethod,
    note: Text.optional(),
  }),
])

/** An action as the contract delivers it. */
export type FundraiserAction = z.output<typeof FundraiserActionSchema>

/** What main adds to an action: the log's next place, the device, the time, the random source. */
export interface ActionContext {
  /** The seq the first event will take; each further event takes the next. */
  nextSeq: number
  deviceId: string
  /** ISO 8601, main's clock. */
  at: string
  random: RandomIndex
}

/** The ids an event takes from its place in the log (unique within one fundraiser). */
export const ID_PREFIXES = {
  registration: 'r',
  payment: 'pay',
  refund: 'ref',
  donation: 'don',
  sale: 'sale',
  prize: 'prize',
  draw: 'draw',
  payout: 'out',
} as const

function idAt(kind: keyof typeof ID_PREFIXES, seq: number): string {
  return `${ID_PREFIXES[kind]}${seq}`
}

type PaymentInput = z.output<typeof Payment>

/**
 * What a guest owes once arrived: a guest marked a no-show who turns up after all owes their
 * entry again.
 */
function dueOnArrival(state: FundraiserState, registrationId: string): number {
  const guest = state.registrations.get(registrationId)
  if (!guest) refuse('registration.unknown', { registration: registrationId }, 'not-found')
  return stillDue({ ...guest, status: 'arrived' })
}

/** A payment's event at the door, or none when nothing is due and no amount was given. */
function doorPayment(
  registrationId: string,
  payment: PaymentInput | undefined,
  seq: number,
  deviceId: string,
  due: number,
): FundraiserEvent[] {
  if (!payment) return []
  const free = payment.method === 'free'
  if (payment.amountMinor === undefined && !free && due === 0) return []
  const amountMinor = payment.amountMinor ?? (free ? 0 : due)
  const paymentId = idAt('payment', seq)
  return [
    { type: 'payment', paymentId, registrationId, method: payment.method, amountMinor, deviceId },
  ]
}

/** A register event for a typed guest or a walk-in, at the settings' price unless one is given. */
function registration(
  state: FundraiserState,
  action: Extract<FundraiserAction, { type: 'register' | 'walkIn' }>,
  seq: number,
): Extract<FundraiserEvent, { type: 'register' }> {
  const kind = action.kind ?? 'door'
  const given = action.type === 'register' ? action.priceMinor : undefined
  return {
    type: 'register',
    registrationId: idAt('registration', seq),
    firstName: action.firstName,
    lastName: action.lastName,
    email: action.email ?? null,
    kind,
    priceMinor: given ?? entryPrice(state.settings, kind),
    source: action.type === 'walkIn' ? 'walkIn' : 'typed',
  }
}

/** A payout's event: a 50/50 payout with no amount pays its winner's half. */
function payout(
  state: FundraiserState,
  action: Extract<FundraiserAction, { type: 'payout' }>,
  seq: number,
  deviceId: string,
): FundraiserEvent {
  const half = splitFiftyFifty(fiftyFiftySales(state)).winnerMinor
  const amountMinor = action.amountMinor ?? (action.kind === 'fiftyFifty' ? half : undefined)
  if (amountMinor === undefined) refuse('money.notWhole', { field: 'payout', got: '' })
  const { kind, method } = action
  const note = action.note ?? ''
  return {
    type: 'payout',
    payoutId: idAt('payout', seq),
    kind,
    amountMinor,
    method,
    note,
    deviceId,
  }
}

/** A draw's event: a ticket picked among those that can still win, by main's random source. */
function drawn(
  state: FundraiserState,
  action: Extract<FundraiserAction, { type: 'draw' }>,
  seq: number,
  context: ActionContext,
): FundraiserEvent {
  const prizeId = action.game === 'fiftyFifty' ? FIFTY_FIFTY_PRIZE : action.prizeId
  if (prizeId === undefined) refuse('raffle.prizeUnknown', { prize: '' }, 'not-found')
  const ticket = drawTicket(state.books[action.game], context.random)
  return {
    type: 'draw',
    game: action.game,
    drawId: idAt('draw', seq),
    prizeId,
    ticket,
    at: context.at,
  }
}

/**
 * The events an action becomes, in order; the ledger then checks each one. A draw reads the state
 * to choose its ticket, a check-in to know what is still due, a 50/50 payout its winner's half.
 */
export function eventsOf(
  state: FundraiserState,
  action: FundraiserAction,
  context: ActionContext,
): FundraiserEvent[] {
  const { nextSeq: seq, deviceId } = context
  switch (action.type) {
    case 'register':
      return [registration(state, action, seq)]
    case 'checkIn': {
      const { registrationId } = action
      const due = dueOnArrival(state, registrationId)
      // arrived first: a late no-show's payment is then due again
      const arrive: FundraiserEvent = { type: 'arrive', registrationId, deviceId }
      return [arrive, ...doorPayment(registrationId, action.payment, seq + 1, deviceId, due)]
    }
    case 'walkIn': {
      const guest = registration(state, action, seq)
      const { registrationId, priceMinor } = guest
      const arrive: FundraiserEvent = { type: 'arrive', registrationId, deviceId }
      return [
        guest,
        arrive,
        ...doorPayment(registrationId, action.payment, seq + 2, deviceId, priceMinor),
      ]
    }
    case 'payment':
      return [{ ...action, paymentId: idAt('payment', seq), deviceId }]
    case 'refund':
      return [{ ...action, refundId: idAt('refund', seq), deviceId }]
    case 'arrivalUndone':
    case 'noShow':
      return [{ ...action, deviceId }]
    case 'donation':
      return [{ ...action, note: action.note ?? '', donationId: idAt('donation', seq), deviceId }]
    case 'ticketSale':
      return [{ ...action, buyer: action.buyer ?? null, saleId: idAt('sale', seq), deviceId }]
    case 'prize':
      return [
        {
          type: 'prize',
          prizeId: idAt('prize', seq),
          name: action.name,
          donor: action.donor ?? null,
        },
      ]
    case 'draw':
      return [drawn(state, action, seq, context)]
    case 'unclaimed':
      return [action]
    case 'payout':
      return [payout(state, action, seq, deviceId)]
  }
}
