// The store's health, its backups and a restore. Backups run after the commit, one after the
// other: a failed backup never loses the entry and never stops the queue, but whoever asked for
// it (the host, a deletion) hears of it.
import type { StoreStatus } from '@shared/storage'
import { unreadableSettings } from '../app/settings'
import { backupNow, listBackups, restoreBackup } from '../db/safety'
import type { StorageDeps } from './storageDeps'

/** Why a backup is taken from the app's side. */
export type QueuedReason = 'round' | 'quit' | 'manual'

/** Queues a backup after those already asked for; rejects when it could not be made. */
export function queueBackup(
  deps: StorageDeps,
  reason: QueuedReason,
  nightId?: number,
): Promise<void> {
  // Once the store is closed (quit, restore) a queued backup has nothing left to copy.
  const run = deps.queue.last.then(async () => {
    if (deps.db.open) await backupNow(deps.db, deps.dataFolder, reason, undefined, nightId)
  })
  deps.queue.last = run.catch(deps.log)
  return run
}

/** Resolves once every backup started so far has finished. */
export function backupsDone(deps: StorageDeps): Promise<void> {
  return deps.queue.last
}

/** The store's health: what opening it found, its backups, the rows found damaged. */
export function storeStatus(deps: StorageDeps): StoreStatus {
  return {
    recovery: deps.recovery,
    backups: listBackups(deps.dataFolder),
    unreadable: [
      ...unreadableSettings(deps.settings).map((key) => ({ table: 'settings' as const, key })),
      ...deps.appState.unreadable().map((key) => ({ table: 'app_state' as const, key })),
    ],
  }
}

/** A backup the host asked for, taken now (after those queued); the store's health after it. */
export async function backupByHand(deps: StorageDeps): Promise<StoreStatus> {
  await queueBackup(deps, 'manual')
  return storeStatus(deps)
}

/** Puts a backup in the store's place, once every queued backup is done; the app restarts. */
export async function restoreStore(
  deps: StorageDeps,
  name: string,
): Promise<{ restarting: boolean }> {
  await deps.queue.last
  await restoreBackup(deps.db, deps.dataFolder, name, {
    migrations: deps.migrations,
    nativeBinding: deps.nativeBinding,
    close: () => {
      deps.beforeClose()
      deps.db.close()
    },
  })
  deps.onRestored()
  return { restarting: true }
}
