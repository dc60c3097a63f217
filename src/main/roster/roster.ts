import { AppError } from '@shared/app-error'
import type { AddedPerson, Person } from '@shared/views'
import type { Db } from '../db/connection'
import { randomUUID } from 'node:crypto'
import { eventsRepo } from '../night/eventsRepo'
import { laptopClock, type LaptopClock } from '../sync/laptopClock'
import { personEditsRepo, type PersonField } from './personEditsRepo'
import { peopleRepo, type PersonRow } from './peopleRepo'

/** The roster of people kept across nights. */
export interface RosterService {
  list(query?: string, includeArchived?: boolean): Person[]
  add(name: string, note?: string): AddedPerson
  rename(id: number, name: string, note?: string): Person
  archive(id: number, archived: boolean): Person
  merge(keep: number, merge: number): Person
}

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

/**
 * Creates the roster service; every change is logged as a host action, and each field it
 * changes is kept as an edit stamped by this laptop's clock (how the laptops of a club agree).
 */
export function rosterService(
  db: Db,
  now: () => Date = () => new Date(),
  clockOf?: () => LaptopClock,
): RosterService {
  const people = peopleRepo(db)
  const events = eventsRepo(db)
  const edits = personEditsRepo(db)
  let own: LaptopClock | undefined
  const clock = clockOf ?? (() => (own ??= laptopClock(db, () => now().getTime())))
  const edited = (id: number, field: PersonField, value: string): void => {
    const uid = people.uid(id)
    if (!uid) return
    const stamp = clock().stamp()
    edits.add({
      uid: `pe-${randomUUID()}`,
      person_uid: uid,
      field,
      value,
      hlc: stamp,
      laptop: clock().laptop,
    })
  }

  const must = (id: number): PersonRow => {
    const row = people.get(id)
    if (!row) throw new AppError('not-found', 'errors.store.personNotFound', { id })
    if (row.merged_into !== null) {
      throw new AppError('conflict', 'errors.store.personMerged', { name: row.name })
    }
    return row
  }

  const logged = <T>(type: string, payload: unknown, work: () => T): T =>
    db
      .transaction(() => {
        const result = work()
        events.append(null, type, payload, now().toISOString())
        return result
      })
      .immediate()

  return {
    list(query, includeArchived = false) {
      const rows = people.list(includeArchived)
      const q = query ? fold(query.trim()) : ''
      return rows.filter((r) => !q || fold(r.name).includes(q)).map(toPerson)
    },
    add(name, note = '') {
      return logged('person.add', { name, note }, () => {
        const sameName = people.byName(name).map(toPerson)
        const id = people.insert(name, note, now().toISOString())
        return { person: toPerson(must(id)), sameName }
      })
    },
    rename(id, name, note) {
      return logged('person.rename', { id, name, note }, () => {
        const row = must(id)
        people.update(id, name, note ?? row.note)
        if (name !== row.name) edited(id, 'name', name)
        if (note !== undefined && note !== row.note) edited(id, 'note', note)
        return toPerson(must(id))
      })
    },
    archive(id, archived) {
      return logged('person.archive', { id, archived }, () => {
        const row = must(id)
        people.setArchived(id, archived)
        if ((row.archived === 1) !== archived) edited(id, 'archived', archived ? '1' : '0')
        return toPerson(must(id))
      })
    },
    merge(keep, merge) {
      if (keep === merge) throw new AppError('invalid-args', 'errors.store.mergeSame')
      return logged('person.merge', { keep, merge }, () => {
        must(keep)
        const gone = must(merge)
        if (people.playedTogether(keep, merge)) {
          throw new AppError('conflict', 'errors.store.mergeOverlap', { name: gone.name })
        }
        people.merge(keep, merge)
        const keepUid = people.uid(keep)
        if (keepUid) edited(merge, 'merged', keepUid)
        return toPerson(must(keep))
      })
    },
  }
}
