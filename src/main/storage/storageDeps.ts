// What the store's own calls work with: the open store and its data folder, what opening it
// found, the tables whose damaged rows are named, and the backups queued one after the other.
import type { Recovery } from '@shared/storage'
import type { SettingsDeps } from '../app/settings'
import type { Db } from '../db/connection'
import { keyValueRepo, type KeyValueRepo } from '../db/keyValueRepo'
import type { Migration } from '../db/migrations/types'

/** The storage functions' shared dependencies. */
export interface StorageDeps {
  db: Db
  dataFolder: string
  migrations: readonly Migration[]
  nativeBinding?: string
  /** What opening the store did with a damaged one (null when it opened as it was). */
  recovery: Recovery | null
  settings: SettingsDeps
  appState: KeyValueRepo
  log: (err: unknown) => void
  /** The backup started last: the next one runs after it. */
  queue: { last: Promise<void> }
  /** Stops what reads the store (the folder's timer and watchers) before a restore closes it. */
  beforeClose: () => void
  /** Called once a backup was restored and the store closed: the app must restart its side. */
  onRestored: () => void
}

/** Builds the storage's dependencies over the open store. */
export function storageDeps(
  options: Omit<StorageDeps, 'appState' | 'queue' | 'onRestored'> & { onRestored?: () => void },
): StorageDeps {
  return {
    ...options,
    appState: keyValueRepo(options.db, 'app_state'),
    queue: { last: Promise.resolve() },
    onRestored: options.onRestored ?? (() => undefined),
  }
}
