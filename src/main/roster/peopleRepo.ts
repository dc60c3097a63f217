import type { Db } from '../db/connection'
import { perStore } from '../db/perStore'

/** A roster row with how many nights the person played. */
export interface PersonRow {
  id: number
  name: string
  note: string
  archived: number
  merged_into: number | null
  created_at: string
  nights: number
}

/** Reads and writes the roster. */
export interface PeopleRepo {
  insert(name: string, note: string, at: string): number
  get(id: number): PersonRow | undefined
  list(includeArchived: boolean): PersonRow[]
  byName(name: string): PersonRow[]
  update(id: number, name: string, note: string): void
  setArchived(id: number, archived: boolean): void
  merge(keep: number, merge: number): void
  names(ids: readonly number[]): Map<number, string>
  /** Whether two people both played in some night (then they cannot be one person). */
  playedTogether(a: number, b: number): boolean
  /** A person's uid (every person has one). */
  uid(id: number): string | undefined
  /** A person by their uid as stored (not followed through a merge). */
  byUid(uid: string): PersonUidRow | undefined
  /** Makes a merged person their own person again (a merge another laptop's replaced). */
  unmerge(id: number, archived: boolean): void
}

/** A roster row found by its uid. */
export interface PersonUidRow {
  id: number
  uid: string
  name: string
  note: string
  archived: number
  merged_into: number | null
}

// How many roster writes each store has seen, so name caches know when to refresh.
const versions = new WeakMap<Db, number>()

/** Counts roster writes on a store (cheap change detection for cached names). */
export function rosterVersion(db: Db): number {
  return versions.get(db) ?? 0
}

const SELECT = `SELECT p.*, (SELECT count(*) FROM night_players np WHERE np.person_id = p.id) AS nights
  FROM people p`

/** Creates the roster repo. */
export const peopleRepo = perStore((db: Db): PeopleRepo => {
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO people (name, note, created_at) VALUES (?, ?, ?)',
  )
  const get = db.prepare<[number], PersonRow>(`${SELECT} WHERE p.id = ?`)
  const listActive = db.prepare<[], PersonRow>(
    `${SELECT} WHERE p.archived = 0 AND p.merged_into IS NULL ORDER BY p.name COLLATE NOCASE, p.id`,
  )
  const listAll = db.prepare<[], PersonRow>(
    `${SELECT} WHERE p.merged_into IS NULL ORDER BY p.name COLLATE NOCASE, p.id`,
  )
  const byName = db.prepare<[string], PersonRow>(
    `${SELECT} WHERE p.name = ? COLLATE NOCASE AND p.merged_into IS NULL`,
  )
  const update = db.prepare<[string, string, number]>(
    'UPDATE people SET name = ?, note = ? WHERE id = ?',
  )
  const archive = db.prepare<[number, number]>('UPDATE people SET archived = ? WHERE id = ?')
  const mergeInto = db.prepare<[number, number]>(
    'UPDATE people SET merged_into = ?, archived = 1 WHERE id = ?',
  )
  const repoint = db.prepare<[number, number]>(
    'UPDATE night_players SET person_id = ? WHERE person_id = ?',
  )
  const together = db.prepare<[number, number], { n: number }>(
    `SELECT count(*) AS n FROM night_players a JOIN night_players b
     ON a.night_id = b.night_id WHERE a.person_id = ? AND b.person_id = ?`,
  )
  const repointMerged = db.prepare<[number, number]>(
    'UPDATE people SET merged_into = ? WHERE merged_into = ?',
  )
  const byUid = db.prepare<[string], PersonUidRow>(
    'SELECT id, uid, name, note, archived, merged_into FROM people WHERE uid = ?',
  )
  const uidOf = db.prepare<[number], { uid: string }>('SELECT uid FROM people WHERE id = ?')
  const unmerge = db.prepare<[number, number]>(
    'UPDATE people SET merged_into = NULL, archived = ? WHERE id = ?',
  )
  const bump = (): void => void versions.set(db, rosterVersion(db) + 1)
  return {
    insert: (name, note, at) => {
      bump()
      return Number(insert.run(name, note, at).lastInsertRowid)
    },
    get: (id) => get.get(id),
    list: (all) => (all ? listAll.all() : listActive.all()),
    byName: (name) => byName.all(name),
    update: (id, name, note) => {
      bump()
      update.run(name, note, id)
    },
    setArchived: (id, archived) => void archive.run(archived ? 1 : 0, id),
    uid: (id) => uidOf.get(id)?.uid,
    byUid: (uid) => byUid.get(uid),
    unmerge(id, archived) {
      bump()
      unmerge.run(archived ? 1 : 0, id)
    },
    merge(keep, merge) {
      bump()
      repoint.run(keep, merge)
      repointMerged.run(keep, merge)
      mergeInto.run(keep, merge)
    },
    playedTogether: (a, b) => (together.get(a, b)?.n ?? 0) > 0,
    names(ids) {
      const out = new Map<number, string>()
      for (const id of new Set(ids)) {
        const row = get.get(id)
        if (row) out.set(id, row.name)
      }
      return out
    },
  }
})
