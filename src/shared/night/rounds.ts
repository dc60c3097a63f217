import { roundsInNight, type PlayedRound, type TableResult } from '../bunco'
import { refuse } from './fail'
import { checkCounts } from './counts'
import { checkResult, missingTables, withResult } from './results'
import { nextSeating } from './grouped'
import type { CurrentRound, NightState } from './state'

function openRound(state: NightState, round: number): CurrentRound {
  if (state.status !== 'playing') refuse(state.status === 'setup' ? 'notStarted' : 'notPlaying')
  const current = state.current
  if (!current) refuse('nightOver')
  if (round < current.plan.round) refuse('roundCommitted', { round })
  if (round > current.plan.round) refuse('roundNotOpen', { round, current: current.plan.round })
  return current
}

/**
 * Records table results for the open round (each replaces any earlier entry for its table); a
 * new entry's counts are checked against the rules, a replayed one's were checked when entered.
 */
export function recordResults(
  state: NightState,
  round: number,
  results: readonly TableResult[],
  entering = true,
): NightState {
  const current = openRound(state, round)
  const tables = results.map((r) => r.table)
  const twice = tables.find((t, i) => tables.indexOf(t) !== i)
  if (twice !== undefined) refuse('tableTwice', { table: twice }, 'invalid-args')
  const byTable = new Map(current.results.map((r) => [r.table, r]))
  for (const result of results) {
    checkResult(current.plan, result)
    if (entering) checkCounts(state.rules, current.plan, result)
    byTable.set(result.table, result)
  }
  const entered = [...byTable.values()].sort((a, b) => a.table - b.table)
  return { ...state, current: { ...current, results: entered } }
}

/** Closes the open round once every table has a winner and seats the next one. */
export function commitRound(state: NightState, round: number): NightState {
  const current = openRound(state, round)
  const missing = missingTables(current.plan, current.results)
  if (missing.length > 0) refuse('missingResults', { round, tables: missing.join(', ') })
  const played: PlayedRound = { plan: current.plan, results: current.results }
  if (current.dieHolder !== undefined) played.dieHolder = current.dieHolder
  const history = [...state.played, played]
  // Copy only when someone came or went, so unchanged parts keep their identity (the projector
  // rewrites what changed identity).
  const changes = state.pending.arrive.length + state.pending.leave.length > 0
  const joined = changes ? { ...state.joined } : state.joined
  const left = changes ? { ...state.left } : state.left
  for (const p of state.pending.leave) left[p] = round
  for (const p of state.pending.arrive) {
    joined[p] ??= round + 1
    delete left[p]
  }
  const last = round >= roundsInNight(state.rules)
  const next: CurrentRound | null = last
    ? null
    : {
        ...nextSeating(history, state.rules, state.pending, state.revision ?? 1, current.groups),
        results: [],
      }
  return {
    ...state,
    played: history,
    current: next,
    joined,
    left,
    pending: changes ? { arrive: [], leave: [] } : state.pending,
  }
}

/** Replaces a table result of a round already played: marks change, later seating does not. */
export function correctResult(
  state: NightState,
  round: number,
  result: TableResult,
  entering = true,
): NightState {
  if (state.status === 'setup') refuse('notStarted')
  const played = state.played[round - 1]
  if (!played) refuse('roundNotPlayed', { round })
  checkResult(played.plan, result)
  if (entering) checkCounts(state.rules, played.plan, result)
  const corrected: PlayedRound = { ...played, results: withResult(played.results, result) }
  const history = state.played.map((p, i) => (i === round - 1 ? corrected : p))
  return { ...state, played: history }
}
