// One club through a shared folder: this laptop reads every laptop's files into its store, then
// writes what the folder lacks (its own changes, and the changes of other laptops the folder lost)
// and the club's nights it holds. Nothing is ever removed: a change is added once by its uid,
// wherever it was read, and replays by its clock.
import type { Db } from '../db/connection'
import { clubRepo } from '../club/clubRepo'
import type { NightStore } from '../night/nightStore'
import { readAll, waitingFor } from './clubRead'
import { writeOwn } from './clubWrite'
import { emptyScan, scanFolder, type FolderScan } from './folderScan'
import type { LaptopClock } from './laptopClock'
import { folderLockFor, lockNow, OPEN, type FolderAccess } from './lockRecord'
import { notices, type Notices } from './notices'
import type { NightFile } from './nightFiles'
import { nightFileName } from './nightFiles'
import { readNightFiles, readNights, type ClubNights } from './nightSync'
import { writeNights } from './nightWrite'
import { forgetLooks, lookMemo } from './lookMemo'
import { listFolder } from './safeFiles'

export { SEGMENT_EVENTS, writeOwn } from './clubWrite'

/** What one sync of a club did. */
export interface ClubSyncResult {
  /** Actions and people this laptop wrote to its files. */
  written: number
  /** Actions read from the folder that this store did not have. */
  added: number
  /** Actions waiting for something not in the folder yet (a night not synced). */
  waiting: number
  /** Nights whose copy here went another way than another laptop's (both kept). */
  differ: string[]
  /** Each other laptop whose copy of a night went another way, by night uid. */
  versions: { night: string; laptop: string }[]
  scan: FolderScan
  /**
   * Whether the folder is open, sealed with this laptop's passphrase, or closed to it: locked,
   * a wrong passphrase, a lock file still being copied, not this app's, or a newer app's.
   */
  lock: 'open' | 'sealed' | 'locked' | 'wrongPassphrase' | 'unreadable' | 'foreign' | 'newer'
}

/** The club's nights by uid: started on its schedule, and deleted from it. */
export function clubNightsOf(db: Db, clubUid: string): ClubNights {
  const live = new Set<string>()
  const deleted = new Set<string>()
  for (const e of clubRepo(db).events(clubUid)) {
    if (e.action.type === 'night') live.add(e.action.night)
    if (e.action.type === 'nightDeleted') deleted.add(e.action.night)
  }
  for (const night of deleted) live.delete(night)
  return { live, deleted }
}

/** What a look may read of the folder, and the folder as read; a closed folder says why. */
function openFolder(
  db: Db,
  folder: string,
  clubUid: string,
  clock: LaptopClock,
  passphrase: string | null,
  note: Notices,
): { access: FolderAccess; scan: FolderScan } | ClubSyncResult['lock'] | null {
  if (!listFolder(folder, 1)) return null
  const lock = folderLockFor(db, folder, clubUid, passphrase, note)
  // a lock file still being copied, not this app's, or a newer app's: nothing is read or written
  if (lock.kind === 'unreadable' || lock.kind === 'foreign' || lock.kind === 'newer')
    return lock.kind
  if (lock.kind === 'locked' && !lock.key) return passphrase ? 'wrongPassphrase' : 'locked'
  const access = accessOf(db, folder, clubUid, passphrase, lock)
  const scan = scanFolder(folder, access, note, clock.now())
  return scan && { access, scan }
}

/** Syncs one club with its folder: reads first, then writes what the folder lacks. */
export function syncClub(
  db: Db,
  folder: string,
  clubUid: string,
  clock: LaptopClock,
  passphrase: string | null = null,
  store: NightStore | null = null,
): ClubSyncResult | null {
  const note = notices()
  const opened = openFolder(db, folder, clubUid, clock, passphrase, note)
  if (opened === null) return null
  if (typeof opened === 'string')
    return { ...NOTHING, lock: opened, scan: { ...emptyScan(), notices: note.list() } }
  try {
    return lookInto(db, folder, clubUid, clock, store, opened, note)
  } catch (err) {
    // what it remembered may have been rolled back with the store: the next look reads it all
    forgetLooks(lookMemo(db))
    throw err
  }
}

/** Reads the folder into the store and writes what the folder lacks; the look's result. */
function lookInto(
  db: Db,
  folder: string,
  clubUid: string,
  clock: LaptopClock,
  store: NightStore | null,
  opened: { access: FolderAccess; scan: FolderScan },
  note: Notices,
): ClubSyncResult {
  const { access, scan } = opened
  const me = clock.laptop
  const read = db.transaction(() => readAll(db, clubUid, clock, scan, note)).immediate()
  const club = clubNightsOf(db, clubUid)
  const files = readNightFiles(scan, access, note)
  const nights = store ? store.transaction(() => readNights(db, store, files, club, me)) : null
  let written = writeOwn(db, folder, clubUid, clock, scan, access.key)
  if (store) {
    // what this laptop's own files hold now, so an unchanged night is not written again
    const mine = new Map<string, string>()
    for (const [night, copies] of files)
      for (const f of copies)
        if (f.laptop === me && f.path.endsWith(nightFileName(night))) mine.set(night, f.sha)
    written += store.transaction(() =>
      writeNights(db, store, folder, me, club.live, mine, access.key),
    )
  }
  scan.notices = note.list()
  return {
    written,
    added: read.added + (nights ? nights.added + nights.extended : 0),
    waiting: waitingFor(db, clubUid),
    differ: nights?.differ ?? [],
    versions: nights?.versions ?? [],
    scan,
    lock: access.key ? 'sealed' : 'open',
  }
}

/** Another laptop's file of a club night, as this laptop may read the folder; null when not there. */
export function nightFileOf(
  db: Db,
  folder: string,
  clubUid: string,
  clock: LaptopClock,
  passphrase: string | null,
  nightUid: string,
  laptop: string,
): NightFile | null {
  const note = notices()
  const opened = openFolder(db, folder, clubUid, clock, passphrase, note)
  if (opened === null || typeof opened === 'string') return null
  const copies = readNightFiles(opened.scan, opened.access, note).get(nightUid) ?? []
  return copies.find((f) => f.laptop === laptop && f.path.endsWith(nightFileName(nightUid))) ?? null
}

const NOTHING = { written: 0, added: 0, waiting: 0, differ: [], versions: [] }

/**
 * What this look may read: a locked folder's key and vouched files; an open folder as it is, or,
 * with a passphrase, locked now (what is written from now on is sealed).
 */
function accessOf(
  db: Db,
  folder: string,
  clubUid: string,
  passphrase: string | null,
  lock: { kind: 'open' } | { kind: 'locked'; key: Buffer | null; vouched: Set<string> },
): FolderAccess {
  if (lock.kind === 'locked') return { key: lock.key, vouched: lock.vouched }
  if (!passphrase) return OPEN
  const before = scanFolder(folder, OPEN, notices())
  return lockNow(db, folder, clubUid, passphrase, before?.unsealed ?? [])
}
