// Standings and awards of a night, ready to print.
import { awardPrizes, isGhost, tally, type Award, type PlayerRecord } from '@shared/bunco'
import type { NightState } from '@shared/night'

/** One line of the printed standings: a record with its shared rank. */
export interface RankedRecord extends PlayerRecord {
  rank: number
}

function compare(a: PlayerRecord, b: PlayerRecord): number {
  return b.wins - a.wins || b.buncos - a.buncos || b.points - a.points
}

/** Real players' records, most wins first (then Buncos, then points); equal records share a rank. */
export function rankedStandings(state: NightState): RankedRecord[] {
  const records = tally(state.played)
    .filter((r) => !isGhost(r.player))
    .sort(compare)
  let rank = 0
  return records.map((r, i) => {
    const previous = records[i - 1]
    if (!previous || compare(previous, r) !== 0) rank = i + 1
    return { ...r, rank }
  })
}

/** The night's awards: the final ones, or provisional ones while the night is still going. */
export function nightAwards(state: NightState): { awards: Award[]; provisional: boolean } {
  if (state.awards) return { awards: state.awards, provisional: false }
  if (state.played.length === 0) return { awards: [], provisional: true }
  return { awards: awardPrizes(state.played, state.rules, state.rollOffs), provisional: true }
}
