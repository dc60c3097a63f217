// The fundraiser's log: every desk, raffle and donation action as one event, in the order taken.
// Replaying the same events gives the same ledger; each event is checked against the state so far.
import type { RaffleBook, TicketPrices } from './raffle'

/** How a registration's entry was priced. */
export const ENTRY_KINDS = ['early', 'regular', 'door', 'free'] as const
/** An entry price kind. */
export type EntryKind = (typeof ENTRY_KINDS)[number]

/** How money came in: 'free' records a free place (nothing taken, the rest waived). */
export const PAYMENT_METHODS = ['cash', 'card', 'cheque', 'online', 'free'] as const
/** A payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** The methods that move money (every one but a free place). */
export type MoneyMethod = Exclude<PaymentMethod, 'free'>

/** The games that sell numbered tickets. */
export const TICKET_GAMES = ['raffle', 'fiftyFifty'] as const
/** A ticket game. */
export type TicketGame = (typeof TICKET_GAMES)[number]

/** Where a registration came from. */
export const REGISTRATION_SOURCES = ['import', 'typed', 'walkIn'] as const
/** A registration's source. */
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number]

/** What the cause pays out: prize money, or the 50/50 winner's half. */
export const PAYOUT_KINDS = ['prize', 'fiftyFifty'] as const
/** A payout kind. */
export type PayoutKind = (typeof PAYOUT_KINDS)[number]

/** The fundraiser's settings: the cause, its goal, the prices. */
export interface FundraiserSettings {
  cause: string
  goalMinor: number
  /** ISO 4217, e.g. USD; amounts are integers of its minor unit. */
  currency: string
  entryPrices: Record<EntryKind, number>
  raffle: TicketPrices
  fiftyFifty: TicketPrices
  /** The organiser's rule: whether a raffle ticket that won may win again. */
  winAgain: boolean
}

/** One action in the fundraiser's log. */
export type FundraiserEvent =
  | { type: 'settings'; settings: FundraiserSettings }
  | ({ type: 'register' } & RegistrationDetails)
  | {
      type: 'payment'
      paymentId: string
      registrationId: string
      method: PaymentMethod
      amountMinor: number
      deviceId: string
    }
  | { type: 'refund'; refundId: string; paymentId: string; amountMinor: number; deviceId: string }
  | { type: 'arrive'; registrationId: string; deviceId: string }
  | { type: 'arrivalUndone'; registrationId: string; deviceId: string }
  | { type: 'noShow'; registrationId: string; deviceId: string }
  | {
      type: 'donation'
      donationId: string
      amountMinor: number
      /** Null for an anonymous gift. */
      donor: string | null
      method: MoneyMethod
      note: string
      deviceId: string
    }
  | {
      type: 'ticketSale'
      saleId: string
      game: TicketGame
      first: number
      last: number
      seller: string
      buyer: string | null
      method: MoneyMethod
      deviceId: string
    }
  | { type: 'prize'; prizeId: string; name: string; donor: string | null }
  | { type: 'draw'; game: TicketGame; drawId: string; prizeId: string; ticket: number; at: string }
  | { type: 'unclaimed'; game: TicketGame; drawId: string }
  | {
      type: 'payout'
      payoutId: string
      kind: PayoutKind
      amountMinor: number
      method: MoneyMethod
      note: string
      deviceId: string
    }

/** A guest as registered: who, how they came in, and the entry price they owe. */
export interface RegistrationDetails {
  registrationId: string
  firstName: string
  lastName: string
  email: string | null
  kind: EntryKind
  /** The entry price this guest owes (0 for a free place). */
  priceMinor: number
  source: RegistrationSource
}

/** A guest on the list, and where they are at the door. */
export interface Registration extends RegistrationDetails {
  status: 'expected' | 'arrived' | 'noShow'
  /** Paid less refunded. */
  paidMinor: number
  /** A free place was given: nothing more is due. */
  waived: boolean
}

/** A payment at the desk or online; `refundedMinor` is what went back of it. */
export interface Payment {
  paymentId: string
  registrationId: string
  method: PaymentMethod
  amountMinor: number
  refundedMinor: number
  deviceId: string
}

/** Money given back, by the method it was paid. */
export interface Refund {
  refundId: string
  paymentId: string
  amountMinor: number
  method: MoneyMethod
  deviceId: string
}

/** A donation. */
export type Donation = Omit<Extract<FundraiserEvent, { type: 'donation' }>, 'type'>

/** A range of tickets sold, with what it cost at the prices of the time. */
export interface TicketSale extends Omit<Extract<FundraiserEvent, { type: 'ticketSale' }>, 'type'> {
  count: number
  amountMinor: number
}

/** Money the cause paid out. */
export type Payout = Omit<Extract<FundraiserEvent, { type: 'payout' }>, 'type'>

/** The fundraiser as its log says it is. */
export interface FundraiserState {
  settings: FundraiserSettings
  registrations: ReadonlyMap<string, Registration>
  payments: ReadonlyMap<string, Payment>
  refunds: ReadonlyMap<string, Refund>
  donations: ReadonlyMap<string, Donation>
  sales: ReadonlyMap<string, TicketSale>
  payouts: ReadonlyMap<string, Payout>
  books: Readonly<Record<TicketGame, RaffleBook>>
}

/** The same state open for one event's change (see ledger.ts: checks first, then writes). */
export interface Draft {
  settings: FundraiserSettings
  registrations: Map<string, Registration>
  payments: Map<string, Payment>
  refunds: Map<string, Refund>
  donations: Map<string, Donation>
  sales: Map<string, TicketSale>
  payouts: Map<string, Payout>
  books: Record<TicketGame, RaffleBook>
}
