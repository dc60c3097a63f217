import type { Handlers } from '@shared/contract'
import type { StoreStatus } from '@shared/storage'

/** What the storage calls need: the store's status, a backup, a restore. */
export interface StorageDeps {
  status: () => StoreStatus
  backup: () => Promise<StoreStatus>
  restore: (name: string) => Promise<{ restarting: boolean }>
}

/** The backup and recovery calls. */
export function storageHandlers(
  deps: StorageDeps,
): Pick<Handlers, 'store:status' | 'store:backup' | 'store:restore'> {
  return {
    'store:status': () => deps.status(),
    'store:backup': () => deps.backup(),
    'store:restore': (a) => deps.restore(a.name),
  }
}
