// A raffle's ticket book: numbered ranges sold by sellers, each number sold once at most, and the
// price of a run of tickets at so much a ticket or a strip. The draws live in raffleDraws.ts.
import { addMinor, checkMinor } from './amounts'
import { refuse } from './refusals'

/** The most tickets one sale may hold: a typing slip (1 to 1000000) is refused, not sold. */
export const MAX_RANGE_TICKETS = 100_000
/** The highest ticket number a book may use. */
export const MAX_TICKET_NUMBER = 9_999_999

/** A run of ticket numbers, both ends included. */
export interface TicketRange {
  first: number
  last: number
}

/** A range sold: by which seller, to which buyer if known. */
export interface SoldRange extends TicketRange {
  saleId: string
  seller: string
  buyer: string | null
}

/** A prize to draw for: a donated basket with its donor, or the 50/50's pot. */
export interface RafflePrize {
  prizeId: string
  name: string
  donor: string | null
}

/** A draw as recorded: 'standing' until its prize is declared unclaimed and drawn again. */
export interface RaffleDraw {
  drawId: string
  prizeId: string
  ticket: number
  /** When it was drawn (ISO 8601, as the caller's clock said). */
  at: string
  status: 'standing' | 'unclaimed'
}

/** One game's book: ranges sold (in ticket order), its prizes, its draws in the order made. */
export interface RaffleBook {
  ranges: readonly SoldRange[]
  prizes: readonly RafflePrize[]
  draws: readonly RaffleDraw[]
  /** The organiser's rule: whether a ticket that already won may win another prize. */
  winAgain: boolean
}

/** What tickets cost: so much each, and optionally a strip of `size` for less. */
export interface TicketPrices {
  ticketMinor: number
  strip: { size: number; priceMinor: number } | null
}

/** An empty book under the organiser's win-again rule. */
export function emptyBook(winAgain: boolean): RaffleBook {
  return { ranges: [], prizes: [], draws: [], winAgain }
}

/** The number of tickets in a range. */
export function rangeSize(range: TicketRange): number {
  return range.last - range.first + 1
}

/** Refuses a range that is not whole numbers in order, or is too long. */
export function checkRange(range: TicketRange): void {
  const { first, last } = range
  const whole = (n: unknown): boolean =>
    typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_TICKET_NUMBER
  if (!whole(first) || !whole(last) || last < first)
    refuse('raffle.range', { first: String(first), last: String(last) })
  if (rangeSize(range) > MAX_RANGE_TICKETS)
    refuse('raffle.rangeTooLong', { first, last, max: MAX_RANGE_TICKETS })
}

/** The index of the first range whose last ticket is at or after `ticket` (binary search). */
function firstEndingAtOrAfter(ranges: readonly TicketRange[], ticket: number): number {
  let lo = 0
  let hi = ranges.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((ranges[mid] as TicketRange).last < ticket) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The sold range holding a ticket, or null when that number was never sold. */
export function rangeOf(book: RaffleBook, ticket: number): SoldRange | null {
  const found = book.ranges[firstEndingAtOrAfter(book.ranges, ticket)]
  return found && found.first <= ticket ? found : null
}

/** Adds a sold range; refuses one that overlaps any range already sold, naming it. */
export function sellRange(book: RaffleBook, sale: SoldRange): RaffleBook {
  checkRange(sale)
  const at = firstEndingAtOrAfter(book.ranges, sale.first)
  const next = book.ranges[at]
  if (next && next.first <= sale.last)
    refuse(
      'raffle.rangeOverlap',
      { first: sale.first, last: sale.last, soldFirst: next.first, soldLast: next.last },
      'conflict',
    )
  const ranges = [...book.ranges.slice(0, at), sale, ...book.ranges.slice(at)]
  return { ...book, ranges }
}

/** How many tickets have been sold in all. */
export function soldCount(book: RaffleBook): number {
  let count = 0
  for (const range of book.ranges) count += rangeSize(range)
  return count
}

/** The position of a sold ticket among all sold tickets in number order; refuses an unsold one. */
export function soldIndexOf(book: RaffleBook, ticket: number): number {
  const at = firstEndingAtOrAfter(book.ranges, ticket)
  const range = book.ranges[at]
  if (!range || range.first > ticket) refuse('raffle.ticketNotSold', { ticket: String(ticket) })
  let before = 0
  for (let i = 0; i < at; i++) before += rangeSize(book.ranges[i] as TicketRange)
  return before + ticket - range.first
}

/** The sold ticket at a position among all sold tickets in number order. */
export function ticketAtSoldIndex(book: RaffleBook, index: number): number {
  let left = index
  for (const range of book.ranges) {
    const size = rangeSize(range)
    if (left < size) return range.first + left
    left -= size
  }
  return refuse('raffle.ticketNotSold', { index })
}

/** Refuses prices that are not money, or a strip that is not at least two tickets. */
export function checkPrices(prices: TicketPrices): void {
  checkMinor(prices.ticketMinor, 'ticketPrice')
  if (!prices.strip) return
  const { size, priceMinor } = prices.strip
  if (!Number.isInteger(size) || size < 2 || size > MAX_RANGE_TICKETS)
    refuse('raffle.strip', { size: String(size) })
  checkMinor(priceMinor, 'stripPrice')
}

/** What `count` tickets cost: as many whole strips as fit, the rest at the ticket price. */
export function ticketsPrice(count: number, prices: TicketPrices): number {
  checkPrices(prices)
  const strips = prices.strip ? Math.floor(count / prices.strip.size) : 0
  const single = count - strips * (prices.strip?.size ?? 0)
  return addMinor(strips * (prices.strip?.priceMinor ?? 0), single * prices.ticketMinor)
}

/** Adds a prize to draw for; refuses a prize id given twice. */
export function addPrize(book: RaffleBook, prize: RafflePrize): RaffleBook {
  if (book.prizes.some((p) => p.prizeId === prize.prizeId))
    refuse('raffle.prizeTwice', { prize: prize.prizeId }, 'conflict')
  return { ...book, prizes: [...book.prizes, prize] }
}
