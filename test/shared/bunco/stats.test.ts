import { describe, expect, it } from 'vitest'
import {
  BuncoRuleError,
  DEFAULT_RULES,
  checkHistory,
  createRandom,
  nextRound,
  openingRound,
  type PlayedRound,
  type Team,
} from '../../../src/shared/bunco'
import {
  PairCounts,
  historyStats,
  pairStats,
  type PairStats,
} from '../../../src/shared/bunco/stats'
import { players, results, codesOf, problemsOf } from './helpers'

/** A night of `count` players with a few arrivals and leavers, built the way the store builds it. */
function churningNight(count: number, rounds: number): PlayedRound[] {
  const random = createRandom(11)
  let history: PlayedRound[] = []
  let plan = openingRound(players(count), DEFAULT_RULES, 5)
  for (let r = 1; r <= rounds; r++) {
    const winners = plan.tables.map((): Team => (random.int(2) === 0 ? 'NS' : 'EW'))
    history = [...history, { plan, results: results(plan, winners) }]
    const seated = plan.tables.flatMap((t) => Object.values(t.seats)).filter((id) => id[0] === 'p')
    const changes = r % 5 === 0 ? { arrive: [`new${r}`], leave: [seated[r % seated.length]!] } : {}
    if (r < rounds) plan = nextRound(history, DEFAULT_RULES, changes)
  }
  return history
}

/** Everything the chooser can read from statistics, by id, so differently numbered copies compare. */
function readable(stats: PairStats, ids: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const scarcity = stats.scarcity(40)
  for (const a of ids) {
    out[a] = [scarcity[stats.no(a)], stats.lastPartnerOf(a)]
    for (const b of ids) {
      const [x, y] = [stats.no(a), stats.no(b)]
      const counts = [stats.partners.get(x, y), stats.opponents.get(x, y)]
      if (counts.some((n) => n > 0)) out[`${a}|${b}`] = counts
    }
  }
  return out
}

const idsOf = (history: readonly PlayedRound[]): string[] => [
  ...new Set(history.flatMap(({ plan }) => plan.tables.flatMap((t) => Object.values(t.seats)))),
]

describe('statistics kept between rounds', () => {
  const night = churningNight(38, 18)

  it('extending by one round gives the same counts as a rebuild', () => {
    for (let r = 1; r <= night.length; r++) {
      const prefix = night.slice(0, r)
      const ids = idsOf(prefix)
      expect(readable(historyStats(prefix), ids)).toEqual(readable(pairStats(prefix), ids))
    }
  })

  it('going back to a shorter history, or to a copy, rebuilds rather than reuses', () => {
    const copy = JSON.parse(JSON.stringify(night)) as PlayedRound[]
    for (const r of [night.length, 3, night.length - 1, 1]) {
      const ids = idsOf(night.slice(0, r))
      const fresh = readable(pairStats(copy.slice(0, r)), ids)
      expect(readable(historyStats(night.slice(0, r)), ids)).toEqual(fresh)
    }
  })

  it('nextRound gives the same plan from the same rounds as from a fresh copy, in any order', () => {
    const fresh = (r: number): PlayedRound[] => JSON.parse(JSON.stringify(night.slice(0, r)))
    const order = [...night.keys()].map((i) => i + 1).slice(0, -1)
    for (const r of [...order, 5, 2, 9, 9, 16]) {
      expect(nextRound(night.slice(0, r), DEFAULT_RULES)).toEqual(
        nextRound(fresh(r), DEFAULT_RULES),
      )
    }
  })
})

describe('checking a history already checked', () => {
  const night = churningNight(16, 6)

  it('still reports a round replaced by a corrected copy with a bad result', () => {
    checkHistory(night)
    const [first, ...rest] = night
    const bad = { ...first!, results: [{ table: 1, winner: 'NS' as const }] }
    expect(() => checkHistory([bad, ...rest])).toThrow(BuncoRuleError)
    expect(codesOf(() => checkHistory([bad, ...rest]))).toContain('result.missing')
    checkHistory(night)
  })

  it('checks a round again when one of its parts was swapped for another', () => {
    const [first, ...rest] = night
    const round = { ...first! }
    checkHistory([round, ...rest])
    round.results = [{ table: 9, winner: 'NS' }]
    expect(codesOf(() => checkHistory([round, ...rest]))).toContain('result.noSuchTable')
  })

  it('still checks round numbers and seeds, which depend on the position', () => {
    expect(problemsOf(() => checkHistory(night.slice(1)))[0]).toEqual({
      code: 'history.roundNumber',
      params: { got: '2' },
      where: { round: 1 },
    })
  })
})

describe('pair counts', () => {
  it('keep every count when they grow past their first size', () => {
    const counts = new PairCounts()
    counts.bump(3, 5)
    counts.bump(5, 3)
    counts.bump(63, 1)
    counts.bump(200, 7)
    expect([counts.get(3, 5), counts.get(5, 3), counts.get(1, 63), counts.get(7, 200)]).toEqual([
      2, 2, 1, 1,
    ])
    expect([counts.get(200, 200), counts.get(999, 3)]).toEqual([0, 0])
  })
})
