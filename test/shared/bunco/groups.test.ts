import { describe, expect, it } from 'vitest'
import {
  BuncoRuleError,
  DEFAULT_RULES,
  createRandom,
  isGhost,
  type PlayedRound,
  type Random,
  type RoundPlan,
  type TableResult,
} from '../../../src/shared/bunco'
import {
  groupOfTable,
  groupTables,
  groupedNextRound,
  groupedOpening,
  splitIntoGroups,
} from '../../../src/shared/bunco/groups'

const RULES = { ...DEFAULT_RULES, sets: 3 }

function people(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(3, '0')}`)
}

function results(plan: RoundPlan, random: Random): TableResult[] {
  return plan.tables.map((t) => ({ table: t.table, winner: random.next() < 0.5 ? 'NS' : 'EW' }))
}

/** A grouped night played `rounds` rounds with seeded random winners. */
function play(
  players: number,
  groups: number,
  rounds: number,
  seed = 7,
  between = 'stay' as const,
) {
  const random = createRandom(seed)
  let { plan, groups: sizes } = groupedOpening(people(players), RULES, seed, groups)
  const history: PlayedRound[] = []
  const shapes = [sizes]
  for (let r = 1; r < rounds; r++) {
    history.push({ plan, results: results(plan, random) })
    ;({ plan, groups: sizes } = groupedNextRound(history, RULES, sizes, {}, between))
    shapes.push(sizes)
  }
  return { history, plan, shapes }
}

function groupMembers(plan: RoundPlan, sizes: readonly number[]): string[][] {
  return groupTables(sizes).map((tables) =>
    plan.tables
      .filter((t) => tables.includes(t.table))
      .flatMap((t) => Object.values(t.seats))
      .filter((id) => !isGhost(id))
      .sort(),
  )
}

describe('groups of tables', () => {
  it('splits tables into groups of at least 3, evenly, the larger first', () => {
    expect(splitIntoGroups(75, 25)).toEqual(Array(25).fill(3))
    expect(splitIntoGroups(11, 3)).toEqual([4, 4, 3])
    expect(() => splitIntoGroups(8, 3)).toThrow(/8 tables cannot make 3 groups/)
    expect(groupOfTable([3, 4], 4)).toBe(1)
    expect(() => groupOfTable([3, 3], 7)).toThrow(BuncoRuleError)
  })

  it('keeps every player in their group, each seated once, every round', () => {
    const { history, plan, shapes } = play(48, 4, 12)
    const first = groupMembers(history[0]!.plan, shapes[0]!)
    for (const [i, played] of [...history.map((h) => h.plan), plan].entries()) {
      const members = groupMembers(played, shapes[i]!)
      expect(members).toEqual(first)
      const all = played.tables.flatMap((t) => Object.values(t.seats))
      expect(new Set(all).size).toBe(all.length)
    }
  })

  it('never seats partners together two rounds running inside a group (the mix rule)', () => {
    const { history, plan } = play(36, 3, 10, 3)
    const plans = [...history.map((h) => h.plan), plan]
    const pairs = (p: RoundPlan) =>
      new Set(
        p.tables
          .flatMap((t) => [
            [t.seats.N, t.seats.S].sort().join('+'),
            [t.seats.E, t.seats.W].sort().join('+'),
          ])
          .filter((pair) => !pair.split('+').some(isGhost)),
      )
    for (let i = 1; i < plans.length; i++) {
      const before = pairs(plans[i - 1]!)
      expect([...pairs(plans[i]!)].filter((p) => before.has(p))).toEqual([])
    }
  })

  it('gives the same plan for the same night', () => {
    expect(play(40, 3, 6, 11).plan).toEqual(play(40, 3, 6, 11).plan)
    expect(play(40, 3, 6, 11).plan).not.toEqual(play(40, 3, 6, 12).plan)
  })

  it('moves each group’s head-table winners up to the group above, its bottom losers down', () => {
    const random = createRandom(5)
    const { plan, groups } = groupedOpening(people(36), RULES, 5, 3)
    const played = { plan, results: results(plan, random) }
    const next = groupedNextRound([played], RULES, groups, {}, 'headWinnersUp')
    const members = groupMembers(next.plan, next.groups)
    const head2 = plan.tables[3]!
    const won =
      played.results[3]!.winner === 'NS'
        ? [head2.seats.N, head2.seats.S]
        : [head2.seats.E, head2.seats.W]
    for (const id of won) expect(members[0]).toContain(id)
    const bottom1 = plan.tables[2]!
    const lost =
      played.results[2]!.winner === 'NS'
        ? [bottom1.seats.E, bottom1.seats.W]
        : [bottom1.seats.N, bottom1.seats.S]
    for (const id of lost) expect(members[1]).toContain(id)
  })

  it('numbers new ghosts across the night when players leave in two groups', () => {
    const random = createRandom(9)
    const { plan, groups } = groupedOpening(people(48), RULES, 9, 3)
    const played = { plan, results: results(plan, random) }
    const leave = [plan.tables[0]!.seats.N, plan.tables[5]!.seats.E]
    const next = groupedNextRound([played], RULES, groups, { leave })
    const ghosts = next.plan.tables.flatMap((t) => Object.values(t.seats)).filter(isGhost)
    expect(ghosts).toHaveLength(2)
    expect(new Set(ghosts).size).toBe(2)
    for (const id of leave)
      expect(next.plan.tables.flatMap((t) => Object.values(t.seats))).not.toContain(id)
  })

  it('refuses groups in individual play', () => {
    expect(() => groupedOpening(people(4), { ...RULES, play: 'individual' }, 1, 1)).toThrow(
      /need team play/,
    )
  })
})
