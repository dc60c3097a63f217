// Checks shared by the fundraiser's events: texts, ids and the entities an event names.
import type { Draft, Registration } from './events'
import { refuse } from './refusals'

/** The longest name, note or label an event may carry. */
export const MAX_TEXT = 500

/** Refuses a text that is not a string or is too long; returns it trimmed. */
export function checkText(text: unknown, field: string, required = false): string {
  if (typeof text !== 'string' || text.length > MAX_TEXT) refuse('event.text', { field })
  const trimmed = text.trim()
  if (required && trimmed === '') refuse('event.text', { field })
  return trimmed
}

/** Refuses an id already used by another entry of the same kind. */
export function checkNewId(taken: ReadonlyMap<string, unknown>, id: unknown): string {
  if (typeof id !== 'string' || id === '' || id.length > 100) refuse('event.text', { field: 'id' })
  if (taken.has(id)) refuse('event.idTwice', { id }, 'conflict')
  return id
}

/** The registration an event names; refuses an unknown one. */
export function registrationOf(draft: Draft, registrationId: string): Registration {
  const found = draft.registrations.get(registrationId)
  if (!found) refuse('registration.unknown', { registration: registrationId }, 'not-found')
  return found
}

/** Refuses a value outside a closed list. */
export function checkChoice<T extends string>(
  list: readonly T[],
  value: unknown,
  key: 'payment.method' | 'event.unknown',
): T {
  if (!list.includes(value as T)) refuse(key, { got: String(value) })
  return value as T
}
