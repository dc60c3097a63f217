// A phone's result as the rules see it: the table result its counts by seat make, whether the
// rules take it only once the host confirms its counts, and a refusal in the table's words.
import { AppError } from '@shared/app-error'
import { SEATS, isGhost, type PlayMode, type Seat, type TableResult } from '@shared/bunco'
import { applyAction, type NightState } from '@shared/night'
import type { PhoneResult } from '@shared/schemas/lan'
import { PhoneError, playerNames, type PhonesContext } from './phonesContext'
import { shortNames } from './shortNames'

const isUnusualCount = (err: unknown): boolean =>
  err instanceof AppError && err.messageKey.startsWith('errors.night.count.unusual')

/** Whether the rules take this result only once the host confirms its counts; else throws. */
export function countsNeedConfirming(
  state: NightState,
  round: number,
  result: TableResult,
): boolean {
  // confirming is for counts possible but beyond what simulated rounds ever gave; anything else
  // the rules refuse is thrown as they refused it
  try {
    applyAction(state, { type: 'result', round, result })
    return false
  } catch (err) {
    if (!isUnusualCount(err)) throw err
  }
  applyAction(state, { type: 'result', round, result: { ...result, unusualConfirmed: true } })
  return true
}

/** A refusal that names a player by key ('p12') says their name instead, as the host's do. */
export function namedRefusal(err: unknown, names: ReadonlyMap<string, string>): unknown {
  if (!(err instanceof AppError) || typeof err.params['player'] !== 'string') return err
  const name = names.get(err.params['player'])
  if (name === undefined) return err
  return new AppError(err.code, err.messageKey, { ...err.params, player: name }, err.problems)
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
  language: string,
): PhoneError {
  const names = shortNames(
    SEATS.map((s) => seats[s]),
    playerNames(cx, nightId),
  )
  return new PhoneError(422, 'refused', cx.translateProblem?.(namedRefusal(err, names), language))
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
  const buncos = bySeat(body.buncos)
  const minis = bySeat(body.minis)
  const wipeouts = bySeat(body.wipeouts)
  if (buncos) result.buncos = buncos
  if (minis) result.minis = minis
  if (wipeouts) result.wipeouts = wipeouts
  return result
}
