// Each club's shared folder: which folder (picked by the host through the system's dialog, never
// a path from the window), this laptop's name there, and a look at it on start, whenever the
// folder changes and every 30 s. A look reads first, then writes; what came in is announced.
import { existsSync, mkdirSync, watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'
import { AppError } from '@shared/app-error'
import { z } from 'zod'
import type { SyncLaptop, SyncStatus } from '@shared/sync/views'
import type { ClubDeps } from '../club/clubLog'
import { readClub } from '../club/clubLog'
import { keyValueRepo } from '../db/keyValueRepo'
import type { PushHub } from '../push'
import { transferRepo } from '../transfer/transferRepo'
import { clubChoices } from './clubChoices'
import { nightFileOf, syncClub } from './clubSync'
import { takeVersion } from './nightWrite'
import { readLock } from './folderLock'
import { OPEN } from './lockRecord'
import { LAPTOP_FILE, LAPTOPS_FOLDER, scanFolder } from './folderScan'
import { sweepTemporaries, writeWhole } from './wholeFile'

/** How often every shared club is looked at, besides when its folder changes. */
export const SYNC_EVERY_MS = 30_000

// the passphrase is kept on this laptop only: never exported, synced or logged
const SharedSchema = z.strictObject({
  folder: z.string().min(1),
  laptopName: z.string(),
  passphrase: z.string().nullable().optional(),
})
type Shared = z.infer<typeof SharedSchema>

/** The sync side of the app: the clubs' folders, their last looks, the watchers. */
export interface SyncDeps {
  club: ClubDeps
  push: PushHub
  log: (err: unknown) => void
  status: Map<string, SyncStatus>
  watchers: Map<string, FSWatcher>
  timer: ReturnType<typeof setInterval> | null
}

const key = (clubId: string): string => `sync.folder.${clubId}`

function sharedOf(deps: SyncDeps, clubId: string): Shared | null {
  const read = SharedSchema.safeParse(keyValueRepo(deps.club.db, 'app_state').get(key(clubId)))
  return read.success ? read.data : null
}

function idle(clubId: string, shared: Shared | null): SyncStatus {
  return {
    clubId,
    folder: shared?.folder ?? null,
    laptopName: shared?.laptopName ?? '',
    sealed: false,
    lastSync: null,
    laptops: [],
    cameIn: 0,
    cameInTotal: 0,
    waiting: 0,
    differ: 0,
    versions: [],
    torn: 0,
    notices: [],
    choices: [],
    problem: null,
  }
}

// a laptop's name in the folder ('' for one that has not said it, or is not there)
function nameOf(laptops: readonly SyncLaptop[], laptop: string): string {
  return laptops.find((l) => l.laptop === laptop)?.name ?? ''
}

// what the panel says of a folder closed to this look, by what its lock file said
const CLOSED = {
  locked: 'locked',
  wrongPassphrase: 'wrongPassphrase',
  unreadable: 'lockUnreadable',
  foreign: 'lockForeign',
  newer: 'newerApp',
} as const

/** A club's folder as last seen (or as set, before the first look). */
export function syncStatus(deps: SyncDeps, clubId: string): SyncStatus {
  readClub(deps.club, clubId)
  return deps.status.get(clubId) ?? idle(clubId, sharedOf(deps, clubId))
}

/** Looks at a club's folder now: reads what came in, writes this laptop's changes. */
export function syncNow(deps: SyncDeps, clubId: string): SyncStatus {
  const shared = sharedOf(deps, clubId)
  const before = deps.status.get(clubId) ?? idle(clubId, shared)
  if (!shared) return before
  const { db, clock } = deps.club
  const result = syncClub(
    db,
    shared.folder,
    clubId,
    clock,
    shared.passphrase ?? null,
    deps.club.store,
  )
  if (!result) {
    const gone = { ...before, folder: shared.folder, problem: 'folderGone' as const }
    deps.status.set(clubId, gone)
    deps.push.emit('sync:changed', { clubId })
    return gone
  }
  if (result.lock !== 'open' && result.lock !== 'sealed') {
    const problem = CLOSED[result.lock]
    const closed = { ...before, folder: shared.folder, problem, notices: result.scan.notices }
    deps.status.set(clubId, closed)
    deps.push.emit('sync:changed', { clubId })
    return closed
  }
  const mine = join(shared.folder, LAPTOPS_FOLDER, clock.laptop)
  mkdirSync(mine, { recursive: true })
  sweepTemporaries(mine)
  if (result.scan.names[clock.laptop] !== shared.laptopName)
    writeWhole(mine, LAPTOP_FILE, `${JSON.stringify({ name: shared.laptopName })}\n`)
  const laptops = [...new Set([...result.scan.laptops, clock.laptop])].sort().map((laptop) => ({
    laptop,
    name: laptop === clock.laptop ? shared.laptopName : (result.scan.names[laptop] ?? ''),
    me: laptop === clock.laptop,
  }))
  const status: SyncStatus = {
    clubId,
    folder: shared.folder,
    laptopName: shared.laptopName,
    sealed: result.lock === 'sealed',
    lastSync: new Date().toISOString(),
    laptops,
    cameIn: result.added,
    cameInTotal: before.cameInTotal + result.added,
    waiting: result.waiting,
    differ: result.differ.length,
    versions: result.versions.flatMap((v) => {
      const nightId = transferRepo(db).nightIdByUid(v.night)
      const laptopName = result.scan.names[v.laptop] ?? ''
      if (nightId === undefined) return []
      const { details } = deps.club.store.state(nightId)
      const title = details.title || details.date
      return [{ nightId, laptop: v.laptop, laptopName, title }]
    }),
    torn: result.scan.torn.length,
    notices: result.scan.notices,
    choices: clubChoices(deps.club, clubId, (laptop) => nameOf(laptops, laptop)),
    problem: result.scan.newer.length > 0 ? 'newerApp' : null,
  }
  deps.status.set(clubId, status)
  if (result.added > 0) deps.push.emit('club:changed', { clubId })
  deps.push.emit('sync:changed', { clubId })
  return status
}

/**
 * Makes this laptop's copy of a club night the one another laptop of the folder holds (the host
 * picked it); this laptop's own stays in the night's history. Then looks at the folder, so the
 * others read the night as chosen.
 */
export function takeNightVersion(
  deps: SyncDeps,
  clubId: string,
  nightId: number,
  laptop: string,
): SyncStatus {
  const shared = sharedOf(deps, clubId)
  if (!shared) throw new AppError('conflict', 'errors.sync.notShared')
  const { db, clock, store } = deps.club
  const uid = transferRepo(db).nightUid(nightId)
  const file = uid
    ? nightFileOf(db, shared.folder, clubId, clock, shared.passphrase ?? null, uid, laptop)
    : null
  if (laptop === clock.laptop || !takeVersion(db, store, file, clock.laptop))
    throw new AppError('not-found', 'errors.sync.versionGone')
  return syncNow(deps, clubId)
}

function watchFolder(deps: SyncDeps, clubId: string, folder: string): void {
  deps.watchers.get(clubId)?.close()
  deps.watchers.delete(clubId)
  if (!existsSync(folder)) return
  let pending: ReturnType<typeof setTimeout> | null = null
  try {
    const watcher = watch(folder, { recursive: true }, () => {
      // a sync service writes a file in bursts: look once it has been quiet for a moment
      if (pending) clearTimeout(pending)
      pending = setTimeout(() => {
        pending = null
        try {
          syncNow(deps, clubId)
        } catch (err) {
          deps.log(err)
        }
      }, 500)
      pending.unref()
    })
    watcher.on('error', () => watcher.close())
    deps.watchers.set(clubId, watcher)
  } catch (err) {
    // some file systems cannot be watched: the 30 s look still runs
    deps.log(err)
  }
}

/** Shares a club through a folder the host picks; null from the dialog changes nothing. */
export async function pickFolder(
  deps: SyncDeps,
  clubId: string,
  laptopName: string,
  pick: (() => Promise<string | null>) | undefined,
  passphrase: string | null = null,
): Promise<SyncStatus> {
  readClub(deps.club, clubId)
  if (!pick) throw new AppError('conflict', 'errors.sync.noDialog')
  const folder = await pick()
  if (!folder) return syncStatus(deps, clubId)
  keyValueRepo(deps.club.db, 'app_state').set(key(clubId), { folder, laptopName, passphrase })
  deps.status.delete(clubId)
  const status = syncNow(deps, clubId)
  watchFolder(deps, clubId, folder)
  return status
}

/**
 * Joins the clubs a folder holds (a laptop that has none of them yet): each club found there is
 * shared through it and read in; an empty folder or a cancelled dialog changes nothing.
 */
export async function joinFolder(
  deps: SyncDeps,
  laptopName: string,
  pick: (() => Promise<string | null>) | undefined,
  passphrase: string | null = null,
): Promise<SyncStatus[]> {
  if (!pick) throw new AppError('conflict', 'errors.sync.noDialog')
  const folder = await pick()
  if (!folder) return []
  const lock = readLock(folder, passphrase)
  if (lock.kind === 'locked' && !lock.key)
    throw new AppError(
      'conflict',
      passphrase ? 'errors.sync.wrongPassphrase' : 'errors.sync.locked',
    )
  if (lock.kind === 'foreign' || lock.kind === 'newer' || lock.kind === 'unreadable')
    throw new AppError('conflict', `errors.sync.lock.${lock.kind}`)
  const access = lock.kind === 'locked' ? { key: lock.key, vouched: lock.vouched } : OPEN
  const scan = scanFolder(folder, access)
  if (!scan) throw new AppError('not-found', 'errors.sync.folderGone')
  const clubs = new Set(
    scan.segments.flatMap((seg) =>
      seg.events.flatMap((e) => (e.scope.startsWith('club:') ? [e.scope.slice(5)] : [])),
    ),
  )
  if (clubs.size === 0) throw new AppError('not-found', 'errors.sync.noClub')
  const out: SyncStatus[] = []
  for (const clubId of [...clubs].sort()) {
    keyValueRepo(deps.club.db, 'app_state').set(key(clubId), { folder, laptopName, passphrase })
    deps.status.delete(clubId)
    out.push(syncNow(deps, clubId))
    watchFolder(deps, clubId, folder)
  }
  return out
}

/** Gives the passphrase of a locked club folder; a wrong one is said at once, and kept out. */
export function unlockFolder(deps: SyncDeps, clubId: string, passphrase: string): SyncStatus {
  const shared = sharedOf(deps, clubId)
  if (!shared) return syncStatus(deps, clubId)
  const lock = readLock(shared.folder, passphrase)
  if (lock.kind === 'locked' && !lock.key)
    throw new AppError('invalid-args', 'errors.sync.wrongPassphrase')
  keyValueRepo(deps.club.db, 'app_state').set(key(clubId), { ...shared, passphrase })
  return syncNow(deps, clubId)
}

/** Stops sharing a club through its folder (the folder and its files stay as they are). */
export function stopSharing(deps: SyncDeps, clubId: string): SyncStatus {
  readClub(deps.club, clubId)
  keyValueRepo(deps.club.db, 'app_state').set(key(clubId), null)
  deps.watchers.get(clubId)?.close()
  deps.watchers.delete(clubId)
  deps.status.delete(clubId)
  deps.push.emit('sync:changed', { clubId })
  return idle(clubId, null)
}

/** Looks at every shared club now, then on folder changes and every 30 s, until stopped. */
export function startSyncing(deps: SyncDeps): () => void {
  const all = (): void => {
    for (const clubId of deps.club.repo.clubs()) {
      const shared = sharedOf(deps, clubId)
      if (!shared) continue
      try {
        syncNow(deps, clubId)
        if (!deps.watchers.has(clubId)) watchFolder(deps, clubId, shared.folder)
      } catch (err) {
        deps.log(err)
      }
    }
  }
  all()
  deps.timer = setInterval(all, SYNC_EVERY_MS)
  deps.timer.unref()
  return () => {
    if (deps.timer) clearInterval(deps.timer)
    deps.timer = null
    for (const w of deps.watchers.values()) w.close()
    deps.watchers.clear()
  }
}

/** The sync side's state, before any folder is looked at. */
export function syncDeps(club: ClubDeps, push: PushHub, log: (err: unknown) => void): SyncDeps {
  return { club, push, log, status: new Map(), watchers: new Map(), timer: null }
}
