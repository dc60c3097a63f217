// The rule sheet's statements about groups of tables, each checked by playing a grouped night.
import { expect } from 'vitest'
import {
  createRandom,
  groupOfTable,
  groupTables,
  groupedNextRound,
  groupedOpening,
  type PlayedRound,
  type RoundPlan,
  type Statement,
  type Team,
} from '../../../src/shared/bunco'
import { players, results } from './helpers'
import type { Context } from './statementChecks'

/** A grouped night's rounds and the groups' sizes each was played in. */
interface GroupedNight {
  history: PlayedRound[]
  groups: number[][]
}

/** Plays six rounds of a night in the rules' groups, three full tables to a group. */
function groupedNight(ctx: Context): GroupedNight {
  const count = ctx.rules.groups
  const random = createRandom(count * 97)
  let { plan, groups } = groupedOpening(players(count * 12), ctx.rules, 5, count)
  const history: PlayedRound[] = []
  const sizes: number[][] = []
  for (let r = 1; r <= 6; r++) {
    const winners = plan.tables.map((): Team => (random.int(2) === 0 ? 'NS' : 'EW'))
    history.push({ plan, results: results(plan, winners) })
    sizes.push(groups)
    if (r === 6) break
    ;({ plan, groups } = groupedNextRound(history, ctx.rules, groups, {}, ctx.rules.betweenGroups))
  }
  return { history, groups: sizes }
}

function groupOf(plan: RoundPlan, groups: number[], id: string): number {
  const table = plan.tables.find((t) => Object.values(t.seats).includes(id))
  if (!table) throw new Error(`${id} is not seated`)
  return groupOfTable(groups, table.table)
}

function groupsAreKept(night: GroupedNight): void {
  const first = night.history[0]
  if (!first) throw new Error('no rounds')
  for (const id of players(first.plan.tables.length * 4)) {
    const where = night.history.map((p, r) => groupOf(p.plan, night.groups[r] ?? [], id))
    expect(new Set(where).size).toBe(1)
  }
}

/** The checks of the group statements, by statement id. */
export const GROUP_CHECKS = {
  'move.groups': (s: Statement, ctx: Context): void => {
    expect(s.params?.groups).toBe(ctx.rules.groups)
    const night = groupedNight({ ...ctx, rules: { ...ctx.rules, betweenGroups: 'stay' } })
    for (const sizes of night.groups) {
      expect(sizes).toHaveLength(ctx.rules.groups)
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(3)
    }
    groupsAreKept(night)
  },
  'move.groupsStay': (_: Statement, ctx: Context): void => {
    groupsAreKept(groupedNight(ctx))
  },
  'move.groupsWinnersUp': (_: Statement, ctx: Context): void => {
    const night = groupedNight(ctx)
    for (let r = 1; r < night.history.length; r++) {
      const last = night.history[r - 1] as PlayedRound
      const now = night.history[r] as PlayedRound
      const before = night.groups[r - 1] ?? []
      groupTables(before).forEach((numbers, g) => {
        if (g === 0) return
        const head = last.plan.tables.find((t) => t.table === numbers[0])
        const won = last.results.find((res) => res.table === numbers[0])?.winner
        if (!head || (won !== 'NS' && won !== 'EW')) throw new Error('no head table result')
        const pair = won === 'NS' ? [head.seats.N, head.seats.S] : [head.seats.E, head.seats.W]
        for (const id of pair) expect(groupOf(now.plan, night.groups[r] ?? [], id)).toBe(g - 1)
      })
    }
  },
}
