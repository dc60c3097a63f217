// One table's scorekeeper: the round is kept as the list of what happened (rolls, the head
// table's bell, a Bunco elsewhere) and the table state is that list replayed through the table
// state machine, so undo is dropping the last step and a saved keeper is a few numbers.
import { BuncoRuleError, fail, problem, type BuncoProblem } from './errors'
import { isGhost } from './ghosts'
import type { HouseRules } from './rules'
import { ringBell, rollTable, startTable, stopTable } from './table'
import { tableResult } from './tableResult'
import type { TableState } from './tableState'
import { SEATS, type PlayMode, type RoundPlan, type Seat, type TableResult } from './types'
import { show } from './show'

/** The house rules a table's dice are played by. */
export type KeeperRules = Pick<
  HouseRules,
  'target' | 'roundEnd' | 'lowTriple7' | 'wipeout' | 'fourDice'
> &
  Partial<Pick<HouseRules, 'roundClock'>>

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

/** One round at the table: how it started and what happened. */
export interface KeeperRound {
  start: KeeperRoundStart
  steps: KeeperStep[]
}

/** A kept table as plain JSON: its rounds so far, the last one being played. */
export interface KeeperState {
  version: 1
  setup: KeeperSetup
  rounds: KeeperRound[]
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

/** What a kept table can be told now, besides a roll: each scorekeeper's screen offers these. */
export interface KeeperMoves {
  /** The head table's bell: heard at a table that does not decide, never on the clock alone. */
  bell: boolean
  /** A Bunco elsewhere ended the round (when one does). */
  buncoStop: boolean
  /** The round's clock at zero: stop after the roll in hand. */
  timeUp: boolean
}

/** What the table can be told now (the bell, a stop), as the keeper takes it. */
export function keeperMoves(table: TableState): KeeperMoves {
  const stoppable = table.phase === 'playing' || table.phase === 'finishing'
  return {
    bell: !table.endsAtGoal && table.roundClock !== 'clockOnly' && table.phase === 'playing',
    buncoStop: table.buncoStopsAll && stoppable,
    timeUp: table.roundClock !== 'off' && stoppable,
  }
}

function apply(table: TableState, step: KeeperStep): TableState {
  if (step.kind === 'roll') return rollTable(table, step.dice)
  const moves = keeperMoves(table)
  if (step.kind === 'bell') {
    if (!moves.bell) fail('invalid-move', 'keeper.noBell')
    return ringBell(table)
  }
  // a stop: a Bunco elsewhere or the clock's zero, the same step
  if (!moves.buncoStop && !moves.timeUp) fail('invalid-move', 'keeper.noStop')
  return stopTable(table)
}

function replay(setup: KeeperSetup, start: KeeperRoundStart, steps: readonly KeeperStep[]) {
  return steps.reduce(apply, freshTable(setup, start))
}

/** Starts keeping a table at its first round. */
export function newKeeper(setup: KeeperSetup, start: KeeperRoundStart): KeeperState {
  checkSetup(setup, start)
  freshTable(setup, start)
  return { version: 1, setup, rounds: [{ start: { ...start }, steps: [] }] }
}

/** The round being played. */
export function keeperRound(state: KeeperState): KeeperRound {
  // not .at(-1): the table phones' page runs this on Safari 15.0, which lacks it
  return state.rounds[state.rounds.length - 1] as KeeperRound
}

function withCurrent(state: KeeperState, round: KeeperRound): KeeperState {
  return { ...state, rounds: [...state.rounds.slice(0, -1), round] }
}

/** The current round's table, every step replayed. */
export function keeperTable(state: KeeperState): TableState {
  const { start, steps } = keeperRound(state)
  return replay(state.setup, start, steps)
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
  const round = keeperRound(state)
  return withCurrent(state, { ...round, steps: [...round.steps, { ...step }] })
}

/** Takes back the last step; at the start of a round, takes back "next round" itself. */
export function keeperUndo(state: KeeperState): KeeperState {
  const round = keeperRound(state)
  if (round.steps.length > 0)
    return withCurrent(state, { ...round, steps: round.steps.slice(0, -1) })
  if (state.rounds.length < 2) fail('invalid-move', 'keeper.nothingToUndo')
  return { ...state, rounds: state.rounds.slice(0, -1) }
}

/** Whether the keeper has rounds left after the current one. */
export function keeperHasNext(state: KeeperState): boolean {
  return state.rounds.length < state.setup.rounds
}

/** Closes the finished round and starts the next one (seating and number from the caller). */
export function keeperNextRound(state: KeeperState, next: KeeperRoundStart): KeeperState {
  const table = keeperTable(state)
  if (table.phase !== 'done') fail('invalid-move', 'table.notOver', { table: table.table })
  if (!keeperHasNext(state)) fail('invalid-move', 'keeper.lastRound')
  checkSetup(state.setup, next)
  return { ...state, rounds: [...state.rounds, { start: { ...next }, steps: [] }] }
}

/** The round after `start` when a table is kept on its own: six faces, set after set. */
export function keeperFollowing(start: KeeperRoundStart): KeeperRoundStart {
  return { seats: start.seats, round: start.round + 1, face: (start.face % 6) + 1 }
}

/** Every round's result so far, the current one included once it is decided. */
export function keeperResults(state: KeeperState): (TableResult | null)[] {
  return state.rounds.map((round) => {
    const table = replay(state.setup, round.start, round.steps)
    return table.phase === 'done' ? tableResult(table) : null
  })
}

/** Each side's round wins so far, counting the current round once it is decided. */
export function keeperWins(state: KeeperState): Record<string, number> {
  const wins: Record<string, number> = {}
  for (const result of keeperResults(state)) {
    if (result) wins[result.winner] = (wins[result.winner] ?? 0) + 1
  }
  return wins
}

/**
 * Checks a kept table read back from the store: the setup and every round replayed through the
 * rules (a damaged or hand-edited save throws, and is not shown as if it were the game).
 */
export function checkKeeper(state: KeeperState): KeeperState {
  if (state.version !== 1 || state.rounds.length < 1) fail('invalid-history', 'history.empty')
  for (const round of state.rounds) {
    checkSetup(state.setup, round.start)
    replay(state.setup, round.start, round.steps)
  }
  return state
}

/** A night table's seating in the night's round being played (null: the night is over). */
export function seatingInPlan(plan: RoundPlan | null, table: number): KeeperRoundStart {
  if (!plan) fail('night-over', 'night.over')
  const seated = plan.tables.find((t) => t.table === table)
  if (!seated) fail('invalid-move', 'keeper.tableGone', { table })
  return { seats: { ...seated.seats }, face: plan.target, round: plan.round }
}

/**
 * Whether a night table kept here may go on to `next` (the night's round being played):
 * only once the host has closed the kept round, and only to the round right after it.
 */
export function checkNightNext(kept: number, next: number | null): void {
  if (next === kept) fail('invalid-move', 'keeper.waitNight', { round: kept })
  if (next === null) fail('night-over', 'night.over')
  if (next !== kept + 1) fail('invalid-move', 'keeper.nightMoved', { now: next, kept })
}

/** Whether the kept round's result can go to the night: it must be the night's round now. */
export function checkNightSend(kept: number, now: number | null): void {
  if (now === null) fail('night-over', 'night.over')
  if (now !== kept) fail('invalid-move', 'keeper.nightMoved', { now, kept })
}
