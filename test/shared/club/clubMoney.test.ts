import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Award, PrizeCategory } from '../../../src/shared/bunco'
import {
  clubMoney,
  clubSeasonLedger,
  replayClub,
  type ClubAction,
  type ClubMoney,
  type MoneyReads,
} from '../../../src/shared/club'

function award(prize: PrizeCategory, winners: string[], status?: Award['status']): Award {
  return {
    prize,
    status: status ?? (winners.length === 0 ? 'none' : winners.length > 1 ? 'shared' : 'won'),
    winners,
    tied: winners,
    decidedBy: winners.length === 0 ? null : 'outright',
    skipped: [],
    droppedPick: null,
    value: null,
  }
}

/** Night `n`'s uid. */
const uid = (n: number): string => n.toString(16).padStart(32, '0')

/** What the money reads of the laptop: awards by night number, people and nights as numbers. */
function reads(awardsOf: (n: number) => Award[] | null): MoneyReads {
  return {
    awards: (night) => awardsOf(parseInt(night, 16)),
    person: (u) => parseInt(u, 16),
    nightId: (night) => parseInt(night, 16),
  }
}

const rules = { scoring: 'wins' as const, placementPoints: [], minNights: 0, dropWorst: 0 }
const shares: ClubMoney['shares'] = [
  { prize: 'mostWins', percent: 50 },
  { prize: 'mostBuncos', percent: 30 },
  { prize: 'mostLosses', percent: 10 },
]

/** A club whose season has one scheduled night a month; each night is linked and four paid $5. */
function club(unclaimed: 'carry' | 'spread', nights: number): ClubAction[] {
  const money: ClubMoney = { currency: 'USD', buyIn: 500, dues: 0, shares, unclaimed }
  const actions: ClubAction[] = [
    { type: 'create', name: 'Club', money },
    {
      type: 'season',
      seasonId: 'season-0001',
      name: 'S',
      start: '2026-01-01',
      end: '2026-12-31',
      rules,
    },
  ]
  for (let n = 1; n <= nights; n++) {
    const entryId = `entry-000${n}`
    actions.push({
      type: 'entry',
      seasonId: 'season-0001',
      entryId,
      date: `2026-${String(n).padStart(2, '0')}-10`,
      host: null,
      place: '',
      notes: '',
    })
    actions.push({ type: 'night', entryId, night: uid(n) })
    for (const personId of [1, 2, 3, 4])
      actions.push({ type: 'paid', entryId, personId, amount: 500, method: 'cash' })
  }
  return actions
}

