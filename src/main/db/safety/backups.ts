import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../connection'
import { storageError } from './diskFull'
import { backupFolder, parseStamp, stamp } from './paths'
import type { BackupInfo, BackupReason } from './types'

/** How many backups rotation keeps. */
export const BACKUPS_KEPT = 10

const NAME =
  /^bunco-night-(\d{8}-\d{6}-\d{3})-(round|quit|manual|before-restore)(?:\.(\d+))?\.sqlite$/

// Names handed out to backups still running, so two at the same millisecond never collide.
const inFlight = new Set<string>()

interface Listed extends BackupInfo {
  stamp: string
  mtimeMs: number
  n: number
}

function listed(dataFolder: string): Listed[] {
  const folder = backupFolder(dataFolder)
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return []
  }
  const found: Listed[] = []
  for (const name of names) {
    const m = NAME.exec(name)
    const createdAt = m?.[1] ? parseStamp(m[1]) : null
    if (!m?.[1] || !createdAt) continue
    const file = join(folder, name)
    const stat = statSync(file, { throwIfNoEntry: false })
    if (!stat?.isFile()) continue
    const reason = m[2] as BackupReason
    const n = Number(m[3] ?? 0)
    found.push({
      file,
      name,
      createdAt,
      reason,
      bytes: stat.size,
      stamp: m[1],
      mtimeMs: stat.mtimeMs,
      n,
    })
  }
  // Newest first: by the time in the name, then the file's mtime, then the collision counter.
  return found.sort((a, b) => b.stamp.localeCompare(a.stamp) || b.mtimeMs - a.mtimeMs || b.n - a.n)
}

/** The backups in `<dataFolder>/backups/`, newest first; other files there are ignored. */
export function listBackups(dataFolder: string): BackupInfo[] {
  return listed(dataFolder).map(({ file, name, createdAt, reason, bytes }) => ({
    file,
    name,
    createdAt,
    reason,
    bytes,
  }))
}

function freeName(folder: string, date: Date, reason: BackupReason): string {
  const taken = new Set(readdirSync(folder))
  for (let n = 0; ; n++) {
    const name = `bunco-night-${stamp(date, true)}-${reason}${n === 0 ? '' : `.${n}`}.sqlite`
    if (!taken.has(name) && !inFlight.has(name)) return name
  }
}

/**
 * Deletes backups beyond the newest `keep`; never any other file. `justMade` counts as the newest
 * whatever its name says, so a clock set back cannot make a fresh backup the first to go.
 */
export function rotateBackups(dataFolder: string, keep = BACKUPS_KEPT, justMade?: string): void {
  const others = listed(dataFolder).filter((b) => b.name !== justMade)
  const spare = justMade === undefined ? keep : keep - 1
  for (const old of others.slice(Math.max(0, spare))) {
    try {
      rmSync(old.file)
    } catch {
      // A backup that cannot be deleted now is retried at the next rotation.
    }
  }
}

/**
 * Copies the live store (WAL content included) to `backups/bunco-night-<stamp>-<reason>.sqlite`
 * through SQLite's backup API, then rotates. A failure (disk full: `errors.diskFull`, else
 * `errors.backupFailed`) rejects, leaves no partial backup and never writes to the live store.
 */
export async function backupNow(
  db: Db,
  dataFolder: string,
  reason: BackupReason,
  now: () => Date = () => new Date(),
): Promise<BackupInfo> {
  const folder = backupFolder(dataFolder)
  const date = now()
  let name: string
  try {
    mkdirSync(folder, { recursive: true })
    name = freeName(folder, date, reason)
  } catch (err) {
    throw storageError(err, 'errors.backupFailed')
  }
  const target = join(folder, name)
  // Written under a name listBackups ignores, and renamed only once complete.
  const partial = `${target}.partial`
  inFlight.add(name)
  try {
    await db.backup(partial)
    renameSync(partial, target)
  } catch (err) {
    try {
      rmSync(partial, { force: true })
    } catch {
      // Not a file of ours (a folder in the way): leave it.
    }
    throw storageError(err, 'errors.backupFailed')
  } finally {
    inFlight.delete(name)
  }
  rotateBackups(dataFolder, BACKUPS_KEPT, name)
  const bytes = statSync(target).size
  return { file: target, name, createdAt: date.toISOString(), reason, bytes }
}
