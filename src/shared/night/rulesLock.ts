import type { HouseRules } from '../bunco'
import { refuse } from './fail'
import type { NightState } from './state'

// Prize settings decide nothing at the tables, so the host may change them at any time.
const PRIZE_FIELDS = new Set<string>(['prizes', 'tieBreak', 'onePrizePerPerson', 'travelingDie'])

/** Whether any table result has been entered this night. */
export function hasResults(state: NightState): boolean {
  return state.played.length > 0 || (state.current?.results.length ?? 0) > 0
}

/** Refuses a change to the game rules once the first result is in; prize settings stay open. */
export function checkRulesChange(state: NightState, rules: HouseRules): void {
  if (!hasResults(state)) return
  const before = new Map(Object.entries(state.rules))
  const changed = Object.entries(rules)
    .filter(([k, v]) => !PRIZE_FIELDS.has(k) && JSON.stringify(v) !== JSON.stringify(before.get(k)))
    .map(([k]) => k)
  if (changed.length > 0) refuse('rulesLocked', { fields: changed.join(', ') })
  if (
    state.rules.travelingDie.enabled &&
    !rules.travelingDie.enabled &&
    state.diePasses.length > 0
  ) {
    refuse('rulesLocked', { fields: 'travelingDie' })
  }
}
