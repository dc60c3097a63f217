// A club's shared folder from the host's side: a look now (it reads first, then writes; what
// came in is announced), its status for the panel, a night's version the host chose, the
// passphrase given, sharing stopped.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { AppError } from '@shared/app-error'
import type { SyncLaptop, SyncStatus } from '@shared/sync/views'
import { readClub } from '../club/clubLog'
import { keyValueRepo } from '../db/keyValueRepo'
import { transferRepo } from '../transfer/transferRepo'
import { clubChoices } from './clubChoices'
import { nightFileOf, syncClub } from './clubSync'
import { readLock } from './folderLock'
import { LAPTOP_FILE, LAPTOPS_FOLDER } from './folderScan'
import { takeVersion } from './nightWrite'
import { idle, sharedKey, sharedOf, type SyncDeps } from './syncShared'
import { sweepTemporaries, writeWhole } from './wholeFile'

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

/** Gives the passphrase of a locked club folder; a wrong one is said at once, and kept out. */
export function unlockFolder(deps: SyncDeps, clubId: string, passphrase: string): SyncStatus {
  const shared = sharedOf(deps, clubId)
  if (!shared) return syncStatus(deps, clubId)
  const lock = readLock(shared.folder, passphrase)
  if (lock.kind === 'locked' && !lock.key)
    throw new AppError('invalid-args', 'errors.sync.wrongPassphrase')
  keyValueRepo(deps.club.db, 'app_state').set(sharedKey(clubId), { ...shared, passphrase })
  return syncNow(deps, clubId)
}

/** Stops sharing a club through its folder (the folder and its files stay as they are). */
export function stopSharing(deps: SyncDeps, clubId: string): SyncStatus {
  readClub(deps.club, clubId)
  keyValueRepo(deps.club.db, 'app_state').set(sharedKey(clubId), null)
  deps.watchers.get(clubId)?.close()
  deps.watchers.delete(clubId)
  deps.status.delete(clubId)
  deps.push.emit('sync:changed', { clubId })
  return idle(clubId, null)
}
