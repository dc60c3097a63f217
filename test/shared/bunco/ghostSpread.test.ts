// Ghosts stay spread over the tables as round 1 seats them (no table two ghosts ahead of
// another), whatever the moves, arrivals and leavers; a guest may also leave before a round
// starts, her seat played by a ghost in that very round.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  MOVEMENTS,
  createRandom,
  isGhost,
  nextRound,
  openingRound,
  seatArrival,
  seatDeparture,
  type HouseRules,
  type PlayedRound,
  type RoundPlan,
  type Team,
} from '../../../src/shared/bunco'
import { players, results } from './helpers'

const numRuns = Number(process.env.FC_RUNS ?? 100)

const ghostCounts = (plan: RoundPlan): number[] =>
  plan.tables.map((t) => Object.values(t.seats).filter(isGhost).length)

function spread(plan: RoundPlan): boolean {
  const counts = ghostCounts(plan)
  return Math.max(...counts) - Math.min(...counts) <= 1
}

function noGhostTeams(plan: RoundPlan): boolean {
  return plan.tables.every(
    ({ seats }) =>
      !(isGhost(seats.N) && isGhost(seats.S)) && !(isGhost(seats.E) && isGhost(seats.W)),
  )
}

const real = (plan: RoundPlan): string[] =>
  plan.tables.flatMap((t) => Object.values(t.seats)).filter((id) => !isGhost(id))

describe('ghosts stay spread', () => {
  it('13 guests: no table of two people and two ghosts while others are full', () => {
    // the night a first-time host played: 13 guests, table k's north–south winning when k is odd
    const rules = { ...DEFAULT_RULES, sets: 1 }
    const history: PlayedRound[] = []
    let plan = openingRound(players(13), rules, 7)
    for (let round = 1; round <= 5; round++) {
      expect(ghostCounts(plan).sort()).toEqual([0, 1, 1, 1])
      const winners = plan.tables.map((t): Team => (t.table % 2 ? 'NS' : 'EW'))
      history.push({ plan, results: results(plan, winners) })
      plan = nextRound(history, rules)
    }
    expect(ghostCounts(plan).sort()).toEqual([0, 1, 1, 1])
  })

  it('a walk-in takes a seat at a table with the most ghosts', () => {
    // five guests: two tables, one with two ghosts and one with one
    const plan = openingRound(players(5), DEFAULT_RULES, 1)
    const seated = seatArrival(plan, 'late')
    expect(seated && ghostCounts(seated)).toEqual([1, 1])
  })

  it('holds over a night of moves, arrivals and leavers, every movement (fast-check)', () => {
    const arb = fc.record({
      count: fc.integer({ min: 5, max: 40 }),
      seed: fc.integer({ min: 0, max: 0xffff }),
      movement: fc.constantFrom(...MOVEMENTS),
      partners: fc.constantFrom('mix' as const, 'classic' as const),
      // per round: how many walk in, and which seated guest (by position) leaves, if any
      changes: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(60)), {
        minLength: 3,
        maxLength: 8,
      }),
    })
    fc.assert(
      fc.property(arb, ({ count, seed, movement, partners, changes }) => {
        const rules: HouseRules = { ...DEFAULT_RULES, movement, partners }
        const random = createRandom(seed)
        const history: PlayedRound[] = []
        let plan = openingRound(players(count), rules, seed)
        let walkIns = 0
        for (const [come, who] of changes) {
          const winners = plan.tables.map((): Team => (random.int(2) ? 'NS' : 'EW'))
          history.push({ plan, results: results(plan, winners) })
          const seated = real(plan)
          const leave = seated.length > 3 && who < seated.length ? [seated[who] as string] : []
          const arrive = Array.from({ length: come }, () => `w${++walkIns}`)
          plan = nextRound(history, rules, { leave, arrive })
          expect(spread(plan)).toBe(true)
          expect(noGhostTeams(plan)).toBe(true)
          expect(plan.tables).toHaveLength(Math.ceil(real(plan).length / 4))
        }
      }),
      { numRuns },
    )
  })
})

describe('leaving before the round starts', () => {
  it('her seat is played by a ghost in this round; nobody else moves when ghosts stay spread', () => {
    const plan = openingRound(players(12), DEFAULT_RULES, 4)
    const leaver = plan.tables[1]!.seats.E
    const after = seatDeparture(plan, leaver, 'ghost:1')
    expect(real(after)).not.toContain(leaver)
    expect(after.tables[1]!.seats.E).toBe('ghost:1')
    const moved = after.tables.flatMap((t, k) =>
      (['N', 'E', 'S', 'W'] as const).filter((s) => t.seats[s] !== plan.tables[k]!.seats[s]),
    )
    expect(moved).toEqual(['E'])
  })

  it('keeps the invariants for any seating and any leaver (fast-check)', () => {
    const arb = fc.record({
      count: fc.integer({ min: 3, max: 40 }),
      seed: fc.integer({ min: 0, max: 0xffff }),
      who: fc.nat(40),
    })
    fc.assert(
      fc.property(arb, ({ count, seed, who }) => {
        const plan = openingRound(players(count), DEFAULT_RULES, seed)
        const seated = real(plan)
        const leaver = seated[who % seated.length] as string
        const after = seatDeparture(plan, leaver, 'ghost:90')
        const left = seated.filter((p) => p !== leaver)
        expect(new Set(real(after))).toEqual(new Set(left))
        expect(real(after)).toHaveLength(left.length)
        expect(after.tables).toHaveLength(Math.ceil(left.length / 4))
        expect(spread(after)).toBe(true)
        expect(noGhostTeams(after)).toBe(true)
        expect(after.round).toBe(plan.round)
      }),
      { numRuns },
    )
  })
})
