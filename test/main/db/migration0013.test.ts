// Version 13 keeps each door desk action's key with its night: a version 12 store keeps its
// nights and slides, takes a key once per night (a guest or none), refuses a key too long, and a
// night deleted takes its keys with it.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/connection'
import { migrate } from '../../../src/main/db/migrate'
import { MIGRATIONS } from '../../../src/main/db/migrations'
import { tempFolder } from '../helpers'

function version12(): Db {
  const db = openDatabase(join(tempFolder(), 'bunco-night.sqlite'))
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 12),
  )
  db.exec(`
    INSERT INTO nights (id, title, date, rules, status, created_at, updated_at, uid)
      VALUES (1, 'Gala', '2026-12-05', '{}', 'playing', 'x', 'x', 'n1'),
             (2, 'Other', '2026-12-06', '{}', 'setup', 'x', 'x', 'n2');
    INSERT INTO night_slides (night_id, position, sponsor, kind, text, created_at)
      VALUES (1, 0, NULL, 'text', 'Raffle at nine', 'x');
  `)
  return db
}

const keep = (db: Db, night: number, key: string, guest: string | null): void => {
  db.prepare('INSERT INTO desk_keys (night_id, key, seq, guest) VALUES (?, ?, 3, ?)').run(
    night,
    key,
    guest,
  )
}

describe('migration 13: desk keys', () => {
  it('keeps the nights and their slides, and takes each night’s keys once', () => {
    const db = version12()
    const nights = db.prepare('SELECT * FROM nights ORDER BY id').all()
    const slides = db.prepare('SELECT * FROM night_slides').all()
    migrate(db, MIGRATIONS)
    expect(db.prepare('SELECT * FROM nights ORDER BY id').all()).toEqual(nights)
    expect(db.prepare('SELECT * FROM night_slides').all()).toEqual(slides)
    keep(db, 1, '4:walk-in-0001', 'r10')
    keep(db, 1, '4:pay-0002', null)
    // the same key on another night is another night's
    keep(db, 2, '4:walk-in-0001', 'r1')
    expect(() => keep(db, 1, '4:walk-in-0001', 'r11')).toThrow(/UNIQUE|PRIMARY/)
    expect(() => keep(db, 1, 'x'.repeat(201), null)).toThrow(/CHECK/)
    expect(() => keep(db, 3, '4:none-0001', null)).toThrow(/FOREIGN KEY/)
    db.prepare('DELETE FROM nights WHERE id = 1').run()
    expect(db.prepare('SELECT night_id, key, guest FROM desk_keys').all()).toEqual([
      { night_id: 2, key: '4:walk-in-0001', guest: 'r1' },
    ])
    db.close()
  })
})
