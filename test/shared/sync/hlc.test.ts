import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_COUNTER,
  compareHlc,
  formatHlc,
  parseHlc,
  receive,
  startClock,
  tick,
  type Hlc,
} from '../../../src/shared/sync/hlc'

const HOUR = 3_600_000
const BASE = Date.UTC(2026, 11, 1, 19)

describe('the hybrid logical clock', () => {
  it('ticks forward on one laptop, within a millisecond and when the clock goes back', () => {
    let c = startClock('ann1')
    const stamps: Hlc[] = []
    for (const now of [BASE, BASE, BASE + 5, BASE - HOUR, BASE - HOUR, BASE + 6]) {
      c = tick(c, now)
      stamps.push(c)
    }
    for (let i = 1; i < stamps.length; i++)
      expect(compareHlc(stamps[i - 1] as Hlc, stamps[i] as Hlc)).toBeLessThan(0)
    // the clock that went back an hour keeps counting from what it had already said
    expect(stamps[3]).toEqual({ wall: BASE + 5, counter: 1, laptop: 'ann1' })
  })

  it('orders an event after everything its laptop had read, clocks six hours apart', () => {
    const fast = tick(startClock('bea2'), BASE + 6 * HOUR)
    const slow = receive(startClock('ann1'), fast, BASE)
    expect(compareHlc(fast, slow)).toBeLessThan(0)
    expect(compareHlc(fast, tick(slow, BASE + 1))).toBeLessThan(0)
  })

  it('breaks a tie of wall and counter by laptop id, the same way on every laptop', () => {
    const a = { wall: BASE, counter: 3, laptop: 'ann1' }
    const b = { wall: BASE, counter: 3, laptop: 'bea2' }
    expect(compareHlc(a, b)).toBeLessThan(0)
    expect(compareHlc(b, a)).toBeGreaterThan(0)
    expect(compareHlc(a, { ...a })).toBe(0)
  })

  it('moves to the next millisecond when a counter would overflow', () => {
    const full = { wall: BASE, counter: MAX_COUNTER, laptop: 'ann1' }
    expect(tick(full, BASE)).toEqual({ wall: BASE + 1, counter: 0, laptop: 'ann1' })
  })

  it('reads back what it writes, and nothing else', () => {
    const c = { wall: BASE, counter: 42, laptop: 'laptop7' }
    expect(parseHlc(formatHlc(c))).toEqual(c)
    expect(parseHlc('nonsense')).toBeNull()
    expect(parseHlc(formatHlc(c).replace('laptop7', 'LAPTOP7'))).toBeNull()
    expect(() => startClock('Ann’s laptop')).toThrow()
  })

  it('keeps causality and one order over seeded random laptops with skewed clocks', () => {
    const laptops = ['ann1', 'bea2', 'cat3']
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -6 * HOUR, max: 6 * HOUR }), { minLength: 3, maxLength: 3 }),
        fc.array(
          fc.record({
            who: fc.integer({ min: 0, max: 2 }),
            hears: fc.option(fc.integer({ min: 0, max: 2 })),
            step: fc.integer({ min: 0, max: 5000 }),
          }),
          { minLength: 1, maxLength: 200 },
        ),
        (skews, steps) => {
          const clocks = laptops.map((id) => startClock(id))
          const last: (Hlc | null)[] = [null, null, null]
          let now = BASE
          const all: Hlc[] = []
          for (const s of steps) {
            now += s.step
            const here = now + (skews[s.who] ?? 0)
            let clock = clocks[s.who] as Hlc
            const heard = s.hears === null ? null : last[s.hears]
            if (heard) clock = receive(clock, heard, here)
            const stamped = tick(clock, here)
            // after what it heard, and after its own last event
            if (heard) expect(compareHlc(heard, stamped)).toBeLessThan(0)
            const own = last[s.who]
            if (own) expect(compareHlc(own, stamped)).toBeLessThan(0)
            clocks[s.who] = stamped
            last[s.who] = stamped
            all.push(stamped)
          }
          // the text form sorts exactly as the clocks do, and no two events share a stamp
          const byText = [...all].sort((a, b) => (formatHlc(a) < formatHlc(b) ? -1 : 1))
          const byClock = [...all].sort(compareHlc)
          expect(byText).toEqual(byClock)
          expect(new Set(all.map(formatHlc)).size).toBe(all.length)
        },
      ),
      { seed: 5, numRuns: 300 },
    )
  })
})
