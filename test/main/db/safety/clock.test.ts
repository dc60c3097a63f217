// Backups under a wrong clock: rotation keeps the backups made last, whatever their names say.
import { mkdirSync, writeFileSync } from 'node:fs'
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
} from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import { goodMain } from './fixtures'

/** A clock reading `year`-03-14 20:`n`. */
const clock = (year: number, n: number) => (): Date => new Date(Date.UTC(year, 2, 14, 20, n))

function store(folder: string): Db {
  return openStoreSafely(folder, { migrations: MIGRATIONS }).db
}

describe('backups under a wrong clock', () => {
  it('a clock set years ahead, then put right: the new backups are kept, the future-dated ones go first', async () => {
    const folder = tempFolder()
    const db = store(folder)
    for (let n = 0; n < 3; n++) await backupNow(db, folder, 'manual', clock(2026, n))
    // the laptop's clock runs five years ahead for a while
    const ahead: string[] = []
    for (let n = 0; n < 9; n++)
      ahead.push((await backupNow(db, folder, 'round', clock(2031, n))).name)
    // then it is put right: six backups made since must all be kept
    const since: string[] = []
    for (let n = 10; n < 16; n++)
      since.push((await backupNow(db, folder, 'quit', clock(2026, n))).name)
    const kept = listBackups(folder).map((b) => b.name)
    expect(kept).toHaveLength(BACKUPS_KEPT)
    for (const name of since) expect(kept).toContain(name)
    // the rest are the newest of those made before: the last four of the future-dated ones
    expect(kept.filter((n) => !since.includes(n)).sort()).toEqual(ahead.slice(-4).sort())
    // each backup carries its place in its own header, and is a whole store still
    const last = new Database(listBackups(folder).find((b) => b.name === since.at(-1))!.file, {
      readonly: true,
    })
    expect(last.pragma('application_id', { simple: true })).toBe(18)
    expect(last.pragma('integrity_check', { simple: true })).toBe('ok')
    last.close()
    db.close()
  })

  it('future-dated backups left by an older version give way to the ones made now', async () => {
    const folder = tempFolder()
    const backups = join(folder, 'backups')
    mkdirSync(backups, { recursive: true })
    for (let n = 0; n < 9; n++) {
      writeFileSync(
        join(backups, `bunco-night-20310314-20${String(n).padStart(2, '0')}00-000-round.sqlite`),
        goodMain(),
      )
    }
    const db = store(folder)
    const made: string[] = []
    for (let n = 0; n < 6; n++)
      made.push((await backupNow(db, folder, 'manual', clock(2026, n))).name)
    const kept = listBackups(folder).map((b) => b.name)
    expect(kept).toHaveLength(BACKUPS_KEPT)
    for (const name of made) expect(kept).toContain(name)
    db.close()
  })

  it('the order is kept across a restart: a store opened again keeps counting', async () => {
    const folder = tempFolder()
    let db = store(folder)
    for (let n = 0; n < 9; n++) await backupNow(db, folder, 'round', clock(2031, n))
    db.close()
    db = store(folder)
    const made: string[] = []
    for (let n = 0; n < 8; n++)
      made.push((await backupNow(db, folder, 'quit', clock(2026, n))).name)
    const kept = listBackups(folder).map((b) => b.name)
    for (const name of made) expect(kept).toContain(name)
    db.close()
  })

  it('a copy with no place (a raw before-open copy) ranks by its name among the placed ones, and is kept while new', async () => {
    const folder = tempFolder()
    const db = store(folder)
    for (let n = 0; n < 10; n++) await backupNow(db, folder, 'round', clock(2026, n))
    const raw = 'bunco-night-20260314-202000-000-before-open.sqlite'
    writeFileSync(join(folder, 'backups', raw), goodMain())
    await backupNow(db, folder, 'quit', clock(2026, 30))
    const kept = listBackups(folder).map((b) => b.name)
    expect(kept).toHaveLength(BACKUPS_KEPT)
    expect(kept).toContain(raw)
    db.close()
  })
})
