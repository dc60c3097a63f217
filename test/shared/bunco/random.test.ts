import { describe, expect, it } from 'vitest'
import { createRandom, digitalRollOff, seedFrom, shuffled } from '../../../src/shared/bunco'

describe('seeded random source', () => {
  it('the same seed gives the same sequence, and the state resumes it', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const first = [a.next(), a.next(), a.die()]
    expect([b.next(), b.next(), b.die()]).toEqual(first)
    const resumed = createRandom(a.state)
    expect(resumed.int(1000)).toBe(a.int(1000))
  })

  it('dice are fair: each face close to 1/6 over many rolls', () => {
    const random = createRandom(7)
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60000; i++) counts[random.die() - 1]!++
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400)
  })

  it('seedFrom mixes parts; shuffled keeps every item', () => {
    expect(seedFrom('a', 1)).toBe(seedFrom('a', 1))
    expect(seedFrom('a', 1)).not.toBe(seedFrom('a', 2))
    expect(shuffled([1, 2, 3, 4, 5], createRandom(1)).sort()).toEqual([1, 2, 3, 4, 5])
  })
})

describe('digital roll-off', () => {
  it('the highest total of 3 dice wins; tied leaders re-roll', () => {
    for (let seed = 0; seed < 50; seed++) {
      const off = digitalRollOff(['ann', 'bo', 'cy'], createRandom(seed))
      const last = off.rounds.at(-1)!
      const best = Math.max(...last.map((t) => t.total))
      expect(last.filter((t) => t.total === best).map((t) => t.player)).toEqual([off.winner])
      for (let i = 1; i < off.rounds.length; i++) {
        const prev = off.rounds[i - 1]!
        const top = Math.max(...prev.map((t) => t.total))
        expect(off.rounds[i]!.map((t) => t.player)).toEqual(
          prev.filter((t) => t.total === top).map((t) => t.player),
        )
      }
    }
  })

  it('refuses an empty or doubled list', () => {
    expect(() => digitalRollOff([], createRandom(1))).toThrow(/at least one player/)
    expect(() => digitalRollOff(['a', 'a'], createRandom(1))).toThrow(/twice/)
  })
})
