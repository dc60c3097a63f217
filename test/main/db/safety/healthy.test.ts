import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../../src/main/db/connection'
import { migrate, schemaVersion } from '../../../../src/main/db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from '../../../../src/main/db/migrations'
import type { Migration } from '../../../../src/main/db/migrations/types'
import { listBackups, openStoreSafely, STORE_FILE } from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import {
  countRows,
  expectUsable,
  goodMain,
  hashOf,
  liveStore,
  noise,
  NOW,
  type Part,
  sha,
  SUFFIX,
  writeStore,
} from './fixtures'

const open = (folder: string): ReturnType<typeof openStoreSafely> =>
  openStoreSafely(folder, { migrations: MIGRATIONS, now: NOW })

/**
 * Only the store and the logs SQLite keeps beside it: nothing set aside. With `found` (the hashes
 * of the files written), those files were first copied, byte for byte, to a before-open backup.
 */
function expectNothingAside(folder: string, found?: Partial<Record<Part, string>>): void {
  expect(
    readdirSync(folder).filter(
      (n) => !/^bunco-night\.sqlite(-wal|-shm)?$/.test(n) && n !== 'backups',
    ),
  ).toEqual([])
  const backups = listBackups(folder)
  if (!found) {
    expect(backups).toEqual([])
    return
  }
  expect(backups.map((b) => b.reason)).toEqual(['before-open'])
  const copy = backups[0]?.file ?? ''
  const copied = Object.fromEntries(
    (Object.keys(SUFFIX) as Part[])
      .filter((p) => existsSync(`${copy}${SUFFIX[p]}`))
      .map((p) => [p, hashOf(`${copy}${SUFFIX[p]}`)]),
  )
  expect(copied).toEqual(found)
}

