// Keeping the host's store safe: start-up checks, backups, restore and disk-full errors.
export { BACKUPS_KEPT, backupNow, listBackups, rotateBackups } from './backups'
export { diskFullError, isDiskFull, storageError } from './diskFull'
export {
  databaseTooNew,
  openStoreSafely,
  type OpenSafelyOptions,
  type OpenedStore,
} from './openStoreSafely'
export { BACKUP_FOLDER, STORE_FILE } from './paths'
export { restoreBackup, type RestoreOptions, type RestoreResult } from './restore'
export type { BackupInfo, BackupReason, DamageReason, Recovery } from './types'
