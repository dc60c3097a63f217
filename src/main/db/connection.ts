import Database from 'better-sqlite3'

/** An open SQLite connection (better-sqlite3). */
export type Db = Database.Database

/** Options for opening the store. */
export interface OpenOptions {
  /** Path to a better_sqlite3.node built for the running runtime (Electron's ABI in the app). */
  nativeBinding?: string
  readonly?: boolean
}

/** Opens the store with the settings the host's data needs: WAL, full sync, foreign keys. */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  const db = new Database(file, {
    nativeBinding: options.nativeBinding,
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  })
  try {
    db.pragma('busy_timeout = 5000')
    if (!options.readonly) db.pragma('journal_mode = WAL')
    // FULL: a committed host action must survive a power cut, not just an app crash.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
  } catch (err) {
    db.close()
    throw err
  }
  return db
}