describe('the club’s money night by night', () => {
  it('carries a prize nobody won into the next night’s pot', () => {
    const state = replayClub(club('carry', 2))
    if (!state) throw new Error('no club')
    const awards = new Map<number, Award[]>([
      [1, [award('mostWins', ['p1']), award('mostBuncos', []), award('mostLosses', ['p4'])]],
      [2, [award('mostWins', ['p2']), award('mostBuncos', ['p3']), award('mostLosses', ['p4'])]],
    ])
    const money = clubMoney(
      state,
      reads((id) => awards.get(id) ?? null),
    )
    expect(money.map((m) => [m.pot, m.carried, m.kept])).toEqual([
      [2000, 600, 200],
      [2600, 0, 260],
    ])
    expect(money[1]?.payouts).toEqual([
      { personId: 2, prize: 'mostWins', amount: 1300 },
      { personId: 3, prize: 'mostBuncos', amount: 780 },
      { personId: 4, prize: 'mostLosses', amount: 260 },
    ])
    const ledger = clubSeasonLedger(
      state,
      'season-0001',
      reads((id) => awards.get(id) ?? null),
    )
    expect(ledger.mismatches).toEqual([])
    expect(ledger.totals).toMatchObject({ paidIn: 4000, paidOut: 3540, kept: 460, carried: 0 })
  })

  it('spreads an unclaimed share over the prizes that were won', () => {
    const state = replayClub(club('spread', 1))
    if (!state) throw new Error('no club')
    const money = clubMoney(
      state,
      reads(() => [award('mostWins', ['p1']), award('mostLosses', ['p2'])]),
    )
    // 80 % of 2000 shared out; mostBuncos’ 600 goes 5:1 to the two won prizes
    expect(money[0]?.payouts).toEqual([
      { personId: 1, prize: 'mostWins', amount: 1500 },
      { personId: 2, prize: 'mostLosses', amount: 300 },
    ])
    expect(money[0]).toMatchObject({ carried: 0, kept: 200, settled: true })
  })

  it('splits a shared prize evenly, the odd cent to the first holder', () => {
    const state = replayClub(club('carry', 1))
    if (!state) throw new Error('no club')
    const money = clubMoney(
      state,
      reads(() => [
        award('mostWins', ['p1', 'p2', 'p3']),
        award('mostBuncos', ['p4']),
        award('mostLosses', ['p4']),
      ]),
    )
    expect(money[0]?.payouts.filter((p) => p.prize === 'mostWins')).toEqual([
      { personId: 1, prize: 'mostWins', amount: 334 },
      { personId: 2, prize: 'mostWins', amount: 333 },
      { personId: 3, prize: 'mostWins', amount: 333 },
    ])
  })

  it('holds a night’s whole pot, provisional, while it is not over or a roll-off is due', () => {
    const state = replayClub(club('carry', 2))
    if (!state) throw new Error('no club')
    const money = clubMoney(
      state,
      reads((id) => (id === 1 ? [award('mostWins', [], 'needsRollOff')] : null)),
    )
    // nothing is carried on before it is settled: the next night's pot is its own buy-ins
    expect(money.map((m) => [m.settled, m.pot, m.carried, m.held])).toEqual([
      [false, 2000, 0, 2000],
      [false, 2000, 0, 2000],
    ])
  })

  it('keeps a started night’s split when the club changes its split later, unless told', () => {
    const awards = [
      award('mostWins', ['p1']),
      award('mostBuncos', ['p2']),
      award('mostLosses', ['p3']),
    ]
    const later: ClubMoney = {
      currency: 'USD',
      buyIn: 500,
      dues: 0,
      shares: [{ prize: 'mostWins', percent: 100 }],
      unclaimed: 'carry',
    }
    const log = club('carry', 1)
    const changed = replayClub([...log, { type: 'money', money: later }])
    if (!changed) throw new Error('no club')
    expect(
      clubMoney(
        changed,
        reads(() => awards),
      )[0]?.payouts.map((p) => p.amount),
    ).toEqual([1000, 600, 200])
    const own = replayClub([...log, { type: 'nightMoney', entryId: 'entry-0001', money: later }])
    if (!own) throw new Error('no club')
    expect(
      clubMoney(
        own,
        reads(() => awards),
      )[0]?.payouts.map((p) => p.amount),
    ).toEqual([2000])
  })

  it('balances to the cent over any seeded season of random results', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'carry' | 'spread'>('carry', 'spread'),
        fc.array(
          fc.array(fc.subarray(['p1', 'p2', 'p3', 'p4', 'ghost:1']), {
            minLength: 3,
            maxLength: 3,
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (unclaimed, nights) => {
          const state = replayClub(club(unclaimed, nights.length))
          if (!state) return false
          const awardsOf = (id: number): Award[] | null => {
            const winners = nights[id - 1]
            return winners ? shares.map((s, i) => award(s.prize, winners[i] ?? [])) : null
          }
          const money = clubMoney(state, reads(awardsOf))
          for (const m of money) {
            const paid = m.payouts.reduce((a, p) => a + p.amount, 0)
            expect(paid + m.carried + m.kept).toBe(m.pot)
            expect(m.payouts.every((p) => Number.isInteger(p.amount) && p.amount >= 0)).toBe(true)
          }
          expect(clubSeasonLedger(state, 'season-0001', reads(awardsOf)).mismatches).toEqual([])
          return true
        },
      ),
      { seed: 7, numRuns: 300 },
    )
  })
})
