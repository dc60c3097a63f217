// One table's scorekeeper: the round is kept as the list of what happened (rolls, the head
// table's bell, a Bunco elsewhere) and the table state is that list replayed through the table
// state machine, so undo is dropping the last step and a saved keeper is a few numbers.
import { BuncoRuleError, fail, problem, type BuncoProblem } from './errors'
import { isGhost } from './ghosts'
import type { HouseRules } from './rules'
import { ringBell, rollTable, startTable, stopTable } from './table'
import { tableResult } from './tableResult'
import type { TableState } from './tableState'
import { SEATS, type PlayMode, type Seat, type TableResult } from './types'
import { show } from './validateRules'

/** The house rules a table's dice are played by. */
export type KeeperRules = Pick<
  HouseRules,
  'target' | 'roundEnd' | 'lowTriple7' | 'wipeout' | 'fourDice'
>

/** What happened at the table, in order: the state is these replayed. */
export type KeeperStep = { kind: 'roll'; dice: number[] } | { kind: 'bell' } | { kind: 'stop' }

/** A kept table's round as it starts: who sits where, the round's number and its label. */
export interface KeeperRoundStart {
  /** Player ids by seat; a ghost id for an empty seat. */
  seats: Record<Seat, string>
  /** The round's number on the dice, 1–6. */
  face: number
  /** The round counted over the night (1, 2, … 6 × sets). */
  round: number
}

/** How a table is kept, fixed for the whole keeper. */
export interface KeeperSetup {
  play: PlayMode
  /** The table's number; 1 is the head table, where the round ends at the target. */
  table: number
  rules: KeeperRules
  /** Rounds to keep: 6 per set. */
  rounds: number
  /** Who rolls first each round (and first in a roll-off). */
  scorekeeper: Seat
}

/** A finished round, kept for the running totals and for undoing "next round". */
export interface KeeperRoundRecord extends KeeperRoundStart {
  steps: KeeperStep[]
  result: TableResult
}

/** A kept table as plain JSON. */
export interface KeeperState {
  version: 1
  setup: KeeperSetup
  current: KeeperRoundStart
  steps: KeeperStep[]
  finished: KeeperRoundRecord[]
}

function checkSetup(setup: KeeperSetup, start: KeeperRoundStart): void {
  const problems: BuncoProblem[] = []
  if (!Number.isInteger(setup.rounds) || setup.rounds < 1 || setup.rounds > 48) {
    problems.push(problem('keeper.rounds', { got: show(setup.rounds) }, { field: 'rounds' }))
  }
  const ids = SEATS.map((s) => start.seats[s])
  const real = ids.filter((id) => !isGhost(id))
  if (new Set(ids).size !== ids.length) {
    problems.push(problem('plan.seatTwice', { table: setup.table }, { field: 'seats' }))
  }
  if (setup.play === 'individual' && real.length < 2) {
    problems.push(problem('players.tableTooFew', {}, { field: 'seats' }))
  }
  if (problems.length > 0) throw new BuncoRuleError('invalid-players', problems)
}

/** The table state before any roll of the current round. */
function freshTable(setup: KeeperSetup, start: KeeperRoundStart): TableState {
  // in individual play an empty scorekeeper's seat hands the first roll to the next real player
  const first =
    setup.play === 'individual' && isGhost(start.seats[setup.scorekeeper])
      ? (SEATS.find((s) => !isGhost(start.seats[s])) as Seat)
      : setup.scorekeeper
  return startTable({
    table: setup.table,
    seats: start.seats,
    face: start.face,
    rules: { ...setup.rules, play: setup.play },
    scorekeeper: first,
  })
}

function apply(table: TableState, step: KeeperStep): TableState {
  if (step.kind === 'roll') return rollTable(table, step.dice)
  if (step.kind === 'bell') {
    // the bell is the head table's: here it only makes sense at a table that does not decide
    if (table.endsAtGoal || table.phase !== 'playing') fail('invalid-move', 'keeper.noBell')
    return ringBell(table)
  }
  if (!table.buncoStopsAll || (table.phase !== 'playing' && table.phase !== 'finishing')) {
    fail('invalid-move', 'keeper.noStop')
  }
  return stopTable(table)
}

function replay(setup: KeeperSetup, start: KeeperRoundStart, steps: readonly KeeperStep[]) {
  return steps.reduce(apply, freshTable(setup, start))
}

/** Starts keeping a table at its first round. */
export function newKeeper(setup: KeeperSetup, start: KeeperRoundStart): KeeperState {
  checkSetup(setup, start)
  freshTable(setup, start)
  return { version: 1, setup, current: { ...start }, steps: [], finished: [] }
}

/** The current round's table, every step replayed. */
export function keeperTable(state: KeeperState): TableState {
  return replay(state.setup, state.current, state.steps)
}

/** Adds one step (a roll, the head table's bell, a Bunco elsewhere); refused steps change nothing. */
export function keeperStep(state: KeeperState, step: KeeperStep): KeeperState {
  if (step.kind === 'roll') {
    const wanted = state.setup.rules.fourDice ? 4 : 3
    if (step.dice.length !== wanted) {
      fail('invalid-dice', 'dice.count', { need: wanted, got: step.dice.length })
    }
    const bad = step.dice.find((d) => !Number.isInteger(d) || d < 1 || d > 6)
    if (bad !== undefined) fail('invalid-dice', 'dice.value', { got: show(bad) })
  }
  apply(keeperTable(state), step)
  return { ...state, steps: [...state.steps, step] }
}

/** Takes back the last step; at the start of a round, takes back "next round" itself. */
export function keeperUndo(state: KeeperState): KeeperState {
  if (state.steps.length > 0) return { ...state, steps: state.steps.slice(0, -1) }
  const last = state.finished.at(-1)
  if (!last) fail('invalid-move', 'keeper.nothingToUndo')
  const start = { seats: last.seats, face: last.face, round: last.round }
  return { ...state, current: start, steps: last.steps, finished: state.finished.slice(0, -1) }
}

/** Whether the keeper has rounds left after the current one. */
export function keeperHasNext(state: KeeperState): boolean {
  return state.finished.length + 1 < state.setup.rounds
}

/** Closes the finished round and starts the next one (seating and number from the caller). */
export function keeperNextRound(state: KeeperState, next: KeeperRoundStart): KeeperState {
  const table = keeperTable(state)
  if (table.phase !== 'done') fail('invalid-move', 'table.notOver', { table: table.table })
  if (!keeperHasNext(state)) fail('invalid-move', 'keeper.lastRound')
  checkSetup(state.setup, next)
  const record: KeeperRoundRecord = {
    ...state.current,
    steps: state.steps,
    result: tableResult(table),
  }
  return { ...state, current: { ...next }, steps: [], finished: [...state.finished, record] }
}

/** The round after `round` when a table is kept on its own: six faces, set after set. */
export function keeperFollowing(start: KeeperRoundStart): KeeperRoundStart {
  return { seats: start.seats, round: start.round + 1, face: (start.face % 6) + 1 }
}

/** Each side's round wins so far, counting the current round once it is decided. */
export function keeperWins(state: KeeperState): Record<string, number> {
  const wins: Record<string, number> = {}
  const table = keeperTable(state)
  const winners = state.finished.map((r) => r.result.winner)
  if (table.phase === 'done' && table.winner) winners.push(table.winner)
  for (const w of winners) wins[w] = (wins[w] ?? 0) + 1
  return wins
}
