// A big room's groups of tables: each group a chain of its own, with its own head table and the
// night's moves and partner choice inside it, as if it were a night of its own.
import type { RoundChanges } from './changes'
import { fail } from './errors'
import { ghostId, isGhost, nextGhostNumber } from './ghosts'
import type { GhostSpread } from './ghostSpread'
import { planNextRound } from './nextRound'
import { openingRound } from './opening'
import type { BETWEEN_GROUPS, HouseRules } from './rules'
import { chooseSeating } from './seating'
import {
  SEATS,
  seatsOf,
  type PlayedRound,
  type RoundPlan,
  type Seat,
  type TablePlan,
  type Team,
} from './types'

/** The fewest tables a group may have: a head table, a middle and a bottom. */
export const MIN_GROUP_TABLES = 3

/** The groups' sizes in tables, in table order: [3, 3, 4] is tables 1–3, 4–6 and 7–10. */
export type TableGroups = readonly number[]

/** Whether players also move between groups: the organiser's choice. */
export type BetweenGroups = (typeof BETWEEN_GROUPS)[number]

/** `tables` split into `count` groups as evenly as possible, the larger ones first. */
export function splitIntoGroups(tables: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1 || tables < count * MIN_GROUP_TABLES)
    fail('invalid-changes', 'groups.tooSmall', { tables, groups: count, min: MIN_GROUP_TABLES })
  const base = Math.floor(tables / count)
  return Array.from({ length: count }, (_, g) => base + (g < tables % count ? 1 : 0))
}

/** Round 1 of a night in `count` groups: the opening seating, its tables split into groups. */
export function groupedOpening(
  playerIds: readonly string[],
  rules: HouseRules,
  seed: number,
  count: number,
): GroupedRound {
  if (rules.play === 'individual') fail('invalid-changes', 'groups.individual')
  const plan = openingRound(playerIds, rules, seed)
  return { plan, groups: splitIntoGroups(plan.tables.length, count) }
}

/** The table numbers of each group, from the sizes. */
export function groupTables(groups: TableGroups): number[][] {
  let next = 1
  return groups.map((size) => Array.from({ length: size }, () => next++))
}

/** The group (from 0) a table belongs to. */
export function groupOfTable(groups: TableGroups, table: number): number {
  let last = 0
  for (let g = 0; g < groups.length; g++) {
    last += groups[g] as number
    if (table <= last) return g
  }
  return fail('invalid-changes', 'groups.noTable', { table })
}

/**
 * One group's part of a played round, its tables numbered from 1 as a night of its own: the
 * tables its players sat at (tables opened or closed since may have moved the numbers).
 */
function groupRound(played: PlayedRound, players: ReadonlySet<string>, seed: number): PlayedRound {
  const mine = played.plan.tables.filter((t) =>
    SEATS.some((s) => !isGhost(t.seats[s]) && players.has(t.seats[s])),
  )
  const at = new Map(mine.map((t, i) => [t.table, i + 1]))
  const tables = mine.map((t) => ({ table: at.get(t.table) as number, seats: t.seats }))
  const results = played.results
    .filter((r) => at.has(r.table))
    .map((r) => ({ ...r, table: at.get(r.table) as number }))
  return { plan: { ...played.plan, seed, tables }, results }
}

/** A group's own seed: every group draws its partners apart from the others. */
function groupSeed(seed: number, group: number): number {
  return (seed ^ Math.imul(group + 1, 0x9e3779b1)) >>> 0
}

/** The pair that won (or lost) at a table in team play, or null when a ghost is among them. */
function pairAt(plan: TablePlan | undefined, team: Team | undefined): string[] | null {
  if (!plan || !team) return null
  const ids = seatsOf(team).map((s) => plan.seats[s])
  return ids.some(isGhost) ? null : ids
}

/** Swaps players in a plan, seat for seat. */
function swapIn(tables: TablePlan[], swaps: ReadonlyMap<string, string>): TablePlan[] {
  return tables.map((t) => {
    const seats = { ...t.seats }
    for (const seat of SEATS) seats[seat] = swaps.get(seats[seat]) ?? seats[seat]
    return { table: t.table, seats }
  })
}

