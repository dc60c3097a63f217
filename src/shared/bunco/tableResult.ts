import { COUNTED_ROLLS, type CountedRoll } from './countLimits'
import { fail } from './errors'
import type { TableState } from './tableState'
import { SEATS, type Seat, type TableResult } from './types'

function nonZero(counts: Record<string, number>): Record<string, number> | undefined {
  const kept = Object.entries(counts).filter(([, n]) => n > 0)
  return kept.length > 0 ? Object.fromEntries(kept) : undefined
}

/** The finished table as the result the host would enter (RULES.md section 4). */
export function tableResult(state: TableState): TableResult {
  if (state.phase !== 'done' || state.winner === null) {
    fail('invalid-move', 'table.notOver', { table: state.table })
  }
  const result: TableResult = { table: state.table, winner: state.winner }
  if (state.play === 'team') {
    result.points = { NS: state.points.NS ?? 0, EW: state.points.EW ?? 0 }
  } else {
    const seatPoints: Partial<Record<Seat, number>> = {}
    for (const seat of SEATS)
      if (state.order.includes(seat)) seatPoints[seat] = state.points[seat] ?? 0
    result.seatPoints = seatPoints
  }
  if (state.wonByRollOff) result.rollOff = true
  return withCounts(result, (roll) => nonZero(state[roll]))
}

/**
 * Puts on a result each counted roll (Buncos, minis, wipeouts) that `countsOf` gives players for;
 * a roll nobody counted is left off the result.
 */
export function withCounts(
  result: TableResult,
  countsOf: (roll: CountedRoll) => Record<string, number> | undefined,
): TableResult {
  for (const roll of COUNTED_ROLLS) {
    const counts = countsOf(roll)
    if (counts) result[roll] = counts
  }
  return result
}
