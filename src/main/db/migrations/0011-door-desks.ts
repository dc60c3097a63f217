import type { Migration } from './types'

/**
 * Version 11: door desks on the Wi-Fi (issue #37). A night's codes may also be a door desk's (a
 * volunteer's tablet, scoped to the fundraiser's door actions), and a night may keep its money
 * raised off the TV and the projector for now (`hide_raised`). SQLite cannot widen a CHECK in
 * place, so the codes are rebuilt as version 8 did: the codes and the submissions that refer to
 * them copied into new tables, the old ones dropped (the submissions first, so dropping the codes
 * cascades into nothing), then renamed, which carries the reference.
 */
export const migration0011: Migration = {
  version: 11,
  name: 'door-desks',
  up(db) {
    db.exec(`
      CREATE TABLE lan_codes_v11 (
        id INTEGER PRIMARY KEY,
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('table', 'guest', 'tv', 'desk')),
        target TEXT NOT NULL,
        code TEXT NOT NULL,
        code_key BLOB NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      INSERT INTO lan_codes_v11 (id, night_id, kind, target, code, code_key, created_at, revoked_at)
        SELECT id, night_id, kind, target, code, code_key, created_at, revoked_at FROM lan_codes;

      CREATE TABLE lan_submissions_v11 (
        id INTEGER PRIMARY KEY,
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        table_no INTEGER NOT NULL,
        round INTEGER NOT NULL,
        idem_key TEXT NOT NULL,
        code_id INTEGER NOT NULL REFERENCES lan_codes_v11 (id) ON DELETE CASCADE,
        device TEXT NOT NULL,
        result TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN (
          'applied', 'waiting', 'replaced', 'accepted', 'declined', 'held', 'confirming', 'disputed'
        )),
        flagged INTEGER NOT NULL DEFAULT 0,
        event_id INTEGER REFERENCES events (id),
        received_at TEXT NOT NULL,
        confirmed_at TEXT,
        UNIQUE (night_id, idem_key)
      ) STRICT;
      INSERT INTO lan_submissions_v11 (id, night_id, table_no, round, idem_key, code_id, device,
          result, status, flagged, event_id, received_at, confirmed_at)
        SELECT id, night_id, table_no, round, idem_key, code_id, device, result, status, flagged,
          event_id, received_at, confirmed_at FROM lan_submissions;

      DROP TABLE lan_submissions;
      DROP TABLE lan_codes;
      ALTER TABLE lan_codes_v11 RENAME TO lan_codes;
      ALTER TABLE lan_submissions_v11 RENAME TO lan_submissions;
      CREATE INDEX lan_codes_night ON lan_codes (night_id, kind, target);
      CREATE INDEX lan_submissions_round ON lan_submissions (night_id, round, table_no);

      ALTER TABLE lan_nights
        ADD COLUMN hide_raised INTEGER NOT NULL DEFAULT 0 CHECK (hide_raised IN (0, 1));
    `)
  },
}
