import type { Handlers } from '@shared/contract'
import { backupByHand, restoreStore, storeStatus } from './storage'
import type { StorageDeps } from './storageDeps'

/** The backup and recovery calls. */
export function storageHandlers(
  deps: StorageDeps,
): Pick<Handlers, 'store:status' | 'store:backup' | 'store:restore'> {
  return {
    'store:status': () => storeStatus(deps),
    'store:backup': () => backupByHand(deps),
    'store:restore': (a) => restoreStore(deps, a.name),
  }
}
