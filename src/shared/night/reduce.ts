import { PRIZE_CATEGORIES, awardPrizes, standingPicks, validateRules } from '../bunco'
import type { NightAction } from './actions'
import { engine, refuse } from './fail'
import { openingSeating } from './grouped'
import { arrive, leave, passDie, setGuests } from './guests'
import { leaveNow } from './leaveNow'
import { checkNoPlayoff, recordPlayoffTable, settlePlayoffRollOff, startPlayoff } from './playoff'
import { missingTables } from './results'
import { commitRound, correctResult, recordResults } from './rounds'
import { checkRulesChange } from './rulesLock'
import { newNightState, type NightState } from './state'

/**
 * Recomputes the awards of a finished night (after a correction, a roll-off or a prize-setting
 * change). A roll-off pick that no longer applies (a higher prize took that player, or a
 * correction changed who tied) is dropped: that prize needs its roll-off again.
 */
export function withAwards(state: NightState): NightState {
  if (state.status !== 'finished') return state
  const awards = engine(() => awardPrizes(state.played, state.rules, state.rollOffs))
  const rollOffs = standingPicks(awards)
  const same = PRIZE_CATEGORIES.every((prize) => rollOffs[prize] === state.rollOffs[prize])
  if (same) return { ...state, awards }
  return {
    ...state,
    rollOffs,
    awards: engine(() => awardPrizes(state.played, state.rules, rollOffs)),
  }
}

/**
 * How an action arrives: entered now (by the host or a table's phone), or replayed from the
 * log, where results are taken as they were checked when entered (records are never changed).
 */
export type ActionMode = 'entry' | 'replay'

/** Applies one host action to a night; throws a host-readable AppError and changes nothing if refused. */
export function applyAction(
  state: NightState | null,
  action: NightAction,
  mode: ActionMode = 'entry',
): NightState {
  const entering = mode === 'entry'
  if (action.type === 'create') {
    if (state !== null) refuse('alreadyCreated')
    return newNightState(
      action.details,
      engine(() => validateRules(action.rules)),
      action.revision,
    )
  }
  if (state === null) refuse('notCreated')
  switch (action.type) {
    case 'details':
      return { ...state, details: { ...state.details, ...action.details } }
    case 'rules': {
      const rules = engine(() => validateRules(action.rules))
      checkRulesChange(state, rules)
      const next = { ...state, rules }
      // Rules may still change before any result: round 1's seating follows them.
      if (state.status === 'playing' && state.current && state.seed !== null) {
        // the groups are made again from the new rules (none for one chain)
        const { results, dieHolder } = state.current
        next.current = {
          ...openingSeating(state.guests, rules, state.seed),
          results,
          ...(dieHolder !== undefined ? { dieHolder } : {}),
        }
      }
      return withAwards(next)
    }
    case 'guests':
      return setGuests(state, action.guests)
    case 'start':
      return start(state, action.seed)
    case 'result':
      return recordResults(state, action.round, [action.result], entering)
    case 'results':
      return recordResults(state, action.round, action.results, entering)
    case 'commit':
      // Results sent with the commit are recorded first, in the same action.
      return commitRound(
        action.results ? recordResults(state, action.round, action.results, entering) : state,
        action.round,
      )
    case 'correct':
      checkNoPlayoff(state)
      return withAwards(correctResult(state, action.round, action.result, entering))
    case 'arrive':
      return arrive(state, action.player)
    case 'leave':
      return action.now ? leaveNow(state, action.player) : leave(state, action.player)
    case 'passDie':
      return passDie(state, action.player)
    case 'finish':
      return finish(state)
    case 'rollOffs':
      return settleRollOffs(state, action.rollOffs)
    case 'playoff':
      // started instead of finishing: the qualifying rounds close as Finish closes them
      return startPlayoff(state.status === 'playing' ? finish(state) : state, action.field)
    case 'playoffRollOff':
      return settlePlayoffRollOff(state, action.picks)
    case 'playoffTable':
      return recordPlayoffTable(state, action.table, action.winner)
  }
}

function start(state: NightState, seed: number): NightState {
  if (state.status !== 'setup') refuse('notInSetup')
  const minimum = 2
  if (state.guests.length < minimum) refuse('tooFewGuests', { count: state.guests.length, minimum })
  if (state.rules.play === 'individual' && state.guests.length > 4) {
    refuse('individualTooMany', { count: state.guests.length })
  }
  const seating = openingSeating(state.guests, state.rules, seed)
  const joined = Object.fromEntries(state.guests.map((g) => [g, 1]))
  return { ...state, status: 'playing', seed, joined, current: { ...seating, results: [] } }
}

function finish(state: NightState): NightState {
  if (state.status !== 'playing') refuse('notPlaying')
  let closed = state
  const current = state.current
  if (current && current.results.length > 0) {
    // every table in: the round counts, as Next round would count it; only some: refused
    const missing = missingTables(current.plan, current.results)
    if (missing.length > 0) {
      refuse('roundInProgress', { round: current.plan.round, tables: missing.join(', ') })
    }
    closed = commitRound(state, current.plan.round)
  }
  if (closed.played.length === 0) refuse('nothingPlayed')
  return withAwards({ ...closed, status: 'finished', current: null })
}

function settleRollOffs(state: NightState, rollOffs: NightState['rollOffs']): NightState {
  if (state.status !== 'finished' || !state.awards) refuse('notFinished')
  for (const prize of PRIZE_CATEGORIES) {
    const player = rollOffs[prize]
    if (player === undefined) continue
    const award = state.awards.find((a) => a.prize === prize)
    if (!award) refuse('noSuchPrize', { prize }, 'invalid-args')
    if (!award.tied.includes(player) || award.tied.length < 2) {
      refuse('notTied', { prize, player }, 'invalid-args')
    }
  }
  return withAwards({ ...state, rollOffs: { ...state.rollOffs, ...rollOffs } })
}
