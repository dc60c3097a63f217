import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { AppError } from '@shared/app-error'
import { openDatabase, type Db } from '../connection'
import { migrate } from '../migrate'
import type { Migration } from '../migrations/types'
import { playingNightIds } from '../../night/nightsRepo'
import { copyBeforeOpen, listBackups, rotateBackups } from './backups'
import { inspectStore } from './inspect'
import { moveAside } from './moveAside'
import { STORE_FILE } from './paths'
import type { Recovery } from './types'

/** Options for `openStoreSafely`. */
export interface OpenSafelyOptions {
  nativeBinding?: string
  migrations: readonly Migration[]
  now?: () => Date
}

/** The open, migrated store; `recovery` is set when a damaged store was set aside. */
export interface OpenedStore {
  db: Db
  file: string
  recovery: Recovery | null
}

/** The refusal for a file written by a newer app: the same error `migrate` throws. */
export function databaseTooNew(found: number, supported: number): AppError {
  return new AppError('storage', 'errors.databaseTooNew', { found, supported })
}

/**
 * Opens `<dataFolder>/bunco-night.sqlite`, checking it first without writing to it. A sound store
 * with a log beside it (-wal, -shm, -journal) is first copied, logs and all, to a `before-open`
 * backup: the log may come from another store. A damaged store is renamed aside (`.damaged-<stamp>`, sidecars too, bytes untouched) and a fresh one is
 * created; a store from a newer app is refused (`errors.databaseTooNew`) and left as it is; a
 * folder in its place is refused (`errors.storeNotAFile`). Call it before any other connection
 * to the store is open (single-instance lock held).
 */
export function openStoreSafely(dataFolder: string, options: OpenSafelyOptions): OpenedStore {
  const file = join(dataFolder, STORE_FILE)
  const supported = options.migrations.at(-1)?.version ?? 0
  const now = options.now ?? ((): Date => new Date())
  mkdirSync(dataFolder, { recursive: true })
  const verdict = inspectStore(file, { supported, nativeBinding: options.nativeBinding })
  if (verdict.kind === 'too-new') throw databaseTooNew(verdict.found, supported)
  let recovery: Recovery | null = null
  const copied = verdict.kind === 'healthy' ? copyBeforeOpen(dataFolder, file, now()) : null
  if (verdict.kind === 'damaged') {
    // A bad log beside a sound file: keep the file's data (what SQLite itself would read) and
    // set aside a byte-identical copy of it together with the log.
    const aside = moveAside(file, 'damaged', now(), verdict.keepMain)
    recovery = {
      movedAsideTo: aside.base,
      movedFiles: [...(aside.copiedMain ? [aside.base] : []), ...aside.moved.map((m) => m.to)],
      reason: verdict.reason,
      keptData: verdict.keepMain,
      backups: listBackups(dataFolder),
    }
  }
  const db = openDatabase(file, { nativeBinding: options.nativeBinding })
  try {
    migrate(db, options.migrations)
  } catch (err) {
    db.close()
    throw err
  }
  if (copied) keepRounds(db, dataFolder, copied.name)
  return { db, file, recovery }
}

// Rotation needs the nights being played, known only once the store is open.
function keepRounds(db: Db, dataFolder: string, justMade: string): void {
  try {
    rotateBackups(dataFolder, { justMade, playing: playingNightIds(db) })
  } catch {
    // Not rotated now: the next backup rotates.
  }
}
