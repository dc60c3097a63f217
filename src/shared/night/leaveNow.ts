import { ghostId, nextGhostNumber, seatDeparture } from '../bunco'
import { engine, refuse } from './fail'
import { leave } from './guests'
import type { NightState } from './state'

/**
 * A guest leaves before the round starts (no result of it is in): a ghost plays her seat in this
 * round already, so no result of it counts for her; she was last in the round before. Once a
 * result is in she can only leave after the round (her leaving then is kept as it was asked).
 */
export function leaveNow(state: NightState, player: string): NightState {
  if (state.status !== 'playing' || !state.current) return leave(state, player)
  // leaving now replaces leaving after the round
  const going = state.pending.leave.filter((p) => p !== player)
  const base = { ...state, pending: { arrive: state.pending.arrive, leave: going } }
  // the checks of any leave: seated (or only arriving), never fewer than two guests
  const asked = leave(base, player)
  if (asked.pending.arrive.length < base.pending.arrive.length) return asked
  const { plan, results } = state.current
  if (results.length > 0) refuse('leaveNowTooLate', { player, round: plan.round })
  const ghost = ghostId(nextGhostNumber([...state.played, { plan, results: [] }]))
  const seated = engine(() => seatDeparture(plan, player, ghost))
  return {
    ...base,
    current: { ...state.current, plan: seated },
    left: { ...state.left, [player]: plan.round - 1 },
  }
}
