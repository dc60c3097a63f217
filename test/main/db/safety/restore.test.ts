import { copyFileSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../../../../src/shared/app-error'
import type { Db } from '../../../../src/main/db/connection'
import { MIGRATIONS, SCHEMA_VERSION } from '../../../../src/main/db/migrations'
import {
  backupNow,
  listBackups,
  openStoreSafely,
  restoreBackup,
  STORE_FILE,
} from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import { hashOf, NOW } from './fixtures'

const OPTIONS = { migrations: MIGRATIONS, now: NOW }

function setNight(db: Db, value: string): void {
  db.prepare(
    `INSERT INTO settings (key, value) VALUES ('night', ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  ).run(JSON.stringify(value))
}

function night(file: string): unknown {
  const copy = join(tempFolder(), 'copy.sqlite')
  copyFileSync(file, copy)
  const db = new Database(copy)
  const row = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'night'")
  const value = row.get()?.value
  db.close()
  return value === undefined ? undefined : JSON.parse(value)
}

const liveNight = (db: Db): unknown =>
  JSON.parse(
    db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'night'").get()
      ?.value ?? 'null',
  )

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run()
  } catch (err) {
    expect(err).toBeInstanceOf(AppError)
    return err as AppError
  }
  throw new Error('expected a refusal')
}

/** Hashes of every file in the data folder and its backups folder. */
function snapshot(folder: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const dir of [folder, join(folder, 'backups')]) {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      if (name.isFile()) out[join(dir, name.name)] = hashOf(join(dir, name.name))
    }
  }
  return out
}

describe('restoreBackup', () => {
  it('round-trips: the backup replaces the store, which is kept aside and backed up', async () => {
    const folder = tempFolder()
    const { db, file } = openStoreSafely(folder, OPTIONS)
    setNight(db, 'one')
    const backup = await backupNow(db, folder, 'manual', () => new Date('2025-03-14T20:00:00Z'))
    setNight(db, 'two')

    const result = await restoreBackup(db, folder, backup.name, OPTIONS)
    expect(db.open).toBe(false)
    expect(result.restored).toEqual(backup)
    expect(result.safetyBackup.reason).toBe('before-restore')
    expect(night(result.safetyBackup.file)).toBe('two')
    expect(result.movedAsideTo).toBe(`${file}.replaced-20250314-213502`)
    expect(result.movedFiles).toContain(result.movedAsideTo)
    expect(night(result.movedAsideTo)).toBe('two')
    expect(hashOf(file)).toBe(hashOf(backup.file))
    expect(readdirSync(folder).filter((n) => n.includes('restoring'))).toEqual([])
    expect(listBackups(folder).map((b) => b.name)).toEqual([result.safetyBackup.name, backup.name])

    const reopened = openStoreSafely(folder, OPTIONS)
    expect(reopened.recovery).toBeNull()
    expect(liveNight(reopened.db)).toBe('one')
    // The restore can itself be undone from the safety backup.
    await restoreBackup(reopened.db, folder, result.safetyBackup.name, OPTIONS)
    const again = openStoreSafely(folder, OPTIONS)
    expect(liveNight(again.db)).toBe('two')
    again.db.close()
  })

  it('restores the oldest of ten backups although the safety backup rotates it away', async () => {
    const folder = tempFolder()
    const { db } = openStoreSafely(folder, OPTIONS)
    for (let n = 0; n < 10; n++) {
      setNight(db, `v${n}`)
      await backupNow(db, folder, 'round', () => new Date(Date.UTC(2025, 2, 14, 20, n)))
    }
    const oldest = listBackups(folder).at(-1)
    expect(oldest && night(oldest.file)).toBe('v0')
    await restoreBackup(db, folder, oldest?.name ?? '', OPTIONS)
    const reopened = openStoreSafely(folder, OPTIONS)
    expect(liveNight(reopened.db)).toBe('v0')
    expect(listBackups(folder)).toHaveLength(10)
    reopened.db.close()
  })

  it('closes through the given callback, once, only after the backup is verified', async () => {
    const folder = tempFolder()
    const { db } = openStoreSafely(folder, OPTIONS)
    const backup = await backupNow(db, folder, 'manual', NOW)
    const close = vi.fn(() => void db.close())
    await restoreBackup(db, folder, backup.name, { ...OPTIONS, close })
    expect(close).toHaveBeenCalledTimes(1)
    expect(db.open).toBe(false)
  })

  it('refuses names that are not listed backups, changing nothing', async () => {
    const folder = tempFolder()
    const { db, file } = openStoreSafely(folder, OPTIONS)
    setNight(db, 'live')
    const backup = await backupNow(db, folder, 'manual', NOW)
    const backups = join(folder, 'backups')
    writeFileSync(join(backups, 'notes.txt'), 'not a backup')
    mkdirSync(join(backups, 'bunco-night-20250101-000000-000-round.sqlite'))
    const before = snapshot(folder)
    const bad = [
      '',
      '.',
      '..',
      STORE_FILE,
      `../${STORE_FILE}`,
      `../../${STORE_FILE}`,
      file,
      backup.file,
      `./${backup.name}`,
      `backups/${backup.name}`,
      `${backup.name}/`,
      `${backup.name}\0`,
      ` ${backup.name}`,
      backup.name.toUpperCase(),
      'notes.txt',
      'bunco-night-20250101-000000-000-round.sqlite',
      'bunco-night-20990101-000000-000-round.sqlite',
      '/etc/passwd',
      '..\\..\\bunco-night.sqlite',
      'x'.repeat(5000),
    ]
    for (const name of bad) {
      const err = await refusal(() => restoreBackup(db, folder, name, OPTIONS))
      expect(err.code, name).toBe('not-found')
      expect(err.messageKey).toBe('errors.backupNotFound')
      expect(String(err.params['name']).length).toBeLessThanOrEqual(100)
    }
    expect(db.open).toBe(true)
    expect(liveNight(db)).toBe('live')
    expect(snapshot(folder)).toEqual(before)
    db.close()
  })

  it.each([
    ['cut short', (b: Buffer): Buffer => b.subarray(0, b.length - 1000)],
    ['zeroed', (b: Buffer): Buffer => Buffer.alloc(b.length)],
    ['emptied', (): Buffer => Buffer.alloc(0)],
    [
      'with a zeroed page 2',
      (b: Buffer): Buffer =>
        Buffer.concat([b.subarray(0, 4096), Buffer.alloc(4096), b.subarray(8192)]),
    ],
  ])('refuses a damaged backup (%s), leaving the live store open', async (_, damage) => {
    const folder = tempFolder()
    const { db } = openStoreSafely(folder, OPTIONS)
    setNight(db, 'live')
    const insert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
    db.transaction(() => {
      for (let i = 0; i < 300; i++) insert.run(`row${i}`, JSON.stringify('x'.repeat(200)))
    })()
    const backup = await backupNow(db, folder, 'manual', NOW)
    writeFileSync(backup.file, damage(readFileSync(backup.file)))
    const before = snapshot(folder)
    const err = await refusal(() => restoreBackup(db, folder, backup.name, OPTIONS))
    expect(err.messageKey).toBe('errors.backupDamaged')
    expect(err.params).toEqual({ name: backup.name })
    expect(db.open).toBe(true)
    expect(liveNight(db)).toBe('live')
    expect(snapshot(folder)).toEqual(before)
    db.close()
  })

  it('refuses a backup written by a newer version', async () => {
    const folder = tempFolder()
    const { db } = openStoreSafely(folder, OPTIONS)
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    const backup = await backupNow(db, folder, 'manual', NOW)
    db.pragma(`user_version = ${SCHEMA_VERSION}`)
    const err = await refusal(() => restoreBackup(db, folder, backup.name, OPTIONS))
    expect(err.messageKey).toBe('errors.databaseTooNew')
    expect(err.params).toEqual({ found: SCHEMA_VERSION + 1, supported: SCHEMA_VERSION })
    expect(db.open).toBe(true)
    db.close()
  })
})
