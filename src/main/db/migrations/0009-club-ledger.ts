import { legacyToRecord, LegacyClubActionSchema } from '@shared/club'
import type { Migration } from './types'

// a row's action as the log kept it, or null when it is not (a damaged row stays as it is)
function legacyOf(text: string) {
  try {
    const parsed = LegacyClubActionSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Version 9: the club's record is a ledger. Each club action names its people and its night by
 * uid (a night id used again here can no longer change what a club means); actions kept with
 * this store's ids are rewritten once, here, into uids. Each club night's history is kept as
 * entries with uids, each building on the one before (an action, an undo, a version chosen), and
 * the entry this laptop is at, so an undo travels and a look never puts back what was undone.
 */
export const migration0009: Migration = {
  version: 9,
  name: 'club-ledger',
  up(db) {
    db.exec(`
      CREATE TABLE night_entries (
        uid TEXT PRIMARY KEY,
        night_uid TEXT NOT NULL,
        parent TEXT,
        dropped TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'take')),
        body TEXT NOT NULL,
        at TEXT NOT NULL,
        laptop TEXT NOT NULL
      ) STRICT;
      CREATE INDEX night_entries_night ON night_entries (night_uid);
      CREATE TABLE night_heads (
        night_uid TEXT PRIMARY KEY,
        head TEXT NOT NULL,
        last_event INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE night_event_entries (
        event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
        entry_uid TEXT NOT NULL
      ) STRICT;
    `)
    const person = db.prepare<[number], { uid: string }>('SELECT uid FROM people WHERE id = ?')
    const night = db.prepare<[number], { uid: string }>('SELECT uid FROM nights WHERE id = ?')
    const set = db.prepare<[string, number]>('UPDATE club_events SET action = ? WHERE id = ?')
    const rows = db.prepare<[], { id: number; action: string }>(
      'SELECT id, action FROM club_events',
    )
    for (const row of rows.all()) {
      const legacy = legacyOf(row.action)
      const record =
        legacy &&
        legacyToRecord(
          legacy,
          (id) => person.get(id)?.uid,
          (id) => night.get(id)?.uid,
        )
      if (record) set.run(JSON.stringify(record), row.id)
    }
  },
}
