// A club action with its people and nights named by other ids: a merge here, or another
// computer's ids when a club moves between computers.
import type { ClubAction } from './actions'

/** How ids of one store are read in another (or after a merge). */
export interface ClubIdMap {
  person: (id: number) => number
  night: (id: number) => number
}

/** The same action, every person and night it names mapped. */
export function remapClubAction(action: ClubAction, map: ClubIdMap): ClubAction {
  const p = map.person
  switch (action.type) {
    case 'role':
    case 'rsvp':
    case 'paid':
    case 'unpaid':
    case 'dues':
    case 'substituteRemoved':
      return { ...action, personId: p(action.personId) }
    case 'substitute':
      return {
        ...action,
        personId: p(action.personId),
        for: action.for === null ? null : p(action.for),
      }
    case 'entry':
      return { ...action, host: action.host === null ? null : p(action.host) }
    case 'night':
      return { ...action, nightId: map.night(action.nightId) }
    default:
      return action
  }
}

/** Every person and night an action names, to carry their ids' meaning with it. */
export function idsOf(action: ClubAction): { people: number[]; nights: number[] } {
  const people: number[] = []
  const nights: number[] = []
  remapClubAction(action, {
    person: (id) => (people.push(id), id),
    night: (id) => (nights.push(id), id),
  })
  return { people, nights }
}
