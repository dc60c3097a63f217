import { describe, expect, it } from 'vitest'
import { createRandom, diceChiSquare, fairDice, fairSeed } from '../../../src/shared/bunco'

/** A seeded stand-in for crypto.getRandomValues. */
function seededBytes(seed: number) {
  const random = createRandom(seed)
  return (bytes: Uint8Array): Uint8Array => {
    for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(256)
    return bytes
  }
}

/** A source that hands out the given bytes in order, then repeats them. */
function scripted(values: number[]) {
  let i = 0
  return (bytes: Uint8Array): Uint8Array => {
    for (let k = 0; k < bytes.length; k++) bytes[k] = values[i++ % values.length]!
    return bytes
  }
}

describe('fair dice', () => {
  it('600,000 seeded rolls: each face within ±1% of 1/6, chi-square p > 0.001', () => {
    const source = seededBytes(2026)
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 200_000; i++) for (const d of fairDice(source, 3)) counts[d - 1]! += 1
    const total = counts.reduce((a, b) => a + b, 0)
    expect(total).toBe(600_000)
    for (const c of counts) expect(Math.abs(c / total - 1 / 6)).toBeLessThan(0.01)
    expect(diceChiSquare(counts).p).toBeGreaterThan(0.001)
  })

  it('bytes 252–255 are thrown away, so no face is favoured', () => {
    expect(fairDice(scripted([252, 253, 254, 255, 0, 5, 251]), 3)).toEqual([1, 6, 6])
    expect(fairDice(scripted([255, 255, 255, 255, 255, 255, 7]), 1)).toEqual([2])
  })

  it('rolls as many dice as asked, each 1–6', () => {
    const source = seededBytes(9)
    for (const n of [1, 3, 4]) {
      const dice = fairDice(source, n)
      expect(dice).toHaveLength(n)
      for (const d of dice) expect(d >= 1 && d <= 6 && Number.isInteger(d)).toBe(true)
    }
  })

  it('a seed is a whole 32-bit number made of four bytes', () => {
    expect(fairSeed(scripted([1, 0, 0, 0]))).toBe(1)
    expect(fairSeed(scripted([255, 255, 255, 255]))).toBe(0xffffffff)
  })

  it('the chi-square p-value matches the tables for 5 degrees of freedom', () => {
    // counts chosen so the statistic is known: χ² = Σ (c − e)² / e with e = 100
    const even = diceChiSquare([100, 100, 100, 100, 100, 100])
    expect(even.statistic).toBe(0)
    expect(even.p).toBeCloseTo(1, 6)
    const at = (x: number): number => {
      // spread the statistic over two faces: (d² + d²) / 100 = x
      const d = Math.sqrt((x * 100) / 2)
      return diceChiSquare([100 + d, 100 - d, 100, 100, 100, 100]).p
    }
    expect(at(11.0705)).toBeCloseTo(0.05, 4)
    expect(at(15.0863)).toBeCloseTo(0.01, 4)
    expect(at(20.515)).toBeCloseTo(0.001, 4)
    expect(at(1.1455)).toBeCloseTo(0.95, 3)
  })

  it('a loaded die is caught', () => {
    const counts = [0, 0, 0, 0, 0, 0]
    const random = createRandom(5)
    for (let i = 0; i < 600_000; i++) {
      // a six a little more often: 1 time in 100 the die is turned to six
      const d = random.int(100) === 0 ? 6 : random.die()
      counts[d - 1]! += 1
    }
    expect(diceChiSquare(counts).p).toBeLessThan(0.001)
  })
})
