import { copyFileSync, existsSync, rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import { SIDECARS } from './paths'

// The logs that hold data; a -shm is only an index SQLite rebuilds from the -wal.
const LOGS = ['-wal', '-journal'] as const

/** Copies the logs kept beside `from` (a `before-open` backup) beside `to`; true if there were any. */
export function copyLogs(from: string, to: string): boolean {
  const logs = LOGS.filter((s) => existsSync(`${from}${s}`))
  for (const s of logs) copyFileSync(`${from}${s}`, `${to}${s}`)
  return logs.length > 0
}

/**
 * Lets SQLite play the logs beside `file` (a private copy) into it, leaving one self-contained
 * file. Throws SQLite's or the file system's error as it is, for the caller to word.
 */
export function foldLogs(file: string, nativeBinding?: string): void {
  // Opening plays a hot journal back; closing the last connection checkpoints the -wal into the
  // file and deletes it.
  const db = new Database(file, { nativeBinding, fileMustExist: true })
  try {
    db.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    db.close()
  }
  if (SIDECARS.some((s) => existsSync(`${file}${s}`))) throw new Error(`a log is left by ${file}`)
}

/** Removes a staged copy and whatever logs are beside it. */
export function removeWithLogs(file: string): void {
  for (const s of ['', ...SIDECARS]) rmSync(`${file}${s}`, { force: true })
}
