import { meetings, type Source } from './moves'
import { PairCosts } from './costs'
import { draftMembers, type TableDraft } from './movement'
import { layoutsOf, preferredLayouts, seatsFor, type Layout, type PairingContext } from './pairing'
import { bestChoices, type Term } from './search'
import type { Seat } from './types'

/** Seats every table of the next round from its draft; the engine's is `chooseSeating`. */
export type SeatingChooser = (
  drafts: readonly TableDraft[],
  ctx: PairingContext,
) => Record<Seat, string>[]

/** Four positions at a table. */
type Team4 = readonly [number, number, number, number]

/** A table's allowed choices and its four players numbered. */
interface Choices {
  /** The draft's members, in `draftMembers` order, and their numbers. */
  ids: string[]
  players: number[]
  layouts: Layout[]
  /** Per layout, the positions in `players` of N, S, E and W: the NS team, then the EW team. */
  teams: Team4[]
}

// Everything below runs for every table and choice on every round, often before the JIT has
// warmed up: one loop over all tables per step, indexed loops and no destructuring keep it cheap.

function choicesOf(drafts: readonly TableDraft[], ctx: PairingContext): Choices[] {
  const out: Choices[] = []
  for (let k = 0; k < drafts.length; k++) {
    const draft = drafts[k] as TableDraft
    const ids = draftMembers(draft)
    const players: number[] = []
    for (let i = 0; i < ids.length; i++) players.push(ctx.stats.no(ids[i] as string))
    const all = layoutsOf(draft)
    const layouts: Layout[] = []
    const teams: Team4[] = []
    const kept = preferredLayouts(draft, players, ctx)
    for (let i = 0; i < kept.length; i++) {
      const l = all[kept[i] as number] as Layout
      layouts.push(l)
      teams.push([l[0], l[2], l[1], l[3]])
    }
    out.push({ ids, players, layouts, teams })
  }
  return out
}

function ownCosts(tables: readonly Choices[], costs: PairCosts): Float64Array[] {
  // typed arrays keep one shape whether the costs are whole or not, which the JIT prefers
  const out: Float64Array[] = []
  for (let k = 0; k < tables.length; k++) {
    const { players: p, teams } = tables[k] as Choices
    const own = new Float64Array(teams.length)
    for (let o = 0; o < teams.length; o++) {
      const t = teams[o] as Team4
      const n = p[t[0]] ?? 0
      const s = p[t[1]] ?? 0
      const e = p[t[2]] ?? 0
      const w = p[t[3]] ?? 0
      const opponents =
        costs.opposed(n, e) + costs.opposed(n, w) + costs.opposed(s, e) + costs.opposed(s, w)
      own[o] = costs.of(n, s) + costs.of(e, w) + 1e-4 * opponents
    }
    out.push(own)
  }
  return out
}

/** The better of the two ways the pairs on rows p, q and columns u, v of c can cross over. */
function crossing(c: Float64Array, p: number, q: number, u: number, v: number): number {
  const one = (c[p + u] as number) + (c[q + v] as number)
  const two = (c[p + v] as number) + (c[q + u] as number)
  return one < two ? one : two
}

const PAIR_COSTS = new Float64Array(16)
const NO_CHOICES: Choices = { ids: [], players: [], layouts: [], teams: [] }

/** For each meeting next round, the expected cost for each pair of choices at its two source tables. */
function meetingTerms(
  sources: readonly [Source, Source][],
  tables: readonly Choices[],
  costs: PairCosts,
): Term[] {
  const terms: Term[] = []
  const c = PAIR_COSTS
  for (let m = 0; m < sources.length; m++) {
    const pair = sources[m] as [Source, Source]
    const a = pair[0].from - 1
    const b = pair[1].from - 1
    const ta = tables[a] ?? NO_CHOICES
    const tb = tables[b] ?? NO_CHOICES
    // each new pair joins one player from each table, so 16 pair costs cover every choice
    for (let i = 0; i < 16; i++) c[i] = costs.of(ta.players[i >> 2] ?? 0, tb.players[i & 3] ?? 0)
    // where in a Team4 the pair leaving sits when NS wins (i) and when EW wins (j)
    const ia = pair[0].won ? 0 : 2
    const ja = 2 - ia
    const ib = pair[1].won ? 0 : 2
    const jb = 2 - ib
    const width = tb.teams.length
    const cost = new Float64Array(ta.teams.length * width)
    for (let x = 0; x < ta.teams.length; x++) {
      const tx = ta.teams[x] as Team4
      const p = (tx[ia] as number) * 4
      const q = (tx[ia + 1] as number) * 4
      const r = (tx[ja] as number) * 4
      const s = (tx[ja + 1] as number) * 4
      for (let y = 0; y < width; y++) {
        const ty = tb.teams[y] as Team4
        const u = ty[ib] as number
        const v = ty[ib + 1] as number
        const w = ty[jb] as number
        const z = ty[jb + 1] as number
        // both outcomes at both tables; next round the two teams split and cross over
        const sum =
          crossing(c, p, q, u, v) +
          crossing(c, p, q, w, z) +
          crossing(c, r, s, u, v) +
          crossing(c, r, s, w, z)
        cost[x * width + y] = sum / 4
      }
    }
    terms.push({ a, b, width, cost })
  }
  return terms
}

/** The engine's choice for `mix` and `classic`: the allowed seating with the fewest repeats now and expected next round. */
export const chooseSeating: SeatingChooser = (drafts, ctx) => {
  const tables = choicesOf(drafts, ctx)
  // every player is numbered by now, as PairCosts needs
  const costs = new PairCosts(ctx.stats, ctx.realCount)
  const lookahead = drafts.length > 1 && drafts.every((d) => !d.rotate)
  const terms = lookahead ? meetingTerms(meetings(ctx.movement, drafts.length), tables, costs) : []
  const best = bestChoices(ownCosts(tables, costs), terms)
  return tables.map(({ ids, layouts }, k) =>
    seatsFor(ids, (layouts[best[k] ?? 0] ?? layouts[0]) as Layout),
  )
}
