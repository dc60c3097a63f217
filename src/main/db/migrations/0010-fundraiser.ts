import type { Migration } from './types'

/**
 * Version 10: a night's fundraiser (issue #37). Its log of events, one row each, numbered 1, 2,
 * 3… per night (the number is the event's place: a gap or a repeat is damage), with the device
 * that sent it (the laptop's id, or a desk device's) and when it was recorded. Rows are only ever
 * added: an UPDATE is refused by a trigger; they go only with their night (ON DELETE CASCADE).
 * No projection table: the whole state is folded from the log and kept in memory by its last seq
 * (a 2,000-guest night's 8,000 events are read, checked and folded in about 0.1 s once; each
 * action after costs about a millisecond), so a write is one row per event and there is nothing
 * that can disagree with the log.
 */
export const migration0010: Migration = {
  version: 10,
  name: 'fundraiser',
  up(db) {
    db.exec(`
      CREATE TABLE fundraiser_events (
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 1),
        event TEXT NOT NULL,
        device TEXT NOT NULL CHECK (length(device) BETWEEN 1 AND 500),
        recorded_at TEXT NOT NULL,
        PRIMARY KEY (night_id, seq)
      ) STRICT, WITHOUT ROWID;
      CREATE TRIGGER fundraiser_events_append_only BEFORE UPDATE ON fundraiser_events
      BEGIN
        SELECT RAISE(ABORT, 'fundraiser_events is append-only');
      END;
    `)
  },
}
