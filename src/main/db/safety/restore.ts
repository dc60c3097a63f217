import { constants, copyFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { AppError } from '@shared/app-error'
import type { Db } from '../connection'
import type { Migration } from '../migrations/types'
import { backupNow, listBackups } from './backups'
import { storageError } from './diskFull'
import { copyLogs, foldLogs, removeWithLogs } from './foldLogs'
import { inspectStore } from './inspect'
import { asideName, moveAside, putBack } from './moveAside'
import { databaseTooNew } from './openStoreSafely'
import { STORE_FILE } from './paths'
import type { BackupInfo } from './types'

/** Options for `restoreBackup`. */
export interface RestoreOptions {
  migrations: readonly Migration[]
  nativeBinding?: string
  now?: () => Date
  /** Closes the live store (default `live.close()`); called only once the backup is verified. */
  close?: () => void
}

/** What a restore did: the backup now in place, the safety backup and the files set aside. */
export interface RestoreResult {
  restored: BackupInfo
  /** A `before-restore` backup of the store as it was, so the restore can itself be undone. */
  safetyBackup: BackupInfo
  movedAsideTo: string
  movedFiles: string[]
}

/**
 * Puts the listed backup `name` in place of the store. Steps: copy it beside the store (with the
 * logs a `before-open` backup keeps, played into the copy) and verify the copy (header, quick_check, schema not newer); back up the live store (`before-restore`);
 * close it; rename the store and sidecars to `.replaced-<stamp>`; rename the copy into place.
 * Refusals (`errors.backupNotFound`, `errors.backupDamaged`, `errors.databaseTooNew`, disk full)
 * come before the close and leave the live store open and untouched. Afterwards, whenever
 * `live.open` is false, the caller reopens with `openStoreSafely`.
 */
export async function restoreBackup(
  live: Db,
  dataFolder: string,
  name: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  // Only names listBackups returns: no paths, no other files of the folder.
  const restored = listBackups(dataFolder).find((b) => b.name === name)
  if (!restored) {
    throw new AppError('not-found', 'errors.backupNotFound', { name: String(name).slice(0, 100) })
  }
  const now = options.now ?? ((): Date => new Date())
  const supported = options.migrations.at(-1)?.version ?? 0
  const file = join(dataFolder, STORE_FILE)
  // Staged beside the store: verified once, immune to rotation, renamed into place atomically.
  const staged = asideName(file, 'restoring', now())
  try {
    let logs: boolean
    try {
      copyFileSync(restored.file, staged, constants.COPYFILE_EXCL)
      logs = copyLogs(restored.file, staged)
    } catch (err) {
      throw storageError(err, 'errors.restoreFailed')
    }
    // Header, logs and quick_check, all on private copies of the staged files.
    const verdict = inspectStore(staged, { supported, nativeBinding: options.nativeBinding })
    if (verdict.kind === 'too-new') throw databaseTooNew(verdict.found, supported)
    if (verdict.kind !== 'healthy') {
      throw new AppError('storage', 'errors.backupDamaged', { name: restored.name })
    }
    if (logs) {
      try {
        foldLogs(staged, options.nativeBinding)
      } catch (err) {
        throw storageError(err, 'errors.restoreFailed')
      }
    }
    const safetyBackup = await backupNow(live, dataFolder, 'before-restore', now)
    ;(options.close ?? ((): void => void live.close()))()
    const aside = moveAside(file, 'replaced', now())
    try {
      renameSync(staged, file)
    } catch (err) {
      putBack(aside)
      throw storageError(err, 'errors.restoreFailed')
    }
    return {
      restored,
      safetyBackup,
      movedAsideTo: aside.base,
      movedFiles: aside.moved.map((m) => m.to),
    }
  } finally {
    removeWithLogs(staged)
  }
}
