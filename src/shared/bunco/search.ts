/** How much the expected repeats of the following round weigh against this round's. */
const LOOKAHEAD_WEIGHT = 1
/** Up to this many tables every combination of choices is tried; above it, local improvement. */
const EXHAUSTIVE_TABLES = 6

/** A cost shared by two tables' choices: `cost[x * width + y]` when a takes x and b takes y. */
export interface Term {
  a: number
  b: number
  width: number
  cost: Float64Array
}

function termCost(t: Term, pick: readonly number[]): number {
  return LOOKAHEAD_WEIGHT * (t.cost[(pick[t.a] ?? 0) * t.width + (pick[t.b] ?? 0)] ?? 0)
}

function total(
  own: readonly Float64Array[],
  terms: readonly Term[],
  pick: readonly number[],
): number {
  let sum = 0
  for (let k = 0; k < pick.length; k++) sum += own[k]?.[pick[k] ?? 0] ?? 0
  for (let i = 0; i < terms.length; i++) sum += termCost(terms[i] as Term, pick)
  return sum
}

function everyCombination(
  own: readonly Float64Array[],
  terms: readonly Term[],
  start: number[],
): number[] {
  let best = start
  let bestCost = total(own, terms, best)
  const pick = own.map(() => 0)
  for (;;) {
    const cost = total(own, terms, pick)
    if (cost < bestCost - 1e-9) {
      bestCost = cost
      best = [...pick]
    }
    let k = 0
    while (k < pick.length && (pick[k] = ((pick[k] ?? 0) + 1) % (own[k]?.length ?? 1)) === 0) k++
    if (k === pick.length) return best
  }
}

function local(
  own: readonly Float64Array[],
  terms: readonly Term[],
  touching: readonly number[][],
  best: readonly number[],
  k: number,
): number {
  let sum = own[k]?.[best[k] ?? 0] ?? 0
  const mine = touching[k] ?? []
  // an indexed loop, not for-of: this runs thousands of times a round, often before the JIT warms
  for (let i = 0; i < mine.length; i++) sum += termCost(terms[mine[i] as number] as Term, best)
  return sum
}

function improve(own: readonly Float64Array[], terms: readonly Term[], best: number[]): number[] {
  // only the terms touching table k change when k changes its choice
  const touching: number[][] = []
  for (let k = 0; k < best.length; k++) touching.push([])
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i] as Term
    touching[t.a]?.push(i)
    if (t.b !== t.a) touching[t.b]?.push(i)
  }
  for (let sweep = 0, changed = true; changed && sweep < 8; sweep++) {
    changed = false
    for (let k = 0; k < best.length; k++) {
      let here = local(own, terms, touching, best, k)
      let choice = best[k] ?? 0
      for (let p = 0; p < (own[k]?.length ?? 0); p++) {
        best[k] = p
        const cost = local(own, terms, touching, best, k)
        if (cost < here - 1e-9) {
          here = cost
          choice = p
          changed = true
        }
      }
      best[k] = choice
    }
  }
  return best
}

/** The first index of the lowest cost. */
function cheapest(costs: Float64Array): number {
  let best = 0
  for (let i = 1; i < costs.length; i++)
    if ((costs[i] as number) < (costs[best] as number)) best = i
  return best
}

/** Each table's choice with the lowest total of its own costs and the shared terms: every combination for a few tables, local improvement for many. */
export function bestChoices(own: readonly Float64Array[], terms: readonly Term[]): number[] {
  // built by push, not map: compiled code that reads it relies on arrays keeping one shape
  const start: number[] = []
  for (let k = 0; k < own.length; k++) start.push(cheapest(own[k] as Float64Array))
  return own.length <= EXHAUSTIVE_TABLES
    ? everyCombination(own, terms, start)
    : improve(own, terms, start)
}
