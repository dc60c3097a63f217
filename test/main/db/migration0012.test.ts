// Version 12 adds a night's slides: a version 11 store keeps its nights, takes a picture slide and
// a text slide, refuses a picture without bytes or a kind it does not know, and a night deleted
// takes its slides with it.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/connection'
import { migrate } from '../../../src/main/db/migrate'
import { MIGRATIONS } from '../../../src/main/db/migrations'
import { tempFolder } from '../helpers'

function version11(): Db {
  const db = openDatabase(join(tempFolder(), 'bunco-night.sqlite'))
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 11),
  )
  db.exec(`
    INSERT INTO nights (id, title, date, rules, status, created_at, updated_at, uid)
      VALUES (1, 'Gala', '2026-12-05', '{}', 'playing', 'x', 'x', 'n1'),
             (2, 'Other', '2026-12-06', '{}', 'setup', 'x', 'x', 'n2');
  `)
  return db
}

const insert = (db: Db, values: string): void => {
  db.exec(`INSERT INTO night_slides (night_id, position, sponsor, kind, text, image_type, width,
    height, image, created_at) VALUES ${values}`)
}

describe('migration 12: slides', () => {
  it('keeps the nights and takes pictures and texts, each night’s own', () => {
    const db = version11()
    const nights = db.prepare('SELECT * FROM nights ORDER BY id').all()
    migrate(db, MIGRATIONS)
    expect(db.prepare('SELECT * FROM nights ORDER BY id').all()).toEqual(nights)
    insert(
      db,
      `(1, 0, 'Acme', 'image', 'Thanks', 'image/png', 10, 10, x'89504e47', 'x'),
      (1, 1, NULL, 'text', 'Raffle at nine', NULL, NULL, NULL, NULL, 'x'),
      (2, 0, 'Deli', 'text', 'Sandwiches', NULL, NULL, NULL, NULL, 'x')`,
    )
    db.exec('DELETE FROM nights WHERE id = 1')
    expect(db.prepare('SELECT night_id, text FROM night_slides').all()).toEqual([
      { night_id: 2, text: 'Sandwiches' },
    ])
    expect(db.pragma('foreign_key_check')).toEqual([])
  })

  it('refuses a picture without its bytes or type, a text with bytes, and an unknown kind', () => {
    const db = version11()
    migrate(db, MIGRATIONS)
    const bad = [
      `(1, 0, 'A', 'image', '', 'image/png', 1, 1, NULL, 'x')`,
      `(1, 0, 'A', 'image', '', NULL, 1, 1, x'00', 'x')`,
      `(1, 0, 'A', 'image', '', 'image/gif', 1, 1, x'00', 'x')`,
      `(1, 0, 'A', 'text', 'Hi', NULL, NULL, NULL, x'00', 'x')`,
      `(1, 0, 'A', 'video', 'Hi', NULL, NULL, NULL, NULL, 'x')`,
      `(9, 0, 'A', 'text', 'Hi', NULL, NULL, NULL, NULL, 'x')`,
    ]
    for (const values of bad) expect(() => insert(db, values)).toThrow()
    expect(db.prepare('SELECT count(*) AS n FROM night_slides').get()).toEqual({ n: 0 })
  })
})
