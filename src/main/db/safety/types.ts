/** The storage types are shared with the renderer, which shows backups and recoveries. */
export type { BackupInfo, BackupReason, DamageReason, Recovery } from '@shared/storage'
