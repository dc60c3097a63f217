// What each prize of a club night is worth: its share before the split, then its payouts.
import type { NightMoneyView } from '@shared/club'
import { describe, expect, it } from 'vitest'
import { prizeMoney, soleAmount } from '../../src/renderer/src/lib/prizeMoney'

describe('prizeMoney', () => {
  const money: NightMoneyView = {
    clubId: 'club-00000000',
    clubName: 'Tuesday',
    entryId: 'entry-00000000',
    currency: 'USD',
    buyIn: 500,
    paid: [],
    carriedIn: 0,
    pot: 4000,
    shares: [
      { prize: 'mostWins', percent: 50, amount: 2000 },
      { prize: 'mostBuncos', percent: 30, amount: 1200 },
    ],
    payouts: [],
    carried: 0,
    kept: 0,
    settled: false,
  }

  it('shows the share before the night is settled, and each holder’s payout after', () => {
    expect(prizeMoney(money, 'mostWins')).toEqual([{ kind: 'share', amount: 2000, percent: 50 }])
    expect(prizeMoney(money, 'mostLosses')).toEqual([])
    const settled = {
      ...money,
      settled: true,
      payouts: [
        { prize: 'mostBuncos' as const, player: 'p1', amount: 600 },
        { prize: 'mostBuncos' as const, player: 'p2', amount: 600 },
      ],
    }
    expect(prizeMoney(settled, 'mostBuncos')).toEqual([
      { kind: 'payout', player: 'p1', amount: 600 },
      { kind: 'payout', player: 'p2', amount: 600 },
    ])
    expect(soleAmount(settled, 'mostBuncos')).toBeNull()
    // nobody won most wins: its share went on to the next night
    expect(prizeMoney({ ...settled, carried: 2000 }, 'mostWins')).toEqual([
      { kind: 'carried', amount: 2000 },
    ])
    // …or was spread over the won prizes (nothing carried)
    expect(prizeMoney(settled, 'mostWins')).toEqual([])
    expect(prizeMoney(null, 'mostWins')).toEqual([])
    const sole = {
      ...settled,
      payouts: [{ prize: 'mostWins' as const, player: 'p3', amount: 2000 }],
    }
    expect(soleAmount(sole, 'mostWins')).toBe(2000)
  })
})
