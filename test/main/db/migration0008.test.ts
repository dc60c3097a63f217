// Version 8 rebuilds the phone tables to widen their checks: every row survives, the references
// still cascade from a night, and the new kinds, modes and statuses are taken.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/main/db/connection'
import { migrate } from '../../../src/main/db/migrate'
import { MIGRATIONS } from '../../../src/main/db/migrations'
import { tempFolder } from '../helpers'

function version7(): Db {
  const db = openDatabase(join(tempFolder(), 'bunco-night.sqlite'))
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 7),
  )
  db.exec(`
    INSERT INTO nights (id, title, date, rules, status, created_at, updated_at, uid)
      VALUES (1, 'Old night', '2026-01-01', '{}', 'finished', 'x', 'x', 'n1'),
             (2, 'Other night', '2026-01-02', '{}', 'finished', 'x', 'x', 'n2');
    INSERT INTO events (id, night_id, type, payload, created_at) VALUES (1, 1, 'start', '{}', 'x');
    INSERT INTO lan_codes (id, night_id, kind, target, code, code_key, created_at, revoked_at)
      VALUES (1, 1, 'table', '1', 'abc', x'01', 'x', NULL),
             (2, 1, 'guest', 'p1', 'def', x'02', 'x', 'y'),
             (3, 2, 'table', '1', 'ghi', x'03', 'x', NULL);
    INSERT INTO lan_submissions (id, night_id, table_no, round, idem_key, code_id, device, result,
        status, flagged, event_id, received_at)
      VALUES (1, 1, 1, 1, 'key-0001', 1, 'phone', '{}', 'applied', 1, 1, 'x'),
             (2, 2, 1, 1, 'key-0002', 3, 'phone', '{}', 'waiting', 0, NULL, 'x');
    INSERT INTO lan_nights (night_id, enabled, mode, address, port)
      VALUES (1, 0, 'confirm', '192.0.2.1', 8123);
  `)
  return db
}

describe('migration 8: the party room', () => {
  it('keeps every code, submission and phone setting', () => {
    const db = version7()
    const before = ['lan_codes', 'lan_submissions', 'lan_nights'].map((t) =>
      db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all(),
    )
    migrate(db, MIGRATIONS)
    const codes = db.prepare('SELECT * FROM lan_codes ORDER BY id').all()
    expect(codes).toEqual(before[0])
    const subs = db.prepare('SELECT * FROM lan_submissions ORDER BY id').all()
    expect(subs).toEqual((before[1] as object[]).map((row) => ({ ...row, confirmed_at: null })))
    expect(db.prepare('SELECT * FROM lan_nights').all()).toEqual(
      (before[2] as object[]).map((row) => ({ ...row, hide_rounds: 0, hide_raised: 0 })),
    )
    expect(db.pragma('foreign_key_check')).toEqual([])
    db.close()
  })

  it('still deletes a night’s codes and submissions with it, and only its own', () => {
    const db = version7()
    migrate(db, MIGRATIONS)
    db.prepare('DELETE FROM nights WHERE id = 2').run()
    expect(db.prepare('SELECT id FROM lan_codes ORDER BY id').all()).toEqual([{ id: 1 }, { id: 2 }])
    expect(db.prepare('SELECT id FROM lan_submissions').all()).toEqual([{ id: 1 }])
    db.close()
  })

  it('takes a TV code, the table mode, confirming statuses and hidden rounds; refuses others', () => {
    const db = version7()
    migrate(db, MIGRATIONS)
    db.exec(`
      INSERT INTO lan_codes (night_id, kind, target, code, code_key, created_at)
        VALUES (1, 'tv', 'room', 'tvc', x'09', 'x');
      UPDATE lan_nights SET mode = 'table', hide_rounds = 2 WHERE night_id = 1;
      UPDATE lan_submissions SET status = 'confirming' WHERE id = 1;
      UPDATE lan_submissions SET status = 'disputed', confirmed_at = 'x' WHERE id = 2;
    `)
    expect(() => db.exec("UPDATE lan_nights SET mode = 'anyone'")).toThrow(/CHECK/)
    expect(() => db.exec('UPDATE lan_nights SET hide_rounds = -1')).toThrow(/CHECK/)
    expect(() => db.exec("UPDATE lan_submissions SET status = 'lost'")).toThrow(/CHECK/)
    expect(() =>
      db.exec(
        "INSERT INTO lan_codes (night_id, kind, target, code, code_key, created_at) VALUES (1, 'host', 'x', 'q', x'0a', 'x')",
      ),
    ).toThrow(/CHECK/)
    db.close()
  })
})