/**
 * Each group's head-table winners change places with the losers of the bottom table of the group
 * above, seat for seat in the new plan: a pair the group above would not seat together stays apart.
 */
function winnersUp(last: PlayedRound, groups: TableGroups, tables: TablePlan[]): TablePlan[] {
  const numbers = groupTables(groups)
  const swaps = new Map<string, string>()
  const plan = (n: number | undefined) => last.plan.tables.find((t) => t.table === n)
  const winner = (n: number | undefined) => {
    const w = last.results.find((r) => r.table === n)?.winner
    return w === 'NS' || w === 'EW' ? w : undefined
  }
  for (let g = 1; g < numbers.length; g++) {
    const head = numbers[g]?.[0]
    const bottom = numbers[g - 1]?.at(-1)
    const won = winner(head)
    const lost = winner(bottom)
    const up = pairAt(plan(head), won)
    const down = pairAt(plan(bottom), lost && (lost === 'NS' ? 'EW' : 'NS'))
    if (!up || !down || [...up, ...down].some((id) => swaps.has(id))) continue
    up.forEach((id, i) => {
      swaps.set(id, down[i] as string)
      swaps.set(down[i] as string, id)
    })
  }
  return swaps.size > 0 ? swapIn(tables, swaps) : tables
}

/** A grouped round's plan and the groups' sizes after it (arrivals can open a group's table). */
export interface GroupedRound {
  plan: RoundPlan
  groups: number[]
}

/**
 * The next round of a night played in groups: each group moves and seats as a night of its own
 * (RULES.md sections 5–7 inside it); `changes` name the group each arrival joins; new ghosts are
 * numbered across the whole night; deterministic.
 */
export function groupedNextRound(
  history: readonly PlayedRound[],
  rules: HouseRules,
  groups: TableGroups,
  changes: { arrive?: ReadonlyMap<number, readonly string[]>; leave?: readonly string[] } = {},
  between: BetweenGroups = 'stay',
  ghosts: GhostSpread = 'even',
): GroupedRound {
  const last = history.at(-1)
  if (!last) return fail('invalid-history', 'history.empty')
  if (rules.play === 'individual') fail('invalid-changes', 'groups.individual')
  const numbers = groupTables(groups)
  const leaving = new Set(changes.leave ?? [])
  let ghost = nextGhostNumber(history)
  const tables: TablePlan[] = []
  const sizes: number[] = []
  let plan: RoundPlan | null = null
  numbers.forEach((numbersOfGroup, g) => {
    const seed = groupSeed(last.plan.seed, g)
    const inGroup = new Set(numbersOfGroup)
    const seated = new Set(
      last.plan.tables.filter((t) => inGroup.has(t.table)).flatMap((t) => Object.values(t.seats)),
    )
    const own = history.map((played) => groupRound(played, seated, seed))
    const groupChanges: RoundChanges = {
      arrive: changes.arrive?.get(g) ?? [],
      leave: [...leaving].filter((id) => seated.has(id)),
    }
    const next = planNextRound(own, rules, groupChanges, chooseSeating, ghosts)
    // a ghost this group made is given the night's next number, so no two groups share one
    const known = new Set([...seated].filter(isGhost))
    const renamed = new Map<string, string>()
    const rename = (id: string): string => {
      if (!isGhost(id) || known.has(id)) return id
      if (!renamed.has(id)) renamed.set(id, ghostId(ghost++))
      return renamed.get(id) as string
    }
    for (const t of next.tables) {
      const seats = {} as Record<Seat, string>
      for (const seat of SEATS) seats[seat] = rename(t.seats[seat])
      tables.push({ table: tables.length + 1, seats })
    }
    sizes.push(next.tables.length)
    plan ??= next
  })
  const first = plan as RoundPlan | null
  if (!first) return fail('invalid-changes', 'groups.tooSmall', { tables: 0, groups: 0, min: 3 })
  const moved = between === 'headWinnersUp' ? winnersUp(last, groups, tables) : tables
  return { plan: { ...first, seed: last.plan.seed, tables: moved }, groups: sizes }
}
