// The folder's looks on their own: on start, whenever the folder changes (debounced, a sync
// service writes in bursts) and every 30 s; and the host's picks of a folder to share a club
// through, or to join the clubs it holds.
import { existsSync, watch } from 'node:fs'
import { AppError } from '@shared/app-error'
import type { SyncStatus } from '@shared/sync/views'
import { readClub } from '../club/clubLog'
import { keyValueRepo } from '../db/keyValueRepo'
import { readLock } from './folderLock'
import { scanFolder } from './folderScan'
import { OPEN } from './lockRecord'
import { syncNow, syncStatus } from './syncService'
import { sharedKey, sharedOf, SYNC_EVERY_MS, type SyncDeps } from './syncShared'

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
  keyValueRepo(deps.club.db, 'app_state').set(sharedKey(clubId), { folder, laptopName, passphrase })
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
    keyValueRepo(deps.club.db, 'app_state').set(sharedKey(clubId), {
      folder,
      laptopName,
      passphrase,
    })
    deps.status.delete(clubId)
    out.push(syncNow(deps, clubId))
    watchFolder(deps, clubId, folder)
  }
  return out
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
