// The treasurer's report as data: the money raised and its parts (which sum to it exactly), every
// movement by method and by desk device, each payment, refund, donation, sale, draw and payout,
// and the cash drawer's count. The PDF and the CSV both print this one value, so they agree.
import type { DrawerCount } from './drawer'
import {
  PAYMENT_METHODS,
  TICKET_GAMES,
  type Donation,
  type FundraiserState,
  type PaymentMethod,
  type Payout,
  type TicketGame,
  type TicketSale,
} from './events'
import type { FiftyFiftySplit } from './fiftyFifty'
import { flowByDevice, flowByMethod, type FlowLine } from './movements'
import { rangeOf } from './raffle'
import { moneyRaised } from './raised'

/** The parts of the money raised, in the order the report lists them; prize money is negative. */
export const REPORT_PARTS = [
  'entryFees',
  'donations',
  'raffle',
  'fiftyFiftyShare',
  'prizePayouts',
] as const
/** One of REPORT_PARTS. */
export type ReportPart = (typeof REPORT_PARTS)[number]

/** A line of a table by method or by device. */
export interface FlowRow<K extends string> extends FlowLine {
  key: K
}

/** A payment with its guest's name and desk's name. */
export interface PaymentRow {
  paymentId: string
  guest: string
  method: PaymentMethod
  device: string
  amountMinor: number
  refundedMinor: number
}

/** A refund with the guest it went back to. */
export interface RefundRow {
  refundId: string
  paymentId: string
  guest: string
  method: PaymentMethod
  device: string
  amountMinor: number
}

/** A draw: the prize, the ticket, when, whether it stands, and the ticket's buyer if known. */
export interface DrawRow {
  game: TicketGame
  drawId: string
  /** The prize's name; empty for the 50/50's pot. */
  prize: string
  donor: string | null
  ticket: number
  at: string
  status: 'standing' | 'unclaimed'
  buyer: string | null
  seller: string | null
}

/** Everything the treasurer's report prints. */
export interface TreasurerReport {
  cause: string
  currency: string
  goalMinor: number
  totalMinor: number
  /** Each part of the money raised; their sum is totalMinor. */
  parts: { part: ReportPart; amountMinor: number }[]
  fiftyFifty: FiftyFiftySplit & { paidMinor: number }
  /** Sums that disagree (see moneyRaised); empty when every one agrees to the minor unit. */
  mismatches: string[]
  byMethod: FlowRow<PaymentMethod>[]
  byDevice: FlowRow<string>[]
  payments: PaymentRow[]
  refunds: RefundRow[]
  donations: (Donation & { device: string })[]
  sales: (TicketSale & { device: string })[]
  draws: DrawRow[]
  payouts: (Payout & { device: string })[]
  drawer: DrawerCount | null
}

/** How the report names things the ledger knows by id. */
export interface ReportNames {
  /** A desk device's name (the ledger keeps its id); by default the id. */
  device?: (deviceId: string) => string
}

/** The treasurer's report of a fundraiser, with the drawer's count when one was made. */
export function treasurerReport(
  state: FundraiserState,
  drawer: DrawerCount | null = null,
  names: ReportNames = {},
): TreasurerReport {
  const device = names.device ?? ((id: string): string => id)
  const raised = moneyRaised(state)
  const guest = (registrationId: string): string => {
    const r = state.registrations.get(registrationId)
    return r ? [r.firstName, r.lastName].filter(Boolean).join(' ') : registrationId
  }
  const payments = [...state.payments.values()]
  const guestOf = new Map(payments.map((p) => [p.paymentId, guest(p.registrationId)]))
  const methods = flowByMethod(state)
  const devices = flowByDevice(state)
  return {
    cause: state.settings.cause,
    currency: state.settings.currency,
    goalMinor: raised.goalMinor,
    totalMinor: raised.totalMinor,
    parts: [
      { part: 'entryFees', amountMinor: raised.entryFeesMinor },
      { part: 'donations', amountMinor: raised.donationsMinor },
      { part: 'raffle', amountMinor: raised.raffleMinor },
      { part: 'fiftyFiftyShare', amountMinor: raised.fiftyFifty.keptMinor },
      // 0 − 0 is 0, where −0 would print as “-$0.00”
      { part: 'prizePayouts', amountMinor: 0 - raised.prizePayoutsMinor },
    ],
    fiftyFifty: { ...raised.fiftyFifty, paidMinor: raised.fiftyFiftyPaidMinor },
    mismatches: raised.mismatches,
    byMethod: PAYMENT_METHODS.flatMap((key) => {
      const line = methods.get(key)
      return line ? [{ key, ...line }] : []
    }),
    byDevice: [...devices.entries()]
      .map(([id, line]) => ({ key: device(id), ...line }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    payments: payments.map((p) => ({
      paymentId: p.paymentId,
      guest: guestOf.get(p.paymentId) ?? '',
      method: p.method,
      device: device(p.deviceId),
      amountMinor: p.amountMinor,
      refundedMinor: p.refundedMinor,
    })),
    refunds: [...state.refunds.values()].map((r) => ({
      refundId: r.refundId,
      paymentId: r.paymentId,
      guest: guestOf.get(r.paymentId) ?? '',
      method: r.method,
      device: device(r.deviceId),
      amountMinor: r.amountMinor,
    })),
    donations: [...state.donations.values()].map((d) => ({ ...d, device: device(d.deviceId) })),
    sales: [...state.sales.values()].map((s) => ({ ...s, device: device(s.deviceId) })),
    draws: TICKET_GAMES.flatMap((game) => drawRows(state, game)),
    payouts: [...state.payouts.values()].map((p) => ({ ...p, device: device(p.deviceId) })),
    drawer,
  }
}

/** A game's draws in the order made, each with its prize and its ticket's buyer and seller. */
function drawRows(state: FundraiserState, game: TicketGame): DrawRow[] {
  const book = state.books[game]
  return book.draws.map((d) => {
    const prize = book.prizes.find((p) => p.prizeId === d.prizeId)
    const range = rangeOf(book, d.ticket)
    return {
      game,
      drawId: d.drawId,
      prize: game === 'fiftyFifty' ? '' : (prize?.name ?? d.prizeId),
      donor: prize?.donor ?? null,
      ticket: d.ticket,
      at: d.at,
      status: d.status,
      buyer: range?.buyer ?? null,
      seller: range?.seller ?? null,
    }
  })
}
