import { describe, expect, it } from 'vitest'
import { nextRound, type HouseRules, type RoundPlan, type Team } from '../../../src/shared/bunco'
import { membersOf, planOf, results, rulesWith } from './helpers'

const A = ['a1', 'a2', 'a3', 'a4']
const B = ['b1', 'b2', 'b3', 'b4']
const C = ['c1', 'c2', 'c3', 'c4']
const D = ['d1', 'd2', 'd3', 'd4']
const E = ['e1', 'e2', 'e3', 'e4']

function after(tables: string[][], winners: Team[], rules: HouseRules): RoundPlan {
  const plan = planOf(1, ...tables)
  return nextRound([{ plan, results: results(plan, winners) }], rules)
}

const progressive = rulesWith({ movement: 'progressive' })
const toBottom = rulesWith({ movement: 'headLosersToBottom' })
const set = (...ids: string[]): Set<string> => new Set(ids)

function partnersIn(plan: RoundPlan): string[][] {
  return plan.tables.flatMap(({ seats }) => [[seats.N, seats.S].sort(), [seats.E, seats.W].sort()])
}

describe('movement: progressive, 3 tables (S002)', () => {
  // NS wins at table 1, EW at table 2, NS at table 3
  const next = after([A, B, C], ['NS', 'EW', 'NS'], progressive)

  it('head winners stay, table 2 winners go up, table 3 winners go to table 2', () => {
    expect(membersOf(next, 1)).toEqual(set('a1', 'a3', 'b2', 'b4'))
    expect(membersOf(next, 2)).toEqual(set('a2', 'a4', 'c1', 'c3'))
    expect(membersOf(next, 3)).toEqual(set('b1', 'b3', 'c2', 'c4'))
  })

  it('stayers split: N keeps N and S moves to E; or E keeps E and W moves to N', () => {
    expect([next.tables[0]!.seats.N, next.tables[0]!.seats.E]).toEqual(['a1', 'a3'])
    expect([next.tables[2]!.seats.N, next.tables[2]!.seats.E]).toEqual(['c4', 'c2'])
  })

  it('under mix, nobody partners last round partner, even teams arriving together', () => {
    const last = new Set(['a1|a3', 'a2|a4', 'b1|b3', 'b2|b4', 'c1|c3', 'c2|c4'])
    for (const [x, y] of partnersIn(next)) expect(last.has(`${x}|${y}`)).toBe(false)
  })

  it('under classic, a team arriving at a table with no stayers stays together', () => {
    const classic = after([A, B, C], ['NS', 'EW', 'NS'], rulesWith({ partners: 'classic' }))
    const pairs = partnersIn(classic).map((p) => p.join('|'))
    expect(pairs).toContain('a2|a4')
    expect(pairs).toContain('c1|c3')
    expect(pairs).not.toContain('a1|a3')
    expect(pairs).not.toContain('c2|c4')
  })
})

describe('movement: headLosersToBottom, 3 tables (S000, S001)', () => {
  const next = after([A, B, C], ['NS', 'EW', 'NS'], toBottom)

  it('head losers drop to the bottom, other winners go up one, other losers stay', () => {
    expect(membersOf(next, 1)).toEqual(set('a1', 'a3', 'b2', 'b4'))
    expect(membersOf(next, 2)).toEqual(set('b1', 'b3', 'c1', 'c3'))
    expect(membersOf(next, 3)).toEqual(set('c2', 'c4', 'a2', 'a4'))
  })

  it('every table has stayers, and they split', () => {
    expect([next.tables[1]!.seats.N, next.tables[1]!.seats.E]).toEqual(['b1', 'b3'])
    expect([next.tables[2]!.seats.N, next.tables[2]!.seats.E]).toEqual(['c4', 'c2'])
  })
})

describe('movement: 2 tables, where both rules coincide', () => {
  for (const rules of [progressive, toBottom]) {
    it(`${rules.movement}: head winners stay with table 2 winners; losers meet at table 2`, () => {
      const next = after([A, B], ['EW', 'NS'], rules)
      expect(membersOf(next, 1)).toEqual(set('a2', 'a4', 'b1', 'b3'))
      expect(membersOf(next, 2)).toEqual(set('a1', 'a3', 'b2', 'b4'))
      expect([next.tables[0]!.seats.N, next.tables[0]!.seats.E]).toEqual(['a4', 'a2'])
      expect([next.tables[1]!.seats.N, next.tables[1]!.seats.E]).toEqual(['b4', 'b2'])
    })
  }
})

describe('movement: 5 tables', () => {
  const winners: Team[] = ['NS', 'NS', 'EW', 'NS', 'EW']

  it('progressive: winners up one (head stays), losers down one (bottom stays)', () => {
    const next = after([A, B, C, D, E], winners, progressive)
    expect(membersOf(next, 1)).toEqual(set('a1', 'a3', 'b1', 'b3'))
    expect(membersOf(next, 2)).toEqual(set('a2', 'a4', 'c2', 'c4'))
    expect(membersOf(next, 3)).toEqual(set('b2', 'b4', 'd1', 'd3'))
    expect(membersOf(next, 4)).toEqual(set('c1', 'c3', 'e2', 'e4'))
    expect(membersOf(next, 5)).toEqual(set('d2', 'd4', 'e1', 'e3'))
  })

  it('headLosersToBottom: winners below the head go up one, head losers to table 5', () => {
    const next = after([A, B, C, D, E], winners, toBottom)
    expect(membersOf(next, 1)).toEqual(set('a1', 'a3', 'b1', 'b3'))
    expect(membersOf(next, 2)).toEqual(set('b2', 'b4', 'c2', 'c4'))
    expect(membersOf(next, 3)).toEqual(set('c1', 'c3', 'd1', 'd3'))
    expect(membersOf(next, 4)).toEqual(set('d2', 'd4', 'e2', 'e4'))
    expect(membersOf(next, 5)).toEqual(set('e1', 'e3', 'a2', 'a4'))
  })
})

describe('movement: one table', () => {
  for (const rules of [progressive, toBottom, rulesWith({ partners: 'classic' })]) {
    it(`${rules.movement}/${rules.partners}: nobody moves; the three pairings take turns`, () => {
      const history = []
      let plan = planOf(1, A)
      const seen: string[] = []
      for (let r = 1; r <= 7; r++) {
        history.push({ plan, results: results(plan, [r % 2 ? 'NS' : 'EW']) })
        seen.push(
          [plan.tables[0]!.seats.N, plan.tables[0]!.seats.S].sort().join('|') +
            ' ' +
            [plan.tables[0]!.seats.E, plan.tables[0]!.seats.W].sort().join('|'),
        )
        const before = plan.tables[0]!.seats
        if (r < 7) plan = nextRound(history, rules)
        const now = plan.tables[0]!.seats
        const moved = (['N', 'E', 'S', 'W'] as const).filter((s) => before[s] !== now[s])
        if (r < 7) expect(moved.length).toBe(2)
        expect(membersOf(plan, 1)).toEqual(set(...A))
      }
      expect(seen[0]).not.toBe(seen[1])
      expect(new Set(seen.slice(0, 3)).size).toBe(3)
      expect(seen.slice(3, 6)).toEqual(seen.slice(0, 3))
      expect(seen[6]).toBe(seen[0])
    })
  }
})
