import type { PlayoffField, PlayoffTable, Seat } from '../bunco'

/** One table's winners in a playoff stage: the seats that won (a pair in team play). */
export interface PlayoffTableWinners {
  table: number
  seats: Seat[]
}

/** One stage of a playoff: its tables (1 is the head table) and the winners entered so far. */
export interface PlayoffStage {
  tables: PlayoffTable[]
  winners: PlayoffTableWinners[]
}

/** A night's playoff, folded from its playoff actions. Pure data, JSON-safe. */
export interface PlayoffState {
  field: PlayoffField
  /** Players through the cut, best seed first (still short of the field while a roll-off waits). */
  through: string[]
  /** Players tied across the cut line, `places` of whom go through by a roll-off the host enters. */
  rollOff: { players: string[]; places: number } | null
  /** The stages played and being played, first to last; empty while the roll-off waits. */
  stages: PlayoffStage[]
  /** The final table's winners, once it is in (empty before). */
  champions: string[]
}
