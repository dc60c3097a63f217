// Standings and awards of a night, ready to print.
import {
  awardPrizes,
  isGhost,
  rankPlayers,
  tally,
  type Award,
  type Placed,
  type PlayerRecord,
} from '@shared/bunco'
import type { NightState } from '@shared/night'

/** One line of the printed standings: a record with its shared place. */
export type RankedRecord = Placed<PlayerRecord>

/** Real players' records in the engine's order; `nameOf` gives the name that orders equals. */
export function rankedStandings(
  state: NightState,
  nameOf: (player: string) => string,
): RankedRecord[] {
  const records = tally(state.played).filter((r) => !isGhost(r.player))
  return rankPlayers(records, state.rules, (r) => nameOf(r.player), state.rollOffs)
}

/** The night's awards: the final ones, or provisional ones (nobody's yet before round 1). */
export function nightAwards(state: NightState): { awards: Award[]; provisional: boolean } {
  if (state.awards) return { awards: state.awards, provisional: false }
  return { awards: awardPrizes(state.played, state.rules, state.rollOffs), provisional: true }
}