describe('openStoreSafely on a healthy or new store', () => {
  it('creates the data folder and a fresh store', () => {
    const folder = join(tempFolder(), 'not', 'yet')
    const { db, file, recovery } = open(folder)
    expect(file).toBe(join(folder, STORE_FILE))
    expect(recovery).toBeNull()
    expectUsable(db)
    db.close()
  })

  it('treats an empty file with no log as a new store', () => {
    const folder = tempFolder()
    writeStore(folder, { main: new Uint8Array(0) })
    const { db, recovery } = open(folder)
    expect(recovery).toBeNull()
    expectUsable(db)
    db.close()
    expectNothingAside(folder)
  })

  it('treats an empty file with an empty -wal and a garbage -shm as new (they hold no data)', () => {
    const folder = tempFolder()
    writeStore(folder, { main: new Uint8Array(0), wal: new Uint8Array(0), shm: noise(1, 32768) })
    const { db, recovery } = open(folder)
    expect(recovery).toBeNull()
    expectUsable(db)
    db.close()
    expectNothingAside(folder)
  })

  it('opens a checkpointed store in place, keeping its rows', () => {
    const folder = tempFolder()
    writeStore(folder, { main: goodMain() })
    const { db, recovery } = open(folder)
    expect(recovery).toBeNull()
    expect(countRows(db, 'k')).toBe(300)
    expectUsable(db)
    db.close()
    expectNothingAside(folder)
  })

  it('keeps transactions committed only to the -wal of a connection never closed', () => {
    const live = liveStore(['w'])
    // The main file alone lacks them: they exist only in the log.
    const alone = join(tempFolder(), 'alone.sqlite')
    writeFileSync(alone, live.main ?? new Uint8Array())
    const check = new Database(alone, { readonly: true })
    expect(check.prepare("SELECT count(*) AS n FROM settings WHERE key LIKE 'w%'").get()).toEqual({
      n: 0,
    })
    check.close()

    const folder = tempFolder()
    const found = writeStore(folder, live)
    const { db, recovery } = open(folder)
    expect(recovery).toBeNull()
    expect(countRows(db, 'k')).toBe(300)
    expect(countRows(db, 'w')).toBe(20)
    expectUsable(db)
    db.close()
    expectNothingAside(folder, found)
  })

  it('keeps -wal data when the -shm is missing or garbage (SQLite rebuilds it)', () => {
    for (const shm of [undefined, noise(2, 32768), new Uint8Array(32768).fill(0xff)]) {
      const folder = tempFolder()
      const found = writeStore(folder, { ...liveStore(['w']), shm })
      const { db, recovery } = open(folder)
      expect(recovery).toBeNull()
      expect(countRows(db, 'w')).toBe(20)
      expectUsable(db)
      db.close()
      expectNothingAside(folder, found)
    }
  })

  it('treats a -wal cut inside its last frame as a crash: earlier commits kept, not set aside', () => {
    const live = liveStore(['w', 'x'])
    const folder = tempFolder()
    const wal = live.wal?.subarray(0, (live.wal?.length ?? 0) - 100)
    const found = writeStore(folder, { ...live, wal })
    const { db, recovery } = open(folder)
    expect(recovery).toBeNull()
    expect(countRows(db, 'w')).toBe(20)
    // The last transaction's commit frame was cut: SQLite never saw it committed.
    expect(countRows(db, 'x')).toBe(0)
    expectUsable(db)
    db.close()
    expectNothingAside(folder, found)
  })

  it('plays back a hot rollback journal left by a crashed writer', () => {
    const work = join(tempFolder(), 'rollback.sqlite')
    const writer = new Database(work)
    writer.pragma('journal_mode = DELETE')
    writer.exec('CREATE TABLE t (v TEXT NOT NULL) STRICT')
    writer.prepare('INSERT INTO t VALUES (?)').run('before')
    writer.pragma('user_version = 0')
    writer.pragma('cache_size = 1')
    writer.exec('BEGIN')
    const insert = writer.prepare('INSERT INTO t VALUES (?)')
    for (let i = 0; i < 500; i++) insert.run('y'.repeat(500))
    // The cache spilled: half-written pages sit in the file, the originals in the journal.
    const folder = tempFolder()
    const main = readFileSync(work)
    const journal = readFileSync(`${work}-journal`)
    writer.exec('ROLLBACK')
    writer.close()
    expect(journal.length).toBeGreaterThan(0)
    expect(sha(main)).not.toBe(hashOf(work))
    const found = writeStore(folder, { main, journal })
    const { db, recovery } = open(folder)
    expect(recovery).toBeNull()
    expect(db.prepare('SELECT v FROM t').all()).toEqual([{ v: 'before' }])
    expectUsable(db)
    db.close()
    expectNothingAside(folder, found)
  })

  it('migrates a store written by an older version, keeping its rows', () => {
    const folder = tempFolder()
    const v1 = openDatabase(join(folder, STORE_FILE))
    migrate(v1, MIGRATIONS)
    v1.prepare("INSERT INTO settings (key, value) VALUES ('old', '1')").run()
    v1.close()
    const next: Migration = {
      version: SCHEMA_VERSION + 1,
      name: 'next',
      up: (d) => d.exec('CREATE TABLE later (x INTEGER) STRICT'),
    }
    const { db, recovery } = openStoreSafely(folder, { migrations: [...MIGRATIONS, next] })
    expect(recovery).toBeNull()
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION + 1)
    expect(countRows(db, 'old')).toBe(1)
    db.close()
  })

  it('lists the backups in the recovery so the UI can offer them', () => {
    const folder = tempFolder()
    mkdirSync(join(folder, 'backups'))
    writeFileSync(
      join(folder, 'backups', 'bunco-night-20250301-200000-000-round.sqlite'),
      goodMain(),
    )
    writeStore(folder, { main: noise(3, 100) })
    const { db, recovery } = open(folder)
    expect(recovery?.backups.map((b) => b.name)).toEqual([
      'bunco-night-20250301-200000-000-round.sqlite',
    ])
    db.close()
  })
})
