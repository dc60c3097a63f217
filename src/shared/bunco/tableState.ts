import type { HouseRules, RoundClock } from './rules'
import type { RollKind, ScoringRules } from './scoring'
import type { PlayMode, Seat, Team } from './types'

/** A table's stage in a round: playing, finishing the turn after the bell, roll-off, or over. */
export type TablePhase = 'playing' | 'finishing' | 'rollOff' | 'done'

/** Who scores together: a team in team play, a seat in individual play. */
export type Side = Team | Seat

/** What a table asks of the others: nothing, ring the bell (finish turns), or stop at once. */
export type TableSignal = 'none' | 'bell' | 'stopAll'

/** One roll as logged at a table. */
export interface TableRoll {
  seat: Seat
  player: string
  /** Who threw the dice: the player, or the partner rolling for a ghost. */
  rolledBy: string
  dice: number[]
  points: number
  kind: RollKind
  rollOff: boolean
}

/** Everything needed to start one table's round. */
export interface TableSetup {
  /** Table number; 1 is the head table. */
  table: number
  seats: Record<Seat, string>
  /** The round's number, 1–6. */
  face: number
  rules: Pick<HouseRules, 'target' | 'roundEnd' | 'lowTriple7' | 'wipeout' | 'fourDice'> &
    Partial<Pick<HouseRules, 'roundClock'>> & {
      play?: PlayMode
    }
  /** The scorekeeper's seat: the first to roll. Defaults to N. */
  scorekeeper?: Seat
}

/** A table's round as plain data (JSON-safe); change it only through the table functions. */
export interface TableState {
  table: number
  seats: Record<Seat, string>
  face: number
  play: PlayMode
  goal: number
  scoring: ScoringRules
  /** Reaching the goal ends this table's round (the head table, each table, individual play). */
  endsAtGoal: boolean
  /** A Bunco here rings the bell (the head table when it decides for everyone). */
  bellOnBunco: boolean
  /** A Bunco anywhere ends the round at once (anyBuncoEndsRound, four dice). */
  buncoStopsAll: boolean
  /** The round's clock: its bell stops the table after the roll in hand ('off': no clock). */
  roundClock: RoundClock
  /** Seats in turn order from the scorekeeper, to the left. */
  order: Seat[]
  turn: number
  rollsThisTurn: number
  points: Partial<Record<Side, number>>
  rollOffPoints: Partial<Record<Side, number>>
  rollOffTurns: number
  phase: TablePhase
  signal: TableSignal
  winner: Side | null
  wonByRollOff: boolean
  buncos: Record<string, number>
  minis: Record<string, number>
  wipeouts: Record<string, number>
  log: TableRoll[]
}
