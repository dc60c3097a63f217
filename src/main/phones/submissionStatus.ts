// What a phone's stored result stands for now, given the night as it is: counted, overridden by
// the host, waiting for a click, replaced. The board, the phones' views and the host's decisions
// all read it from here.
import { sameResult, type TableResult } from '@shared/bunco'
import { hostMaySettle, type SubmissionStatus } from '@shared/lan'
import type { NightState } from '@shared/night'
import { resultOf, type SubmissionRow } from './lanRepo'
import type { PhonesContext } from './phonesContext'

/** A phone result taken as confirmed because it was the host's own entry: no event of its own. */
export function matched(sub: SubmissionRow): boolean {
  return sub.status === 'accepted' && sub.event_id === null
}

/** A phone result still standing for its table: the next one from the table replaces it. */
export function standing(sub: SubmissionRow): boolean {
  return (
    sub.status === 'waiting' ||
    sub.status === 'held' ||
    sub.status === 'confirming' ||
    sub.status === 'disputed' ||
    matched(sub)
  )
}

/** The status a phone result is shown with, given what the night holds for its table now. */
export function shownStatus(
  cx: PhonesContext,
  state: NightState | null,
  sub: SubmissionRow,
): SubmissionStatus {
  // a result the night no longer holds as sent (the host undid, corrected or typed over it) is
  // said so, not "counted"
  const held = state?.current?.results.find((r) => r.table === sub.table_no)
  // one the table was still asked about when the host typed the table: the host's entry wins, as
  // when a phone sends after it (held for a click, or taken as theirs when the same); undone,
  // the table is asked again
  if (
    sub.status === 'confirming' &&
    state?.current?.plan.round === sub.round &&
    hostEntered(cx, held, sub.night_id, sub.round, sub.table_no)
  ) {
    return sameResult(held!, resultOf(sub)) ? 'accepted' : 'held'
  }
  // behind the host's entry, or matching it, and the host then undid it: it waits for a click
  if ((sub.status === 'held' || matched(sub)) && !held) return 'waiting'
  if (sub.status !== 'applied' && sub.status !== 'accepted') return sub.status
  return held && sameResult(resultOf(sub), held) ? sub.status : 'overridden'
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
