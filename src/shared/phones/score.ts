// A table's result as the phones and the host's board say it: who is asked to confirm it, and
// its score with the winners' points first. (Imported by the phone page: engine types only.)
import { SEATS, seatsOf, type Seat, type TableResult } from '../bunco/types'

/**
 * The seats asked to confirm a result at the table: the team that did not win it (the pair across
 * from the winners), or in individual play everyone but the winner.
 */
export function confirmingSeats(winner: TableResult['winner']): Seat[] {
  if (winner === 'NS') return seatsOf('EW')
  if (winner === 'EW') return seatsOf('NS')
  return SEATS.filter((s) => s !== winner)
}

/** A table's score as its winners say it, their points first ("21–9"); null without points. */
export function winnersScore(
  winner: TableResult['winner'],
  points: TableResult['points'] | null | undefined,
): string | null {
  if (!points) return null
  return winner === 'EW' ? `${points.EW}–${points.NS}` : `${points.NS}–${points.EW}`
}
