/** Every reason a backup is taken for; it is part of the backup's file name. */
export const BACKUP_REASONS = ['round', 'quit', 'manual', 'before-restore', 'before-open'] as const

/** Why a backup was taken. */
export type BackupReason = (typeof BACKUP_REASONS)[number]

/** Tells whether a text is one of the backup reasons. */
export function isBackupReason(text: string | undefined): text is BackupReason {
  return BACKUP_REASONS.some((r) => r === text)
}

/**
 * One backup in `<dataFolder>/backups/`, as the UI lists it. A `before-open` backup is the store's
 * files as they were found at start, byte for byte: the database plus the logs SQLite was about
 * to play into it, kept beside it as `<name>-wal` (and `-shm`, `-journal`).
 */
export interface BackupInfo {
  /** Absolute path of the backup file. */
  file: string
  /** File name only; the one thing the UI passes back to restore it. */
  name: string
  /** When it was taken (ISO 8601, UTC), read from the name. */
  createdAt: string
  reason: BackupReason
  bytes: number
}

/**
 * Why a store was set aside: `not-sqlite` (no SQLite header), `corrupt` (SQLite cannot read it or
 * quick_check fails), `bad-log` (the -wal or -journal beside it is not a valid log), `stray-log`
 * (a non-empty -wal or -journal with no database beside it).
 */
export type DamageReason = 'not-sqlite' | 'corrupt' | 'bad-log' | 'stray-log'

/** What `openStoreSafely` did with a damaged store, so the UI can explain and offer backups. */
export interface Recovery {
  /** New path of the damaged database file; its sidecars carry the same name plus -wal/-shm/-journal. */
  movedAsideTo: string
  /** Every file now set aside (byte-identical to the originals), database file first. */
  movedFiles: string[]
  reason: DamageReason
  /** True when only the log was bad: the store carries on with the database file's own data. */
  keptData: boolean
  /** The backups the host may restore, newest first. */
  backups: BackupInfo[]
}

/** A stored value that is not readable (not JSON): its default is used until it is saved again. */
export interface UnreadableValue {
  table: 'settings' | 'app_state'
  key: string
}

/** The store's health as the host sees it: a recovery to explain (if any) and the backups. */
export interface StoreStatus {
  recovery: Recovery | null
  backups: BackupInfo[]
  /** Settings and app state rows found damaged; empty when all are readable. */
  unreadable: UnreadableValue[]
}
