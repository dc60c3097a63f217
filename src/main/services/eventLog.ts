// A night's event log read back with care: a row an outside hand damaged (not JSON, not an
// action, an action the rules refuse) is named, and what comes before it still reads.
import { AppError } from '@shared/app-error'
import { applyAction, type NightAction, type NightState } from '@shared/night'
import { StoredActionSchema } from '@shared/schemas/actions'
import type { Notice } from '@shared/views'
import { z } from 'zod'
import type { EventRow } from '../db/repos/eventsRepo'
import { UNDO } from './undoStack'

const UndoSchema = z.strictObject({ target: z.int().min(1) })

/** What is wrong with one stored event, said as a message key and its params. */
export interface NightDamage {
  eventId: number
  /** `errors.store.damage.*`, or the rule the engine refused it with (`errors.night.*`). */
  problem: Notice
}

/** A night's log as far as it reads: every row before the first damaged one. */
export interface ReadLog {
  /** The rows before the damage (all rows when there is none). */
  rows: EventRow[]
  /** The actions in effect among those rows, oldest first (undone ones left out). */
  actions: { row: EventRow; action: NightAction }[]
  /** The night those actions make; null when nothing before the damage creates it. */
  state: NightState | null
  damage: NightDamage | null
}

function readPayload(row: EventRow): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(row.payload) }
  } catch {
    return { ok: false }
  }
}

/** The first thing wrong with a row's payload (null when it reads), and its action. */
function checkRow(row: EventRow): { action: NightAction | null; problem: Notice | null } {
  const payload = readPayload(row)
  if (!payload.ok)
    return { action: null, problem: { key: 'errors.store.damage.notJson', params: {} } }
  const parsed = (row.type === UNDO ? UndoSchema : StoredActionSchema).safeParse(payload.value)
  if (!parsed.success || ('type' in parsed.data && parsed.data.type !== row.type)) {
    const where = parsed.success ? 'type' : (parsed.error.issues[0]?.path.join('.') ?? '')
    return {
      action: null,
      problem: { key: 'errors.store.damage.notAction', params: { where: where || '—' } },
    }
  }
  return { action: 'type' in parsed.data ? parsed.data : null, problem: null }
}

/** The engine's refusal of a stored action, as the host would read it. */
function refusal(err: unknown): Notice {
  if (
    err instanceof AppError &&
    err.messageKey.startsWith('errors.night.') &&
    err.problems.length === 0
  ) {
    return {
      key: 'errors.store.damage.refused',
      params: { ...err.params, '@reason': err.messageKey },
    }
  }
  return { key: 'errors.store.damage.refused', params: { '@reason': 'errors.store.damage.rules' } }
}

/** Reads a night's rows (oldest first): checks every payload, then replays the actions in effect. */
export function readLog(events: readonly EventRow[]): ReadLog {
  const rows: EventRow[] = []
  const actions: ReadLog['actions'] = []
  let damage: NightDamage | null = null
  for (const row of events) {
    const { action, problem } = checkRow(row)
    if (problem) {
      damage = { eventId: row.id, problem }
      break
    }
    rows.push(row)
    if (action && row.undone_by === null) actions.push({ row, action })
  }
  let state: NightState | null = null
  for (const [i, { row, action }] of actions.entries()) {
    try {
      state = applyAction(state, action, 'replay')
    } catch (err) {
      damage = { eventId: row.id, problem: refusal(err) }
      const cut = rows.indexOf(row)
      return { rows: rows.slice(0, cut), actions: actions.slice(0, i), state, damage }
    }
  }
  return { rows, actions, state, damage }
}

/** The refusal of every change to a damaged night: which event, and what is wrong with it. */
export function damagedNight(nightId: number, damage: NightDamage): AppError {
  return new AppError('conflict', 'errors.store.nightDamaged', {
    ...damage.problem.params,
    night: nightId,
    event: damage.eventId,
    '@problem': damage.problem.key,
  })
}

/** Tells whether an error is the refusal of a damaged night. */
export function isDamagedNight(err: unknown): err is AppError {
  return err instanceof AppError && err.messageKey === 'errors.store.nightDamaged'
}
