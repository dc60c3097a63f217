import { describe, expect, it } from 'vitest'
import {
  BuncoRuleError,
  DEFAULT_RULES,
  nextRound,
  tally,
  type PlayedRound,
  type TableResult,
} from '../../../src/shared/bunco'
import { planOf, playNight, players, rulesWith } from './helpers'

const plan = planOf(1, ['a', 'b', 'c', 'd'], ['e', 'f', 'g', 'h'])

function withResults(results: unknown[]): PlayedRound[] {
  return [{ plan, results: results as TableResult[] }]
}

function messages(f: () => unknown): string[] {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(BuncoRuleError)
    return (e as BuncoRuleError).details.map((d) => d.message)
  }
  return []
}

describe('bad results are named plainly', () => {
  const ok = { table: 2, winner: 'EW' }

  it('a result for a table that does not exist', () => {
    expect(
      messages(() =>
        tally(withResults([{ table: 1, winner: 'NS' }, ok, { table: 5, winner: 'NS' }])),
      ),
    ).toEqual(['round 1: result for table 5, but the round has tables 1 to 2'])
  })

  it('two winners, and a missing winner', () => {
    expect(messages(() => tally(withResults([{ table: 1, winner: ['NS', 'EW'] }, ok])))).toEqual([
      `round 1 table 1: two winners given (["NS","EW"]); give exactly one team, 'NS' or 'EW'`,
    ])
    expect(messages(() => tally(withResults([{ table: 1 }, ok])))[0]).toMatch(/no winner given/)
    expect(messages(() => tally(withResults([{ table: 1, winner: 'N' }, ok])))[0]).toMatch(
      /winner must be 'NS' or 'EW', got 'N'/,
    )
  })

  it('an unknown player in the counts', () => {
    expect(
      messages(() =>
        nextRound(withResults([{ table: 1, winner: 'NS', buncos: { zed: 1 } }, ok]), DEFAULT_RULES),
      ),
    ).toEqual([`round 1 table 1: unknown player 'zed' in buncos`])
  })

  it('a missing or doubled table result, bad counts and points that contradict the winner', () => {
    const problems = messages(() =>
      tally(
        withResults([
          { table: 1, winner: 'NS', points: { NS: 10, EW: 20 } },
          { table: 1, winner: 'NS' },
          { table: 1, winner: 'NS', minis: { a: -1 } },
        ]),
      ),
    )
    expect(problems).toEqual([
      `round 1 table 1: winner 'NS' has fewer points ({"NS":10,"EW":20})`,
      'round 1 table 1: two results for the same table',
      'round 1 table 1: two results for the same table',
      'round 1: table 2 has no result',
    ])
    expect(
      messages(() =>
        tally(withResults([{ table: 1, winner: 'NS', points: { NS: 9, EW: 9 } }, ok])),
      ),
    ).toEqual(['round 1 table 1: points are tied 9–9, so a roll-off must be marked'])
  })

  it('a plan with a player twice, or two ghosts on a team', () => {
    const twice = planOf(1, ['a', 'b', 'a', 'd'])
    expect(messages(() => tally([{ plan: twice, results: [{ table: 1, winner: 'NS' }] }]))).toEqual(
      [`round 1: 'a' sits at two seats`],
    )
    const ghosts = planOf(1, ['ghost:1', 'b', 'ghost:2', 'd'])
    expect(
      messages(() => tally([{ plan: ghosts, results: [{ table: 1, winner: 'EW' }] }])),
    ).toEqual(['round 1: table 1: team NS is two ghosts'])
  })
})

describe('nextRound input', () => {
  it('needs a played round, and stops when the night is over', () => {
    expect(() => nextRound([], DEFAULT_RULES)).toThrow(/use openingRound/)
    const rules = rulesWith({ sets: 1 })
    const night = playNight(players(8), rules, 3, 6)
    expect(() => nextRound(night, rules)).toThrow(
      'the night is over: all 6 rounds have been played',
    )
  })

  it('counts rounds over the night: round 7 is set 2 rolling for 1s', () => {
    const night = playNight(players(8), DEFAULT_RULES, 3, 6)
    expect(nextRound(night, DEFAULT_RULES)).toMatchObject({ set: 2, round: 7, target: 1 })
  })

  it('replaying the same history gives the same plan', () => {
    const night = playNight(players(16), DEFAULT_RULES, 12, 5)
    const copy = JSON.parse(JSON.stringify(night)) as PlayedRound[]
    expect(nextRound(copy, DEFAULT_RULES)).toEqual(nextRound(night, DEFAULT_RULES))
  })
})
