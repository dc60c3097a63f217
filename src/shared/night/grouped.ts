// Seating a night by the rules' groups of tables: one chain as always, or each group a chain of
// its own (the groups' sizes kept with the round they seat).
import {
  groupedNextRound,
  groupedOpening,
  isGhost,
  nextRound,
  openingRound,
  type HouseRules,
  type PlayedRound,
  type RoundChanges,
  type RoundPlan,
  type TableGroups,
} from '../bunco'
import { engine } from './fail'
import { ghostSpreadOf } from './revision'

/** A round's seating and, in a night in groups, the groups' sizes in tables. */
export interface Seating {
  plan: RoundPlan
  groups?: number[]
}

/** Round 1's seating: refused in words when the tables cannot make the rules' groups. */
export function openingSeating(
  guests: readonly string[],
  rules: HouseRules,
  seed: number,
): Seating {
  if (rules.groups <= 1) return { plan: engine(() => openingRound(guests, rules, seed)) }
  return engine(() => groupedOpening(guests, rules, seed, rules.groups))
}

/** Arrivals go, one by one, to the group with the fewest players (the first of equals). */
function arrivalsByGroup(
  last: RoundPlan,
  groups: TableGroups,
  arrivals: readonly string[],
): Map<number, string[]> {
  const counts: number[] = []
  let table = 0
  for (const size of groups) {
    const tables = last.tables.slice(table, table + size)
    table += size
    counts.push(tables.flatMap((t) => Object.values(t.seats)).filter((id) => !isGhost(id)).length)
  }
  const byGroup = new Map<number, string[]>()
  for (const id of arrivals) {
    const g = counts.indexOf(Math.min(...counts))
    counts[g] = (counts[g] ?? 0) + 1
    byGroup.set(g, [...(byGroup.get(g) ?? []), id])
  }
  return byGroup
}

/**
 * The seating after `history`'s last round, played in `groups` (absent for one chain), with the
 * guests who come and go; a night of revision 1 keeps its crowded ghosts.
 */
export function nextSeating(
  history: readonly PlayedRound[],
  rules: HouseRules,
  changes: Required<Pick<RoundChanges, 'arrive' | 'leave'>>,
  revision: number,
  groups?: TableGroups,
): Seating {
  const spread = ghostSpreadOf(revision)
  if (rules.groups <= 1 || !groups)
    return { plan: engine(() => nextRound(history, rules, changes, spread)) }
  const last = history.at(-1) as PlayedRound
  const arrive = arrivalsByGroup(last.plan, groups, changes.arrive)
  const leave = changes.leave
  return engine(() =>
    groupedNextRound(history, rules, groups, { arrive, leave }, rules.betweenGroups, spread),
  )
}

/** The group (from 1) of each table of a seating, in table order: all 1 in one chain. */
export function tableGroupsOf(seating: Seating | null): number[] {
  if (!seating) return []
  if (!seating.groups) return seating.plan.tables.map(() => 1)
  return seating.groups.flatMap((size, g) => Array.from({ length: size }, () => g + 1))
}
