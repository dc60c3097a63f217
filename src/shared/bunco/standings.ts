// One ranking for every list of players the app shows or prints: the night's standings on
// screen, on the TV and on paper, the prize tie-breaks, and the season's table.
import type { HouseRules, RollOffWinners, TieBreaker } from './rules'
import type { PlayerRecord } from './tally'

/** A number to rank by, most first; null where the data is missing for that player. */
export type RankKey<T> = (row: T) => number | null

/** A row with its place: rows equal on every key share a place (1, 2, 2, 4…). */
export type Placed<T> = T & { place: number }

/** The tie-break step as a rank key; a roll-off is no data (players stay tied until it is rolled). */
export function tieBreakKey(step: TieBreaker): RankKey<PlayerRecord> | null {
  if (step === 'buncos') return (r) => r.buncos
  // points count only where they were entered for every round the player played
  if (step === 'points') return (r) => (r.pointsRounds === r.roundsPlayed ? r.points : null)
  return null
}

/** The chain's keys up to its roll-off step: a roll-off leaves players tied on paper. */
export function chainKeys(chain: readonly TieBreaker[]): RankKey<PlayerRecord>[] {
  const keys: RankKey<PlayerRecord>[] = []
  for (const step of chain) {
    const key = tieBreakKey(step)
    if (key === null) break
    keys.push(key)
  }
  return keys
}

/**
 * Splits a group of tied rows by a key, best first; a key missing for any row of the group
 * leaves that group as it is (applying it to some of them would not be fair).
 */
export function splitBy<T>(group: readonly T[], key: RankKey<T>): T[][] | null {
  const all = group.map((_, i) => i)
  const parts = splitGroup(group, all, key)
  return parts && parts.map((part) => part.map((i) => group[i] as T))
}

// A group of rows (positions in `rows`) split by a key: one stable sort by it, cut where it
// changes, so each part keeps the group's order (not a pass over the group for every value).
function splitGroup<T>(
  rows: readonly T[],
  group: readonly number[],
  key: RankKey<T>,
): number[][] | null {
  const values: number[] = []
  for (const i of group) {
    const value = key(rows[i] as T)
    if (value === null) return null
    values.push(value)
  }
  const at = (k: number): number => values[k] as number
  const order = values.map((_, k) => k).sort((a, b) => at(b) - at(a))
  const parts: number[][] = []
  let part: number[] = []
  let value = Number.NaN
  for (const k of order) {
    if (part.length > 0 && at(k) !== value) {
      parts.push(part)
      part = []
    }
    part.push(group[k] as number)
    value = at(k)
  }
  if (part.length > 0) parts.push(part)
  return parts
}

// One collator for every ranking: localeCompare with options builds one at each comparison.
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

// Each name's place in the collator's order as last ranked, names it calls equal sharing one: a
// night ranks the same names change after change, and numbers compare far faster than names do
// (the collator was most of ranking a room of 400). Kept while every name ranked is in it.
let nameOrder = new Map<string, number>()

function orderOfNames(names: readonly string[]): Map<string, number> {
  if (names.every((n) => nameOrder.has(n))) return nameOrder
  const sorted = [...new Set(names)].sort(byName.compare)
  const order = new Map<string, number>()
  let at = 0
  sorted.forEach((name, i) => {
    if (i > 0 && byName.compare(sorted[i - 1] as string, name) !== 0) at = i
    order.set(name, at)
  })
  nameOrder = order
  return order
}

/**
 * Ranks rows as `rankBy` does, building each ranked row once with `placed` (the standings make
 * their rows there rather than copying each row twice).
 */
export function rankInto<T, U>(
  rows: readonly T[],
  keys: readonly RankKey<T>[],
  nameOf: (row: T) => string,
  placed: (row: T, place: number) => U,
): U[] {
  // groups of tied rows as positions in `rows`, best group first, each in the rows' order
  let groups: number[][] = rows.length > 0 ? [rows.map((_, i) => i)] : []
  for (const key of keys) {
    const next: number[][] = []
    for (const group of groups) {
      const parts = group.length > 1 ? splitGroup(rows, group, key) : null
      if (parts === null) next.push(group)
      else for (const part of parts) next.push(part)
    }
    groups = next
  }
  const names = rows.map(nameOf)
  const order = orderOfNames(names)
  const at = names.map((name) => order.get(name) as number)
  const out: U[] = []
  for (const group of groups) {
    const place = out.length + 1
    const named =
      group.length > 1 ? [...group].sort((a, b) => (at[a] as number) - (at[b] as number)) : group
    for (const i of named) out.push(placed(rows[i] as T, place))
  }
  return out
}

/** Ranks rows by the keys in turn (each applied within the groups still tied), then by name. */
export function rankBy<T>(
  rows: readonly T[],
  keys: readonly RankKey<T>[],
  nameOf: (row: T) => string,
): Placed<T>[] {
  return rankInto(rows, keys, nameOf, (row, place) => ({ ...row, place }))
}

/** A key that puts a settled roll-off's winner above the players it was rolled against. */
function rollOffKey(pick: string | undefined): RankKey<PlayerRecord> | null {
  return pick === undefined ? null : (r) => (r.player === pick ? 1 : 0)
}

// The keys the night's players rank by, as `rankPlayers` describes.
function playerKeys(
  rules: Pick<HouseRules, 'tieBreak' | 'prizes'>,
  rollOffs: RollOffWinners,
): RankKey<PlayerRecord>[] {
  const chain = chainKeys(rules.tieBreak)
  const prize = rules.prizes.find((p) => p.category === 'mostWins' && p.enabled)
  const pick = prize ? rollOffKey(rollOffs.mostWins) : null
  const wins: RankKey<PlayerRecord> = (r) => r.wins
  if (pick === null) return [wins, ...chain]
  return prize?.tie === 'rollOff' ? [wins, pick, ...chain] : [wins, ...chain, pick]
}

/**
 * The night's standings: most wins, then the night's tie-break chain, then by name; ties share a
 * place. A settled "Most wins" roll-off orders its players as the prize does: its winner first,
 * after the chain (or before it, when that prize goes straight to a roll-off).
 */
export function rankPlayers<T extends PlayerRecord>(
  records: readonly T[],
  rules: Pick<HouseRules, 'tieBreak' | 'prizes'>,
  nameOf: (row: T) => string,
  rollOffs: RollOffWinners,
): Placed<T>[] {
  return rankBy(records, playerKeys(rules, rollOffs), nameOf)
}

/** Ranks the night's players as `rankPlayers` does, each ranked row built once by `placed`. */
export function rankPlayersInto<T extends PlayerRecord, U>(
  records: readonly T[],
  rules: Pick<HouseRules, 'tieBreak' | 'prizes'>,
  nameOf: (row: T) => string,
  rollOffs: RollOffWinners,
  placed: (row: T, place: number) => U,
): U[] {
  return rankInto(records, playerKeys(rules, rollOffs), nameOf, placed)
}
