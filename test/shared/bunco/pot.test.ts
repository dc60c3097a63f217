import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BuncoRuleError,
  PRIZE_CATEGORIES,
  apportion,
  splitPot,
  type Award,
  type PotInput,
  type PrizeCategory,
} from '../../../src/shared/bunco'

function award(prize: PrizeCategory, winners: string[]): Award {
  return {
    prize,
    status: winners.length === 0 ? 'none' : winners.length === 1 ? 'won' : 'shared',
    winners,
    tied: winners,
    decidedBy: winners.length > 1 ? 'shared' : winners.length === 1 ? 'outright' : null,
    skipped: [],
    droppedPick: null,
    value: null,
  }
}

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0)

function problemOf(input: PotInput): string | undefined {
  try {
    splitPot(input)
  } catch (e) {
    if (e instanceof BuncoRuleError) return e.details[0]?.code
    throw e
  }
  return undefined
}

describe('splitPot', () => {
  it('pays each prize its share of a $60 pot and keeps what no share covers', () => {
    const out = splitPot({
      pot: 6000,
      shares: [
        { prize: 'mostWins', percent: 50 },
        { prize: 'mostBuncos', percent: 30 },
        { prize: 'mostLosses', percent: 10 },
      ],
      awards: [
        award('mostWins', ['ann']),
        award('mostBuncos', ['bea']),
        award('mostLosses', ['cy']),
      ],
      unclaimed: 'carry',
    })
    expect(out.payouts).toEqual([
      { prize: 'mostWins', player: 'ann', amount: 3000 },
      { prize: 'mostBuncos', player: 'bea', amount: 1800 },
      { prize: 'mostLosses', player: 'cy', amount: 600 },
    ])
    expect(out).toMatchObject({ carried: 0, kept: 600 })
  })

  it('splits a shared prize evenly, the odd cents to the holders in the award’s order', () => {
    const out = splitPot({
      pot: 1000,
      shares: [{ prize: 'mostBuncos', percent: 100 }],
      awards: [award('mostBuncos', ['zed', 'amy', 'kim'])],
      unclaimed: 'carry',
    })
    expect(out.payouts.map((p) => [p.player, p.amount])).toEqual([
      ['zed', 334],
      ['amy', 333],
      ['kim', 333],
    ])
    expect(out).toMatchObject({ carried: 0, kept: 0 })
  })

  it('carries the share of a prize nobody won to the next night', () => {
    const out = splitPot({
      pot: 4800,
      shares: [
        { prize: 'mostWins', percent: 60 },
        { prize: 'lastBunco', percent: 40 },
      ],
      awards: [award('mostWins', ['ann']), award('lastBunco', [])],
      unclaimed: 'carry',
    })
    expect(out.payouts).toEqual([{ prize: 'mostWins', player: 'ann', amount: 2880 }])
    expect(out).toMatchObject({ carried: 1920, kept: 0 })
  })

  it('spreads the share of a prize nobody won over the won prizes by their shares', () => {
    const out = splitPot({
      pot: 10000,
      shares: [
        { prize: 'mostWins', percent: 50 },
        { prize: 'mostBuncos', percent: 25 },
        { prize: 'travelingDie', percent: 25 },
      ],
      awards: [award('mostWins', ['ann']), award('mostBuncos', ['bea'])],
      unclaimed: 'spread',
    })
    expect(out.payouts.map((p) => p.amount)).toEqual([6667, 3333])
    expect(out).toMatchObject({ carried: 0, kept: 0 })
  })

  it('carries everything when no prize was won, even when told to spread', () => {
    const out = splitPot({
      pot: 999,
      shares: [{ prize: 'mostBuncos', percent: 70 }],
      awards: [award('mostBuncos', [])],
      unclaimed: 'spread',
    })
    expect(out).toEqual({ payouts: [], carried: 699, kept: 300 })
  })

  it('works in yen (no minor digits) as in cents: the sum is exact', () => {
    const out = splitPot({
      pot: 7,
      shares: [
        { prize: 'mostWins', percent: 33.33 },
        { prize: 'mostLosses', percent: 33.33 },
        { prize: 'evenSplit', percent: 33.34 },
      ],
      awards: [
        award('mostWins', ['a']),
        award('mostLosses', ['b']),
        award('evenSplit', ['c', 'd']),
      ],
      unclaimed: 'spread',
    })
    expect(sum(out.payouts.map((p) => p.amount))).toBe(7)
    expect(out.kept).toBe(0)
  })

  it('refuses negative, fractional and huge pots, bad percents, a prize twice and open roll-offs', () => {
    const ok: PotInput = { pot: 100, shares: [], awards: [], unclaimed: 'carry' }
    expect(problemOf({ ...ok, pot: -1 })).toBe('pot.amount')
    expect(problemOf({ ...ok, pot: 10.5 })).toBe('pot.amount')
    expect(problemOf({ ...ok, pot: 1e15 })).toBe('pot.amount')
    expect(problemOf({ ...ok, shares: [{ prize: 'mostWins', percent: -5 }] })).toBe('pot.percent')
    expect(problemOf({ ...ok, shares: [{ prize: 'mostWins', percent: 12.345 }] })).toBe(
      'pot.percent',
    )
    expect(problemOf({ ...ok, shares: [{ prize: 'mostWins', percent: Number.NaN }] })).toBe(
      'pot.percent',
    )
    expect(
      problemOf({
        ...ok,
        shares: [
          { prize: 'mostWins', percent: 60 },
          { prize: 'mostBuncos', percent: 41 },
        ],
      }),
    ).toBe('pot.percentSum')
    expect(
      problemOf({
        ...ok,
        shares: [
          { prize: 'mostWins', percent: 10 },
          { prize: 'mostWins', percent: 10 },
        ],
      }),
    ).toBe('pot.prizeTwice')
    const open: Award = { ...award('mostWins', []), status: 'needsRollOff', tied: ['a', 'b'] }
    expect(problemOf({ ...ok, awards: [open] })).toBe('pot.unsettled')
  })

  it('keeps every cent: payouts + carried + kept is the pot, for any shares and awards', () => {
    const players = ['a', 'b', 'c', 'd', 'e']
    const input = fc
      .record({
        pot: fc.integer({ min: 0, max: 5_000_000 }),
        picks: fc.uniqueArray(fc.constantFrom(...PRIZE_CATEGORIES), { maxLength: 7 }),
        weights: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 7, maxLength: 7 }),
        holders: fc.array(fc.subarray(players), { minLength: 7, maxLength: 7 }),
        unclaimed: fc.constantFrom('carry' as const, 'spread' as const),
      })
      .map(({ pot, picks, weights, holders, unclaimed }) => {
        const total = Math.max(1, sum(weights.slice(0, picks.length)))
        const cap = Math.min(1, 10_000 / total)
        const shares = picks.map((prize, i) => ({
          prize,
          percent: Math.floor((weights[i] ?? 0) * cap) / 100,
        }))
        const awards = picks.map((prize, i) => award(prize, holders[i] ?? []))
        return { pot, shares, awards, unclaimed }
      })
    fc.assert(
      fc.property(input, (inp) => {
        const out = splitPot(inp)
        const amounts = out.payouts.map((p) => p.amount)
        expect(amounts.every((a) => Number.isInteger(a) && a >= 0)).toBe(true)
        expect(Number.isInteger(out.carried) && out.carried >= 0).toBe(true)
        expect(Number.isInteger(out.kept) && out.kept >= 0).toBe(true)
        expect(sum(amounts) + out.carried + out.kept).toBe(inp.pot)
        const anyWon = inp.awards.some((a) => a.winners.length > 0)
        if (inp.unclaimed === 'spread' && anyWon) expect(out.carried).toBe(0)
        const percent = sum(inp.shares.map((s) => Math.round(s.percent * 100)))
        if (percent === 10_000 && inp.unclaimed === 'spread' && anyWon) expect(out.kept).toBe(0)
        for (const share of inp.shares) {
          const got = out.payouts.filter((p) => p.prize === share.prize).map((p) => p.amount)
          if (got.length > 0) expect(Math.max(...got) - Math.min(...got)).toBeLessThanOrEqual(1)
        }
      }),
      { seed: 21, numRuns: 500 },
    )
  })
})

describe('apportion', () => {
  it('gives integer parts that add up exactly, the leftover to the largest remainders', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(apportion(100, [50, 30, 20])).toEqual([50, 30, 20])
    expect(apportion(7, [0, 0])).toEqual([0, 0])
    expect(apportion(5, [3, 0, 1])).toEqual([4, 0, 1])
  })
})
