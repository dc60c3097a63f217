// The phones' tables: codes, submissions and each night's settings. Their SQL names keep the
// `lan_` prefix they were created with (lan_codes, lan_submissions, lan_nights): a store written
// by an earlier version reads as it is, and renaming them would take a migration for no reader's
// gain. Everything above the SQL says "phones".
import type { TableResult } from '@shared/bunco'
import { AppError } from '@shared/app-error'
import type { PhoneMode } from '@shared/phones/decision'
import type { PhoneKind } from '@shared/phones/protocol'
import type { StoredStatus } from '@shared/phones/status'
import { TableResultSchema } from '@shared/schemas/night'
import { StoredStatusSchema } from '@shared/schemas/phones'
import type { Db } from '../db/connection'
import { codeKey } from './codes'

/** A table's, a guest's, the night's TV's or a door desk's code row. */
export interface CodeRow {
  id: number
  night_id: number
  kind: PhoneKind
  target: string
  code: string
  created_at: string
  revoked_at: string | null
}

/** What a phone sent, once per idempotency key. */
export interface SubmissionRow {
  id: number
  night_id: number
  table_no: number
  round: number
  idem_key: string
  code_id: number
  device: string
  result: string
  status: StoredStatus
  flagged: number
  event_id: number | null
  received_at: string
  /** When the table's other team answered it (table mode); null until then. */
  confirmed_at: string | null
}

/**
 * The table result a phone sent, as stored with its submission: read and checked against the
 * host's result schema where it leaves the database (a row damaged by an outside hand is named).
 */
export function resultOf(row: Pick<SubmissionRow, 'id' | 'result'>): TableResult {
  let value: unknown
  try {
    value = JSON.parse(row.result)
  } catch {
    value = undefined
  }
  const parsed = TableResultSchema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new AppError('storage', 'phones.errors.damagedSubmission', { id: row.id })
}

/** A submission as SQLite hands it over, its status not read yet. */
type SubmissionRecord = Omit<SubmissionRow, 'status'> & { status: string }

// a status the store's own check would never let in is named as damage, like a damaged result
function submissionOf(row: SubmissionRecord): SubmissionRow {
  const status = StoredStatusSchema.safeParse(row.status)
  if (!status.success)
    throw new AppError('storage', 'phones.errors.damagedSubmission', { id: row.id })
  return { ...row, status: status.data }
}

const maybe = (row: SubmissionRecord | undefined): SubmissionRow | undefined =>
  row && submissionOf(row)

/** A night's phone settings. */
export interface PhonesNightRow {
  night_id: number
  enabled: number
  mode: PhoneMode
  address: string | null
  port: number | null
  /** The standings are hidden for the night's last this many rounds (0: never). */
  hide_rounds: number
  /** 1: the money raised is kept off the TV and the projector for now. */
  hide_raised: number
}

/** The phones' tables: codes, submissions and each night's settings. */
export interface PhonesRepo {
  codeByKey(code: string): CodeRow | undefined
  activeCode(nightId: number, kind: PhoneKind, target: string): CodeRow | undefined
  codes(nightId: number): CodeRow[]
  addCode(nightId: number, kind: PhoneKind, target: string, code: string, at: string): CodeRow
  revoke(id: number, at: string): void
  submissionByKey(nightId: number, key: string): SubmissionRow | undefined
  submissionById(id: number): SubmissionRow | undefined
  submissions(nightId: number, round: number): SubmissionRow[]
  /** A table's newest submission of the round that was not replaced (one row, by the index). */
  latestSent(nightId: number, round: number, table: number): SubmissionRow | undefined
  /** A table's newest submission of the round that put an event in the night. */
  lastApplied(nightId: number, round: number, table: number): SubmissionRow | undefined
  /** How many results a table's phones sent in a round (by the round's index). */
  sentCount(nightId: number, round: number, table: number): number
  addSubmission(row: Omit<SubmissionRow, 'id'>): SubmissionRow
  setStatus(id: number, status: SubmissionRow['status'], eventId?: number | null): void
  /** The table's other team answered: the submission's new status, when, and its event. */
  answer(id: number, status: SubmissionRow['status'], at: string, eventId?: number): void
  night(nightId: number): PhonesNightRow | undefined
  saveNight(row: PhonesNightRow): void
  enabledNights(): PhonesNightRow[]
}

