// A night's event log read back with care: a row an outside hand damaged (not JSON, not an
// action, an action the rules refuse) is named, and what comes before it still reads.
import { AppError } from '@shared/app-error'
import { applyAction, type NightAction, type NightState } from '@shared/night'
import type { Notice } from '@shared/views'
import { readEvent, type NightDamage } from './eventRows'
import type { EventRow } from './eventsRepo'

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
    const read = readEvent(row)
    if (read.kind === 'damaged') {
      damage = { eventId: row.id, problem: read.problem }
      break
    }
    rows.push(row)
    if (read.kind === 'action' && row.undone_by === null) actions.push({ row, action: read.action })
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
