import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  rotationCycle,
  rotationTurns,
  slideAt,
  slotAt,
  slideShownAt,
  type RotatingSlide,
} from '../../../src/shared/slides'

interface S extends RotatingSlide {
  id: number
}

const slidesOf = (sponsors: readonly (string | null)[]): S[] =>
  sponsors.map((sponsor, i) => ({ id: i + 1, sponsor }))

/** Any list of slides from up to five sponsors and announcements, in any order. */
const slides = fc
  .array(fc.constantFrom('Acme', 'Bakery', 'Café', 'Dentist', 'Eve’s', null), {
    minLength: 1,
    maxLength: 14,
  })
  .map(slidesOf)

const key = (s: S): string => s.sponsor ?? '(announcement)'

function shares(list: readonly S[], from: number, slots: number): Map<string, number> {
  const counts = new Map<string, number>()
  for (const s of list) counts.set(key(s), 0)
  for (let slot = from; slot < from + slots; slot++) {
    const shown = slideAt(list, slot)
    if (shown) counts.set(key(shown), (counts.get(key(shown)) ?? 0) + 1)
  }
  return counts
}

describe('the slides’ rotation', () => {
  it('shows nothing without slides', () => {
    expect(slideAt([], 0)).toBeNull()
    expect(rotationTurns([])).toEqual([])
  })

  it('gives each sponsor a turn in order of their first slide, announcements last', () => {
    const list = slidesOf(['B', null, 'A', 'B', 'A', 'B'])
    const shown = Array.from({ length: 9 }, (_, slot) => slideAt(list, slot)?.id)
    // turns: B, A, announcement; B goes 1, 4, 6; A goes 3, 5
    expect(shown).toEqual([1, 3, 2, 4, 5, 2, 6, 3, 2])
  })

  it('one sponsor with many slides has no more time than one with a single slide', () => {
    const list = slidesOf(['Big', 'Big', 'Big', 'Big', 'Small'])
    expect(shares(list, 0, 100)).toEqual(
      new Map([
        ['Big', 50],
        ['Small', 50],
      ]),
    )
  })

  it('repeats itself after its cycle, and counts negative slots back', () => {
    const list = slidesOf(['A', 'A', 'B', 'B', 'B', null])
    // 3 turns, passes = lcm(2, 3, 1) = 6
    expect(rotationCycle(list)).toBe(18)
    for (let slot = 0; slot < 18; slot++) {
      expect(slideAt(list, slot + 18)).toBe(slideAt(list, slot))
      expect(slideAt(list, slot - 18)).toBe(slideAt(list, slot))
    }
  })

  it('finds the slot from the clock, the same for every screen', () => {
    expect(slotAt(0, 8000)).toBe(0)
    expect(slotAt(7999, 8000)).toBe(0)
    expect(slotAt(8000, 8000)).toBe(1)
    expect(slotAt(1_700_000_004_000, 8000)).toBe(212_500_000)
  })

  it('gives every sponsor the same share over any whole cycle (property)', () => {
    fc.assert(
      fc.property(slides, fc.integer({ min: -1000, max: 1000 }), (list, from) => {
        const cycle = rotationCycle(list)
        const counts = shares(list, from, cycle)
        const turns = rotationTurns(list).length
        for (const n of counts.values()) expect(n).toBe(cycle / turns)
      }),
      { seed: 38, numRuns: 300 },
    )
  })

  it('shows every slide of a sponsor equally often over a whole cycle (property)', () => {
    fc.assert(
      fc.property(slides, (list) => {
        const cycle = rotationCycle(list)
        const seen = new Map<number, number>()
        for (let slot = 0; slot < cycle; slot++) {
          const s = slideAt(list, slot)
          if (s) seen.set(s.id, (seen.get(s.id) ?? 0) + 1)
        }
        for (const turn of rotationTurns(list)) {
          const each = turn.map((s) => seen.get(s.id))
          expect(new Set(each).size).toBe(1)
        }
      }),
      { seed: 39, numRuns: 300 },
    )
  })

  it('never lets one sponsor be more than one slot ahead over any prefix (property)', () => {
    fc.assert(
      fc.property(slides, fc.integer({ min: 0, max: 400 }), (list, slots) => {
        const counts = [...shares(list, 0, slots).values()]
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
      }),
      { seed: 40, numRuns: 300 },
    )
  })
})

describe('the slide the room sees', () => {
  const items = slidesOf(['A', 'B'])
  const at = (status: 'setup' | 'playing' | 'finished', moveEndsAt: number | null, now: number) =>
    slideShownAt({ status, items }, moveEndsAt, now)

  it('shows slides before the first round, in the move countdown and at the end', () => {
    expect(at('setup', null, 0)?.id).toBe(1)
    expect(at('setup', null, 8_000)?.id).toBe(2)
    expect(at('playing', 20_000, 16_000)?.id).toBe(1)
    // after the last round every other period, the results showing between
    expect(at('finished', null, 0)).toBeNull()
    expect(at('finished', null, 8_000)?.id).toBe(1)
    expect(at('finished', null, 16_000)).toBeNull()
    expect(at('finished', null, 24_000)?.id).toBe(2)
  })

  it('never shows one while dice roll, nor without slides', () => {
    expect(at('playing', null, 0)).toBeNull()
    expect(at('playing', 20_000, 20_000)).toBeNull()
    expect(slideShownAt({ status: 'setup', items: [] }, null, 0)).toBeNull()
  })
})
