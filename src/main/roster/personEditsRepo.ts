// The person_edits table: every change a host made to a person, with the laptop and the hybrid
// clock it was made at, so the latest edit of each field wins on every laptop of a club.
import type { Db } from '../db/connection'
import { perStore } from '../db/perStore'

/** The fields of a person that laptops edit and merge by clock. */
export const PERSON_FIELDS = ['name', 'note', 'archived', 'merged'] as const
/** One of PERSON_FIELDS. */
export type PersonField = (typeof PERSON_FIELDS)[number]

/** One change to a person: `merged` holds the uid of the person they were merged into. */
export interface PersonEdit {
  uid: string
  person_uid: string
  field: PersonField
  value: string
  hlc: string
  laptop: string
}

/** Reads and writes the person edits. */
export interface PersonEditsRepo {
  /** Adds an edit once by its uid; returns whether it was new. */
  add(edit: PersonEdit): boolean
  /** Whether an edit of this uid is here. */
  has(uid: string): boolean
  /** How many edits are here. */
  count(): number
  /** Every edit, in clock order. */
  all(): PersonEdit[]
  /** The edits one laptop made, in clock order. */
  byLaptop(laptop: string): PersonEdit[]
  /** The latest name, note and archived edit of each person (clocks name laptops: no ties). */
  latest(): PersonEdit[]
}

/** Creates the repo. */
export const personEditsRepo = perStore((db: Db): PersonEditsRepo => {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO person_edits (uid, person_uid, field, value, hlc, laptop)
     VALUES (@uid, @person_uid, @field, @value, @hlc, @laptop)`,
  )
  const all = db.prepare<[], PersonEdit>('SELECT * FROM person_edits ORDER BY hlc, uid')
  const byLaptop = db.prepare<[string], PersonEdit>(
    'SELECT * FROM person_edits WHERE laptop = ? ORDER BY hlc, uid',
  )
  const latest = db.prepare<[], PersonEdit>(
    `SELECT e.* FROM person_edits e WHERE e.field != 'merged' AND e.hlc = (
       SELECT max(hlc) FROM person_edits x WHERE x.person_uid = e.person_uid AND x.field = e.field)
     ORDER BY e.person_uid, e.field`,
  )
  const one = db.prepare<[string], { uid: string }>('SELECT uid FROM person_edits WHERE uid = ?')
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM person_edits')
  return {
    add: (edit) => insert.run(edit).changes > 0,
    has: (uid) => one.get(uid) !== undefined,
    count: () => count.get()?.n ?? 0,
    all: () => all.all(),
    byLaptop: (laptop) => byLaptop.all(laptop),
    latest: () => latest.all(),
  }
})
