// A night's records kept from one change to the next: a commit adds its one round to them, so
// the standings cost the same at round 30 as at round 3. Anything but rounds appended to the
// history they were kept for (a corrected round, an undo, a replay) tallies them again from nothing.
import { checkHistory } from './history'
import { tallyRound, type PlayerRecord } from './tally'
import type { PlayedRound } from './types'

/** Each person's record over `history`, in order of first appearance (as `tally` gives them). */
export interface RunningTally {
  history: readonly PlayedRound[]
  records: Map<string, PlayerRecord>
}

// Played rounds are never changed in place (a corrected round is a new object), so the same
// objects in the same places are the same rounds.
function keptFor(running: RunningTally, history: readonly PlayedRound[]): boolean {
  const kept = running.history
  if (kept.length > history.length) return false
  for (let i = 0; i < kept.length; i++) if (kept[i] !== history[i]) return false
  return true
}

/**
 * The records of `history`: `running`'s advanced in place by the rounds appended since (then
 * `running` itself is returned), or tallied afresh when any round it holds differs. Records are
 * shared with the next call: a caller that hands them out copies them.
 */
export function tallyOnto(
  running: RunningTally | undefined,
  history: readonly PlayedRound[],
): RunningTally {
  checkHistory(history)
  const out: RunningTally =
    running && keptFor(running, history) ? running : { history: [], records: new Map() }
  for (let round = out.history.length; round < history.length; round++) {
    tallyRound(out.records, history[round] as PlayedRound, round)
  }
  out.history = history
  return out
}
