// A hall's room plan: the night's tables laid out by group, each group's head table marked (the
// table its winners move up to, the first of its tables), as the table signs print it.
import { splitIntoGroups } from '../bunco'
import type { NightState } from './state'

/** One table on the plan: its number, and whether it is its group's head table. */
export interface PlannedTable {
  table: number
  head: boolean
}

/** One group of tables on the plan; `group` is null when the room is one chain. */
export interface PlannedGroup {
  group: number | null
  tables: PlannedTable[]
}

/** The plan from each table's group (from 1), in table order: one chain has no group number. */
export function roomPlan(tableGroups: readonly number[]): PlannedGroup[] {
  const chain = tableGroups.every((g) => g === 1)
  const groups: PlannedGroup[] = []
  tableGroups.forEach((g, i) => {
    const group = chain ? null : g
    let at = groups.find((p) => p.group === group)
    if (!at) {
      at = { group, tables: [] }
      groups.push(at)
    }
    at.tables.push({ table: i + 1, head: at.tables.length === 0 })
  })
  return groups
}

/**
 * Each table's group (from 1) for a night's signs: the open round's groups, else (a finished
 * night) the rules' groups over the last round's tables; [] before the night has a seating.
 */
export function signGroupsOf(state: NightState): number[] {
  const plan = state.current?.plan ?? state.played.at(-1)?.plan
  if (!plan) return []
  const sizes = state.current?.groups ?? groupSizes(plan.tables.length, state.rules.groups)
  return sizes.flatMap((size, g) => Array.from({ length: size }, () => g + 1))
}

function groupSizes(tables: number, count: number): number[] {
  if (count <= 1) return [tables]
  try {
    return splitIntoGroups(tables, count)
  } catch {
    // the rules' groups never fitted these tables: they played as one chain
    return [tables]
  }
}
