// A phone's result for its table: checked by the rules as the host's entry is, stored once per
// key, then counted at once (trust mode) or held for the host's Accept or Decline (host-confirms
// mode, an unusual count, or behind what the host typed), as the phones' decision says.
import { AppError } from '@shared/app-error'
import { arrival, type PhoneMode } from '@shared/phones/decision'
import type { SubmitOutcome } from '@shared/phones/protocol'
import type { PhoneResult } from '@shared/schemas/phones'
import type { Language } from '@shared/settings'
import { resultOf } from './phonesRepo'
import { forgetJoins, joinAsSender } from './phoneJoins'
import {
  announce,
  nightSettings,
  PhoneError,
  type PhonesContext,
  type PhoneSender,
} from './phonesContext'
import {
  checkedByRules,
  needsConfirming,
  recordResult,
  refusedAtTable,
  toResult,
} from './resultChecks'
import { PHONE_LIMITS } from './serverLimits'
import { decidable, heldFor, storedFacts, tableFacts } from './submissionStatus'
import { startSend } from './tableSends'

/**
 * A table phone's result, sent with its code by a phone with its pass: stored, and counted or
 * held as the mode says (the decision's `arrival`); the phone then speaks for this table for the
 * round. The rules check it once: by recording it when it counts at once, else by a dry run.
 */
export function submit(
  cx: PhonesContext,
  code: string,
  body: PhoneResult,
  from: PhoneSender,
  language: Language,
): SubmitOutcome {
  const { row, nightId, table, state, plan, speaker } = startSend(cx, code, from)
  const again = cx.repo.submissionByKey(nightId, body.key)
  if (again) {
    if (again.code_id !== row.id) throw new PhoneError(409, 'keyReused')
    return { status: again.status, flagged: again.flagged === 1, repeated: true }
  }
  if (!plan || !speaker || plan.round !== body.round) throw new PhoneError(409, 'pastRound')
  const seated = plan.tables.find((t) => t.table === table)
  if (!seated) throw new PhoneError(409, 'tableGone')
  // a round takes a result and a few corrections: past them nothing more is written
  if (cx.repo.sentCount(nightId, plan.round, table) >= PHONE_LIMITS.resultsPerRound) {
    throw new PhoneError(409, 'tooMany')
  }
  const result = toResult(body, table, seated.seats, state.rules.play)
  const refused = (err: unknown): PhoneError =>
    refusedAtTable(cx, nightId, seated.seats, err, language)
  const prior = cx.repo.latestSent(nightId, plan.round, table)
  const at = { nightId, round: plan.round, table }
  const decided = arrival({
    mode: nightSettings(cx, nightId).mode,
    table: tableFacts(cx, at, heldFor(state, table), result),
    unusual: needsConfirming(result),
    prior: prior ? storedFacts(prior) : null,
  })
  // the rules check it as they would the host's entry, nothing saved if they refuse: a result
  // that waits (a count possible but unusual waits for the host, whose Accept confirms it) by a
  // dry run now, one that counts by its recording below
  if (decided.status !== 'applied') {
    try {
      checkedByRules(state, plan.round, result)
    } catch (err) {
      throw refused(err)
    }
  }
  try {
    cx.store.transaction(() => {
      const sub = cx.repo.addSubmission({
        night_id: nightId,
        table_no: table,
        round: plan.round,
        idem_key: body.key,
        code_id: row.id,
        device: from.device,
        result: JSON.stringify(result),
        status: decided.status,
        flagged: decided.flagged ? 1 : 0,
        event_id: null,
        received_at: cx.now().toISOString(),
        confirmed_at: null,
      })
      if (prior && decided.replacesPrior) cx.repo.setStatus(prior.id, 'replaced')
      if (decided.status === 'applied') {
        cx.repo.setStatus(sub.id, 'applied', recordResult(cx, nightId, plan.round, result))
      }
      // the phone's join and its sending are kept with its result: one durable commit, not three
      joinAsSender(cx, speaker, body.key)
    })
  } catch (err) {
    forgetJoins(cx, nightId)
    if (err instanceof PhoneError) throw err
    throw refused(err)
  }
  // an applied result changed the night: its store already told everyone
  if (decided.status !== 'applied') announce(cx, nightId)
  return { status: decided.status, flagged: decided.flagged, repeated: false }
}

/** The host counts a result that waits for them, confirming an unusual count with it. */
export function acceptSubmission(cx: PhonesContext, nightId: number, id: number): void {
  const sub = cx.repo.submissionById(id)
  const state = cx.store.state(nightId)
  if (!sub || sub.night_id !== nightId || !decidable(cx, state, sub)) {
    throw new AppError('conflict', 'phones.errors.notWaiting')
  }
  if (state.current?.plan.round !== sub.round) {
    throw new AppError('conflict', 'phones.errors.roundClosed', { round: sub.round })
  }
  const sent = resultOf(sub)
  // the host's Accept is the confirmation an unusual count waits for
  const result = needsConfirming(sent) ? { ...sent, unusualConfirmed: true as const } : sent
  cx.store.transaction(() => {
    cx.repo.setStatus(sub.id, 'accepted', recordResult(cx, nightId, sub.round, result))
  })
  announce(cx, nightId)
}

/** The host turns down a result that waits for them: the night is left as it is. */
export function declineSubmission(cx: PhonesContext, nightId: number, id: number): void {
  const sub = cx.repo.submissionById(id)
  if (!sub || sub.night_id !== nightId || !decidable(cx, cx.store.state(nightId), sub)) {
    throw new AppError('conflict', 'phones.errors.notWaiting')
  }
  cx.repo.setStatus(sub.id, 'declined')
  announce(cx, nightId)
}

/** Trust, host-confirms or table-confirms, for the night's next results (one asked stays asked). */
export function setMode(cx: PhonesContext, nightId: number, mode: PhoneMode): void {
  cx.repo.saveNight({ ...nightSettings(cx, nightId), mode })
  announce(cx, nightId)
}
