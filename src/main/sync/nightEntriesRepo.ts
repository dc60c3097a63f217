// The night_entries, night_heads and night_event_entries tables: each club night's history (its
// entries, checked where they leave the database), the entry this laptop is at, and which of its
// own events stand for which entry.
import type { NightEntry } from '@shared/sync/nightChain'
import type { Db } from '../db/connection'
import { perStore } from '../db/perStore'
import { entryOf } from './nightEntries'

/** Reads and writes the nights' histories. */
export interface NightEntriesRepo {
  /** Every entry known of a night, by uid. */
  entries(nightUid: string): Map<string, NightEntry>
  /** Keeps an entry once (its uid is its content: a second copy is the same entry). */
  add(nightUid: string, entry: NightEntry): void
  /** How many entries of a night are known here. */
  count(nightUid: string): number
  head(nightUid: string): { head: string; lastEvent: number } | undefined
  setHead(nightUid: string, head: string, lastEvent: number): void
  entryOfEvent(eventId: number): string | undefined
  mapEvent(eventId: number, entryUid: string): void
}

/** Creates the repo. */
export const nightEntriesRepo = perStore((db: Db): NightEntriesRepo => {
  const all = db.prepare<[string], { body: string }>(
    'SELECT body FROM night_entries WHERE night_uid = ? ORDER BY rowid',
  )
  const insert = db.prepare<
    [string, string, string | null, string | null, string, string, string, string]
  >(
    `INSERT OR IGNORE INTO night_entries (uid, night_uid, parent, dropped, kind, body, at, laptop)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM night_entries WHERE night_uid = ?',
  )
  const head = db.prepare<[string], { head: string; last_event: number }>(
    'SELECT head, last_event FROM night_heads WHERE night_uid = ?',
  )
  const setHead = db.prepare<[string, string, number]>(
    `INSERT INTO night_heads (night_uid, head, last_event) VALUES (?, ?, ?)
     ON CONFLICT (night_uid) DO UPDATE SET head = excluded.head, last_event = excluded.last_event`,
  )
  const ofEvent = db.prepare<[number], { entry_uid: string }>(
    'SELECT entry_uid FROM night_event_entries WHERE event_id = ?',
  )
  const map = db.prepare<[number, string]>(
    'INSERT OR REPLACE INTO night_event_entries (event_id, entry_uid) VALUES (?, ?)',
  )
  return {
    entries(nightUid) {
      const out = new Map<string, NightEntry>()
      for (const row of all.all(nightUid)) {
        let value: unknown
        try {
          value = JSON.parse(row.body)
        } catch {
          continue // a row damaged by an outside hand: left out
        }
        const entry = entryOf(nightUid, value)
        if (entry) out.set(entry.uid, entry)
      }
      return out
    },
    add(nightUid, e) {
      insert.run(e.uid, nightUid, e.parent, e.dropped, e.kind, JSON.stringify(e), e.at, e.laptop)
    },
    count: (nightUid) => count.get(nightUid)?.n ?? 0,
    head(nightUid) {
      const row = head.get(nightUid)
      return row && { head: row.head, lastEvent: row.last_event }
    },
    setHead: (nightUid, h, lastEvent) => void setHead.run(nightUid, h, lastEvent),
    entryOfEvent: (eventId) => ofEvent.get(eventId)?.entry_uid,
    mapEvent: (eventId, entryUid) => void map.run(eventId, entryUid),
  }
})
