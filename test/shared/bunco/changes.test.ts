import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  isGhost,
  nextRound,
  openingRound,
  tally,
  type PlayedRound,
  type RoundPlan,
  seatArrival,
} from '../../../src/shared/bunco'
import { codesOf, playNight, players, problemsOf, results, rulesWith } from './helpers'

function ids(plan: RoundPlan): string[] {
  return plan.tables.flatMap((t) => Object.values(t.seats))
}
function real(plan: RoundPlan): string[] {
  return ids(plan).filter((id) => !isGhost(id))
}
function noGhostTeams(plan: RoundPlan): boolean {
  return plan.tables.every(
    ({ seats }) =>
      !(isGhost(seats.N) && isGhost(seats.S)) && !(isGhost(seats.E) && isGhost(seats.W)),
  )
}
function tableOf(plan: RoundPlan, id: string): number | undefined {
  return plan.tables.find((t) => Object.values(t.seats).includes(id))?.table
}

describe('arrivals', () => {
  it('an arrival takes a ghost seat', () => {
    const history = playNight(players(11), DEFAULT_RULES, 5, 3)
    const next = nextRound(history, DEFAULT_RULES, { arrive: ['late'] })
    expect(next.tables).toHaveLength(3)
    expect(ids(next).filter(isGhost)).toEqual([])
    expect(real(next)).toContain('late')
  })

  it('four arrivals open a new bottom table', () => {
    const history = playNight(players(12), DEFAULT_RULES, 5, 2)
    const next = nextRound(history, DEFAULT_RULES, { arrive: ['w', 'x', 'y', 'z'] })
    expect(next.tables).toHaveLength(4)
    expect(new Set(Object.values(next.tables[3]!.seats))).toEqual(new Set(['w', 'x', 'y', 'z']))
  })

  it('one arrival at a full night opens a table with players from above, ghosts spread', () => {
    const history = playNight(players(12), DEFAULT_RULES, 6, 2)
    const next = nextRound(history, DEFAULT_RULES, { arrive: ['late'] })
    expect(next.tables).toHaveLength(4)
    expect(real(next)).toHaveLength(13)
    expect(ids(next).filter(isGhost)).toHaveLength(3)
    expect(noGhostTeams(next)).toBe(true)
    expect(tableOf(next, 'late')).toBe(4)
    // never two people and two ghosts at the new table while the others are full
    const ghosts = next.tables.map((t) => Object.values(t.seats).filter(isGhost).length)
    expect(ghosts.sort()).toEqual([0, 1, 1, 1])
  })

  it('refuses an arrival who is already seated or looks like a ghost', () => {
    const history = playNight(players(8), DEFAULT_RULES, 5, 1)
    expect(problemsOf(() => nextRound(history, DEFAULT_RULES, { arrive: ['p1'] }))).toEqual([
      { code: 'changes.alreadySeated', params: { player: 'p1' } },
    ])
    expect(codesOf(() => nextRound(history, DEFAULT_RULES, { arrive: ['ghost:9'] }))).toEqual([
      'players.idGhost',
    ])
  })
})

describe('leavers', () => {
  it('a leaver becomes a ghost from the next round on, and the seats stay full', () => {
    const history = playNight(players(12), DEFAULT_RULES, 8, 2)
    const next = nextRound(history, DEFAULT_RULES, { leave: ['p3'] })
    expect(ids(next)).not.toContain('p3')
    expect(ids(next).filter(isGhost)).toHaveLength(1)
    expect(ids(next)).toHaveLength(12)
    expect(noGhostTeams(next)).toBe(true)
  })

  it('when ghosts reach 4 the bottom table closes and its players take ghost seats above', () => {
    const history = playNight(players(12), DEFAULT_RULES, 9, 2)
    const last = history[1]!.plan
    const leavers = last.tables.slice(0, 2).flatMap((t) => [t.seats.N, t.seats.E])
    const next = nextRound(history, DEFAULT_RULES, { leave: leavers })
    expect(next.tables).toHaveLength(2)
    expect(new Set(real(next))).toEqual(new Set(players(12).filter((p) => !leavers.includes(p))))
    expect(ids(next).filter(isGhost)).toHaveLength(0)
  })

  it('records already made never change', () => {
    const rules = DEFAULT_RULES
    const history: PlayedRound[] = playNight(players(9), rules, 4, 3)
    const before = tally(history)
    const plan = nextRound(history, rules, { leave: ['p2'], arrive: ['q1', 'q2'] })
    const after = [...history, { plan, results: results(plan, ['NS', 'EW', 'NS']) }]
    const records = tally(after)
    for (const old of before) {
      const now = records.find((r) => r.player === old.player)!
      expect(now.marks.slice(0, 3)).toEqual(old.marks)
    }
    expect(records.find((r) => r.player === 'p2')!.marks[3]).toBeNull()
    expect(records.find((r) => r.player === 'q1')!.marks).toEqual([
      null,
      null,
      null,
      expect.any(String),
    ])
  })

  it('refuses unknown leavers and a night with fewer than 2 players', () => {
    const history = playNight(players(2), DEFAULT_RULES, 4, 1)
    expect(problemsOf(() => nextRound(history, DEFAULT_RULES, { leave: ['zed'] }))).toEqual([
      { code: 'changes.notSeated', params: { player: "'zed'" } },
    ])
    expect(problemsOf(() => nextRound(history, DEFAULT_RULES, { leave: ['p1'] }))).toEqual([
      { code: 'changes.tooFew', params: { count: 1 } },
    ])
  })
})

describe('individual play', () => {
  const rules = rulesWith({ play: 'individual' })
  it('keeps one table; arrivals fill empty seats up to 4', () => {
    const plan = openingRound(['ann', 'bo'], rules, 1)
    const history = [
      {
        plan,
        results: [{ table: 1, winner: plan.tables[0]!.seats.N === 'ann' ? 'N' : 'E' } as const],
      },
    ]
    const next = nextRound(history, rules, { arrive: ['cy'] })
    expect(new Set(real(next))).toEqual(new Set(['ann', 'bo', 'cy']))
    expect(problemsOf(() => nextRound(history, rules, { arrive: ['cy', 'di', 'ed'] }))).toEqual([
      { code: 'changes.individualCount', params: { count: 5 } },
    ])
  })
})

describe('a guest walking in before any result', () => {
  it('takes the lowest table’s ghost seat, and nobody else moves', () => {
    const plan = openingRound(players(10), DEFAULT_RULES, 3)
    const seated = seatArrival(plan, 'late')!
    const before = plan.tables.flatMap((t) => Object.values(t.seats))
    const after = seated.tables.flatMap((t) => Object.values(t.seats))
    expect(after.filter(isGhost)).toHaveLength(before.filter(isGhost).length - 1)
    expect(after.filter((id, i) => id !== before[i])).toEqual(['late'])
    const lowest = Math.max(
      ...plan.tables.filter((t) => Object.values(t.seats).some(isGhost)).map((t) => t.table),
    )
    expect(Object.values(seated.tables[lowest - 1]!.seats)).toContain('late')
  })

  it('finds no seat when every chair is taken', () => {
    expect(seatArrival(openingRound(players(8), DEFAULT_RULES, 3), 'late')).toBeNull()
  })
})
