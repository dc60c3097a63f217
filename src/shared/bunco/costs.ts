import type { PairStats } from './stats'

/** Repeat weights: meeting someone new costs nothing, each repeat of a pair costs more. */
const REPEAT_COST = [0, 10, 20, 100, 1000, 10000]
/** Weight of meeting someone new, by how few people each of the two has left to meet. */
const SCARCITY = 100

/** Pair costs for one round's choice, with each player's scarcity of new partners worked out once. */
export class PairCosts {
  private readonly scarcity: Float64Array
  private readonly partners: { counts: Uint16Array; size: number }
  private readonly opponents: { counts: Uint16Array; size: number }

  /** Number every player first: later numbers count as ghosts. */
  constructor(stats: PairStats, realCount: number) {
    this.scarcity = stats.scarcity(realCount)
    // the chooser only reads counts, so a snapshot of the arrays stays valid
    this.partners = stats.partners.view()
    this.opponents = stats.opponents.view()
  }

  /** Cost of two numbered players partnering next: repeats cost more each time; ghosts never partner. */
  of(a: number, b: number): number {
    const sa = this.scarcity[a] ?? -1
    const sb = this.scarcity[b] ?? -1
    if (sa < 0) return sb < 0 ? 1e6 : 0
    if (sb < 0) return 0
    const { counts, size } = this.partners
    const times = a < size && b < size ? (counts[a * size + b] ?? 0) : 0
    if (times > 0) return REPEAT_COST[Math.min(times, REPEAT_COST.length - 1)] as number
    // a new pair is worth more to players with few people left to meet
    return -SCARCITY * (sa + sb)
  }

  /** How often two numbered players have sat as opponents. */
  opposed(a: number, b: number): number {
    const { counts, size } = this.opponents
    return a < size && b < size ? (counts[a * size + b] ?? 0) : 0
  }
}
