// The live race: each table's running score as its phone keeps it roll by roll, and the Buncos
// rolled a moment ago. Main keeps it in memory (it is never a result) and pushes it to the
// windows; the host's screen and the projector show it.
import { USUAL_MOST } from '../bunco/countLimits'
import { firstToTargetWins } from '../bunco/ruleFacts'
import type { HouseRules } from '../bunco/rules'
import { BUNCO_POINTS } from '../bunco/scoring'
import type { Seat } from '../bunco/types'

/**
 * The largest sequence number a kept round's posts reach: a phone posts at most every 300 ms, so
 * this is over eight hours of rolling in one round. A larger one is refused.
 */
export const LIVE_SEQ_MAX = 100_000

/**
 * The most points one side can show in a kept round: alone, the target less one and a Bunco (the
 * first to reach it wins at once); in teams, the target and as many Buncos past it as a player
 * rolled at most in 20,000 simulated rounds (a turn has no limit, so beyond this is not believed).
 */
export function liveMostPoints(rules: Pick<HouseRules, 'target' | 'play'>): number {
  if (firstToTargetWins(rules)) return rules.target - 1 + BUNCO_POINTS
  return rules.target + USUAL_MOST.buncos * BUNCO_POINTS
}

/** Who scores together in a kept round: a team in team play, a seat in individual play. */
export type LiveSide = 'NS' | 'EW' | Seat

/** The running score order: the two teams, then the seats. */
export const LIVE_SIDES = ['NS', 'EW', 'N', 'E', 'S', 'W'] as const satisfies readonly LiveSide[]

/** One table's running score in the round being played. */
export interface LiveTable {
  table: number
  /** Points so far by side (the teams in team play, the seats in individual play). */
  points: Partial<Record<LiveSide, number>>
  /** Who scores, by side: a team's pair ("Ann & Cy"), a seat's player; an empty seat has none. */
  names: Partial<Record<LiveSide, string>>
}

/** A Bunco just rolled at a table, by the player's first name. */
export interface LiveBunco {
  /** Grows with every announcement of the night: a window shows the ones it has not shown. */
  id: number
  table: number
  name: string
  kind: 'bunco'
}

/** A night's live race: the round it is for, the tables that keep score, the latest Buncos. */
export interface LiveRace {
  nightId: number
  /** The round the scores are for; null when no table keeps score. */
  round: number | null
  tables: LiveTable[]
  /** The latest Buncos, oldest first (a few at most). */
  buncos: LiveBunco[]
}

/** An empty race for a night. */
export function noRace(nightId: number): LiveRace {
  return { nightId, round: null, tables: [], buncos: [] }
}

/**
 * A running score as the room reads it: "17–12" (North–South first) in team play, and each
 * seat's with its player's name in individual play ("Ann 9 · Bea 4").
 */
export function liveScore(points: LiveTable['points'], names: LiveTable['names'] = {}): string {
  if (points.NS !== undefined || points.EW !== undefined) {
    return `${points.NS ?? 0}–${points.EW ?? 0}`
  }
  return LIVE_SIDES.filter((s) => s.length === 1 && points[s] !== undefined)
    .map((s) => (names[s] ? `${names[s]} ${points[s]}` : String(points[s])))
    .join(' · ')
}
