// The events table's rows read back as what they hold, checked where they leave the database:
// a host action (against the actions' schema) or an undo marker's target. A row damaged by an
// outside hand is named, never cast.
import { AppError } from '@shared/app-error'
import type { NightAction } from '@shared/night'
import { StoredActionSchema } from '@shared/schemas/actions'
import type { Notice } from '@shared/views'
import { z } from 'zod'
import type { EventRow } from './eventsRepo'

/** The type of an undo marker's row (its payload names the event it took back). */
export const UNDO = 'undo'

const UndoSchema = z.strictObject({ target: z.int().min(1) })

/** What is wrong with one stored event, said as a message key and its params. */
export interface NightDamage {
  eventId: number
  /** `errors.store.damage.*`, or the rule the engine refused it with (`errors.night.*`). */
  problem: Notice
}

/** One row as read: its action or its undo's target, or the first thing wrong with it. */
export type EventRead =
  | { kind: 'action'; action: NightAction }
  | { kind: 'undo'; target: number }
  | { kind: 'damaged'; problem: Notice }

function json(row: EventRow): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(row.payload) }
  } catch {
    return { ok: false }
  }
}

/** Reads one row's payload and checks it against what its type says it holds. */
export function readEvent(row: EventRow): EventRead {
  const payload = json(row)
  if (!payload.ok)
    return { kind: 'damaged', problem: { key: 'errors.store.damage.notJson', params: {} } }
  if (row.type === UNDO) {
    const undo = UndoSchema.safeParse(payload.value)
    if (undo.success) return { kind: 'undo', target: undo.data.target }
    const where = undo.error.issues[0]?.path.join('.') || '—'
    return { kind: 'damaged', problem: { key: 'errors.store.damage.notAction', params: { where } } }
  }
  const parsed = StoredActionSchema.safeParse(payload.value)
  if (parsed.success && parsed.data.type === row.type)
    return { kind: 'action', action: parsed.data }
  const where = parsed.success ? 'type' : parsed.error.issues[0]?.path.join('.') || '—'
  return { kind: 'damaged', problem: { key: 'errors.store.damage.notAction', params: { where } } }
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

function damaged(row: EventRow, problem: Notice): AppError {
  return damagedNight(row.night_id ?? 0, { eventId: row.id, problem })
}

/** A row's host action; a row that holds anything else is refused as a damaged night. */
export function actionOf(row: EventRow): NightAction {
  const read = readEvent(row)
  if (read.kind === 'action') return read.action
  throw damaged(
    row,
    read.kind === 'damaged'
      ? read.problem
      : { key: 'errors.store.damage.notAction', params: { where: 'type' } },
  )
}

/** An undo marker's target event id; a row that holds anything else is refused as damaged. */
export function undoTargetOf(row: EventRow): number {
  const read = readEvent(row)
  if (read.kind === 'undo') return read.target
  throw damaged(
    row,
    read.kind === 'damaged'
      ? read.problem
      : { key: 'errors.store.damage.notAction', params: { where: 'target' } },
  )
}
