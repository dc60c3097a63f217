import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitPot, type Award, type PrizeCategory } from '../../../src/shared/bunco'
import { seasonLedger, type NightMoney } from '../../../src/shared/club'

function won(prize: PrizeCategory, winners: string[]): Award {
  return {
    prize,
    status: winners.length === 0 ? 'none' : 'won',
    winners,
    tied: winners,
    decidedBy: winners.length === 0 ? null : 'outright',
    skipped: [],
    droppedPick: null,
    value: null,
  }
}

describe('seasonLedger', () => {
  it('adds up each person and each night to the cent', () => {
    const nights: NightMoney[] = [
      {
        nightId: 1,
        buyIns: [1, 2, 3, 4].map((personId) => ({ personId, amount: 500 })),
        carriedIn: 0,
        payouts: [{ personId: 1, prize: 'mostWins', amount: 1200 }],
        carried: 600,
        kept: 200,
        held: 0,
      },
      {
        nightId: 2,
        buyIns: [1, 2, 3, 4].map((personId) => ({ personId, amount: 500 })),
        carriedIn: 600,
        payouts: [
          { personId: 2, prize: 'mostWins', amount: 1300 },
          { personId: 3, prize: 'mostBuncos', amount: 1300 },
        ],
        carried: 0,
        kept: 0,
        held: 0,
      },
    ]
    const ledger = seasonLedger(nights, [{ personId: 4, amount: 1000 }])
    expect(ledger.mismatches).toEqual([])
    expect(ledger.people).toEqual([
      { personId: 1, paidIn: 1000, won: 1200, net: 200 },
      { personId: 2, paidIn: 1000, won: 1300, net: 300 },
      { personId: 3, paidIn: 1000, won: 1300, net: 300 },
      { personId: 4, paidIn: 2000, won: 0, net: -2000 },
    ])
    expect(ledger.nights).toEqual([
      { nightId: 1, pot: 2000, paidOut: 1200, carried: 600, kept: 200, held: 0 },
      { nightId: 2, pot: 2600, paidOut: 2600, carried: 0, kept: 0, held: 0 },
    ])
    expect(ledger.totals).toEqual({
      paidIn: 5000,
      buyIns: 4000,
      carriedIn: 0,
      dues: 1000,
      pot: 4600,
      paidOut: 3800,
      kept: 200,
      held: 0,
      carried: 0,
    })
  })

  it('names a night whose pot does not add up, and a season that does not balance', () => {
    const ledger = seasonLedger([
      {
        nightId: 1,
        buyIns: [{ personId: 1, amount: 500 }],
        carriedIn: 0,
        payouts: [],
        carried: 500,
        kept: 0,
        held: 0,
      },
      {
        nightId: 2,
        buyIns: [{ personId: 1, amount: 500 }],
        carriedIn: 0,
        payouts: [],
        carried: 0,
        kept: 400,
        held: 0,
      },
    ])
    expect(ledger.mismatches).toEqual([
      'night 2: pot 500 ≠ 0 + 0 + 400 + 0',
      'paid in 1000 + carried in 0 ≠ paid out 0 + kept 400 + carried 500 + held 0',
    ])
  })

  it('starts a season with the carry the last season left, and balances with it', () => {
    const night = {
      nightId: 3,
      buyIns: [{ personId: 1, amount: 500 }],
      carriedIn: 300,
      payouts: [{ personId: 1, prize: 'mostWins' as const, amount: 800 }],
      carried: 0,
      kept: 0,
      held: 0,
    }
    expect(seasonLedger([night], [], 300).mismatches).toEqual([])
    expect(seasonLedger([night], [], 300).totals.carried).toBe(0)
    // a night that took a carry the season did not begin with leaves the club's carry short
    expect(seasonLedger([night]).totals.carried).toBe(-300)
    expect(seasonLedger([{ ...night, kept: 100 }], [], 300).mismatches).toEqual([
      'night 3: pot 800 ≠ 800 + 0 + 100 + 0',
      'paid in 500 + carried in 300 ≠ paid out 800 + kept 100 + carried 0 + held 0',
    ])
  })

  it('balances any season of nights split by splitPot', () => {
    const season = fc.array(
      fc.record({
        payers: fc.integer({ min: 0, max: 20 }),
        buyIn: fc.integer({ min: 0, max: 2000 }),
        winners: fc.array(fc.subarray(['1', '2', '3', '4']), { minLength: 3, maxLength: 3 }),
        unclaimed: fc.constantFrom('carry' as const, 'spread' as const),
      }),
      { maxLength: 12 },
    )
    fc.assert(
      fc.property(season, (plan) => {
        let carry = 0
        const nights: NightMoney[] = plan.map((n, i) => {
          const buyIns = Array.from({ length: n.payers }, (_, k) => ({
            personId: k + 1,
            amount: n.buyIn,
          }))
          const pot = n.payers * n.buyIn + carry
          const prizes: PrizeCategory[] = ['mostWins', 'mostBuncos', 'lastBunco']
          const split = splitPot({
            pot,
            shares: [
              { prize: 'mostWins', percent: 50 },
              { prize: 'mostBuncos', percent: 25 },
              { prize: 'lastBunco', percent: 15 },
            ],
            awards: prizes.map((p, k) => won(p, n.winners[k] ?? [])),
            unclaimed: n.unclaimed,
          })
          const night: NightMoney = {
            nightId: i + 1,
            buyIns,
            carriedIn: carry,
            payouts: split.payouts.map((p) => ({
              personId: Number(p.player),
              prize: p.prize,
              amount: p.amount,
            })),
            carried: split.carried,
            kept: split.kept,
            held: 0,
          }
          carry = split.carried
          return night
        })
        const ledger = seasonLedger(nights)
        expect(ledger.mismatches).toEqual([])
        const net = ledger.people.reduce((s, p) => s + p.net, 0)
        expect(net + ledger.totals.kept + ledger.totals.carried).toBe(0)
      }),
      { seed: 7, numRuns: 300 },
    )
  })
})
