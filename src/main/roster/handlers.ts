import type { Handlers } from '@shared/contract'
import type { RosterService } from './rosterService'

type RosterCalls =
  'roster:list' | 'roster:add' | 'roster:rename' | 'roster:archive' | 'roster:merge'

/** The roster calls. */
export function rosterHandlers(roster: RosterService): Pick<Handlers, RosterCalls> {
  return {
    'roster:list': (a) => roster.list(a.query, a.includeArchived),
    'roster:add': (a) => roster.add(a.name, a.note),
    'roster:rename': (a) => roster.rename(a.id, a.name, a.note),
    'roster:archive': (a) => roster.archive(a.id, a.archived),
    'roster:merge': (a) => roster.merge(a.keep, a.merge),
  }
}
