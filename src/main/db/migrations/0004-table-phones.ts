import type { Migration } from './types'

/**
 * Version 4: table phones. Each event says where it came from (null: the host; 'table:3': table
 * 3's phone); each table's and guest's code of a night; what the phones sent (once per key, so a
 * resent result never counts twice); and a night's phone settings.
 */
export const migration0004: Migration = {
  version: 4,
  name: 'table-phones',
  up(db) {
    db.exec(`
      ALTER TABLE events ADD COLUMN source TEXT;

      CREATE TABLE lan_codes (
        id INTEGER PRIMARY KEY,
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('table', 'guest')),
        target TEXT NOT NULL,
        code TEXT NOT NULL,
        code_key BLOB NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX lan_codes_night ON lan_codes (night_id, kind, target);

      CREATE TABLE lan_submissions (
        id INTEGER PRIMARY KEY,
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        table_no INTEGER NOT NULL,
        round INTEGER NOT NULL,
        idem_key TEXT NOT NULL,
        code_id INTEGER NOT NULL REFERENCES lan_codes (id) ON DELETE CASCADE,
        device TEXT NOT NULL,
        result TEXT NOT NULL,
        status TEXT NOT NULL
          CHECK (status IN ('applied', 'waiting', 'replaced', 'accepted', 'declined', 'held')),
        flagged INTEGER NOT NULL DEFAULT 0,
        event_id INTEGER REFERENCES events (id),
        received_at TEXT NOT NULL,
        UNIQUE (night_id, idem_key)
      ) STRICT;
      CREATE INDEX lan_submissions_round ON lan_submissions (night_id, round, table_no);

      CREATE TABLE lan_nights (
        night_id INTEGER PRIMARY KEY REFERENCES nights (id) ON DELETE CASCADE,
        enabled INTEGER NOT NULL DEFAULT 0,
        mode TEXT NOT NULL DEFAULT 'trust' CHECK (mode IN ('trust', 'confirm')),
        address TEXT,
        port INTEGER
      ) STRICT;
    `)
  },
}
