// Table mode: the other team at the table answers the result a phone of it sent, on a phone of
// their own that joined the table this round (the phone that sent it cannot). "Right" counts it
// as trust mode would (an unusual count then waits for the host); "wrong" leaves it disputed,
// waiting for the host's Accept or Decline. Each result is answered once (a repeat gets the same
// outcome), and once the host has typed the table their entry wins: the answer is refused.
import { answered, answerRefusal } from '@shared/phones/decision'
import type { SubmitOutcome } from '@shared/phones/protocol'
import type { PhoneConfirm } from '@shared/schemas/phones'
import type { Language } from '@shared/settings'
import { resultOf } from './phonesRepo'
import { forgetJoins, joinTable, sentBy } from './phoneJoins'
import { announce, PhoneError, type PhonesContext, type PhoneSender } from './phonesContext'
import { checkedByRules, needsConfirming, recordResult, refusedAtTable } from './resultChecks'
import { heldFor, hostEntered, shownStatus } from './submissionStatus'
import { startSend } from './tableSends'

/** The table's answer about one of its results, sent with its code; refused changing nothing. */
export function confirmResult(
  cx: PhonesContext,
  code: string,
  body: PhoneConfirm,
  from: PhoneSender,
  language: Language,
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
  // replaced, settled by the host, the host's own entry meanwhile (the board holds the phone's
  // for a click), or the phone that sent it: the decision says which
  const refusal = answerRefusal({
    status: sub.status,
    byHost: hostEntered(cx, heldFor(state, table), nightId, sub.round, table),
    sentByThisPhone: sentBy(cx, speaker, sub.idem_key),
  })
  if (refusal) throw new PhoneError(409, refusal)
  const at = cx.now().toISOString()
  // "wrong" reads nothing of the result: it waits for the host as it is
  const result = body.answer === 'right' ? resultOf(sub) : null
  const status = answered(body.answer, result !== null && needsConfirming(result))
  if (!result) {
    // its status is the host's flag: it waits for their Accept or Decline; the phone's join is
    // kept with the answer (one durable commit)
    try {
      cx.store.transaction(() => {
        cx.repo.answer(sub.id, status, at)
        joinTable(cx, speaker)
      })
    } catch (err) {
      forgetJoins(cx, nightId)
      throw err
    }
    announce(cx, nightId)
    return { status, flagged: sub.flagged === 1, repeated: false }
  }
  const seats = state.current.plan.tables.find((t) => t.table === table)?.seats
  const refused = (err: unknown): PhoneError =>
    seats ? refusedAtTable(cx, nightId, seats, err, language) : new PhoneError(409, 'tableGone')
  const before = cx.repo.lastApplied(nightId, sub.round, table)
  try {
    // the rules check it once: by a dry run when it waits for the host, else by its recording
    if (status === 'waiting') checkedByRules(state, sub.round, result)
    cx.store.transaction(() => {
      if (status === 'waiting') cx.repo.answer(sub.id, 'waiting', at)
      else {
        cx.repo.answer(sub.id, 'applied', at, recordResult(cx, nightId, sub.round, result))
        // the table's result counted before is replaced by this one, as in trust mode
        if (before?.status === 'applied') cx.repo.setStatus(before.id, 'replaced')
      }
      // the phone's join is kept with its answer: one durable commit
      joinTable(cx, speaker)
    })
  } catch (err) {
    forgetJoins(cx, nightId)
    if (err instanceof PhoneError) throw err
    throw refused(err)
  }
  // an applied result changed the night: its store already told everyone
  if (status === 'waiting') announce(cx, nightId)
  return { status, flagged: sub.flagged === 1, repeated: false }
}
