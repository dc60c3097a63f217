// What the TV (the page over the Wi-Fi and the projector window) shows of a charity night: the
// money raised toward the goal (unless the organiser keeps it off the TV for now) and the newest
// draw standing, with its prize and its buyer when known, for its reveal.
import { ID_PREFIXES } from '../fundraiser/actions'
import type { FundraiserState, TicketGame } from '../fundraiser/events'
import { splitFiftyFifty } from '../fundraiser/fiftyFifty'
import { FIFTY_FIFTY_PRIZE, fiftyFiftySales } from '../fundraiser/games'
import { rangeOf } from '../fundraiser/raffle'
import { moneyRaised } from '../fundraiser/raised'

/** A draw as the room is shown it. */
export interface TvDraw {
  /** Unique in the night: a new one is revealed, one seen before is not. */
  id: string
  game: TicketGame
  ticket: number
  /** The raffle prize's name; null for the 50/50 (its prize is its winner's half). */
  prize: string | null
  donor: string | null
  /** The 50/50 winner's half; null for a raffle prize. */
  amountMinor: number | null
  /** Who bought the winning ticket, when the seller wrote it down. */
  buyer: string | null
}

/** A charity night on the TV. */
export interface TvFundraiser {
  cause: string
  /** ISO 4217: every amount is in its minor units. */
  currency: string
  /** The money raised toward the goal; null while the organiser keeps it off the TV. */
  raised: { totalMinor: number; goalMinor: number } | null
  /** The newest draw that stands (a prize declared unclaimed is drawn again); null before any. */
  draw: TvDraw | null
}

const drawSeq = (drawId: string): number => Number(drawId.slice(ID_PREFIXES.draw.length)) || 0

/** The newest standing draw of either game, as the room is shown it. */
export function newestDraw(state: FundraiserState): TvDraw | null {
  let best: {
    game: TicketGame
    seq: number
    draw: FundraiserState['books']['raffle']['draws'][number]
  } | null = null
  for (const game of ['raffle', 'fiftyFifty'] as const) {
    for (const draw of state.books[game].draws) {
      const seq = drawSeq(draw.drawId)
      if (draw.status === 'standing' && (!best || seq > best.seq)) best = { game, seq, draw }
    }
  }
  if (!best) return null
  const { game, draw } = best
  const book = state.books[game]
  const prize = game === 'raffle' ? book.prizes.find((p) => p.prizeId === draw.prizeId) : undefined
  return {
    id: `${game}:${draw.drawId}`,
    game,
    ticket: draw.ticket,
    prize: draw.prizeId === FIFTY_FIFTY_PRIZE ? null : (prize?.name ?? null),
    donor: prize?.donor ?? null,
    amountMinor: game === 'fiftyFifty' ? splitFiftyFifty(fiftyFiftySales(state)).winnerMinor : null,
    buyer: rangeOf(book, draw.ticket)?.buyer ?? null,
  }
}

/** The night's fundraiser as the TV shows it; the money raised left out while it is hidden. */
export function tvFundraiser(state: FundraiserState, hideRaised: boolean): TvFundraiser {
  const raised = moneyRaised(state)
  return {
    cause: state.settings.cause,
    currency: state.settings.currency,
    raised: hideRaised ? null : { totalMinor: raised.totalMinor, goalMinor: raised.goalMinor },
    draw: newestDraw(state),
  }
}
