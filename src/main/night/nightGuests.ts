// Who plays a night: the guests chosen before it starts, arrivals, leavers and the die passed
// on, and a walk-in not yet on the roster.
import { AppError } from '@shared/app-error'
import { playerKey } from '@shared/night'
import type { NightView } from '@shared/views'
import { addPerson } from '../roster/roster'
import { actOnNight, playerName } from './nightActions'
import type { NightDeps } from './nightDeps'

// a person on the roster as themselves (not merged into someone else)
function requirePerson(deps: NightDeps, id: number): void {
  const person = deps.people.get(id)
  if (!person) throw new AppError('not-found', 'errors.store.personNotFound', { id })
  if (person.merged_into !== null) {
    throw new AppError('conflict', 'errors.store.personMerged', { name: person.name })
  }
}

/** The night's guests, chosen before it starts. */
export function setNightGuests(
  deps: NightDeps,
  nightId: number,
  personIds: readonly number[],
): NightView {
  for (const id of personIds) requirePerson(deps, id)
  return actOnNight(deps, nightId, { type: 'guests', guests: personIds.map(playerKey) })
}

/** A guest arrives, leaves (after this round, or now) or passes the traveling die. */
export function changeGuest(
  deps: NightDeps,
  nightId: number,
  personId: number,
  change: 'arrive' | 'leave' | 'leaveNow' | 'passDie',
): NightView {
  if (change === 'arrive') requirePerson(deps, personId)
  const player = playerKey(personId)
  if (change === 'leaveNow') {
    const notice = { key: 'notices.leftNow', params: { name: playerName(deps, nightId, player) } }
    return actOnNight(deps, nightId, { type: 'leave', player, now: true }, notice)
  }
  return actOnNight(deps, nightId, { type: change, player })
}

/** A guest not yet on the roster walks in: added to it and arriving, in one transaction. */
export function arriveNewGuest(
  deps: NightDeps,
  nightId: number,
  name: string,
  note?: string,
): NightView {
  return deps.store.transaction(() => {
    const { person } = addPerson(deps.roster, name, note)
    return actOnNight(deps, nightId, { type: 'arrive', player: playerKey(person.id) })
  })
}
