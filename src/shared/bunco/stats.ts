import { isGhost } from './ghosts'
import { partnerSeat, type PlayedRound, type RoundPlan, type Seat } from './types'

/** Partnership and opposition counts over a night, for choosing partners. */
export interface PairStats {
  /** Rounds each pair of players partnered, keyed by pairKey. */
  partners: Map<string, number>
  /** Rounds each pair of players sat as opponents, keyed by pairKey. */
  opponents: Map<string, number>
  /** Each player's partner in the last round. */
  lastPartner: Map<string, string>
  /** The real partners each real player has met. */
  met: Map<string, Set<string>>
}

/** An order-free key for a pair of ids. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`
}

/** Adds one to a counter map. */
export function bumpKey(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1)
}

/** An empty set of statistics. */
export function emptyStats(): PairStats {
  return { partners: new Map(), opponents: new Map(), lastPartner: new Map(), met: new Map() }
}

const ACROSS: readonly [Seat, Seat][] = [
  ['N', 'E'],
  ['N', 'W'],
  ['S', 'E'],
  ['S', 'W'],
]

/** Adds one round's seating to the statistics (team play only has partners). */
export function addPlanToStats(stats: PairStats, plan: RoundPlan): void {
  if (plan.play !== 'team') return
  stats.lastPartner.clear()
  for (const { seats } of plan.tables) {
    for (const seat of ['N', 'E'] as const) {
      const a = seats[seat]
      const b = seats[partnerSeat(seat)]
      bumpKey(stats.partners, pairKey(a, b))
      stats.lastPartner.set(a, b)
      stats.lastPartner.set(b, a)
      if (!isGhost(a) && !isGhost(b)) {
        stats.met.set(a, (stats.met.get(a) ?? new Set()).add(b))
        stats.met.set(b, (stats.met.get(b) ?? new Set()).add(a))
      }
    }
    for (const [x, y] of ACROSS) bumpKey(stats.opponents, pairKey(seats[x], seats[y]))
  }
}

/** Partnership and opposition counts over every round of a history. */
export function pairStats(history: readonly PlayedRound[]): PairStats {
  const stats = emptyStats()
  for (const played of history) addPlanToStats(stats, played.plan)
  return stats
}
