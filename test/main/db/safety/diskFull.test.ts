import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../../src/shared/app-error'
import type { Db } from '../../../../src/main/db/connection'
import { MIGRATIONS } from '../../../../src/main/db/migrations'
import {
  backupNow,
  diskFullError,
  isDiskFull,
  listBackups,
  openStoreSafely,
  storageError,
} from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import { countRows, hashOf, NOW } from './fixtures'

const OPTIONS = { migrations: MIGRATIONS, now: NOW }

function seeded(folder: string): Db {
  const { db } = openStoreSafely(folder, OPTIONS)
  const insert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
  db.transaction(() => {
    for (let i = 0; i < 50; i++) insert.run(`k${i}`, JSON.stringify('x'.repeat(200)))
  })()
  return db
}

/** Runs `fn` and returns what it threw. */
function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (err) {
    return err
  }
  throw new Error('expected a failure')
}

describe('isDiskFull', () => {
  it('recognises SQLITE_FULL, ENOSPC, EDQUOT and the app error, nothing else', () => {
    const full = (code: unknown): unknown => Object.assign(new Error('x'), { code })
    expect(isDiskFull(full('SQLITE_FULL'))).toBe(true)
    expect(isDiskFull(full('ENOSPC'))).toBe(true)
    expect(isDiskFull(full('EDQUOT'))).toBe(true)
    expect(isDiskFull(diskFullError())).toBe(true)
    for (const other of [
      full('SQLITE_CORRUPT'),
      full('SQLITE_IOERR_WRITE'),
      full('EACCES'),
      new Error('SQLITE_FULL'),
      'SQLITE_FULL',
      null,
      undefined,
      42,
      new AppError('storage', 'errors.backupFailed'),
    ]) {
      expect(isDiskFull(other)).toBe(false)
    }
    expect(storageError(full('ENOSPC'), 'errors.backupFailed').messageKey).toBe('errors.diskFull')
    expect(storageError(full('EACCES'), 'errors.backupFailed').messageKey).toBe(
      'errors.backupFailed',
    )
  })
})

describe('a transaction that fills the disk', () => {
  it('throws SQLITE_FULL and leaves no half-written rows, before or after a reopen', () => {
    const folder = tempFolder()
    const db = seeded(folder)
    const pages = db.pragma('page_count', { simple: true }) as number
    db.pragma(`max_page_count = ${pages + 3}`)
    const insert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
    const action = db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(`new${i}`, JSON.stringify('y'.repeat(1000)))
    })
    const err = thrown(() => action())
    expect((err as { code?: unknown }).code).toBe('SQLITE_FULL')
    expect(isDiskFull(err)).toBe(true)
    expect(db.inTransaction).toBe(false)
    expect(countRows(db, 'new')).toBe(0)
    expect(countRows(db, 'k')).toBe(50)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')

    // One statement on its own is atomic too.
    const bulk = thrown(() =>
      db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
        INSERT INTO settings (key, value) SELECT 'bulk' || i, printf('"%.1000c"', 'z') FROM n`),
    )
    expect(isDiskFull(bulk)).toBe(true)
    expect(countRows(db, 'bulk')).toBe(0)

    // Once there is room again the store carries on, and a reopen finds it clean.
    db.pragma('max_page_count = 1073741823')
    action()
    expect(countRows(db, 'new')).toBe(500)
    db.close()
    const again = openStoreSafely(folder, OPTIONS)
    expect(again.recovery).toBeNull()
    expect(countRows(again.db, 'new')).toBe(500)
    again.db.close()
  })
})

describe('a backup that cannot be written', () => {
  /** The live store's data files and their hashes (not the -shm: readers update its marks). */
  const liveFiles = (folder: string): Record<string, string> =>
    Object.fromEntries(
      readdirSync(folder)
        .filter((n) => /^bunco-night\.sqlite(-wal)?$/.test(n))
        .map((n) => [n, hashOf(join(folder, n))]),
    )

  it('rejects (a folder in place of the file) without touching the live store', async () => {
    const folder = tempFolder()
    const db = seeded(folder)
    const blocked = join(folder, 'backups', 'bunco-night-20250314-213502-123-round.sqlite.partial')
    mkdirSync(join(blocked, 'inside'), { recursive: true })
    const before = liveFiles(folder)
    const err = await backupNow(db, folder, 'round', NOW).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).messageKey).toBe('errors.backupFailed')
    expect(liveFiles(folder)).toEqual(before)
    expect(listBackups(folder)).toEqual([])
    expect(readdirSync(blocked)).toEqual(['inside'])
    expect(db.open).toBe(true)
    expect(countRows(db, 'k')).toBe(50)
    db.close()
  })

  it('rejects with errors.diskFull on ENOSPC and leaves no partial backup behind', async () => {
    const folder = tempFolder()
    const db = seeded(folder)
    const before = liveFiles(folder)
    // SQLite's backup reports a full disk after it has started the file: fake just that call.
    const failing = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'backup') return Reflect.get(target, key, receiver)
        return async (path: string): Promise<never> => {
          await target.backup(path)
          throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
        }
      },
    })
    const err = await backupNow(failing, folder, 'quit', NOW).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isDiskFull(err)).toBe(true)
    expect((err as AppError).messageKey).toBe('errors.diskFull')
    expect(readdirSync(join(folder, 'backups'))).toEqual([])
    expect(liveFiles(folder)).toEqual(before)
    expect(countRows(db, 'k')).toBe(50)
    db.close()
  })

  it('rejects when the backups folder cannot be made (a file in its way)', async () => {
    const folder = tempFolder()
    const db = seeded(folder)
    writeFileSync(join(folder, 'backups'), 'in the way')
    const err = await backupNow(db, folder, 'manual', NOW).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect((err as AppError).messageKey).toBe('errors.backupFailed')
    expect(db.open).toBe(true)
    db.close()
  })
})
