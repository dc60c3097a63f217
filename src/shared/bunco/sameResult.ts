// Whether two entries of a table's result say the same thing, however each was typed or sent.
import type { TableResult } from './types'

type Counts = Record<string, number> | Partial<Record<string, number>> | undefined

// a count of 0 and a missing count say the same: nobody rolled one
function sameCounts(a: Counts, b: Counts): boolean {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])
  for (const k of keys) if ((a?.[k] ?? 0) !== (b?.[k] ?? 0)) return false
  return true
}

function samePoints(a: TableResult['points'], b: TableResult['points']): boolean {
  if (!a || !b) return a === b
  return a.NS === b.NS && a.EW === b.EW
}

// seat points count where typed, a 0 too (it is a round with points): the same seats, the same values
function sameSeatPoints(a: TableResult['seatPoints'], b: TableResult['seatPoints']): boolean {
  if (!a || !b) return !a && !b
  const typed = (p: NonNullable<TableResult['seatPoints']>) =>
    Object.entries(p)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => x.localeCompare(y))
  return JSON.stringify(typed(a)) === JSON.stringify(typed(b))
}

/** True when both results name the same table, winner, points, roll-off and counts. */
export function sameResult(a: TableResult, b: TableResult): boolean {
  return (
    a.table === b.table &&
    a.winner === b.winner &&
    (a.rollOff ?? false) === (b.rollOff ?? false) &&
    samePoints(a.points, b.points) &&
    sameSeatPoints(a.seatPoints, b.seatPoints) &&
    sameCounts(a.buncos, b.buncos) &&
    sameCounts(a.minis, b.minis) &&
    sameCounts(a.wipeouts, b.wipeouts) &&
    sameCounts(a.travels, b.travels)
  )
}
