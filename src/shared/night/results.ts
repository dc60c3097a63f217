import { isGhost, type RoundPlan, type TablePlan, type TableResult } from '../bunco'
import { tableProblems } from '../bunco/history'
import { refuse, refuseProblems } from './fail'

const COUNT_FIELDS = ['buncos', 'minis', 'wipeouts', 'travels'] as const

// Tables are numbered from 1 in order (the engine refuses a plan that is not): a table is found
// at its place, and searched for only when it is not there.
function tableOf(plan: RoundPlan, table: number): TablePlan | undefined {
  const at = plan.tables[table - 1]
  return at?.table === table ? at : plan.tables.find((t) => t.table === table)
}

/** Checks one table's result against its round's seating; throws a host-readable error. */
export function checkResult(plan: RoundPlan, result: TableResult): void {
  const table = tableOf(plan, result.table)
  if (!table) {
    refuse(
      'noSuchTable',
      { table: result.table, round: plan.round, tables: plan.tables.length },
      'invalid-args',
    )
  }
  const { N, E, S, W } = table.seats
  for (const field of COUNT_FIELDS) {
    for (const player of Object.keys(result[field] ?? {})) {
      if (player !== N && player !== E && player !== S && player !== W) {
        refuse('notAtTable', { player, table: result.table }, 'invalid-args')
      }
    }
  }
  const team = plan.play === 'team'
  const winnerOk = team
    ? result.winner === 'NS' || result.winner === 'EW'
    : ['N', 'E', 'S', 'W'].includes(result.winner) && !isGhost(table.seats[result.winner as 'N'])
  if (!winnerOk) refuse('badWinner', { table: result.table }, 'invalid-args')
  const p = result.points
  if (team && p) {
    if (p.NS === p.EW && result.rollOff !== true) {
      refuse('pointsTied', { table: result.table, points: p.NS }, 'invalid-args')
    }
    if (p.NS !== p.EW && (result.winner === 'NS') !== p.NS > p.EW) {
      refuse('winnerFewerPoints', { table: result.table }, 'invalid-args')
    }
  }
  // the engine's check of a round's result, for this table alone
  const problems = tableProblems(plan, table, result, { round: plan.round })
  if (problems.length > 0) refuseProblems(problems)
}

/** The results with one table's result put in (replacing any earlier one), sorted by table. */
export function withResult(results: readonly TableResult[], result: TableResult): TableResult[] {
  return [...results.filter((r) => r.table !== result.table), result].sort(
    (a, b) => a.table - b.table,
  )
}

/** Tables of a plan that have no result yet. */
export function missingTables(plan: RoundPlan, results: readonly TableResult[]): number[] {
  const done = new Set(results.map((r) => r.table))
  return plan.tables.map((t) => t.table).filter((t) => !done.has(t))
}
