import { meetings, OUTCOMES, type Source } from './lookahead'
import type { Pair, TableDraft } from './movement'
import {
  opponentCost,
  pairCost,
  preferredOptions,
  seatingCost,
  type PairingContext,
  type SeatOption,
} from './pairing'
import type { Seat } from './types'

/** Seats every table of the next round from its draft; the engine's is `chooseSeating`. */
export type SeatingChooser = (
  drafts: readonly TableDraft[],
  ctx: PairingContext,
) => Record<Seat, string>[]

/** How much the expected repeats of the following round weigh against this round's. */
const LOOKAHEAD_WEIGHT = 1
/** Up to this many tables every combination of choices is tried; above it, local improvement. */
const EXHAUSTIVE_TABLES = 6

function leaving(seats: Record<Seat, string>, winner: 'NS' | 'EW', won: boolean): Pair {
  const ns = (winner === 'NS') === won
  return ns ? [seats.N, seats.S] : [seats.E, seats.W]
}

function meetCost(a: Pair, b: Pair, ctx: PairingContext): number {
  // next round the two teams split and cross over; the better of the two crossings is taken
  const one = pairCost(a[0], b[0], ctx) + pairCost(a[1], b[1], ctx)
  const two = pairCost(a[0], b[1], ctx) + pairCost(a[1], b[0], ctx)
  return Math.min(one, two)
}

/** Expected cost at one table next round, for each pair of choices at the two tables feeding it. */
function meetingTable(
  [sa, sb]: [Source, Source],
  options: readonly SeatOption[][],
  ctx: PairingContext,
): number[][] {
  const oa = options[sa.from - 1] ?? []
  const ob = options[sb.from - 1] ?? []
  return oa.map((x) =>
    ob.map((y) => {
      let sum = 0
      for (const wa of OUTCOMES) {
        for (const wb of OUTCOMES) {
          sum += meetCost(leaving(x.seats, wa, sa.won), leaving(y.seats, wb, sb.won), ctx)
        }
      }
      return sum / 4
    }),
  )
}

/** The engine's choice for `mix` and `classic`: the allowed seating with the fewest repeats now and expected next round. */
export const chooseSeating: SeatingChooser = (drafts, ctx) => {
  const options = drafts.map((d) => preferredOptions(d, ctx))
  const own = options.map((list) =>
    list.map((o) => seatingCost(o.seats, ctx) + 1e-4 * opponentCost(o.seats, ctx)),
  )
  const lookahead = drafts.length > 1 && drafts.every((d) => !d.rotate)
  const terms = lookahead
    ? meetings(drafts.length, ctx.movement).map((m) => ({
        a: m[0].from - 1,
        b: m[1].from - 1,
        cost: meetingTable(m, options, ctx),
      }))
    : []
  const total = (pick: readonly number[]): number => {
    let sum = 0
    pick.forEach((p, k) => (sum += own[k]?.[p] ?? 0))
    for (const t of terms) sum += LOOKAHEAD_WEIGHT * (t.cost[pick[t.a] ?? 0]?.[pick[t.b] ?? 0] ?? 0)
    return sum
  }
  const sizes = options.map((list) => list.length)
  let best = own.map((costs) => costs.indexOf(Math.min(...costs)))
  if (drafts.length <= EXHAUSTIVE_TABLES) {
    let bestCost = total(best)
    const pick = sizes.map(() => 0)
    for (;;) {
      const cost = total(pick)
      if (cost < bestCost - 1e-9) {
        bestCost = cost
        best = [...pick]
      }
      let k = 0
      while (k < pick.length && (pick[k] = ((pick[k] ?? 0) + 1) % (sizes[k] ?? 1)) === 0) k++
      if (k === pick.length) break
    }
  } else {
    // local improvement: only the terms touching table k change when k changes its choice
    const touching = best.map((_, k) => terms.filter((t) => t.a === k || t.b === k))
    const local = (pick: readonly number[], k: number): number => {
      let sum = own[k]?.[pick[k] ?? 0] ?? 0
      for (const t of touching[k] ?? [])
        sum += LOOKAHEAD_WEIGHT * (t.cost[pick[t.a] ?? 0]?.[pick[t.b] ?? 0] ?? 0)
      return sum
    }
    for (let sweep = 0, changed = true; changed && sweep < 8; sweep++) {
      changed = false
      for (let k = 0; k < best.length; k++) {
        const trial = [...best]
        let here = local(best, k)
        for (let p = 0; p < (sizes[k] ?? 0); p++) {
          trial[k] = p
          const cost = local(trial, k)
          if (cost < here - 1e-9) {
            here = cost
            best = [...trial]
            changed = true
          }
        }
      }
    }
  }
  return options.map((list, k) => (list[best[k] ?? 0] ?? list[0]) as SeatOption).map((o) => o.seats)
}
