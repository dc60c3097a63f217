// Pearson's chi-square test, to check that draws fall on sold tickets as often as their share
// says: the p-value is the upper regularised incomplete gamma function Q(df/2, x/2).
import { rangeOf, rangeSize, soldCount, type RaffleBook } from './raffle'

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0 (Lanczos, g = 7): about 15 significant digits. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = 0.99999999999980993
  LANCZOS.forEach((c, i) => (sum += c / (z + i + 1)))
  const t = z + LANCZOS.length - 0.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

/** P(a, x) by its series, good where x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a
  let sum = term
  for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
    term *= x / (a + n)
    sum += term
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a))
}

/** Q(a, x) by its continued fraction (modified Lentz), good where x >= a + 1. */
function upperFraction(a: number, x: number): number {
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    d = Math.abs(d) < tiny ? tiny : d
    c = b + an / c
    c = Math.abs(c) < tiny ? tiny : c
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h
}

/** The upper regularised incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x)
}

/** The chance of a chi-square statistic at least this large with `df` degrees of freedom. */
export function chiSquareP(statistic: number, df: number): number {
  if (!(df > 0)) return 1
  return Math.min(1, Math.max(0, upperGammaQ(df / 2, statistic / 2)))
}

/** Pearson's statistic: the sum over bins of (observed − expected)² / expected. */
export function chiSquareStatistic(
  observed: readonly number[],
  expected: readonly number[],
): number {
  let sum = 0
  observed.forEach((o, i) => {
    const e = expected[i] ?? 0
    if (e > 0) sum += ((o - e) * (o - e)) / e
  })
  return sum
}

/**
 * The p-value that drawn tickets fall on the sold ranges in proportion to their sizes (one bin
 * per sold range); a ticket never sold makes it 0, since it should never have been drawn.
 */
export function drawChiSquareP(book: RaffleBook, drawnTickets: readonly number[]): number {
  const sold = soldCount(book)
  if (sold === 0 || drawnTickets.length === 0) return 1
  const bin = new Map(book.ranges.map((r, i) => [r, i]))
  const observed = book.ranges.map(() => 0)
  for (const ticket of drawnTickets) {
    const range = rangeOf(book, ticket)
    if (!range) return 0
    const i = bin.get(range) as number
    observed[i] = (observed[i] ?? 0) + 1
  }
  const expected = book.ranges.map((r) => (drawnTickets.length * rangeSize(r)) / sold)
  return chiSquareP(chiSquareStatistic(observed, expected), book.ranges.length - 1)
}
