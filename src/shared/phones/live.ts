// The live race: each table's running score as its phone keeps it roll by roll, and the Buncos
// rolled a moment ago. Main keeps it in memory (it is never a result) and pushes it to the
// windows; the host's screen and the projector show it.
import type { Seat } from '../bunco/types'

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
