import type { NightAction } from './actions'
import { applyAction } from './reduce'
import type { NightState } from './state'

/** Folds a night's actions, oldest first, into its state (null for an empty list). */
export function replayActions(actions: readonly NightAction[]): NightState | null {
  let state: NightState | null = null
  for (const action of actions) state = applyAction(state, action, 'replay')
  return state
}
