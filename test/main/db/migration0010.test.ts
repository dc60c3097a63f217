// Version 10 adds each night's fundraiser log: rows numbered per night, only ever added (an
// update is refused), gone with their night, and a seq never taken twice.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/connection'
import { migrate } from '../../../src/main/db/migrate'
import { MIGRATIONS } from '../../../src/main/db/migrations'
import { tempFolder } from '../helpers'

function version10(): Db {
  const db = openDatabase(join(tempFolder(), 'bunco-night.sqlite'))
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 10),
  )
  db.exec(`
    INSERT INTO nights (id, title, date, rules, status, created_at, updated_at, uid)
      VALUES (1, 'Gala', '2026-12-05', '{}', 'setup', 'x', 'x', 'n1'),
             (2, 'Other', '2026-12-06', '{}', 'setup', 'x', 'x', 'n2');
    INSERT INTO fundraiser_events (night_id, seq, event, device, recorded_at)
      VALUES (1, 1, '{}', 'laptop-a', 'x'), (1, 2, '{}', 'desk-1', 'x'), (2, 1, '{}', 'laptop-a', 'x');
  `)
  return db
}

const count = (db: Db): number =>
  (db.prepare('SELECT count(*) AS n FROM fundraiser_events').get() as { n: number }).n

describe('migration 10: the fundraiser log', () => {
  it('refuses an update, a seq taken twice, a seq below 1, an empty device and an unknown night', () => {
    const db = version10()
    expect(() => db.exec("UPDATE fundraiser_events SET event = '[]' WHERE seq = 1")).toThrow(
      /append-only/,
    )
    const insert = db.prepare(
      'INSERT INTO fundraiser_events (night_id, seq, event, device, recorded_at) VALUES (?, ?, ?, ?, ?)',
    )
    expect(() => insert.run(1, 2, '{}', 'desk-2', 'x')).toThrow(/UNIQUE|PRIMARY/)
    expect(() => insert.run(1, 0, '{}', 'desk-2', 'x')).toThrow(/CHECK/)
    expect(() => insert.run(1, 3, '{}', '', 'x')).toThrow(/CHECK/)
    expect(() => insert.run(9, 1, '{}', 'desk-2', 'x')).toThrow(/FOREIGN KEY/)
    expect(count(db)).toBe(3)
    db.close()
  })

  it('goes with its night, and only with it', () => {
    const db = version10()
    db.exec('DELETE FROM nights WHERE id = 1')
    expect(db.prepare('SELECT night_id, seq FROM fundraiser_events').all()).toEqual([
      { night_id: 2, seq: 1 },
    ])
    db.close()
  })
})
