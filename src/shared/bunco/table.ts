import { fail } from './errors'
import { isGhost } from './ghosts'
import { bellOnBunco, buncoStopsAll, endsAtTarget, firstToTargetWins } from './ruleFacts'
import { scoreRoll } from './scoring'
import type { Side, TableSetup, TableState } from './tableState'
import { SEATS, partnerSeat, teamOf, type Seat } from './types'

/** Starts a table's round: scores at 0, the scorekeeper to roll. */
export function startTable(setup: TableSetup): TableState {
  const { rules, seats, table } = setup
  const play = rules.play ?? 'team'
  const meaning = { ...rules, play }
  const first = setup.scorekeeper ?? 'N'
  const start = SEATS.indexOf(first)
  const order = [...SEATS.slice(start), ...SEATS.slice(0, start)].filter(
    (seat) => play === 'team' || !isGhost(seats[seat]),
  )
  if (play === 'individual' && order.length < 2) {
    fail('invalid-players', 'players.tableTooFew')
  }
  if (play === 'individual' && isGhost(seats[first])) {
    fail('invalid-players', 'players.scorekeeperEmpty', { seat: first })
  }
  return {
    table,
    seats: { ...seats },
    face: setup.face,
    play,
    goal: rules.target,
    scoring: { lowTriple7: rules.lowTriple7, wipeout: rules.wipeout, fourDice: rules.fourDice },
    endsAtGoal: endsAtTarget(meaning, table),
    bellOnBunco: bellOnBunco(meaning, table),
    buncoStopsAll: buncoStopsAll(meaning),
    roundClock: rules.roundClock ?? 'off',
    order,
    turn: 0,
    rollsThisTurn: 0,
    points: {},
    rollOffPoints: {},
    rollOffTurns: 0,
    phase: 'playing',
    signal: 'none',
    winner: null,
    wonByRollOff: false,
    buncos: {},
    minis: {},
    wipeouts: {},
    log: [],
  }
}

/** The side a seat scores for. */
export function sideOf(state: TableState, seat: Seat): Side {
  return state.play === 'team' ? teamOf(seat) : seat
}

/** Whose turn it is, and who throws the dice (a ghost's partner throws for the ghost). */
export function currentRoller(state: TableState): { seat: Seat; player: string; rolledBy: string } {
  const seat = state.order[state.turn % state.order.length] as Seat
  const player = state.seats[seat]
  const rolledBy = isGhost(player) ? state.seats[partnerSeat(seat)] : player
  return { seat, player, rolledBy }
}

function bump(counts: Record<string, number>, id: string): void {
  counts[id] = (counts[id] ?? 0) + 1
}

/** Decides the table once play stops: more points wins, a tie (team play) starts a roll-off. */
export function settleTable(state: TableState): TableState {
  if (state.phase === 'done' || state.phase === 'rollOff') return state
  if (state.play === 'individual') {
    const best = Math.max(...state.order.map((s) => state.points[s] ?? 0))
    const leader = state.order.find((s) => (state.points[s] ?? 0) === best) as Seat
    return { ...state, phase: 'done', winner: leader }
  }
  const ns = state.points.NS ?? 0
  const ew = state.points.EW ?? 0
  if (ns !== ew) return { ...state, phase: 'done', winner: ns > ew ? 'NS' : 'EW' }
  // roll-off: the scorekeeper rolls first and everyone takes one turn per go-round
  return {
    ...state,
    phase: 'rollOff',
    turn: 0,
    rollsThisTurn: 0,
    rollOffPoints: {},
    rollOffTurns: 0,
  }
}

function endTurn(state: TableState): TableState {
  const next = { ...state, turn: (state.turn + 1) % state.order.length, rollsThisTurn: 0 }
  if (state.phase === 'finishing') return settleTable(next)
  if (state.phase !== 'rollOff') return next
  const turns = state.rollOffTurns + 1
  const done = turns % state.order.length === 0
  const ns = state.rollOffPoints.NS ?? 0
  const ew = state.rollOffPoints.EW ?? 0
  if (done && ns !== ew) {
    return {
      ...next,
      rollOffTurns: turns,
      phase: 'done',
      winner: ns > ew ? 'NS' : 'EW',
      wonByRollOff: true,
    }
  }
  return { ...next, rollOffTurns: turns }
}

/** Applies one roll by the player whose turn it is (RULES.md sections 2 and 3). */
export function rollTable(state: TableState, dice: readonly number[]): TableState {
  if (state.phase === 'done') fail('invalid-move', 'table.roundOver', { table: state.table })
  const { seat, player, rolledBy } = currentRoller(state)
  const score = scoreRoll(dice, state.face, state.scoring)
  const { points, kind } = score
  const side = sideOf(state, seat)
  const inRollOff = state.phase === 'rollOff'
  const key = inRollOff ? 'rollOffPoints' : 'points'
  const tally = { ...state[key] }
  tally[side] = score.kind === 'wipeout' ? 0 : (tally[side] ?? 0) + score.points
  const next: TableState = {
    ...state,
    [key]: tally,
    rollsThisTurn: state.rollsThisTurn + 1,
    buncos: { ...state.buncos },
    minis: { ...state.minis },
    wipeouts: { ...state.wipeouts },
    log: [
      ...state.log,
      { seat, player, rolledBy, dice: [...dice], points, kind, rollOff: inRollOff },
    ],
  }
  if (score.kind === 'bunco') bump(next.buncos, player)
  if (score.kind === 'mini') bump(next.minis, player)
  if (score.kind === 'wipeout') bump(next.wipeouts, player)
  if (inRollOff) return score.rollAgain ? next : endTurn(next)
  if (score.kind === 'bunco' && state.buncoStopsAll) {
    return settleTable({ ...next, signal: 'stopAll' })
  }
  const reached = (tally[side] ?? 0) >= state.goal
  if (firstToTargetWins(state) && reached) {
    // first to the goal wins at once: nobody gets a last turn
    return { ...next, phase: 'done', winner: side }
  }
  const rings = (state.endsAtGoal && reached) || (state.bellOnBunco && score.kind === 'bunco')
  if (rings && next.phase === 'playing') {
    next.phase = 'finishing'
    if (state.bellOnBunco) next.signal = 'bell'
  }
  return score.rollAgain ? next : endTurn(next)
}

/** The head table's bell: the turn in progress here is finished, then the round ends. */
export function ringBell(state: TableState): TableState {
  if (state.phase !== 'playing') return state
  if (state.rollsThisTurn > 0) return { ...state, phase: 'finishing' }
  return settleTable(state)
}

/** A Bunco elsewhere ended the round at once: stop now, mid-turn or not. */
export function stopTable(state: TableState): TableState {
  if (state.phase !== 'playing' && state.phase !== 'finishing') return state
  return settleTable(state)
}
