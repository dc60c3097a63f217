import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../connection'
import { playingNightIds } from '../../night/nightsRepo'
import { readPlace, writePlace } from './backupPlace'
import { storageError } from './diskFull'
import { backupFolder, parseStamp, SIDECARS, stamp } from './paths'
import { BACKUP_REASONS, isBackupReason } from '@shared/storage'
import type { BackupInfo, BackupReason } from './types'

/** How many backups rotation keeps besides the round backups of the nights being played. */
export const BACKUPS_KEPT = 10

// `-n<id>`: the night a round backup follows (older round backups carry none).
const NAME = new RegExp(
  `^bunco-night-(\\d{8}-\\d{6}-\\d{3})-(${BACKUP_REASONS.join('|')})(?:-n([1-9]\\d{0,15}))?(?:\\.(\\d+))?\\.sqlite$`,
)

// Names handed out to backups still running, so two at the same millisecond never collide.
const inFlight = new Set<string>()

interface Listed extends BackupInfo {
  stamp: string
  mtimeMs: number
  n: number
  nightId: number | null
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
    const reason = m?.[2]
    if (!m?.[1] || !createdAt || !isBackupReason(reason)) continue
    const file = join(folder, name)
    const stat = statSync(file, { throwIfNoEntry: false })
    if (!stat?.isFile()) continue
    const n = Number(m[4] ?? 0)
    found.push({
      file,
      name,
      createdAt,
      reason,
      bytes: stat.size,
      stamp: m[1],
      mtimeMs: stat.mtimeMs,
      n,
      nightId: m[3] === undefined ? null : Number(m[3]),
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

function freeName(folder: string, date: Date, reason: BackupReason, nightId?: number): string {
  const taken = new Set(readdirSync(folder))
  const night = nightId === undefined ? '' : `-n${nightId}`
  for (let n = 0; ; n++) {
    const name = `bunco-night-${stamp(date, true)}-${reason}${night}${n === 0 ? '' : `.${n}`}.sqlite`
    if (!taken.has(name) && !inFlight.has(name)) return name
  }
}

/** What rotation keeps. */
export interface Retention {
  /** How many backups to keep besides the round backups of `playing` (default BACKUPS_KEPT). */
  keep?: number
  /** The backup just made: it counts as the newest whatever its name says. */
  justMade?: string
  /** Nights being played: every one of their round backups is kept. */
  playing?: readonly number[]
  /** The clock now: a backup with no place named after tomorrow is the first to go. */
  now?: Date
}

/** How much later than now a backup's name may say before it counts as the clock's mistake. */
const FUTURE_MS = 24 * 60 * 60 * 1000

/**
 * Newest first by the order made: a backup's place; one without (made by an older version, or a
 * raw before-open copy) right after the placed ones named before it, or last when its name is
 * in the future.
 */
function byOrderMade(all: readonly Listed[], now: Date): Listed[] {
  const places = new Map(all.map((b) => [b, readPlace(b.file)]))
  const placed = all.filter((b) => (places.get(b) ?? 0) > 0)
  const future = stamp(new Date(now.getTime() + FUTURE_MS), true)
  const key = (b: Listed): number => {
    const place = places.get(b) ?? 0
    if (place > 0) return place
    if (b.stamp > future) return -1
    let before = 0
    for (const p of placed) if (p.stamp <= b.stamp) before = Math.max(before, places.get(p) ?? 0)
    return before + 0.5
  }
  const keys = new Map(all.map((b) => [b, key(b)]))
  // a stable sort: equal keys keep the listing's order, by name
  return [...all].sort((a, b) => (keys.get(b) ?? 0) - (keys.get(a) ?? 0))
}

/**
 * Deletes backups beyond the newest `keep` (their sidecars too), sparing every round backup of a
 * night being played; never any other file. Newest means made last (see byOrderMade), not named
 * latest. `justMade` counts as the newest whatever its name says.
 */
export function rotateBackups(dataFolder: string, retention: Retention = {}): void {
  const { keep = BACKUPS_KEPT, justMade, playing = [], now = new Date() } = retention
  const inPlay = (b: Listed): boolean =>
    b.reason === 'round' && b.nightId !== null && playing.includes(b.nightId)
  const all = byOrderMade(listed(dataFolder), now)
  const others = all.filter((b) => b.name !== justMade && !inPlay(b))
  const made = all.find((b) => b.name === justMade)
  const spare = made === undefined || inPlay(made) ? keep : keep - 1
  for (const old of others.slice(Math.max(0, spare))) {
    try {
      // The database first: once it is gone the backup is no longer listed.
      rmSync(old.file)
      for (const s of SIDECARS) rmSync(`${old.file}${s}`, { force: true })
    } catch {
      // A backup that cannot be deleted now is retried at the next rotation.
    }
  }
}

/** The nights whose round backups rotation keeps; none known means rotation keeps every backup. */
function nightsInPlay(db: Db): readonly number[] | null {
  try {
    return playingNightIds(db)
  } catch {
    return null
  }
}

/**
 * Copies the live store (WAL content included) to `backups/bunco-night-<stamp>-<reason>.sqlite`
 * (`-round-n<night>` after a round of that night) through SQLite's backup API, then rotates. A
 * failure (disk full: `errors.diskFull`, else `errors.backupFailed`) rejects, leaves no partial
 * backup and never writes to the live store.
 */
export async function backupNow(
  db: Db,
  dataFolder: string,
  reason: BackupReason,
  now: () => Date = () => new Date(),
  nightId?: number,
): Promise<BackupInfo> {
  const folder = backupFolder(dataFolder)
  const date = now()
  let name: string
  try {
    mkdirSync(folder, { recursive: true })
    name = freeName(folder, date, reason, nightId)
  } catch (err) {
    throw storageError(err, 'errors.backupFailed')
  }
  const target = join(folder, name)
  // Written under a name listBackups ignores, and renamed only once complete.
  const partial = `${target}.partial`
  inFlight.add(name)
  try {
    await db.backup(partial)
    // its place in the order made: one after the highest in the folder (read and written at once)
    const last = Math.max(0, ...listed(dataFolder).map((b) => readPlace(b.file)))
    writePlace(partial, last + 1)
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
  const playing = nightsInPlay(db)
  if (playing) rotateBackups(dataFolder, { justMade: name, playing, now: date })
  const bytes = statSync(target).size
  return { file: target, name, createdAt: date.toISOString(), reason, bytes }
}

/**
 * Copies the store's files as found before opening (the database and every non-empty sidecar,
 * bytes untouched) to a `before-open` backup, when a log is beside the database: SQLite is about to
 * play that log into it and, at the next checkpoint, overwrite the database file. A -wal left by
 * another store would swap its data in, so the original must be kept first. Returns null when there
 * is no log. A failure (`errors.diskFull`, else `errors.storeCopyFailed`) leaves no listed backup.
 */
export function copyBeforeOpen(dataFolder: string, file: string, date: Date): BackupInfo | null {
  const logs = SIDECARS.filter(
    (s) => (statSync(`${file}${s}`, { throwIfNoEntry: false })?.size ?? 0) > 0,
  )
  if (logs.length === 0) return null
  const folder = backupFolder(dataFolder)
  let target = ''
  try {
    mkdirSync(folder, { recursive: true })
    const name = freeName(folder, date, 'before-open')
    target = join(folder, name)
    // The logs first and the database last, renamed into place once whole: a backup is listed
    // only with its logs beside it.
    for (const s of logs) copyFileSync(`${file}${s}`, `${target}${s}`)
    copyFileSync(file, `${target}.partial`)
    renameSync(`${target}.partial`, target)
    const bytes = statSync(target).size
    return { file: target, name, createdAt: date.toISOString(), reason: 'before-open', bytes }
  } catch (err) {
    if (target !== '') {
      for (const s of ['.partial', ...logs]) rmSync(`${target}${s}`, { force: true })
    }
    throw storageError(err, 'errors.storeCopyFailed')
  }
}
