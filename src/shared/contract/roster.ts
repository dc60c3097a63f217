import { nightSchemas as n } from '../schemas/night'
import type { AddedPerson, Person } from '../views'
import { call } from './call'

/** The roster's calls: the people the host knows. */
export const rosterCalls = {
  'roster:list': call(n.rosterList).returns<Person[]>(),
  'roster:add': call(n.rosterAdd).returns<AddedPerson>(),
  'roster:rename': call(n.rosterRename).returns<Person>(),
  'roster:archive': call(n.rosterArchive).returns<Person>(),
  'roster:merge': call(n.rosterMerge).returns<Person>(),
}