/** Creates the repo. */
export function phonesRepo(db: Db): PhonesRepo {
  const byKey = db.prepare<[Buffer], CodeRow>(
    'SELECT id, night_id, kind, target, code, created_at, revoked_at FROM lan_codes WHERE code_key = ?',
  )
  const active = db.prepare<[number, string, string], CodeRow>(
    `SELECT id, night_id, kind, target, code, created_at, revoked_at FROM lan_codes
     WHERE night_id = ? AND kind = ? AND target = ? AND revoked_at IS NULL ORDER BY id DESC LIMIT 1`,
  )
  const all = db.prepare<[number], CodeRow>(
    `SELECT id, night_id, kind, target, code, created_at, revoked_at FROM lan_codes
     WHERE night_id = ? ORDER BY id`,
  )
  const insertCode = db.prepare<[number, string, string, string, Buffer, string]>(
    `INSERT INTO lan_codes (night_id, kind, target, code, code_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const revokeCode = db.prepare<[string, number]>(
    'UPDATE lan_codes SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  )
  const subByKey = db.prepare<[number, string], SubmissionRecord>(
    'SELECT * FROM lan_submissions WHERE night_id = ? AND idem_key = ?',
  )
  const subById = db.prepare<[number], SubmissionRecord>(
    'SELECT * FROM lan_submissions WHERE id = ?',
  )
  const subsOfRound = db.prepare<[number, number], SubmissionRecord>(
    'SELECT * FROM lan_submissions WHERE night_id = ? AND round = ? ORDER BY id',
  )
  const latest = db.prepare<[number, number, number], SubmissionRecord>(
    `SELECT * FROM lan_submissions WHERE night_id = ? AND round = ? AND table_no = ?
       AND status != 'replaced' ORDER BY id DESC LIMIT 1`,
  )
  const applied = db.prepare<[number, number, number], SubmissionRecord>(
    `SELECT * FROM lan_submissions WHERE night_id = ? AND round = ? AND table_no = ?
       AND event_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
  )
  const countSent = db.prepare<[number, number, number], { n: number }>(
    `SELECT count(*) AS n FROM lan_submissions WHERE night_id = ? AND round = ? AND table_no = ?`,
  )
  const insertSub = db.prepare(
    `INSERT INTO lan_submissions
       (night_id, table_no, round, idem_key, code_id, device, result, status, flagged, event_id,
        received_at, confirmed_at)
     VALUES (@night_id, @table_no, @round, @idem_key, @code_id, @device, @result, @status,
        @flagged, @event_id, @received_at, @confirmed_at)`,
  )
  const status = db.prepare<[string, number | null, number]>(
    'UPDATE lan_submissions SET status = ?, event_id = coalesce(?, event_id) WHERE id = ?',
  )
  const answered = db.prepare<[string, number | null, string, number]>(
    `UPDATE lan_submissions SET status = ?, event_id = coalesce(?, event_id), confirmed_at = ?
     WHERE id = ?`,
  )
  const nightRow = db.prepare<[number], PhonesNightRow>(
    'SELECT * FROM lan_nights WHERE night_id = ?',
  )
  const upsertNight = db.prepare(
    `INSERT INTO lan_nights (night_id, enabled, mode, address, port, hide_rounds, hide_raised)
     VALUES (@night_id, @enabled, @mode, @address, @port, @hide_rounds, @hide_raised)
     ON CONFLICT (night_id) DO UPDATE SET enabled = excluded.enabled, mode = excluded.mode,
       address = excluded.address, port = excluded.port, hide_rounds = excluded.hide_rounds,
       hide_raised = excluded.hide_raised`,
  )
  const enabled = db.prepare<[], PhonesNightRow>('SELECT * FROM lan_nights WHERE enabled = 1')
  return {
    codeByKey: (code) => byKey.get(codeKey(code)),
    activeCode: (nightId, kind, target) => active.get(nightId, kind, target),
    codes: (nightId) => all.all(nightId),
    addCode(nightId, kind, target, code, at) {
      const id = Number(
        insertCode.run(nightId, kind, target, code, codeKey(code), at).lastInsertRowid,
      )
      return { id, night_id: nightId, kind, target, code, created_at: at, revoked_at: null }
    },
    revoke: (id, at) => void revokeCode.run(at, id),
    submissionByKey: (nightId, key) => maybe(subByKey.get(nightId, key)),
    submissionById: (id) => maybe(subById.get(id)),
    submissions: (nightId, round) => subsOfRound.all(nightId, round).map(submissionOf),
    latestSent: (nightId, round, table) => maybe(latest.get(nightId, round, table)),
    lastApplied: (nightId, round, table) => maybe(applied.get(nightId, round, table)),
    sentCount: (nightId, round, table) => countSent.get(nightId, round, table)?.n ?? 0,
    addSubmission(row) {
      const id = Number(insertSub.run(row).lastInsertRowid)
      return { ...row, id }
    },
    setStatus: (id, s, eventId) => void status.run(s, eventId ?? null, id),
    answer: (id, s, at, eventId) => void answered.run(s, eventId ?? null, at, id),
    night: (nightId) => nightRow.get(nightId),
    saveNight: (row) => void upsertNight.run(row),
    enabledNights: () => enabled.all(),
  }
}
