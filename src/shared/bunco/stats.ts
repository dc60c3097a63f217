import { isGhost } from './ghosts'
import type { PlayedRound, RoundPlan, TablePlan } from './types'

/** A symmetric count for every pair of numbered players, in one square array that grows as needed. */
export class PairCounts {
  private size: number
  private counts: Uint16Array

  /** Room for `players` numbered players before the first growth. */
  constructor(players = 64) {
    this.size = 64
    while (this.size < players) this.size *= 2
    this.counts = new Uint16Array(this.size * this.size)
  }

  /** The count for a pair. */
  get(a: number, b: number): number {
    return a < this.size && b < this.size ? (this.counts[a * this.size + b] as number) : 0
  }

  /** The counts as a square array `size` wide, for tight loops; stale after the next bump. */
  view(): { counts: Uint16Array; size: number } {
    return { counts: this.counts, size: this.size }
  }

  /** Adds one to a pair's count and returns the new count. */
  bump(a: number, b: number): number {
    if (a >= this.size || b >= this.size) this.grow(Math.max(a, b))
    const n = (this.counts[a * this.size + b] as number) + 1
    this.counts[a * this.size + b] = n
    this.counts[b * this.size + a] = n
    return n
  }

  private grow(max: number): void {
    let size = this.size
    while (size <= max) size *= 2
    const counts = new Uint16Array(size * size)
    for (let i = 0; i < this.size; i++)
      counts.set(this.counts.subarray(i * this.size, (i + 1) * this.size), i * size)
    this.size = size
    this.counts = counts
  }
}

/** Partnership and opposition counts over a night, for choosing partners; players are numbered. */
export class PairStats {
  private readonly numbers = new Map<string, number>()
  private readonly ids: string[] = []
  private readonly ghosts: boolean[] = []
  private readonly metCounts: number[] = []
  // each player's last partner, valid when stamped with the latest team round: no clearing needed
  private readonly lastWith: number[] = []
  private readonly lastStamp: number[] = []
  private teamRounds = 0
  /** Rounds each pair of numbered players partnered (dense: the search reads thousands a round). */
  readonly partners: PairCounts
  /** Rounds each pair of numbered players sat as opponents. */
  readonly opponents: PairCounts

  /** Room for about `players` players (and ghosts) before the counts must grow. */
  constructor(players = 64) {
    this.partners = new PairCounts(players)
    this.opponents = new PairCounts(players)
  }

  /** A player's number, given on first sight. */
  no(id: string): number {
    let n = this.numbers.get(id)
    if (n === undefined) {
      n = this.ids.length
      this.numbers.set(id, n)
      this.ids.push(id)
      this.ghosts.push(isGhost(id))
      this.metCounts.push(0)
      this.lastWith.push(-1)
      this.lastStamp.push(0)
    }
    return n
  }

  /** True when numbered player `n` is a ghost. */
  ghost(n: number): boolean {
    return this.ghosts[n] === true
  }

  /** The number of a player's partner in the last team round, or −1. */
  lastPartnerNo(n: number): number {
    return this.lastStamp[n] === this.teamRounds ? (this.lastWith[n] ?? -1) : -1
  }

  /** A player's partner in the last team round. */
  lastPartnerOf(id: string): string | undefined {
    const n = this.numbers.get(id)
    return n === undefined ? undefined : this.ids[this.lastPartnerNo(n)]
  }

  /** For every numbered player, 1 / the partners they have left to meet (at least 1); −1 for a ghost. */
  scarcity(realCount: number): Float64Array {
    const out = new Float64Array(this.ghosts.length)
    this.ghosts.forEach((ghost, n) => {
      out[n] = ghost ? -1 : 1 / Math.max(1, realCount - 1 - (this.metCounts[n] ?? 0))
    })
    return out
  }

  /** Adds one round's seating (team play only has partners). */
  add(plan: RoundPlan): void {
    if (plan.play !== 'team') return
    this.teamRounds++
    for (let t = 0; t < plan.tables.length; t++) {
      const { seats } = plan.tables[t] as TablePlan
      const n = this.no(seats.N)
      const e = this.no(seats.E)
      const s = this.no(seats.S)
      const w = this.no(seats.W)
      this.partner(n, s)
      this.partner(e, w)
      const opponents = this.opponents
      opponents.bump(n, e)
      opponents.bump(n, w)
      opponents.bump(s, e)
      opponents.bump(s, w)
    }
  }

  private partner(x: number, y: number): void {
    this.lastWith[x] = y
    this.lastWith[y] = x
    this.lastStamp[x] = this.lastStamp[y] = this.teamRounds
    if (this.partners.bump(x, y) === 1 && !this.ghost(x) && !this.ghost(y)) {
      this.metCounts[x] = (this.metCounts[x] ?? 0) + 1
      this.metCounts[y] = (this.metCounts[y] ?? 0) + 1
    }
  }
}

/** The statistics of a history's plans, and those plans, so a longer history can extend them. */
interface Cached {
  plans: RoundPlan[]
  stats: PairStats
}

// keyed by a history's last plan; extending an entry changes it, so it moves to the new last plan
const cache = new WeakMap<RoundPlan, Cached>()

function samePlans(plans: readonly RoundPlan[], history: readonly PlayedRound[]): boolean {
  return plans.every((plan, i) => history[i]?.plan === plan)
}

/** Partnership and opposition counts over every round of a history, built from scratch. */
export function pairStats(history: readonly PlayedRound[]): PairStats {
  // room for everyone in round 1 and some arrivals and ghosts, so the counts rarely grow
  const stats = new PairStats(((history[0]?.plan.tables.length ?? 0) * 4 * 5) / 4)
  history.forEach((played) => stats.add(played.plan))
  return stats
}

/** Like pairStats, but extends the last call's counts when the history grew by one round (plans are never changed in place). */
export function historyStats(history: readonly PlayedRound[]): PairStats {
  const n = history.length
  const last = history[n - 1]?.plan
  if (last === undefined) return new PairStats()
  const hit = cache.get(last)
  if (hit && hit.plans.length === n && samePlans(hit.plans, history)) return hit.stats
  const prev = history[n - 2]?.plan
  const base = prev ? cache.get(prev) : undefined
  let entry: Cached
  if (prev && base && base.plans.length === n - 1 && samePlans(base.plans, history)) {
    cache.delete(prev)
    base.plans.push(last)
    base.stats.add(last)
    entry = base
  } else {
    entry = { plans: history.map((p) => p.plan), stats: pairStats(history) }
  }
  cache.set(last, entry)
  return entry.stats
}
