import { draftMembers, type TableDraft } from './movement'
import type { Random } from './random'
import type { Movement, PartnerRule } from './rules'
import type { PairStats } from './stats'
import type { Seat } from './types'

/** What a partner choice may look at: the night so far and the seeded tie-breaker. */
export interface PairingContext {
  stats: PairStats
  partners: PartnerRule
  random: Random
  /** Real players seated next round, to judge how many partners each has left to meet. */
  realCount: number
  /** For a lone table: its seats two rounds back, so the three pairings take turns. */
  earlier: Record<Seat, string> | null
  movement: Movement
}

/** A seating by position: who sits at N, E, S and W, as indexes into the draft's `draftMembers`. */
export type Layout = readonly [number, number, number, number]

// one player moves over one chair: S↔W or E↔S, giving the two other pairings
const ROTATIONS: readonly Layout[] = [
  [0, 1, 3, 2],
  [0, 2, 1, 3],
]
// the stayers keep N and E, the arriving pair splits over S and W
const SPLITS: readonly Layout[] = [
  [0, 1, 2, 3],
  [0, 1, 3, 2],
]
// two arriving pairs cross over either way, or (the last) each stays together
const CROSSINGS: readonly Layout[] = [
  [0, 1, 2, 3],
  [0, 1, 3, 2],
  [0, 2, 1, 3],
]

/** Every layout a table's draft allows before any preference (RULES.md section 6). */
export function layoutsOf(draft: TableDraft): readonly Layout[] {
  return draft.rotate ? ROTATIONS : draft.stayers ? SPLITS : CROSSINGS
}

function keepsTeam(draft: TableDraft, layout: number): boolean {
  return !draft.rotate && !draft.stayers && layout === 2 && !draft.fresh
}

/** The seats a layout gives a draft's members. */
export function seatsFor(ids: readonly string[], layout: Layout): Record<Seat, string> {
  return {
    N: ids[layout[0]] ?? '',
    E: ids[layout[1]] ?? '',
    S: ids[layout[2]] ?? '',
    W: ids[layout[3]] ?? '',
  }
}

function samePair(a: string, b: string, c: string, d: string): boolean {
  return (a === c && b === d) || (a === d && b === c)
}

function samePairing(a: Record<Seat, string>, b: Record<Seat, string>): boolean {
  return samePair(a.N, a.S, b.N, b.S) || samePair(a.N, a.S, b.E, b.W)
}

/** How many players a layout puts with last round's partner; `players` are the draft's members numbered. */
function lastPartnerHits(layout: Layout, players: readonly number[], stats: PairStats): number {
  const n = players[layout[0]] ?? -1
  const e = players[layout[1]] ?? -1
  const s = players[layout[2]] ?? -1
  const w = players[layout[3]] ?? -1
  return (
    (n >= 0 && stats.lastPartnerNo(n) === s ? 1 : 0) +
    (e >= 0 && stats.lastPartnerNo(e) === w ? 1 : 0)
  )
}

/** True when a layout makes a team of two ghosts. */
function ghostTeam(layout: Layout, players: readonly number[], stats: PairStats): boolean {
  const n = stats.ghost(players[layout[0]] ?? -1)
  const e = stats.ghost(players[layout[1]] ?? -1)
  const s = stats.ghost(players[layout[2]] ?? -1)
  const w = stats.ghost(players[layout[3]] ?? -1)
  return (n && s) || (e && w)
}

/** The layouts a table may still take, by index into `layoutsOf`, after the hard preferences: ghosts never partner, classic keeps arriving teams, never last round's partner, and on a lone table never the pairing of two rounds back. */
export function preferredLayouts(
  draft: TableDraft,
  players: readonly number[],
  ctx: PairingContext,
): number[] {
  const { stats } = ctx
  const layouts = layoutsOf(draft)
  // Plain loops that push, not map or filter: this runs for every table, often before the JIT
  // has warmed up, and arrays built one way keep one shape, which compiled code relies on.
  const allowed: number[] = []
  for (let i = 0; i < layouts.length; i++) {
    if (!ghostTeam(layouts[i] as Layout, players, stats)) allowed.push(i)
  }
  let pool: number[] = []
  if (ctx.partners === 'classic')
    for (let k = 0; k < allowed.length; k++)
      if (keepsTeam(draft, allowed[k] as number)) pool.push(allowed[k] as number)
  if (pool.length === 0) pool = allowed
  if (pool.length === 0) for (let i = 0; i < layouts.length; i++) pool.push(i)
  let fewest = Infinity
  for (let k = 0; k < pool.length; k++)
    fewest = Math.min(fewest, lastPartnerHits(layouts[pool[k] as number] as Layout, players, stats))
  let preferred: number[] = []
  for (let k = 0; k < pool.length; k++) {
    const i = pool[k] as number
    if (lastPartnerHits(layouts[i] as Layout, players, stats) === fewest) preferred.push(i)
  }
  const earlier = ctx.earlier
  if (draft.rotate && earlier) {
    const ids = draftMembers(draft)
    const turnTaken = preferred.filter(
      (i) => !samePairing(seatsFor(ids, layouts[i] as Layout), earlier),
    )
    if (turnTaken.length > 0) preferred = turnTaken
  }
  return preferred
}
