// Raffle and 50/50 tickets as the screens show them: a typed number, a draw's winner, the ways of
// paying that move money.
import {
  PAYMENT_METHODS,
  rangeOf,
  type MoneyMethod,
  type RaffleBook,
  type RaffleDraw,
} from '@shared/fundraiser'

/** The ways money is paid (a free place is no way to pay for tickets or give). */
export const MONEY_METHODS: readonly MoneyMethod[] = PAYMENT_METHODS.filter(
  (m): m is MoneyMethod => m !== 'free',
)

/** A ticket number as typed: whole digits, else NaN (the ledger then refuses it in words). */
export function ticketNumber(text: string): number {
  const typed = text.trim()
  return /^\d{1,9}$/.test(typed) ? Number(typed) : NaN
}

/** A prize's draw that stands (not declared unclaimed), if any. */
export function standingDraw(book: RaffleBook, prizeId: string): RaffleDraw | null {
  return book.draws.find((d) => d.prizeId === prizeId && d.status === 'standing') ?? null
}

/** Who bought a drawn ticket and who sold it, as its sale recorded them. */
export function ticketHolder(
  book: RaffleBook,
  ticket: number,
): { buyer: string | null; seller: string } | null {
  const range = rangeOf(book, ticket)
  return range ? { buyer: range.buyer, seller: range.seller } : null
}
