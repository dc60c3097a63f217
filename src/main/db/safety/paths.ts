import { join } from 'node:path'

/** File name of the store in the data folder (the same name as DATABASE_FILE in context.ts). */
export const STORE_FILE = 'bunco-night.sqlite'

/** Folder, inside the data folder, that holds the rotated backups. */
export const BACKUP_FOLDER = 'backups'

/** Files SQLite keeps beside a database, in the order they are moved: none may be lost. */
export const SIDECARS = ['-wal', '-shm', '-journal'] as const

/** Path of the backups folder for a data folder. */
export function backupFolder(dataFolder: string): string {
  return join(dataFolder, BACKUP_FOLDER)
}

/** A UTC time as `YYYYMMDD-HHMMSS` (plus `-mmm` when `withMs`), sortable as text. */
export function stamp(date: Date, withMs = false): string {
  const iso = date.toISOString()
  const day = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`
  const time = `${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`
  return withMs ? `${day}-${time}-${iso.slice(20, 23)}` : `${day}-${time}`
}

/** Reads a `YYYYMMDD-HHMMSS-mmm` stamp back as an ISO string; null if it is not a real time. */
export function parseStamp(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})$/.exec(text)
  if (!m) return null
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`
  const date = new Date(iso)
  return !Number.isNaN(date.getTime()) && date.toISOString() === iso ? iso : null
}
