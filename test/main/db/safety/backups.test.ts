import { copyFileSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../../../src/main/db/connection'
import { MIGRATIONS } from '../../../../src/main/db/migrations'
import {
  BACKUPS_KEPT,
  backupNow,
  listBackups,
  openStoreSafely,
  rotateBackups,
} from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import { goodMain, NOW } from './fixtures'

const at = (iso: string) => (): Date => new Date(iso)
const minute = (n: number): (() => Date) => at(new Date(Date.UTC(2025, 2, 14, 20, n)).toISOString())

function store(folder: string): Db {
  const { db } = openStoreSafely(folder, { migrations: MIGRATIONS })
  db.prepare("INSERT INTO settings (key, value) VALUES ('night', '\"first\"')").run()
  return db
}

/** Reads `key` from a copy of a backup, so nothing is created in the backups folder. */
function readFromBackup(file: string, key: string): unknown {
  const copy = join(tempFolder(), 'copy.sqlite')
  copyFileSync(file, copy)
  const db = new Database(copy)
  const row = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
  const value = row.get(key)?.value
  db.close()
  return value === undefined ? undefined : JSON.parse(value)
}

describe('backupNow', () => {
  it('writes a named, listed copy holding data still in the -wal of the live store', async () => {
    const folder = tempFolder()
    const db = store(folder)
    const info = await backupNow(db, folder, 'round', NOW)
    expect(info).toEqual({
      file: join(folder, 'backups', 'bunco-night-20250314-213502-123-round.sqlite'),
      name: 'bunco-night-20250314-213502-123-round.sqlite',
      createdAt: '2025-03-14T21:35:02.123Z',
      reason: 'round',
      bytes: expect.any(Number),
    })
    expect(info.bytes).toBeGreaterThan(0)
    expect(listBackups(folder)).toEqual([info])
    expect(readFromBackup(info.file, 'night')).toBe('first')
    expect(readdirSync(join(folder, 'backups'))).toEqual([info.name])
    db.close()
  })

  it('names every reason, and gives same-millisecond backups their own names', async () => {
    const folder = tempFolder()
    const db = store(folder)
    const made = await Promise.all(
      (['round', 'quit', 'manual', 'before-restore', 'round', 'round'] as const).map((r) =>
        backupNow(db, folder, r, NOW),
      ),
    )
    expect(made.map((b) => b.name).sort()).toEqual([
      'bunco-night-20250314-213502-123-before-restore.sqlite',
      'bunco-night-20250314-213502-123-manual.sqlite',
      'bunco-night-20250314-213502-123-quit.sqlite',
      'bunco-night-20250314-213502-123-round.1.sqlite',
      'bunco-night-20250314-213502-123-round.2.sqlite',
      'bunco-night-20250314-213502-123-round.sqlite',
    ])
    for (const b of made) expect(readFromBackup(b.file, 'night')).toBe('first')
    db.close()
  })

  it(`keeps the newest ${BACKUPS_KEPT} and never deletes other files`, async () => {
    const folder = tempFolder()
    const db = store(folder)
    const backups = join(folder, 'backups')
    mkdirSync(join(backups, 'bunco-night-20200101-000000-000-round.sqlite'), { recursive: true })
    const foreign = [
      'notes.txt',
      'bunco-night-old.sqlite',
      'bunco-night-20200101-000000-000-round.sqlite.partial',
      'bunco-night-20200101-000000-000-party.sqlite',
      'bunco-night-20201301-000000-000-round.sqlite',
    ]
    for (const f of foreign) writeFileSync(join(backups, f), 'keep me')
    for (let n = 0; n < 13; n++) await backupNow(db, folder, 'round', minute(n))
    const list = listBackups(folder)
    expect(list).toHaveLength(BACKUPS_KEPT)
    expect(list.map((b) => b.createdAt)).toEqual(
      Array.from({ length: 10 }, (_, i) =>
        new Date(Date.UTC(2025, 2, 14, 20, 12 - i)).toISOString(),
      ),
    )
    for (const f of [...foreign, 'bunco-night-20200101-000000-000-round.sqlite']) {
      expect(readdirSync(backups)).toContain(f)
    }
    db.close()
  })

  it('never rotates away the backup just made, even with the clock set back', async () => {
    const folder = tempFolder()
    const db = store(folder)
    for (let n = 0; n < 10; n++) await backupNow(db, folder, 'round', minute(n))
    const made = await backupNow(db, folder, 'quit', at('2020-01-01T00:00:00.000Z'))
    const names = listBackups(folder).map((b) => b.name)
    expect(names).toHaveLength(10)
    expect(names).toContain(made.name)
    expect(names.at(-1)).toBe(made.name)
    db.close()
  })
})

describe('listBackups', () => {
  it('is empty without a backups folder', () => {
    expect(listBackups(tempFolder())).toEqual([])
  })

  it('orders newest first: by the time in the name, then mtime, then counter', () => {
    const folder = tempFolder()
    const backups = join(folder, 'backups')
    mkdirSync(backups)
    const put = (name: string, mtime: number): void => {
      writeFileSync(join(backups, name), goodMain())
      utimesSync(join(backups, name), mtime, mtime)
    }
    put('bunco-night-20250314-200000-000-round.sqlite', 300)
    put('bunco-night-20250314-200000-000-manual.sqlite', 100)
    put('bunco-night-20250314-200000-000-quit.sqlite', 200)
    put('bunco-night-20250315-080000-000-round.sqlite', 1)
    put('bunco-night-20250313-080000-000-round.sqlite', 900)
    expect(listBackups(folder).map((b) => `${b.createdAt} ${b.reason}`)).toEqual([
      '2025-03-15T08:00:00.000Z round',
      '2025-03-14T20:00:00.000Z round',
      '2025-03-14T20:00:00.000Z quit',
      '2025-03-14T20:00:00.000Z manual',
      '2025-03-13T08:00:00.000Z round',
    ])
    expect(listBackups(folder)[0]?.bytes).toBe(goodMain().length)
    rotateBackups(folder, { keep: 2 })
    expect(listBackups(folder).map((b) => b.reason)).toEqual(['round', 'round'])
    expect(readdirSync(backups)).toHaveLength(2)
  })
})
