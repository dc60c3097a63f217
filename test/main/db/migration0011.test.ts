// Version 11 rebuilds the phones' codes to take a door desk's: every code and submission survives
// with its id, the references still cascade from a night, a desk code is taken and an unknown kind
// still refused; each night may keep its money raised off the TV (off by default).
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
      VALUES (1, 'Gala', '2026-12-05', '{}', 'playing', 'x', 'x', 'n1'),
             (2, 'Other', '2026-12-06', '{}', 'playing', 'x', 'x', 'n2');
    INSERT INTO events (id, night_id, type, payload, created_at) VALUES (1, 1, 'start', '{}', 'x');
    INSERT INTO lan_codes (id, night_id, kind, target, code, code_key, created_at, revoked_at)
      VALUES (1, 1, 'table', '1', 'abc', x'01', 'x', NULL),
             (2, 1, 'tv', 'night', 'def', x'02', 'x', 'y'),
             (3, 2, 'table', '1', 'ghi', x'03', 'x', NULL);
    INSERT INTO lan_submissions (id, night_id, table_no, round, idem_key, code_id, device, result,
        status, flagged, event_id, received_at, confirmed_at)
      VALUES (1, 1, 1, 1, 'key-0001', 1, 'phone', '{}', 'applied', 1, 1, 'x', 'z'),
             (2, 2, 1, 1, 'key-0002', 3, 'phone', '{}', 'confirming', 0, NULL, 'x', NULL);
    INSERT INTO lan_nights (night_id, enabled, mode, address, port, hide_rounds)
      VALUES (1, 1, 'table', '192.0.2.1', 8123, 2);
  `)
  return db
}

const rows = (db: Db, table: string): unknown[] =>
  db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()

describe('migration 11: door desks', () => {
  it('keeps every code, submission and phone setting, with the money raised shown', () => {
    const db = version10()
    const before = ['lan_codes', 'lan_submissions', 'lan_nights'].map((t) => rows(db, t))
    migrate(db, MIGRATIONS)
    expect(rows(db, 'lan_codes')).toEqual(before[0])
    expect(rows(db, 'lan_submissions')).toEqual(before[1])
    expect(rows(db, 'lan_nights')).toEqual(
      (before[2] as object[]).map((row) => ({ ...row, hide_raised: 0 })),
    )
    expect(db.pragma('foreign_key_check')).toEqual([])
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'lan_%'")
      .all()
    expect(indexes).toEqual(
      expect.arrayContaining([{ name: 'lan_codes_night' }, { name: 'lan_submissions_round' }]),
    )
    db.close()
  })

  it('still deletes a night’s codes and submissions with it, and only its own', () => {
    const db = version10()
    migrate(db, MIGRATIONS)
    db.prepare('DELETE FROM nights WHERE id = 2').run()
    expect(db.prepare('SELECT id FROM lan_codes ORDER BY id').all()).toEqual([{ id: 1 }, { id: 2 }])
    expect(db.prepare('SELECT id FROM lan_submissions').all()).toEqual([{ id: 1 }])
    db.close()
  })

  it('takes a desk code and the money raised hidden; refuses another kind or flag', () => {
    const db = version10()
    migrate(db, MIGRATIONS)
    db.exec(`
      INSERT INTO lan_codes (night_id, kind, target, code, code_key, created_at)
        VALUES (1, 'desk', '1', 'dsk', x'09', 'x');
      UPDATE lan_nights SET hide_raised = 1 WHERE night_id = 1;
    `)
    expect(() => db.exec('UPDATE lan_nights SET hide_raised = 2')).toThrow(/CHECK/)
    expect(() =>
      db.exec(
        "INSERT INTO lan_codes (night_id, kind, target, code, code_key, created_at) VALUES (1, 'host', 'x', 'q', x'0a', 'x')",
      ),
    ).toThrow(/CHECK/)
    db.close()
  })
})
