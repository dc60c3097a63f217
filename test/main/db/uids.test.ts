// Schema version 3: every person and night has a uid that stays with it from computer to computer.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/connection'
import { migrate } from '../../../src/main/db/migrate'
import { MIGRATIONS } from '../../../src/main/db/migrations'
import { tempFolder } from '../helpers'

function storeAt(version: number): Db {
  const db = openDatabase(join(tempFolder(), 'bunco-night.sqlite'))
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= version),
  )
  return db
}

const addPerson = (db: Db, name: string): void =>
  void db.prepare("INSERT INTO people (name, created_at) VALUES (?, '2026-01-01')").run(name)
const addNight = (db: Db, title: string): void =>
  void db
    .prepare(
      `INSERT INTO nights (title, date, rules, status, created_at, updated_at)
       VALUES (?, '2026-01-02', '{}', 'setup', 'x', 'x')`,
    )
    .run(title)
const uids = (db: Db, table: 'people' | 'nights'): (string | null)[] =>
  db
    .prepare<[], { uid: string | null }>(`SELECT uid FROM ${table} ORDER BY id`)
    .all()
    .map((r) => r.uid)

describe('uids (schema version 3)', () => {
  it('gives every existing person and night its own uid when the store migrates', () => {
    const db = storeAt(2)
    for (const name of ['Ana', 'Bo', 'Ana']) addPerson(db, name)
    addNight(db, 'One')
    addNight(db, 'Two')
    migrate(db, MIGRATIONS)
    for (const table of ['people', 'nights'] as const) {
      const found = uids(db, table)
      for (const uid of found) expect(uid).toMatch(/^[0-9a-f]{32}$/)
      expect(new Set(found).size).toBe(found.length)
    }
    db.close()
  })

  it('gives new rows a uid, keeps one that arrives with the row, and refuses a duplicate', () => {
    const db = storeAt(3)
    addPerson(db, 'New')
    addNight(db, 'New night')
    expect(uids(db, 'people')[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(uids(db, 'nights')[0]).toMatch(/^[0-9a-f]{32}$/)
    const insert = db.prepare(
      "INSERT INTO people (name, created_at, uid) VALUES ('Moved', 'x', 'from-another-laptop')",
    )
    insert.run()
    expect(uids(db, 'people')[1]).toBe('from-another-laptop')
    expect(() => insert.run()).toThrow(/UNIQUE/)
    db.close()
  })
})
