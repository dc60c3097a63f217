import type { Handlers } from '@shared/contract'
import { addPerson, archivePerson, listPeople, mergePeople, renamePerson } from './roster'
import type { RosterDeps } from './rosterDeps'

type RosterCalls =
  'roster:list' | 'roster:add' | 'roster:rename' | 'roster:archive' | 'roster:merge'

/** The roster calls. */
export function rosterHandlers(deps: RosterDeps): Pick<Handlers, RosterCalls> {
  return {
    'roster:list': (a) => listPeople(deps, a.query, a.includeArchived),
    'roster:add': (a) => addPerson(deps, a.name, a.note),
    'roster:rename': (a) => renamePerson(deps, a.id, a.name, a.note),
    'roster:archive': (a) => archivePerson(deps, a.id, a.archived),
    'roster:merge': (a) => mergePeople(deps, a.keep, a.merge),
  }
}
