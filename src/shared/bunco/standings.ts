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
  const values = group.map(key)
  if (values.some((v) => v === null)) return null
  const order = [...new Set(values as number[])].sort((a, b) => b - a)
  return order.map((v) => group.filter((_, i) => values[i] === v))
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

/** Ranks rows by the keys in turn (each applied within the groups still tied), then by name. */
export function rankBy<T>(
  rows: readonly T[],
  keys: readonly RankKey<T>[],
  nameOf: (row: T) => string,
): Placed<T>[] {
  let groups: T[][] = rows.length > 0 ? [[...rows]] : []
  for (const key of keys) {
    groups = groups.flatMap((g) => (g.length > 1 ? (splitBy(g, key) ?? [g]) : [g]))
  }
  const order = orderOfNames(rows.map(nameOf))
  const at = (row: T): number => order.get(nameOf(row)) as number
  const out: Placed<T>[] = []
  for (const group of groups) {
    const place = out.length + 1
    const named = [...group].sort((a, b) => at(a) - at(b))
    for (const row of named) out.push({ ...row, place })
  }
  return out
}

/** A key that puts a settled roll-off's winner above the players it was rolled against. */
function rollOffKey(pick: string | undefined): RankKey<PlayerRecord> | null {
  return pick === undefined ? null : (r) => (r.player === pick ? 1 : 0)
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
  const chain = chainKeys(rules.tieBreak)
  const prize = rules.prizes.find((p) => p.category === 'mostWins' && p.enabled)
  const pick = prize ? rollOffKey(rollOffs.mostWins) : null
  const wins: RankKey<T> = (r) => r.wins
  if (pick === null) return rankBy(records, [wins, ...chain], nameOf)
  const keys = prize?.tie === 'rollOff' ? [wins, pick, ...chain] : [wins, ...chain, pick]
  return rankBy(records, keys, nameOf)
}
