import { isGhost } from './ghosts'
import type { TableDraft } from './movement'
import type { Random } from './random'
import type { Movement, PartnerRule } from './rules'
import { pairKey, type PairStats } from './stats'
import type { Seat } from './types'

/** One way to seat a table: the seats, and whether it keeps an arriving team together. */
export interface SeatOption {
  seats: Record<Seat, string>
  keepsTeam: boolean
}

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

/** Picks one of the seating options for a table; the engine's is `choosePartners`. */
export type PartnerChooser = (
  options: SeatOption[],
  draft: TableDraft,
  ctx: PairingContext,
) => SeatOption

/** Every seating a table's draft allows before any preference (RULES.md section 6). */
export function seatOptions(draft: TableDraft): SeatOption[] {
  if (draft.rotate) {
    const { N, E, S, W } = draft.rotate
    // one player moves over one chair: S↔W or E↔S, giving the two other pairings
    return [
      { seats: { N, E, S: W, W: S }, keepsTeam: false },
      { seats: { N, E: S, S: E, W }, keepsTeam: false },
    ]
  }
  if (draft.stayers) {
    const [n, e] = draft.stayers
    const [a, b] = draft.arrivals[0] ?? ['', '']
    return [
      { seats: { N: n, E: e, S: a, W: b }, keepsTeam: false },
      { seats: { N: n, E: e, S: b, W: a }, keepsTeam: false },
    ]
  }
  const [p1, p2] = draft.arrivals[0] ?? ['', '']
  const [q1, q2] = draft.arrivals[1] ?? ['', '']
  return [
    { seats: { N: p1, E: p2, S: q1, W: q2 }, keepsTeam: false },
    { seats: { N: p1, E: p2, S: q2, W: q1 }, keepsTeam: false },
    { seats: { N: p1, E: q1, S: p2, W: q2 }, keepsTeam: !draft.fresh },
  ]
}

/** True when neither team is two ghosts. */
export function ghostsApart(seats: Record<Seat, string>): boolean {
  return !(isGhost(seats.N) && isGhost(seats.S)) && !(isGhost(seats.E) && isGhost(seats.W))
}

/** The options the rules allow: ghosts never partner, classic keeps arriving teams when it can. */
export function allowedOptions(options: SeatOption[], partners: PartnerRule): SeatOption[] {
  const valid = options.filter((o) => ghostsApart(o.seats))
  if (partners !== 'classic' || !valid.some((o) => o.keepsTeam)) return valid
  return valid.filter((o) => o.keepsTeam)
}

function samePairing(a: Record<Seat, string>, b: Record<Seat, string>): boolean {
  return pairKey(a.N, a.S) === pairKey(b.N, b.S) || pairKey(a.N, a.S) === pairKey(b.E, b.W)
}

/** Repeat weights: meeting someone new costs nothing, each repeat of a pair costs more. */
const REPEAT_COST = [0, 10, 20, 100, 1000, 10000]
/** Weight of meeting someone new, by how few people each of the two has left to meet. */
const SCARCITY = 100

/** Cost of two players partnering next: repeats cost more each time; ghosts never partner. */
export function pairCost(a: string, b: string, ctx: PairingContext): number {
  const ghostA = isGhost(a)
  const ghostB = isGhost(b)
  if (ghostA && ghostB) return 1e6
  if (ghostA || ghostB) return 0
  const times = ctx.stats.partners.get(pairKey(a, b)) ?? 0
  if (times > 0) return REPEAT_COST[Math.min(times, REPEAT_COST.length - 1)] as number
  // a new pair is worth more to players with few people left to meet
  const left = (id: string): number =>
    Math.max(1, ctx.realCount - 1 - (ctx.stats.met.get(id)?.size ?? 0))
  return -SCARCITY * (1 / left(a) + 1 / left(b))
}

/** Cost of a seating's two partnerships. */
export function seatingCost(seats: Record<Seat, string>, ctx: PairingContext): number {
  return pairCost(seats.N, seats.S, ctx) + pairCost(seats.E, seats.W, ctx)
}

/** How many players a seating puts with last round's partner. */
export function lastPartnerHits(seats: Record<Seat, string>, ctx: PairingContext): number {
  const hit = (a: string, b: string): number => (ctx.stats.lastPartner.get(a) === b ? 1 : 0)
  return hit(seats.N, seats.S) + hit(seats.E, seats.W)
}

/** How often the seating's opponents have already met as opponents. */
export function opponentCost(seats: Record<Seat, string>, ctx: PairingContext): number {
  let cost = 0
  for (const a of [seats.N, seats.S]) {
    for (const b of [seats.E, seats.W]) cost += ctx.stats.opponents.get(pairKey(a, b)) ?? 0
  }
  return cost
}

/** The options a table may still take after the hard preferences: never last round's partner, and on a lone table never the pairing of two rounds back. */
export function preferredOptions(draft: TableDraft, ctx: PairingContext): SeatOption[] {
  const options = seatOptions(draft)
  const allowed = allowedOptions(options, ctx.partners)
  let pool = allowed.length > 0 ? allowed : options
  const fewest = Math.min(...pool.map((o) => lastPartnerHits(o.seats, ctx)))
  pool = pool.filter((o) => lastPartnerHits(o.seats, ctx) === fewest)
  const earlier = ctx.earlier
  if (draft.rotate && earlier) {
    const turnTaken = pool.filter((o) => !samePairing(o.seats, earlier))
    if (turnTaken.length > 0) pool = turnTaken
  }
  return pool
}
