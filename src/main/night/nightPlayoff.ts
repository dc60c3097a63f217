// The host's playoff steps: the field cut, the roll-off at the cut line (chosen by roster id, as
// the prizes' roll-offs are) and each playoff table's winners, each saved as one night action.
import type { PlayoffField } from '@shared/bunco'
import { playerKey, type PlayoffWinner } from '@shared/night'
import type { NightView } from '@shared/views'
import { actOnNight } from './nightActions'
import type { NightDeps } from './nightDeps'

/** Starts the night's playoff with a final field of `field` (closing the qualifying rounds). */
export function startPlayoff(deps: NightDeps, nightId: number, field: PlayoffField): NightView {
  return actOnNight(deps, nightId, { type: 'playoff', field })
}

/** Sends the roll-off's winners at the cut line through, best first. */
export function settlePlayoffRollOff(
  deps: NightDeps,
  nightId: number,
  personIds: readonly number[],
): NightView {
  return actOnNight(deps, nightId, { type: 'playoffRollOff', picks: personIds.map(playerKey) })
}

/** Enters the winners of one table of the playoff's open stage. */
export function recordPlayoffTable(
  deps: NightDeps,
  nightId: number,
  table: number,
  winner: PlayoffWinner,
): NightView {
  return actOnNight(deps, nightId, { type: 'playoffTable', table, winner })
}
