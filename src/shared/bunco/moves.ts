// Where teams go between rounds (RULES.md section 5): the one home of the movement rules, read
// by the seating engine, its look-ahead, the rule sheet and the host's explanations alike.
import type { Movement } from './rules'

/** A team as it leaves a table: the winners or the losers of table `from`. */
export interface Source {
  from: number
  won: boolean
}

/** Who plays at a table next round: the team that stays there (and splits), and who arrives. */
export interface TableMoves {
  table: number
  /** The team of this table that stays, or null when both teams leave. */
  stays: Source | null
  /** The teams arriving: one when a team stays, else two. */
  arrive: Source[]
}

const won = (from: number): Source => ({ from, won: true })
const lost = (from: number): Source => ({ from, won: false })

function movesAt(movement: Movement, j: number, tables: number): TableMoves {
  // the table the rotation rules feed each table from: the one below, and the head table for the last
  const below = j < tables ? j + 1 : 1
  switch (movement) {
    case 'progressive':
      if (j === 1) return { table: j, stays: won(1), arrive: [won(2)] }
      if (j < tables) return { table: j, stays: null, arrive: [lost(j - 1), won(j + 1)] }
      return { table: j, stays: lost(j), arrive: [lost(j - 1)] }
    case 'headLosersToBottom':
      if (j === 1) return { table: j, stays: won(1), arrive: [won(2)] }
      return { table: j, stays: lost(j), arrive: [j < tables ? won(j + 1) : lost(1)] }
    case 'losersMove':
      return { table: j, stays: won(j), arrive: [lost(below)] }
    case 'winnersMove':
      return { table: j, stays: lost(j), arrive: [won(below)] }
  }
}

/** For each table of the next round, who stays and who arrives; none for a lone table (it rotates). */
export function tableMoves(movement: Movement, tables: number): TableMoves[] {
  if (tables < 2) return []
  return Array.from({ length: tables }, (_, i) => movesAt(movement, i + 1, tables))
}

/** The two teams that meet at each table next round (index = table − 1). */
export function meetings(movement: Movement, tables: number): [Source, Source][] {
  return tableMoves(movement, tables).map(({ stays, arrive }) =>
    stays ? [stays, arrive[0] as Source] : [arrive[0] as Source, arrive[1] as Source],
  )
}

/** The table a team goes to after a round: the winners or losers of table `from`. */
export function destination(movement: Movement, tables: number, team: Source): number {
  if (tables < 2) return 1
  const same = (s: Source | null): boolean => s?.from === team.from && s.won === team.won
  const found = tableMoves(movement, tables).find((m) => same(m.stays) || m.arrive.some(same))
  return found?.table ?? team.from
}

/** Whether some table has no team staying (both teams leave it), so arriving teams meet there. */
export function hasTablesWithoutStayers(movement: Movement): boolean {
  // the ladder's middle tables exist from 3 tables on; the rule does not change past that
  return tableMoves(movement, 3).some((m) => m.stays === null)
}
