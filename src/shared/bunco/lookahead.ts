import type { Movement } from './rules'
import type { Team } from './types'

/** A team as it leaves a table: the winners or the losers of table `from`. */
export interface Source {
  from: number
  won: boolean
}

/** For each table next round (index j − 1), the two teams that will meet there. */
export function meetings(tables: number, movement: Movement): [Source, Source][] {
  const out: [Source, Source][] = []
  for (let j = 1; j <= tables; j++) {
    if (j === 1)
      out.push([
        { from: 1, won: true },
        { from: 2, won: true },
      ])
    else if (movement === 'progressive') {
      out.push(
        j < tables
          ? [
              { from: j - 1, won: false },
              { from: j + 1, won: true },
            ]
          : [
              { from: tables - 1, won: false },
              { from: tables, won: false },
            ],
      )
    } else {
      out.push([
        { from: j, won: false },
        j < tables ? { from: j + 1, won: true } : { from: 1, won: false },
      ])
    }
  }
  return out
}

/** Both ways a table's round can go. */
export const OUTCOMES: readonly Team[] = ['NS', 'EW']
