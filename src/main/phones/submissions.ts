// A phone's result for its table: checked by the rules as the host's entry is, stored once per
// key, then counted at once (trust mode) or held for the host's Accept or Decline (host-confirms
// mode, an unusual count, or behind what the host typed).
import { AppError } from '@shared/app-error'
import { sameResult } from '@shared/bunco'
import type { SubmissionStatus } from '@shared/lan'
import type { LanMode, PhoneResult } from '@shared/schemas/lan'
import { resultOf, type SubmissionRow } from './lanRepo'
import { joinTable, noteSender } from './phoneJoins'
import {
  announce,
  nightSettings,
  PhoneError,
  type PhonesContext,
  type PhoneSender,
} from './phonesContext'
import { countsNeedConfirming, refusedAtTable, toResult } from './resultChecks'
import { LAN_LIMITS } from './serverLimits'
import { decidable, hostEntered, standing } from './submissionStatus'
import { startSend } from './tableSends'

/** What a phone's result did. */
export interface SubmitOutcome {
  status: SubmissionStatus
  flagged: boolean
  /** True when this key had already been received: nothing new was saved. */
  repeated: boolean
}

/**
 * A table phone's result, sent with its code by a phone with its pass: stored, and counted or
 * held as the mode says; the phone then speaks for this table for the round.
 */
export function submit(
  cx: PhonesContext,
  code: string,
  body: PhoneResult,
  from: PhoneSender,
  language: string,
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
  if (cx.repo.sentCount(nightId, plan.round, table) >= LAN_LIMITS.resultsPerRound) {
    throw new PhoneError(409, 'tooMany')
  }
  const result = toResult(body, table, seated.seats, state.rules.play)
  // the rules check it as they would the host's entry; nothing is saved if they refuse, and
  // a count possible but unusual waits for the host, whose Accept confirms it
  const refused = (err: unknown): PhoneError =>
    refusedAtTable(cx, nightId, seated.seats, err, language)
  let unusual: boolean
  try {
    unusual = countsNeedConfirming(state, plan.round, result)
  } catch (err) {
    throw refused(err)
  }
  const prior = cx.repo.latestSent(nightId, plan.round, table)
  const flagged = prior !== undefined && (prior.status === 'applied' || standing(prior))
  const mode = nightSettings(cx, nightId).mode
  const entered = state.current?.results.find((r) => r.table === table)
  const host = hostEntered(cx, entered, nightId, plan.round, table)
  const at = cx.now().toISOString()
  // the host's entry wins; the same result as it needs no decision: taken as confirmed; in
  // table mode the other team at the table is asked first (an unusual count still waits for the
  // host once they say it is right)
  let outcome: SubmissionRow['status'] = host
    ? sameResult(entered!, result)
      ? 'accepted'
      : 'held'
    : mode === 'table'
      ? 'confirming'
      : mode === 'trust' && !unusual
        ? 'applied'
        : 'waiting'
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
        status: outcome,
        flagged: flagged ? 1 : 0,
        event_id: null,
        received_at: at,
        confirmed_at: null,
      })
      if (prior && (standing(prior) || (outcome === 'applied' && prior.status === 'applied'))) {
        cx.repo.setStatus(prior.id, 'replaced')
      }
      if (outcome === 'applied') {
        const eventId = cx.nights.record(
          nightId,
          { type: 'result', round: plan.round, result },
          `table:${table}`,
        )
        cx.repo.setStatus(sub.id, 'applied', eventId)
      }
    })
  } catch (err) {
    if (err instanceof PhoneError) throw err
    outcome = 'waiting'
    throw refused(err)
  }
  joinTable(cx, speaker)
  noteSender(cx, speaker, body.key)
  // an applied result changed the night: its store already told everyone
  if (outcome !== 'applied') announce(cx, nightId)
  return { status: outcome, flagged, repeated: false }
}

/** The host counts a result that waits for them, confirming an unusual count with it. */
export function acceptSubmission(cx: PhonesContext, nightId: number, id: number): void {
  const sub = cx.repo.submissionById(id)
  const state = cx.store.state(nightId)
  if (!sub || sub.night_id !== nightId || !decidable(cx, state, sub)) {
    throw new AppError('conflict', 'lan.errors.notWaiting')
  }
  if (state.current?.plan.round !== sub.round) {
    throw new AppError('conflict', 'lan.errors.roundClosed', { round: sub.round })
  }
  const sent = resultOf(sub)
  // the host's Accept is the confirmation an unusual count waits for
  const result = countsNeedConfirming(state, sub.round, sent)
    ? { ...sent, unusualConfirmed: true as const }
    : sent
  cx.store.transaction(() => {
    const eventId = cx.nights.record(
      nightId,
      { type: 'result', round: sub.round, result },
      `table:${sub.table_no}`,
    )
    cx.repo.setStatus(sub.id, 'accepted', eventId)
  })
  announce(cx, nightId)
}

/** The host turns down a result that waits for them: the night is left as it is. */
export function declineSubmission(cx: PhonesContext, nightId: number, id: number): void {
  const sub = cx.repo.submissionById(id)
  if (!sub || sub.night_id !== nightId || !decidable(cx, cx.store.state(nightId), sub)) {
    throw new AppError('conflict', 'lan.errors.notWaiting')
  }
  cx.repo.setStatus(sub.id, 'declined')
  announce(cx, nightId)
}

/** Trust, host-confirms or table-confirms, for the night's next results (one asked stays asked). */
export function setMode(cx: PhonesContext, nightId: number, mode: LanMode): void {
  cx.repo.saveNight({ ...nightSettings(cx, nightId), mode })
  announce(cx, nightId)
}
