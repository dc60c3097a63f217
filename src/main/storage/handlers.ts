import type { Handlers } from '@shared/contract'
import { backupByHand, restoreStore, storeStatus } from './storage'
import type { StorageDeps } from './storageDeps'

/** The backup and recovery calls. */
export function storageHandlers(
  deps: StorageDeps,
): Pick<Handlers, 'storage:status' | 'storage:backup' | 'storage:restore'> {
  return {
    'storage:status': () => storeStatus(deps),
    'storage:backup': () => backupByHand(deps),
    'storage:restore': (a) => restoreStore(deps, a.name),
  }
}
