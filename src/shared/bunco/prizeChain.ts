// What a counted prize counts, and which steps of the tie-break chain can still split its ties.
import type { PrizeCategory, TieBreaker } from './rules'

/** What a counted prize counts on each player's record (the others go to a last roll or to ties). */
export const PRIZE_COUNTS: Partial<Record<PrizeCategory, 'wins' | 'losses' | 'buncos' | 'minis'>> =
  {
    mostWins: 'wins',
    mostBuncos: 'buncos',
    mostLosses: 'losses',
    mostMinis: 'minis',
  }

/**
 * The chain's steps for one prize: a step that counts what the prize itself counts (most Buncos
 * for "Most Buncos") is left out, as the tied players are equal on it by definition.
 */
export function prizeChain(category: PrizeCategory, tieBreak: readonly TieBreaker[]): TieBreaker[] {
  const own = PRIZE_COUNTS[category]
  return tieBreak.filter((step) => step !== own)
}
