import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { storageError } from './diskFull'

/** What SQLite makes of a database (and its logs) read from a private copy. */
export type CopyCheck = { ok: true; userVersion: number } | { ok: false; problem: string }

/** The files to check: a database and the logs SQLite would replay into it. */
export interface CheckFiles {
  main: string
  wal?: string
  journal?: string
}

// Codes that mean "this file is not a database SQLite can read", as opposed to a problem of the
// machine (permissions, memory, a full disk) that must not get a healthy store set aside.
const DAMAGE = /^SQLITE_(CORRUPT|NOTADB|ERROR|FORMAT|IOERR_SHORT_READ)/

/**
 * Opens a copy in a private temp folder, runs `quick_check` and reads `user_version`. The
 * originals are only ever read: SQLite's recovery (WAL replay, journal rollback, -shm rebuild)
 * writes to the copy.
 */
export function checkCopy(files: CheckFiles, nativeBinding?: string): CopyCheck {
  let folder: string
  try {
    folder = mkdtempSync(join(tmpdir(), 'bunco-check-'))
  } catch (err) {
    throw storageError(err, 'errors.storeCheckFailed')
  }
  try {
    const copy = join(folder, 'check.sqlite')
    try {
      copyFileSync(files.main, copy)
      if (files.wal) copyFileSync(files.wal, `${copy}-wal`)
      if (files.journal) copyFileSync(files.journal, `${copy}-journal`)
    } catch (err) {
      throw storageError(err, 'errors.storeCheckFailed')
    }
    return checkFile(copy, nativeBinding)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

function checkFile(file: string, nativeBinding?: string): CopyCheck {
  let db: Database.Database | undefined
  try {
    db = new Database(file, { nativeBinding, fileMustExist: true })
    const rows = db.pragma('quick_check') as { quick_check: string }[]
    const results = rows.map((r) => r.quick_check)
    if (results.length !== 1 || results[0] !== 'ok') {
      return { ok: false, problem: results.slice(0, 5).join('; ') }
    }
    return { ok: true, userVersion: db.pragma('user_version', { simple: true }) as number }
  } catch (err) {
    const code = (err as { code?: unknown }).code
    if (typeof code === 'string' && DAMAGE.test(code)) {
      return { ok: false, problem: `${code}: ${(err as Error).message}` }
    }
    throw storageError(err, 'errors.storeCheckFailed')
  } finally {
    db?.close()
  }
}
