import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { AppError } from '@shared/app-error'
import { checkCopy, type CheckFiles } from './checkCopy'
import { storageError } from './diskFull'
import { hasSqliteMagic, isBadJournalHeader, isValidWalHeader, parseHeader } from './headers'
import type { DamageReason } from './types'

/** What the start-up check decided about the store file, before anything is written. */
export type Verdict =
  | { kind: 'new' }
  | { kind: 'healthy' }
  | { kind: 'too-new'; found: number }
  | { kind: 'damaged'; reason: DamageReason; keepMain: boolean }

/** The schema the app supports and the SQLite binary to check with. */
export interface InspectOptions {
  supported: number
  nativeBinding?: string
}

/** Size of a regular file, 0 when missing; refuses a directory or device in its place. */
function sizeOf(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isFile()) throw new AppError('storage', 'errors.storeNotAFile', { file: path })
  return stat.size
}

/** The first `length` bytes of a file, opened read-only. */
export function readStart(path: string, length: number): Uint8Array {
  try {
    const fd = openSync(path, 'r')
    try {
      const buf = Buffer.alloc(length)
      return buf.subarray(0, readSync(fd, buf, 0, length, 0))
    } finally {
      closeSync(fd)
    }
  } catch (err) {
    throw storageError(err, 'errors.storeCheckFailed')
  }
}

/** Checks one database file with no logs: header first, then SQLite on a private copy. */
export function inspectAlone(file: string, options: InspectOptions): Verdict {
  return inspectWith({ main: file }, options)
}

function inspectWith(files: CheckFiles, options: InspectOptions): Verdict {
  const bytes = readStart(files.main, 100)
  if (!hasSqliteMagic(bytes)) return { kind: 'damaged', reason: 'not-sqlite', keepMain: false }
  // A newer app's file is refused on its header alone: this build may not even parse its schema.
  const header = parseHeader(bytes)
  if (header && header.userVersion > options.supported) {
    return { kind: 'too-new', found: header.userVersion }
  }
  // With no log to replay, SQLite only ever leaves whole pages: a partial one means a cut file.
  const logs = files.wal !== undefined || files.journal !== undefined
  if (header && !logs && statSync(files.main).size % header.pageSize !== 0) {
    return { kind: 'damaged', reason: 'corrupt', keepMain: false }
  }
  const check = checkCopy(files, options.nativeBinding)
  if (!check.ok) return { kind: 'damaged', reason: 'corrupt', keepMain: false }
  if (check.userVersion > options.supported) return { kind: 'too-new', found: check.userVersion }
  return { kind: 'healthy' }
}

/** Decides what to do with the store at `file` by reading it (and copies of it) only. */
export function inspectStore(file: string, options: InspectOptions): Verdict {
  const mainSize = sizeOf(file)
  const walSize = sizeOf(`${file}-wal`)
  const journalSize = sizeOf(`${file}-journal`)
  sizeOf(`${file}-shm`) // only to refuse a folder in its place: SQLite rebuilds the -shm itself
  if (mainSize === 0) {
    // SQLite deletes a -wal or -journal it finds beside an empty database: set them aside first.
    if (walSize > 0 || journalSize > 0)
      return { kind: 'damaged', reason: 'stray-log', keepMain: false }
    return { kind: 'new' }
  }
  const walBad = walSize > 0 && !isValidWalHeader(readStart(`${file}-wal`, 32))
  const journalBad = journalSize > 0 && isBadJournalHeader(readStart(`${file}-journal`, 8))
  if (walBad || journalBad) {
    // SQLite would silently ignore (then overwrite) such a log and carry on with the file alone.
    const alone = inspectAlone(file, options)
    if (alone.kind === 'healthy') return { kind: 'damaged', reason: 'bad-log', keepMain: true }
    return alone
  }
  return inspectWith(
    {
      main: file,
      wal: walSize > 0 ? `${file}-wal` : undefined,
      journal: journalSize > 0 ? `${file}-journal` : undefined,
    },
    options,
  )
}
