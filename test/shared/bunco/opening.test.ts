import { describe, expect, it } from 'vitest'
import { BuncoRuleError, DEFAULT_RULES, isGhost, openingRound } from '../../../src/shared/bunco'
import { players, problemsOf, rulesWith } from './helpers'

function ghostsAt(plan: ReturnType<typeof openingRound>): number[] {
  return plan.tables.map((t) => Object.values(t.seats).filter(isGhost).length)
}

describe('openingRound', () => {
  it('12 players: 3 tables of 4, no ghosts, set 1 round 1 rolling for 1s', () => {
    const plan = openingRound(players(12), DEFAULT_RULES, 1)
    expect(plan).toMatchObject({ set: 1, round: 1, target: 1, seed: 1, play: 'team' })
    expect(plan.tables.map((t) => t.table)).toEqual([1, 2, 3])
    expect(new Set(plan.tables.flatMap((t) => Object.values(t.seats)))).toEqual(
      new Set(players(12)),
    )
  })

  it.each([
    [11, 3, 1],
    [10, 3, 2],
    [9, 3, 3],
    [5, 2, 3],
    [3, 1, 1],
    [2, 1, 2],
    [13, 4, 3],
  ])('%i players: %i tables and %i ghosts, never two on a team', (n, tables, ghosts) => {
    for (let seed = 0; seed < 20; seed++) {
      const plan = openingRound(players(n), DEFAULT_RULES, seed)
      expect(plan.tables).toHaveLength(tables)
      expect(ghostsAt(plan).reduce((a, b) => a + b, 0)).toBe(ghosts)
      for (const { seats } of plan.tables) {
        expect(isGhost(seats.N) && isGhost(seats.S)).toBe(false)
        expect(isGhost(seats.E) && isGhost(seats.W)).toBe(false)
      }
    }
  })

  it('is random from the seed and reproducible', () => {
    const a = openingRound(players(12), DEFAULT_RULES, 99)
    expect(openingRound(players(12), DEFAULT_RULES, 99)).toEqual(a)
    expect(openingRound(players(12), DEFAULT_RULES, 100)).not.toEqual(a)
  })

  it('individual play seats 2–4 players at one table', () => {
    const plan = openingRound(['ann', 'bo', 'cy'], rulesWith({ play: 'individual' }), 3)
    expect(plan.play).toBe('individual')
    expect(plan.tables).toHaveLength(1)
    expect(ghostsAt(plan)).toEqual([1])
  })

  it('refuses fewer than 2 players, duplicates and ghost-like ids, listing each', () => {
    expect(problemsOf(() => openingRound(['solo'], DEFAULT_RULES, 1))).toEqual([
      { code: 'players.tooFew', params: { count: 1 } },
    ])
    try {
      openingRound(['ann', 'ann', 'ghost:7', ''], DEFAULT_RULES, 1)
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(BuncoRuleError)
      expect((e as BuncoRuleError).code).toBe('invalid-players')
      expect((e as BuncoRuleError).details.map(({ code, params }) => ({ code, params }))).toEqual([
        { code: 'players.idTwice', params: { player: 'ann' } },
        { code: 'players.idGhost', params: { got: 'ghost:7', prefix: 'ghost:' } },
        { code: 'players.idText', params: { got: "''" } },
      ])
    }
  })

  it('refuses individual play for more than 4', () => {
    expect(
      problemsOf(() => openingRound(players(5), rulesWith({ play: 'individual' }), 1)),
    ).toEqual([{ code: 'players.individualCount', params: { count: 5 } }])
  })
})
