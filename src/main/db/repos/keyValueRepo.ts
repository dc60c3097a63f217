import type { Db } from '../connection'

/** The two key/value tables: host preferences and the app's own state. */
export type KeyValueTable = 'settings' | 'app_state'

/** Reads and writes JSON values by key in one key/value table. */
export interface KeyValueRepo {
  get(key: string): unknown
  all(): Record<string, unknown>
  set(key: string, value: unknown): void
}

/** Creates the repo for one key/value table. */
export function keyValueRepo(db: Db, table: KeyValueTable): KeyValueRepo {
  const getStmt = db.prepare<[string], { value: string }>(
    `SELECT value FROM ${table} WHERE key = ?`,
  )
  const allStmt = db.prepare<[], { key: string; value: string }>(`SELECT key, value FROM ${table}`)
  const setStmt = db.prepare<[string, string]>(
    `INSERT INTO ${table} (key, value) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  )
  return {
    get(key) {
      const row = getStmt.get(key)
      return row ? (JSON.parse(row.value) as unknown) : undefined
    },
    all() {
      return Object.fromEntries(allStmt.all().map((r) => [r.key, JSON.parse(r.value) as unknown]))
    },
    set(key, value) {
      setStmt.run(key, JSON.stringify(value))
    },
  }
}
