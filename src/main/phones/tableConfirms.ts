// Table mode: the other team at the table answers the result a phone of it sent, on a phone of
// their own that joined the table this round (the phone that sent it cannot). "Right" counts it
// as trust mode would (an unusual count then waits for the host); "wrong" leaves it disputed,
// waiting for the host's Accept or Decline. Each result is answered once (a repeat gets the same
// outcome), and once the host has typed the table their entry wins: the answer is refused.
import type { PhoneConfirm } from '@shared/schemas/lan'
import { resultOf, type SubmissionRow } from './lanRepo'
import { joinTable, sentBy } from './phoneJoins'
import { announce, PhoneError, type PhonesContext, type PhoneSender } from './phonesContext'
import { countsNeedConfirming, refusedAtTable } from './resultChecks'
import { hostEntered, shownStatus } from './submissionStatus'
import type { SubmitOutcome } from './submissions'
import { startSend } from './tableSends'

/** The table's answer about one of its results, sent with its code; refused changing nothing. */
export function confirmResult(
  cx: PhonesContext,
  code: string,
  body: PhoneConfirm,
  from: PhoneSender,
  language: string,
): SubmitOutcome {
  const { nightId, table, state, speaker } = startSend(cx, code, from)
  const sub = cx.repo.submissionByKey(nightId, body.key)
  // a key this table never sent (another table's, or none): nothing is said of it
  if (!sub || sub.table_no !== table) throw new PhoneError(409, 'otherTable')
  // answered already: the same outcome again, nothing counted twice
  if (sub.confirmed_at !== null) {
    return { status: shownStatus(cx, state, sub), flagged: sub.flagged === 1, repeated: true }
  }
  if (!speaker || !state.current || speaker.round !== sub.round) {
    throw new PhoneError(409, 'pastRound')
  }
  if (sub.status === 'replaced') throw new PhoneError(409, 'replaced')
  // the host settled it before the table answered
  if (sub.status !== 'confirming') throw new PhoneError(409, 'settled')
  // the host typed this table meanwhile: theirs wins (the board holds the phone's for a click)
  const entered = state.current.results.find((r) => r.table === table)
  if (hostEntered(cx, entered, nightId, sub.round, table)) {
    throw new PhoneError(409, 'hostEntered')
  }
  // the other team answers on a phone of their own, not on the one that sent it
  if (sentBy(cx, speaker, sub.idem_key)) throw new PhoneError(409, 'ownResult')
  const at = cx.now().toISOString()
  if (body.answer === 'wrong') {
    // its status is the host's flag: it waits for their Accept or Decline
    cx.repo.answer(sub.id, 'disputed', at)
    joinTable(cx, speaker)
    announce(cx, nightId)
    return { status: 'disputed', flagged: sub.flagged === 1, repeated: false }
  }
  const result = resultOf(sub)
  const seats = state.current.plan.tables.find((t) => t.table === table)?.seats
  const refused = (err: unknown): PhoneError =>
    seats ? refusedAtTable(cx, nightId, seats, err, language) : new PhoneError(409, 'tableGone')
  let unusual: boolean
  try {
    unusual = countsNeedConfirming(state, sub.round, result)
  } catch (err) {
    throw refused(err)
  }
  const status: SubmissionRow['status'] = unusual ? 'waiting' : 'applied'
  const before = cx.repo.lastApplied(nightId, sub.round, table)
  try {
    cx.store.transaction(() => {
      if (status === 'waiting') {
        cx.repo.answer(sub.id, 'waiting', at)
        return
      }
      const eventId = cx.nights.record(
        nightId,
        { type: 'result', round: sub.round, result },
        `table:${table}`,
      )
      cx.repo.answer(sub.id, 'applied', at, eventId)
      // the table's result counted before is replaced by this one, as in trust mode
      if (before?.status === 'applied') cx.repo.setStatus(before.id, 'replaced')
    })
  } catch (err) {
    throw refused(err)
  }
  joinTable(cx, speaker)
  // an applied result changed the night: its store already told everyone
  if (status === 'waiting') announce(cx, nightId)
  return { status, flagged: sub.flagged === 1, repeated: false }
}
