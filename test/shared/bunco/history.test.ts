import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  nextRound,
  tally,
  type PlayedRound,
  type TableResult,
} from '../../../src/shared/bunco'
import { codesOf, planOf, playNight, players, problemsOf, rulesWith } from './helpers'

const plan = planOf(1, ['a', 'b', 'c', 'd'], ['e', 'f', 'g', 'h'])

function withResults(results: unknown[]): PlayedRound[] {
  return [{ plan, results: results as TableResult[] }]
}

describe('bad results are named plainly', () => {
  const ok = { table: 2, winner: 'EW' }
  const round1 = { round: 1 }
  const table1 = { round: 1, table: 1 }

  it('a result for a table that does not exist', () => {
    expect(
      problemsOf(() =>
        tally(withResults([{ table: 1, winner: 'NS' }, ok, { table: 5, winner: 'NS' }])),
      ),
    ).toEqual([{ code: 'result.noSuchTable', params: { table: '5', tables: 2 }, where: round1 }])
  })

  it('two winners, and a missing winner', () => {
    expect(problemsOf(() => tally(withResults([{ table: 1, winner: ['NS', 'EW'] }, ok])))).toEqual([
      { code: 'result.twoWinners', params: { got: '["NS","EW"]' }, where: table1 },
    ])
    expect(codesOf(() => tally(withResults([{ table: 1 }, ok])))).toEqual(['result.noWinner'])
    expect(problemsOf(() => tally(withResults([{ table: 1, winner: 'N' }, ok])))).toEqual([
      { code: 'result.badTeam', params: { got: "'N'" }, where: table1 },
    ])
  })

  it('an unknown player in the counts', () => {
    expect(
      problemsOf(() =>
        nextRound(withResults([{ table: 1, winner: 'NS', buncos: { zed: 1 } }, ok]), DEFAULT_RULES),
      ),
    ).toEqual([
      { code: 'result.unknownPlayer', params: { player: 'zed', field: 'buncos' }, where: table1 },
    ])
  })

  it('a missing or doubled table result, bad counts and points that contradict the winner', () => {
    const problems = problemsOf(() =>
      tally(
        withResults([
          { table: 1, winner: 'NS', points: { NS: 10, EW: 20 } },
          { table: 1, winner: 'NS' },
          { table: 1, winner: 'NS', minis: { a: -1 } },
        ]),
      ),
    )
    expect(problems).toEqual([
      { code: 'result.fewerPoints', params: { winner: 'NS', ns: 10, ew: 20 }, where: table1 },
      { code: 'result.tableTwice', params: { table: 1 }, where: table1 },
      { code: 'result.tableTwice', params: { table: 1 }, where: table1 },
      { code: 'result.missing', params: { table: 2 }, where: round1 },
    ])
    expect(
      problemsOf(() =>
        tally(withResults([{ table: 1, winner: 'NS', points: { NS: 9, EW: 9 } }, ok])),
      ),
    ).toEqual([{ code: 'result.tiedNoRollOff', params: { points: 9 }, where: table1 }])
  })

  it('a plan with a player twice, or two ghosts on a team', () => {
    const twice = planOf(1, ['a', 'b', 'a', 'd'])
    expect(
      problemsOf(() => tally([{ plan: twice, results: [{ table: 1, winner: 'NS' }] }])),
    ).toEqual([{ code: 'plan.seatTwice', params: { player: 'a' }, where: round1 }])
    const ghosts = planOf(1, ['ghost:1', 'b', 'ghost:2', 'd'])
    expect(
      problemsOf(() => tally([{ plan: ghosts, results: [{ table: 1, winner: 'EW' }] }])),
    ).toEqual([{ code: 'plan.ghostTeam', params: { team: 'NS' }, where: table1 }])
  })
})

describe('nextRound input', () => {
  it('needs a played round, and stops when the night is over', () => {
    expect(codesOf(() => nextRound([], DEFAULT_RULES))).toEqual(['history.empty'])
    const rules = rulesWith({ sets: 1 })
    const night = playNight(players(8), rules, 3, 6)
    expect(problemsOf(() => nextRound(night, rules))).toEqual([
      { code: 'night.over', params: { rounds: 6 } },
    ])
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
