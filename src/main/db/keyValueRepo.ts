import type { Db } from './connection'

/** The two key/value tables: host preferences and the app's own state. */
export type KeyValueTable = 'settings' | 'app_state'

/** Reads and writes JSON values by key in one key/value table. */
export interface KeyValueRepo {
  /** The value under `key`; undefined when there is none or it is not readable JSON. */
  get(key: string): unknown
  /** Every readable value by key (a row that is not JSON is left out, see `unreadable`). */
  all(): Record<string, unknown>
  set(key: string, value: unknown): void
  /** Forgets the value under `key`. */
  remove(key: string): void
  /** The keys whose stored value is not JSON (a damaged row), sorted. */
  unreadable(): string[]
}

type Read = { ok: true; value: unknown } | { ok: false }

// One damaged row must not stop the app: it reads as missing, and `unreadable` names it.
function read(text: string): Read {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

// one repo per database and table: its statements are prepared once, not at every call (the
// phones keep a table's joins with each result, the TV's page reads the Wi-Fi with each view)
const made = new WeakMap<Db, Map<KeyValueTable, KeyValueRepo>>()

/** The repo for one key/value table. */
export function keyValueRepo(db: Db, table: KeyValueTable): KeyValueRepo {
  const mine = made.get(db) ?? new Map<KeyValueTable, KeyValueRepo>()
  made.set(db, mine)
  const kept = mine.get(table)
  if (kept) return kept
  const repo = newKeyValueRepo(db, table)
  mine.set(table, repo)
  return repo
}

function newKeyValueRepo(db: Db, table: KeyValueTable): KeyValueRepo {
  const getStmt = db.prepare<[string], { value: string }>(
    `SELECT value FROM ${table} WHERE key = ?`,
  )
  const allStmt = db.prepare<[], { key: string; value: string }>(
    `SELECT key, value FROM ${table} ORDER BY key`,
  )
  const setStmt = db.prepare<[string, string]>(
    `INSERT INTO ${table} (key, value) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  )
  const removeStmt = db.prepare<[string]>(`DELETE FROM ${table} WHERE key = ?`)
  return {
    get(key) {
      const row = getStmt.get(key)
      const found = row ? read(row.value) : undefined
      return found?.ok ? found.value : undefined
    },
    all() {
      const entries: [string, unknown][] = []
      for (const row of allStmt.all()) {
        const found = read(row.value)
        if (found.ok) entries.push([row.key, found.value])
      }
      // fromEntries defines own keys: a row named '__proto__' stays a plain key
      return Object.fromEntries(entries)
    },
    set(key, value) {
      setStmt.run(key, JSON.stringify(value))
    },
    remove(key) {
      removeStmt.run(key)
    },
    unreadable: () =>
      allStmt
        .all()
        .filter((row) => !read(row.value).ok)
        .map((row) => row.key),
  }
}
