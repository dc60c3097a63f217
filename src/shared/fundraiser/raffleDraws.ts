// Drawing a raffle's winners: only sold tickets can win, the organiser decides whether a winner
// may win again, and a prize nobody claims is drawn again with the first draw kept on record.
import {
  rangeOf,
  soldCount,
  soldIndexOf,
  ticketAtSoldIndex,
  type RaffleBook,
  type RaffleDraw,
} from './raffle'
import { refuse } from './refusals'

/**
 * A uniform whole number in [0, n): main passes node:crypto's randomInt, tests a seeded
 * `createRandom(seed).int`.
 */
export type RandomIndex = (n: number) => number

/**
 * The sold positions no draw may pick: an unclaimed ticket's holder is gone, so it never wins
 * again; a standing winner's ticket only when the organiser's rule forbids winning twice.
 */
function excludedPositions(book: RaffleBook): number[] {
  const out = new Set<number>()
  for (const draw of book.draws) {
    if (draw.status === 'unclaimed' || !book.winAgain) out.add(soldIndexOf(book, draw.ticket))
  }
  return [...out].sort((a, b) => a - b)
}

/** How many sold tickets can still win under the organiser's rule. */
export function eligibleCount(book: RaffleBook): number {
  return soldCount(book) - excludedPositions(book).length
}

/** Picks a winning ticket uniformly among those that can still win; refuses when none can. */
export function drawTicket(book: RaffleBook, random: RandomIndex): number {
  const sold = soldCount(book)
  if (sold === 0) refuse('raffle.noTicketSold', {}, 'conflict')
  const excluded = excludedPositions(book)
  const eligible = sold - excluded.length
  if (eligible === 0) refuse('raffle.noTicketLeft', { sold }, 'conflict')
  let position = random(eligible)
  if (!Number.isInteger(position) || position < 0 || position >= eligible)
    refuse('raffle.random', { got: String(position), n: eligible }, 'internal')
  // the k-th eligible ticket: step past every excluded position at or before it
  for (const skip of excluded) if (skip <= position) position++
  return ticketAtSoldIndex(book, position)
}

/** The draw with that id; refuses an unknown one. */
export function drawOf(book: RaffleBook, drawId: string): RaffleDraw {
  const draw = book.draws.find((d) => d.drawId === drawId)
  if (!draw) refuse('raffle.drawUnknown', { draw: drawId }, 'not-found')
  return draw
}

/** Whether a prize has a standing winner. */
export function prizeWon(book: RaffleBook, prizeId: string): boolean {
  return book.draws.some((d) => d.prizeId === prizeId && d.status === 'standing')
}

/**
 * Records a draw made (by drawTicket, or replayed from the log), checking it again: a known prize
 * not already won, a sold ticket, allowed to win under the organiser's rule, and a time.
 */
export function recordDraw(book: RaffleBook, draw: Omit<RaffleDraw, 'status'>): RaffleBook {
  if (book.draws.some((d) => d.drawId === draw.drawId))
    refuse('event.idTwice', { id: draw.drawId }, 'conflict')
  if (!book.prizes.some((p) => p.prizeId === draw.prizeId))
    refuse('raffle.prizeUnknown', { prize: draw.prizeId }, 'not-found')
  if (prizeWon(book, draw.prizeId)) refuse('raffle.prizeDrawn', { prize: draw.prizeId }, 'conflict')
  if (soldCount(book) === 0) refuse('raffle.noTicketSold', {}, 'conflict')
  if (!rangeOf(book, draw.ticket)) refuse('raffle.ticketNotSold', { ticket: String(draw.ticket) })
  if (Number.isNaN(Date.parse(draw.at))) refuse('event.time', { got: draw.at })
  for (const before of book.draws) {
    if (before.ticket !== draw.ticket) continue
    if (before.status === 'unclaimed')
      refuse('raffle.ticketUnclaimed', { ticket: draw.ticket }, 'conflict')
    if (!book.winAgain) refuse('raffle.ticketWonBefore', { ticket: draw.ticket }, 'conflict')
  }
  return { ...book, draws: [...book.draws, { ...draw, status: 'standing' }] }
}

/** Marks a standing draw unclaimed: it stays on record and its prize can be drawn again. */
export function markUnclaimed(book: RaffleBook, drawId: string): RaffleBook {
  const draw = drawOf(book, drawId)
  if (draw.status !== 'standing') refuse('raffle.drawNotStanding', { draw: drawId }, 'conflict')
  const draws = book.draws.map((d): RaffleDraw =>
    d.drawId === drawId ? { ...d, status: 'unclaimed' } : d,
  )
  return { ...book, draws }
}
