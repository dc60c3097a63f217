// A big room's playoff: after the qualifying rounds the night's ranking cuts a final field of
// 16, 8 or 4 players, seeds them at the head tables, and plays them down to a champion.
import { BuncoRuleError, fail, problem } from './errors'
import type { TieBreaker } from './rules'
import { chainKeys, splitBy, type RankKey } from './standings'
import type { PlayerRecord } from './tally'
import type { Seat } from './types'

/** The sizes a final field may take: always whole tables of four. */
export const PLAYOFF_FIELDS = [16, 8, 4] as const
/** One of PLAYOFF_FIELDS. */
export type PlayoffField = (typeof PLAYOFF_FIELDS)[number]

/** The cut: who is through, and the players the chain cannot separate across the cut line. */
export interface PlayoffCut {
  field: PlayoffField
  /** Players through, best first (seeding order); all of the field once the roll-off is in. */
  through: string[]
  /** Players tied across the cut on wins and the chain: `places` of them go through by a roll-off. */
  rollOff: { players: string[]; places: number } | null
}

function checkField(field: number, players: number): asserts field is PlayoffField {
  if (!PLAYOFF_FIELDS.some((f) => f === field))
    fail('invalid-playoff', 'playoff.field', { got: field, allowed: PLAYOFF_FIELDS.join(', ') })
  if (field > players) fail('invalid-playoff', 'playoff.tooFew', { field, players })
}

/** Groups of players the night's ranking cannot separate (most wins, then the chain), best first. */
function tiedGroups(
  records: readonly PlayerRecord[],
  chain: readonly TieBreaker[],
): PlayerRecord[][] {
  const wins: RankKey<PlayerRecord> = (r) => r.wins
  let groups: PlayerRecord[][] = records.length > 0 ? [[...records]] : []
  for (const key of [wins, ...chainKeys(chain)]) {
    groups = groups.flatMap((g) => (g.length > 1 ? (splitBy(g, key) ?? [g]) : [g]))
  }
  // inside a group the order is the player's id: fixed for the same input, and no one's advantage
  return groups.map((g) => [...g].sort((a, b) => (a.player < b.player ? -1 : 1)))
}

function checkPicks(picks: readonly string[], tied: readonly string[], places: number): void {
  const unique = new Set(picks)
  const wrong = picks.find((p) => !tied.includes(p))
  if (wrong !== undefined || unique.size !== picks.length || picks.length !== places) {
    const params = { places, players: tied.join(', '), got: picks.join(', ') }
    throw new BuncoRuleError('invalid-playoff', [problem('playoff.rollOffPicks', params)])
  }
}

/**
 * Cuts the final field from the qualifying records (ghosts have none): most wins, then the
 * night's tie-break chain up to its roll-off step. Where the chain cannot separate players across
 * the cut line, they roll off for the places left; `picks` are that roll-off's winners, best first.
 */
export function playoffCut(
  records: readonly PlayerRecord[],
  tieBreak: readonly TieBreaker[],
  field: number,
  picks: readonly string[] = [],
): PlayoffCut {
  checkField(field, records.length)
  const through: string[] = []
  for (const group of tiedGroups(records, tieBreak)) {
    const places = field - through.length
    if (places <= 0) break
    const names = group.map((r) => r.player)
    if (names.length <= places) {
      through.push(...names)
      continue
    }
    if (picks.length === 0) return { field, through, rollOff: { players: names, places } }
    checkPicks(picks, names, places)
    through.push(...picks)
  }
  return { field, through, rollOff: null }
}

/** One playoff table: its number (1 is the head table) and who sits where. */
export interface PlayoffTable {
  table: number
  seats: Record<Seat, string>
}

/**
 * Seats a field, best seed at the head table: seeds are dealt to tables in a snake (1, 2, …, n,
 * then n, …, 1) so every table gets as strong a four as the others; at each table the best and
 * the weakest seed are partners, as are the two between.
 */
export function playoffSeating(through: readonly string[]): PlayoffTable[] {
  if (through.length === 0 || through.length % 4 !== 0)
    fail('invalid-playoff', 'playoff.field', {
      got: through.length,
      allowed: PLAYOFF_FIELDS.join(', '),
    })
  const count = through.length / 4
  const dealt: string[][] = Array.from({ length: count }, () => [])
  through.forEach((player, i) => {
    const lap = Math.floor(i / count)
    const at = i % count
    dealt[lap % 2 === 0 ? at : count - 1 - at]?.push(player)
  })
  return dealt.map((four, i) => {
    const [best, second, third, weakest] = four as [string, string, string, string]
    return { table: i + 1, seats: { N: best, S: weakest, E: second, W: third } }
  })
}

/**
 * The players a playoff round sends on: each table's winners (its winning pair, or its winner in
 * individual play), in table order. At the last table they are the champions.
 */
export function playoffWinners(
  tables: readonly PlayoffTable[],
  winners: ReadonlyMap<number, readonly Seat[]>,
): string[] {
  return tables.flatMap(({ table, seats }) => {
    const seated = winners.get(table)
    if (!seated || seated.length === 0) fail('invalid-playoff', 'playoff.tableUnplayed', { table })
    return seated.map((seat) => seats[seat])
  })
}
