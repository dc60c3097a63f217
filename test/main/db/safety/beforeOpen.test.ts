// A store found with a log beside it is copied, byte for byte, to a before-open backup first:
// the log may be another store's, and playing it in would overwrite the original for good.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { AppError } from '@shared/app-error'
import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../../src/main/db/connection'
import { migrate } from '../../../../src/main/db/migrate'
import { MIGRATIONS } from '../../../../src/main/db/migrations'
import {
  backupNow,
  listBackups,
  openStoreSafely,
  restoreBackup,
  STORE_FILE,
} from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import { countRows, hashOf, liveStore, NOW, sha, writeStore } from './fixtures'

const open = (folder: string): ReturnType<typeof openStoreSafely> =>
  openStoreSafely(folder, { migrations: MIGRATIONS, now: NOW })

function addRows(db: Db, prefix: string, count: number): void {
  const insert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(`${prefix}${i}`, JSON.stringify('v'.repeat(300)))
  })()
}

/**
 * Two stores that grew apart from one copy (a data folder copied to another computer): ours,
 * checkpointed and closed, and the other's -wal taken while it was open.
 */
function oursAndForeignWal(): { ours: Uint8Array; foreignWal: Uint8Array } {
  const base = join(tempFolder(), 'base.sqlite')
  const seed = openDatabase(base)
  migrate(seed, MIGRATIONS)
  addRows(seed, 'k', 100)
  seed.close()
  const oursFile = join(tempFolder(), 'ours.sqlite')
  copyFileSync(base, oursFile)
  const ours = openDatabase(oursFile)
  addRows(ours, 'ours', 40)
  ours.close()
  const otherFile = join(tempFolder(), 'other.sqlite')
  copyFileSync(base, otherFile)
  const other = openDatabase(otherFile)
  addRows(other, 'theirs', 40)
  const foreignWal = readFileSync(`${otherFile}-wal`)
  other.close()
  return { ours: readFileSync(oursFile), foreignWal }
}

describe('a store found with a log beside it', () => {
  it('keeps the original database when a foreign -wal is played into it', () => {
    const { ours, foreignWal } = oursAndForeignWal()
    const folder = tempFolder()
    writeStore(folder, { main: ours, wal: foreignWal })
    const { db } = open(folder)
    // SQLite cannot tell the log is not this file's: the other store's rows are swapped in…
    expect(countRows(db, 'theirs')).toBe(40)
    expect(countRows(db, 'ours')).toBe(0)
    db.close()
    // …and closing checkpoints them into the database file, over the original.
    expect(existsSync(join(folder, `${STORE_FILE}-wal`))).toBe(false)
    expect(hashOf(join(folder, STORE_FILE))).not.toBe(sha(ours))
    const [kept] = listBackups(folder)
    expect(kept?.reason).toBe('before-open')
    expect(kept?.name).toBe('bunco-night-20250314-213502-123-before-open.sqlite')
    expect(hashOf(kept?.file ?? '')).toBe(sha(ours))
    expect(hashOf(`${kept?.file ?? ''}-wal`)).toBe(sha(foreignWal))
  })

  it('restores the store as found at start, its log played in', async () => {
    const folder = tempFolder()
    writeStore(folder, liveStore(['w']))
    const first = open(folder)
    expect(countRows(first.db, 'w')).toBe(20)
    first.db.prepare("DELETE FROM settings WHERE key LIKE 'w%'").run()
    const [found] = listBackups(folder)
    if (!found) throw new Error('no before-open backup')
    await restoreBackup(first.db, folder, found.name, { migrations: MIGRATIONS, now: NOW })
    expect(readdirSync(folder).filter((n) => n.includes('restoring'))).toEqual([])
    const again = open(folder)
    expect(countRows(again.db, 'w')).toBe(20)
    expect(countRows(again.db, 'k')).toBe(300)
    again.db.close()
    // The backup itself is untouched: still the database and its log, as found.
    expect(existsSync(`${found.file}-wal`)).toBe(true)
  })

  it('refuses to restore one whose log was damaged, and changes nothing', async () => {
    const folder = tempFolder()
    writeStore(folder, liveStore(['w']))
    const { db } = open(folder)
    const [found] = listBackups(folder)
    if (!found) throw new Error('no before-open backup')
    // SQLite would ignore a log with a broken header and restore the database file alone.
    const wal = Buffer.from(readFileSync(`${found.file}-wal`))
    wal[0] = 0
    writeFileSync(`${found.file}-wal`, wal)
    const err = await restoreBackup(db, folder, found.name, { migrations: MIGRATIONS }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).messageKey).toBe('errors.backupDamaged')
    expect(db.open).toBe(true)
    expect(countRows(db, 'w')).toBe(20)
    db.close()
    expect(readdirSync(folder).filter((n) => n.includes('restoring'))).toEqual([])
    expect(listBackups(folder).map((b) => b.reason)).toEqual(['before-open'])
  })

  it('copies nothing when the store was closed cleanly', () => {
    const folder = tempFolder()
    const { db } = open(folder)
    db.close()
    const again = open(folder)
    again.db.close()
    expect(listBackups(folder)).toEqual([])
  })

  it('rotates with the other backups, sidecars and all', async () => {
    const folder = tempFolder()
    writeStore(folder, liveStore(['w']))
    const { db } = open(folder)
    const [found] = listBackups(folder)
    for (let n = 0; n < 10; n++) {
      await backupNow(db, folder, 'manual', () => new Date(Date.UTC(2025, 2, 15, 20, n)))
    }
    db.close()
    expect(listBackups(folder).map((b) => b.reason)).not.toContain('before-open')
    expect(readdirSync(join(folder, 'backups')).filter((n) => n.includes('before-open'))).toEqual(
      [],
    )
    expect(found).toBeDefined()
  })

  it('refuses to open when the copy cannot be made, leaving the files as they were', () => {
    const folder = tempFolder()
    const found = writeStore(folder, liveStore(['w']))
    writeFileSync(join(folder, 'backups'), 'a file in the way')
    let err: unknown
    try {
      open(folder).db.close()
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).messageKey).toBe('errors.storeCopyFailed')
    expect(hashOf(join(folder, STORE_FILE))).toBe(found.main)
    expect(hashOf(join(folder, `${STORE_FILE}-wal`))).toBe(found.wal)
  })
})
