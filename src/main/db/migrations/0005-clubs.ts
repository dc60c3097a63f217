import type { Migration } from './types'

/**
 * Version 5: clubs. A club is the log of its host's actions (members, seasons, schedule, RSVPs,
 * buy-ins), replayed by the engine; each action has a stable uid so a copy of the same action
 * (another laptop's, a re-import) is never counted twice.
 */
export const migration0005: Migration = {
  version: 5,
  name: 'clubs',
  up(db) {
    db.exec(`
      CREATE TABLE club_events (
        id INTEGER PRIMARY KEY,
        uid TEXT NOT NULL UNIQUE,
        club_uid TEXT NOT NULL,
        action TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX club_events_club ON club_events (club_uid, id);
    `)
  },
}
