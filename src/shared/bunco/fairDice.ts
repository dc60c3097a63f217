// Dice from a cryptographic source (the dice roller, the solo game's new games): every face
// exactly equally likely, by rejecting the bytes that would favour some faces.

/** Fills a byte array with random bytes: `crypto.getRandomValues`, or a stand-in in tests. */
export type ByteSource = (bytes: Uint8Array) => Uint8Array

// 252 is the largest multiple of 6 that fits a byte: bytes 252–255 are rolled again
const FAIR_LIMIT = 252

/** Rolls `count` fair dice from the byte source (rejection sampling, no modulo bias). */
export function fairDice(source: ByteSource, count: number): number[] {
  const dice: number[] = []
  const bytes = new Uint8Array(count * 2)
  while (dice.length < count) {
    source(bytes)
    for (let i = 0; i < bytes.length && dice.length < count; i++) {
      const b = bytes[i] as number
      if (b < FAIR_LIMIT) dice.push((b % 6) + 1)
    }
  }
  return dice
}

/** A fair 32-bit seed from the byte source (for a new seeded game). */
export function fairSeed(source: ByteSource): number {
  const bytes = source(new Uint8Array(4))
  return (
    ((bytes[0] ?? 0) |
      ((bytes[1] ?? 0) << 8) |
      ((bytes[2] ?? 0) << 16) |
      ((bytes[3] ?? 0) << 24)) >>>
    0
  )
}

// erfc by Abramowitz and Stegun 7.1.26 (error below 1.5e-7): enough to tell p > 0.001
function erfc(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x))
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const value = poly * Math.exp(-x * x)
  return x >= 0 ? value : 2 - value
}

/**
 * How surprising six face counts are for a fair die: the chi-square statistic (5 degrees of
 * freedom) and its p-value, P(χ² ≥ statistic), from the closed form for odd degrees of freedom.
 */
export function diceChiSquare(counts: readonly number[]): { statistic: number; p: number } {
  const total = counts.reduce((a, b) => a + b, 0)
  const expected = total / 6
  const statistic = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0)
  const x = statistic
  const p = erfc(Math.sqrt(x / 2)) + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2) * (1 + x / 3)
  return { statistic, p: Math.min(1, Math.max(0, p)) }
}
