import { describe, expect, it } from 'vitest'
import { sameResult, tally, type TableResult } from '@shared/bunco'
import { planOf } from './helpers'

const plan = planOf(1, ['a', 'b', 'c', 'd'])

// what the night counts from a result: the tally of a round holding only it
const counted = (r: TableResult) => tally([{ plan, results: [r] }])

describe('sameResult', () => {
  const base: TableResult = { table: 1, winner: 'NS', points: { NS: 21, EW: 12 }, buncos: { a: 1 } }

  it('sees the same result however it was typed: zero counts, empty maps, no roll-off flag', () => {
    expect(sameResult(base, { ...base })).toBe(true)
    expect(sameResult(base, { ...base, buncos: { a: 1, b: 0 }, minis: {}, rollOff: false })).toBe(
      true,
    )
    expect(sameResult({ table: 1, winner: 'EW' }, { table: 1, winner: 'EW', wipeouts: {} })).toBe(
      true,
    )
  })

  it('tells apart a different winner, table, roll-off, points or count', () => {
    expect(sameResult(base, { ...base, winner: 'EW' })).toBe(false)
    expect(sameResult(base, { ...base, table: 2 })).toBe(false)
    expect(sameResult(base, { ...base, rollOff: true })).toBe(false)
    expect(sameResult(base, { ...base, points: { NS: 21, EW: 13 } })).toBe(false)
    expect(sameResult(base, { table: 1, winner: 'NS', buncos: { a: 1 } })).toBe(false)
    expect(sameResult(base, { ...base, buncos: { a: 2 } })).toBe(false)
    expect(sameResult(base, { ...base, buncos: { b: 1 } })).toBe(false)
    expect(sameResult(base, { ...base, travels: { a: 1 } })).toBe(false)
    expect(
      sameResult(
        { table: 1, winner: 'N', seatPoints: { N: 21 } },
        { table: 1, winner: 'N', seatPoints: { N: 21, E: 3 } },
      ),
    ).toBe(false)
    expect(
      sameResult({ table: 1, winner: 'N', seatPoints: { N: 21 } }, { table: 1, winner: 'N' }),
    ).toBe(false)
    // a seat's 0 points is a round with points for that player, unlike no points typed
    expect(
      sameResult(
        { table: 1, winner: 'N', seatPoints: { N: 21, S: 0 } },
        { table: 1, winner: 'N', seatPoints: { N: 21 } },
      ),
    ).toBe(false)
    expect(
      sameResult(
        { table: 1, winner: 'N', seatPoints: { S: 0, N: 21 } },
        { table: 1, winner: 'N', seatPoints: { N: 21, S: 0 } },
      ),
    ).toBe(true)
  })

  it('agrees with the tally: results it calls the same count the same (seeded variations)', () => {
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 3
    const seen = { same: 0, different: 0 }
    for (let i = 0; i < 300; i++) {
      const winner = next() === 0 ? 'EW' : 'NS'
      const a: TableResult = {
        table: 1,
        winner,
        buncos: { a: next(), b: next() },
        minis: { c: next() },
        points: winner === 'NS' ? { NS: 21, EW: next() * 5 } : { NS: next() * 5, EW: 21 },
      }
      // the same result typed another way, or one count changed
      const b: TableResult =
        next() === 0
          ? { ...a, buncos: { ...a.buncos, c: 0 }, minis: a.minis?.c ? a.minis : {} }
          : { ...a, buncos: { ...a.buncos, b: next() } }
      if (sameResult(a, b)) {
        seen.same++
        expect(counted(a)).toEqual(counted(b))
      } else seen.different++
      if (JSON.stringify(counted(a)) !== JSON.stringify(counted(b))) {
        expect(sameResult(a, b)).toBe(false)
      }
    }
    expect(seen.same).toBeGreaterThan(10)
    expect(seen.different).toBeGreaterThan(10)
  })
})
