// The facts the phones' decision (@shared/phones/decision) is taken on, gathered from the night and
// the store: what the night holds for a table beside a phone's result, and a stored result's own.
// The board, the phones' views and the host's decisions all read a result's status from here.
import { sameResult, type TableResult } from '@shared/bunco'
import { shownStatus as shown, type StoredFacts, type TableFacts } from '@shared/phones/decision'
import { hostMaySettle, type SubmissionStatus } from '@shared/phones/status'
import type { NightState } from '@shared/night'
import { resultOf, type SubmissionRow } from './phonesRepo'
import type { PhonesContext } from './phonesContext'

/** A stored phone result as the decision sees it. */
export function storedFacts(sub: SubmissionRow): StoredFacts {
  // taken as confirmed because it was the host's own entry: it put no event of its own
  return { status: sub.status, matched: sub.status === 'accepted' && sub.event_id === null }
}

/** The result the night holds for a table in the round being played, if any. */
export function heldFor(state: NightState | null, table: number): TableResult | undefined {
  return state?.current?.results.find((r) => r.table === table)
}

/**
 * What the night holds for a table beside `result`; `byHost` is asked only when `askHost` says
 * it matters (it costs a read of the store).
 */
export function tableFacts(
  cx: PhonesContext,
  at: { nightId: number; round: number; table: number },
  held: TableResult | undefined,
  result: TableResult,
  askHost = true,
): TableFacts {
  return {
    night: !held ? 'none' : sameResult(held, result) ? 'same' : 'other',
    byHost: askHost && hostEntered(cx, held, at.nightId, at.round, at.table),
  }
}

/** The status a phone result is shown with, given what the night holds for its table now. */
export function shownStatus(
  cx: PhonesContext,
  state: NightState | null,
  sub: SubmissionRow,
): SubmissionStatus {
  const inRound = state?.current?.plan.round === sub.round
  const at = { nightId: sub.night_id, round: sub.round, table: sub.table_no }
  // whether the host typed the table matters only to a result the table is still asked about
  const askHost = sub.status === 'confirming' && inRound
  const facts = tableFacts(cx, at, heldFor(state, sub.table_no), resultOf(sub), askHost)
  return shown(storedFacts(sub), facts, inRound)
}

/** Whether the host may Accept or Decline a phone result. */
export function decidable(
  cx: PhonesContext,
  state: NightState | null,
  sub: SubmissionRow,
): boolean {
  // sent in confirm mode, called wrong at the table, held behind the host's entry, or held or
  // matched to an entry the host has since undone; and one the table has not answered yet (the
  // host may settle it for them)
  return hostMaySettle(shownStatus(cx, state, sub))
}

/** The host's entry wins: a result in the night that is not the one a phone last put there. */
export function hostEntered(
  cx: PhonesContext,
  entered: TableResult | undefined,
  nightId: number,
  round: number,
  table: number,
): boolean {
  if (!entered) return false
  // the phone result that last put an event in the night (applied, or accepted by a click; one
  // taken as matching the host's entry put none)
  const applied = cx.repo.lastApplied(nightId, round, table)
  return !applied || !sameResult(resultOf(applied), entered)
}
