import type { Db } from '../db/connection'
import { wifiSecrets } from '../phones/wifi'

/** Every text in the store a host typed about people and places: guests' names and notes, titles, venues. */
export function privateTexts(db: Db): string[] {
  if (!db.open) return []
  const rows = db
    .prepare<[], { text: string }>(
      `SELECT name AS text FROM people UNION SELECT note FROM people
       UNION SELECT title FROM nights UNION SELECT venue FROM nights`,
    )
    .all()
  // the party's Wi-Fi password is scrubbed like a name
  return [...rows.map((r) => r.text).filter((t) => t.trim() !== ''), ...wifiSecrets(db)]
}

/** How much the store holds, as counts only. */
export interface StoreCounts {
  people: number
  nights: number
  events: number
}

/** Counts of people, nights and saved actions (no content). */
export function storeCounts(db: Db): StoreCounts {
  const count = (table: 'people' | 'nights' | 'events'): number =>
    db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0
  return { people: count('people'), nights: count('nights'), events: count('events') }
}

/** SQLite's quick_check of the live store: 'ok', or its first problems. */
export function quickCheck(db: Db): string {
  const rows = db.pragma('quick_check(5)') as { quick_check: string }[]
  return rows.map((r) => r.quick_check).join('; ')
}

/** The schema version the store is at. */
export function userVersion(db: Db): number {
  return Number(db.pragma('user_version', { simple: true }))
}
