// The roster of people kept across nights: every change is logged as a host action, and each
// field it changes is kept as an edit stamped by this laptop's clock (how a club's laptops agree).
import { randomUUID } from 'node:crypto'
import { AppError } from '@shared/app-error'
import type { AddedPerson, Person } from '@shared/views'
import type { PersonField } from './personEditsRepo'
import type { PersonRow } from './peopleRepo'
import type { RosterDeps } from './rosterDeps'

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    archived: row.archived === 1,
    nights: row.nights,
  }
}

// Accents and case do not matter when the host types a name to find someone.
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

// one field's new value, kept as an edit stamped by this laptop's clock
function edited(deps: RosterDeps, id: number, field: PersonField, value: string): void {
  const uid = deps.people.uid(id)
  if (!uid) return
  const clock = deps.clock()
  const stamp = clock.stamp()
  deps.edits.add({
    uid: `pe-${randomUUID()}`,
    person_uid: uid,
    field,
    value,
    hlc: stamp,
    laptop: clock.laptop,
  })
}

// a person who is on the roster as themselves (not merged into someone else)
function must(deps: RosterDeps, id: number): PersonRow {
  const row = deps.people.get(id)
  if (!row) throw new AppError('not-found', 'errors.store.personNotFound', { id })
  if (row.merged_into !== null) {
    throw new AppError('conflict', 'errors.store.personMerged', { name: row.name })
  }
  return row
}

// the change and its line in the log, in one transaction
function logged<T>(deps: RosterDeps, type: string, payload: unknown, work: () => T): T {
  return deps.db
    .transaction(() => {
      const result = work()
      deps.events.append(null, type, payload, deps.now().toISOString())
      return result
    })
    .immediate()
}

/** The roster, or the people whose name holds `query` (accents and case aside). */
export function listPeople(deps: RosterDeps, query?: string, includeArchived = false): Person[] {
  const rows = deps.people.list(includeArchived)
  const q = query ? fold(query.trim()) : ''
  return rows.filter((r) => !q || fold(r.name).includes(q)).map(toPerson)
}

/** Adds a person, with the people already called so. */
export function addPerson(deps: RosterDeps, name: string, note = ''): AddedPerson {
  return logged(deps, 'person.add', { name, note }, () => {
    const sameName = deps.people.byName(name).map(toPerson)
    const id = deps.people.insert(name, note, deps.now().toISOString())
    return { person: toPerson(must(deps, id)), sameName }
  })
}

/** Renames a person (and changes their note, when given). */
export function renamePerson(deps: RosterDeps, id: number, name: string, note?: string): Person {
  return logged(deps, 'person.rename', { id, name, note }, () => {
    const row = must(deps, id)
    deps.people.update(id, name, note ?? row.note)
    if (name !== row.name) edited(deps, id, 'name', name)
    if (note !== undefined && note !== row.note) edited(deps, id, 'note', note)
    return toPerson(must(deps, id))
  })
}

/** Archives a person, or brings them back. */
export function archivePerson(deps: RosterDeps, id: number, archived: boolean): Person {
  return logged(deps, 'person.archive', { id, archived }, () => {
    const row = must(deps, id)
    deps.people.setArchived(id, archived)
    if ((row.archived === 1) !== archived) edited(deps, id, 'archived', archived ? '1' : '0')
    return toPerson(must(deps, id))
  })
}

/** Merges a person entered twice into the one kept (never two who played in one night). */
export function mergePeople(deps: RosterDeps, keep: number, merge: number): Person {
  if (keep === merge) throw new AppError('invalid-args', 'errors.store.mergeSame')
  return logged(deps, 'person.merge', { keep, merge }, () => {
    must(deps, keep)
    const gone = must(deps, merge)
    if (deps.people.playedTogether(keep, merge)) {
      throw new AppError('conflict', 'errors.store.mergeOverlap', { name: gone.name })
    }
    deps.people.merge(keep, merge)
    const keepUid = deps.people.uid(keep)
    if (keepUid) edited(deps, merge, 'merged', keepUid)
    return toPerson(must(deps, keep))
  })
}
