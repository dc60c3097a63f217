// A table's result once the host picks its winner, keeping what was typed beside it.
import type { Seat, TableResult, Team } from '@shared/bunco'

/** Both teams' points as typed in a table's fields. */
export type TypedPoints = NonNullable<TableResult['points']>

/** A table's result as entered so far: without a winner until one is picked. */
export type EnteredResult = Omit<TableResult, 'winner'> & { winner?: TableResult['winner'] }

/**
 * The result with `winner` picked. Points typed with the pick go in with it (equal points mean a
 * roll-off decided); without typed points, saved points that say the other team won are dropped,
 * the pick being the newer word. Typed points that contradict the pick are kept, so the rules
 * refuse the pair with their own message and nothing changes.
 */
export function withWinner(
  result: EnteredResult,
  winner: Team | Seat,
  typed?: TypedPoints,
): TableResult {
  const next: TableResult = { ...result, winner }
  if (typed) {
    next.points = typed
    next.rollOff = typed.NS === typed.EW
    return next
  }
  const p = next.points
  if (p && p.NS !== p.EW && (winner === 'NS') !== p.NS > p.EW) delete next.points
  return next
}
