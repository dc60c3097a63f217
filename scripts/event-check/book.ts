// The simulation's own bookkeeping, kept apart from the app's: every amount it asked the app to
// take, give back or pay out, summed its own way (its own ticket prices, its own 50/50 split), by
// part, by method and by device, and what each guest owes and has paid. The app's figures are
// compared with these at the end.
import type { EntryKind, PaymentMethod, TicketGame } from '../../src/shared/fundraiser'

/** One guest's account as the simulation keeps it. */
export interface OwnGuest {
  price: number
  paid: number
  waived: boolean
  status: 'expected' | 'arrived' | 'noShow'
  /** The payments made for them, by the app's id, with what is left of each. */
  payments: Map<string, { method: PaymentMethod; left: number; device: string }>
}

/** The simulation's book. */
export interface OwnBook {
  entryFees: number
  donations: number
  sales: Record<TicketGame, number>
  prizePayouts: number
  fiftyFiftyPaid: number
  /** Net money by method (in less out). */
  byMethod: Map<PaymentMethod, number>
  /** Net cash by the device that took or gave it. */
  cashByDevice: Map<string, number>
  guests: Map<string, OwnGuest>
  /** Every range sold, per game. */
  sold: Record<TicketGame, [number, number][]>
}

/** An empty book. */
export function ownBook(): OwnBook {
  return {
    entryFees: 0,
    donations: 0,
    sales: { raffle: 0, fiftyFifty: 0 },
    prizePayouts: 0,
    fiftyFiftyPaid: 0,
    byMethod: new Map(),
    cashByDevice: new Map(),
    guests: new Map(),
    sold: { raffle: [], fiftyFifty: [] },
  }
}

/** Money in (positive) or out (negative) by a method at a device. */
export function moved(book: OwnBook, method: PaymentMethod, device: string, amount: number): void {
  book.byMethod.set(method, (book.byMethod.get(method) ?? 0) + amount)
  if (method === 'cash')
    book.cashByDevice.set(device, (book.cashByDevice.get(device) ?? 0) + amount)
}

/** A guest registered at their price. */
export function registered(book: OwnBook, id: string, price: number, kind: EntryKind): void {
  book.guests.set(id, {
    price,
    paid: 0,
    waived: kind === 'free',
    status: 'expected',
    payments: new Map(),
  })
}

/** What a guest still owes, as the simulation counts it. */
export function owes(guest: OwnGuest): number {
  return guest.waived || guest.status === 'noShow' ? 0 : Math.max(0, guest.price - guest.paid)
}

/** A payment toward a guest's entry. */
export function paid(
  book: OwnBook,
  id: string,
  paymentId: string,
  method: PaymentMethod,
  amount: number,
  device: string,
): void {
  const guest = book.guests.get(id)
  if (!guest) throw new Error(`no guest ${id}`)
  guest.paid += amount
  if (method === 'free') guest.waived = true
  guest.payments.set(paymentId, { method, left: amount, device })
  book.entryFees += amount
  moved(book, method, device, amount)
}

/** Money given back of a payment. */
export function refunded(
  book: OwnBook,
  id: string,
  paymentId: string,
  amount: number,
  device: string,
): void {
  const guest = book.guests.get(id)
  const payment = guest?.payments.get(paymentId)
  if (!guest || !payment) throw new Error(`no payment ${paymentId}`)
  payment.left -= amount
  guest.paid -= amount
  book.entryFees -= amount
  moved(book, payment.method, device, -amount)
}

/** What `count` tickets cost, as the simulation prices them: whole strips first, then singles. */
export function ownPrice(
  count: number,
  each: number,
  strip: { size: number; price: number } | null,
): number {
  if (!strip) return count * each
  const strips = Math.trunc(count / strip.size)
  return strips * strip.price + (count - strips * strip.size) * each
}

/** The 50/50 winner's half as the simulation splits it: rounded down, the odd cent kept. */
export function ownHalf(sales: number): number {
  return (sales - (sales % 2)) / 2
}

/** The money raised as the simulation sums it. */
export function ownRaised(book: OwnBook): number {
  const kept = book.sales.fiftyFifty - ownHalf(book.sales.fiftyFifty)
  return book.entryFees + book.donations + book.sales.raffle + kept - book.prizePayouts
}
