import type { PLAY_MODES } from './rules'

/** A chair at a table; partners sit across, N with S and E with W. */
export type Seat = 'N' | 'E' | 'S' | 'W'

/** A team at a table: the N–S partners or the E–W partners. */
export type Team = 'NS' | 'EW'

/** How a table plays: two teams of two, or each player alone (2–4 players, one table). */
export type PlayMode = (typeof PLAY_MODES)[number]

/** The seats in turn order: the dice pass to the left, N → E → S → W. */
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W']

/** One table of a round's seating plan; seats hold player ids, ghost ids start with 'ghost:'. */
export interface TablePlan {
  table: number
  seats: Record<Seat, string>
}

/** The seating for one round: `round` counts from 1 over the night, `target` is the die face. */
export interface RoundPlan {
  set: number
  round: number
  target: number
  /** The night's seed, the same in every plan, so replaying a history gives the same plans. */
  seed: number
  play: PlayMode
  tables: TablePlan[]
}

/** What the host enters for one table after a round; per-player counts are keyed by id. */
export interface TableResult {
  table: number
  /** The winning team in team play, the winner's seat in individual play. */
  winner: Team | Seat
  /** Both teams' points (team play), when entered. */
  points?: { NS: number; EW: number }
  /** Each player's points by seat (individual play), when entered. */
  seatPoints?: Partial<Record<Seat, number>>
  /** True when the winner was found by a roll-off after a tie. */
  rollOff?: boolean
  buncos?: Record<string, number>
  minis?: Record<string, number>
  wipeouts?: Record<string, number>
  /** Times a player rolled the traveling three of a kind, when that is not simply a Bunco. */
  travels?: Record<string, number>
  /** The host confirmed counts beyond what simulated rounds ever gave (possible, but unusual). */
  unusualConfirmed?: true
}

/** One round as played: its plan, one result per table, and who was last when that matters. */
export interface PlayedRound {
  plan: RoundPlan
  results: TableResult[]
  /** Who rolled the round's last Bunco, needed only when several players rolled one. */
  lastBunco?: string
  /** Who holds the traveling die after the round, needed only when it moved more than once. */
  dieHolder?: string
}

/** The partner sitting across from a seat. */
export function partnerSeat(seat: Seat): Seat {
  return seat === 'N' ? 'S' : seat === 'S' ? 'N' : seat === 'E' ? 'W' : 'E'
}

/** The team a seat belongs to. */
export function teamOf(seat: Seat): Team {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW'
}

/** The two seats of a team. */
export function seatsOf(team: Team): [Seat, Seat] {
  return team === 'NS' ? ['N', 'S'] : ['E', 'W']
}
