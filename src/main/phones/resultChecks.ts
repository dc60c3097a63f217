// A phone's result as the rules see it: the table result its counts by seat make, the rules' one
// check of it (by recording it, or by a dry run when it waits), and a refusal in the table's words.
import { namedRefusal } from '../night/namedRefusal'
import {
  SEATS,
  isGhost,
  withCounts,
  type PlayMode,
  type Seat,
  type TableResult,
} from '@shared/bunco'
import { applyAction, unusualCount, type NightState } from '@shared/night'
import type { PhoneResult } from '@shared/schemas/phones'
import type { Language } from '@shared/settings'
import { PhoneError, playerNames, type PhonesContext } from './phonesContext'
import { shortNames } from './shortNames'

/**
 * The result as the rules take it when it is not recorded at once: checked by them (a refusal is
 * thrown as they refused it), its unusual counts confirmed (the host's click confirms them later).
 * One run of the rules, reading only; a result recorded at once is checked by its recording.
 */
export function checkedByRules(state: NightState, round: number, result: TableResult): void {
  const unusual = unusualCount(result) !== null
  applyAction(state, {
    type: 'result',
    round,
    result: unusual ? { ...result, unusualConfirmed: true } : result,
  })
}

/** Whether the rules take this result only once the host confirms its counts. */
export function needsConfirming(result: TableResult): boolean {
  return unusualCount(result) !== null
}

/** A phone's result put in the night by its table (its event's source names the table). */
export function recordResult(
  cx: PhonesContext,
  nightId: number,
  round: number,
  result: TableResult,
): number {
  // the store's own save, not the host's night service: the rules' refusal keeps the players'
  // keys, which the phones name in their own short names (refusedAtTable)
  return cx.store.apply(nightId, { type: 'result', round, result }, `table:${result.table}`).eventId
}

/**
 * The rules' refusal of a table's result, said in the phone's language, naming each player as
 * the table's phone shows them (first names, an initial where two would read the same).
 */
export function refusedAtTable(
  cx: PhonesContext,
  nightId: number,
  seats: Record<Seat, string>,
  err: unknown,
  language: Language,
): PhoneError {
  const names = shortNames(
    SEATS.map((s) => seats[s]),
    playerNames(cx, nightId),
  )
  return new PhoneError(
    422,
    'refused',
    cx.translateProblem?.(
      namedRefusal(err, (player) => names.get(player)),
      language,
    ),
  )
}

/** The table result a phone's counts by seat make, with the players sitting in those seats. */
export function toResult(
  body: PhoneResult,
  table: number,
  seats: Record<Seat, string>,
  play: PlayMode,
): TableResult {
  const bySeat = (counts: PhoneResult['buncos']): Record<string, number> | undefined => {
    if (!counts) return undefined
    const out: Record<string, number> = {}
    for (const seat of SEATS) {
      const n = counts[seat]
      // nobody sits in an empty seat: nothing of it is counted
      if (n && !isGhost(seats[seat])) out[seats[seat]] = n
    }
    return Object.keys(out).length > 0 ? out : undefined
  }
  const result: TableResult = { table, winner: body.winner }
  // points as the play mode keeps them: by team, or by seat in individual play
  if (body.points && play === 'team') result.points = body.points
  if (body.seatPoints && play === 'individual') result.seatPoints = body.seatPoints
  if (body.rollOff) result.rollOff = true
  return withCounts(result, (roll) => bySeat(body[roll]))
}
