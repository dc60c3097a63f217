// Every money movement the ledger holds, flat: in or out, by method, by desk device, and which part
// of the money raised it belongs to. The report's tables and the cash drawer read this list.
import type { FundraiserState, PaymentMethod } from './events'

/** The parts of the money raised a movement can belong to. */
export const RAISED_PARTS = [
  'entryFees',
  'donations',
  'raffle',
  'fiftyFifty',
  'prizePayouts',
] as const
/** A part of the money raised. */
export type RaisedPart = (typeof RAISED_PARTS)[number]

/** One movement of money: positive in, negative out. */
export interface Movement {
  part: RaisedPart
  method: PaymentMethod
  deviceId: string
  amountMinor: number
  /** The id of the payment, refund, donation, sale or payout it comes from. */
  source: string
}

/** Every money movement, in then out, each signed: payments, sales and gifts in; refunds and payouts out. */
export function movements(state: FundraiserState): Movement[] {
  const out: Movement[] = []
  for (const p of state.payments.values())
    out.push({
      part: 'entryFees',
      method: p.method,
      deviceId: p.deviceId,
      amountMinor: p.amountMinor,
      source: p.paymentId,
    })
  for (const r of state.refunds.values())
    out.push({
      part: 'entryFees',
      method: r.method,
      deviceId: r.deviceId,
      amountMinor: -r.amountMinor,
      source: r.refundId,
    })
  for (const d of state.donations.values())
    out.push({
      part: 'donations',
      method: d.method,
      deviceId: d.deviceId,
      amountMinor: d.amountMinor,
      source: d.donationId,
    })
  for (const s of state.sales.values())
    out.push({
      part: s.game,
      method: s.method,
      deviceId: s.deviceId,
      amountMinor: s.amountMinor,
      source: s.saleId,
    })
  for (const p of state.payouts.values()) {
    const part = p.kind === 'fiftyFifty' ? 'fiftyFifty' : 'prizePayouts'
    out.push({
      part,
      method: p.method,
      deviceId: p.deviceId,
      amountMinor: -p.amountMinor,
      source: p.payoutId,
    })
  }
  return out
}

/** Money in, out and net for one key of a table. */
export interface FlowLine {
  inMinor: number
  outMinor: number
  netMinor: number
}

function tableBy<K extends string>(
  list: readonly Movement[],
  keyOf: (m: Movement) => K,
): Map<K, FlowLine> {
  const table = new Map<K, FlowLine>()
  for (const m of list) {
    const key = keyOf(m)
    const line = table.get(key) ?? { inMinor: 0, outMinor: 0, netMinor: 0 }
    if (m.amountMinor >= 0) line.inMinor += m.amountMinor
    else line.outMinor -= m.amountMinor
    line.netMinor += m.amountMinor
    table.set(key, line)
  }
  return table
}

/** The treasurer's table by method: what came in and went out in cash, by card, and so on. */
export function flowByMethod(state: FundraiserState): Map<PaymentMethod, FlowLine> {
  return tableBy(movements(state), (m) => m.method)
}

/** The treasurer's table by desk device (volunteer's laptop, tablet or phone). */
export function flowByDevice(state: FundraiserState): Map<string, FlowLine> {
  return tableBy(movements(state), (m) => m.deviceId)
}
