// The fundraiser as the host's screens and the desk read it: the state's lists in the order
// recorded, the door's counts and the money raised, made once per change.
import type { AttendeeList } from './attendeesCsv'
import type { TextEncodingLabel } from './encoding'
import type {
  Donation,
  FundraiserSettings,
  FundraiserState,
  Payment,
  Payout,
  Refund,
  Registration,
  TicketGame,
  TicketSale,
} from './events'
import type { RaffleBook } from './raffle'
import { moneyRaised, type MoneyRaised } from './raised'

/** How many guests are where at the door. */
export interface DoorCounts {
  registered: number
  arrived: number
  expected: number
  noShow: number
}

/** A night's fundraiser as its log says it is now. */
export interface FundraiserView {
  nightId: number
  /** The seq of its newest event: a push with a later one means this view is old. */
  seq: number
  settings: FundraiserSettings
  registrations: Registration[]
  payments: Payment[]
  refunds: Refund[]
  donations: Donation[]
  sales: TicketSale[]
  payouts: Payout[]
  books: Record<TicketGame, RaffleBook>
  raised: MoneyRaised
  door: DoorCounts
}

/** The door's counts. */
export function doorCounts(state: FundraiserState): DoorCounts {
  const counts = { registered: 0, arrived: 0, expected: 0, noShow: 0 }
  for (const guest of state.registrations.values()) {
    counts.registered++
    counts[guest.status]++
  }
  return counts
}

/** The view of a fundraiser's state. */
export function fundraiserView(
  nightId: number,
  seq: number,
  state: FundraiserState,
): FundraiserView {
  return {
    nightId,
    seq,
    settings: state.settings,
    registrations: [...state.registrations.values()],
    payments: [...state.payments.values()],
    refunds: [...state.refunds.values()],
    donations: [...state.donations.values()],
    sales: [...state.sales.values()],
    payouts: [...state.payouts.values()],
    books: { raffle: state.books.raffle, fiftyFifty: state.books.fiftyFifty },
    raised: moneyRaised(state),
    door: doorCounts(state),
  }
}

/** An attendee file read for the organiser to confirm: the list, its guesses and its encoding. */
export interface AttendeePreview extends AttendeeList {
  encoding: TextEncodingLabel
}
