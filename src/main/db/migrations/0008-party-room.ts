import type { Migration } from './types'

/**
 * Version 8: the party room. A night's codes may also be a TV's (read-only, what the projector
 * shows); phones may count a result once the other team at the table confirms it ('table' mode),
 * so a submission can wait for that team ('confirming') or be called wrong by it ('disputed'),
 * and says when it was confirmed; a night may hide its standings for its last rounds.
 * SQLite cannot widen a CHECK in place, so the three tables are rebuilt: the codes and the
 * submissions copied into new tables before the old ones are dropped (the submissions first,
 * so dropping the codes cascades into nothing), then renamed, which carries the references.
 */
export const migration0008: Migration = {
  version: 8,
  name: 'party-room',
  up(db) {
    db.exec(`
      CREATE TABLE lan_codes_v8 (
        id INTEGER PRIMARY KEY,
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('table', 'guest', 'tv')),
        target TEXT NOT NULL,
        code TEXT NOT NULL,
        code_key BLOB NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      INSERT INTO lan_codes_v8 (id, night_id, kind, target, code, code_key, created_at, revoked_at)
        SELECT id, night_id, kind, target, code, code_key, created_at, revoked_at FROM lan_codes;

      CREATE TABLE lan_submissions_v8 (
        id INTEGER PRIMARY KEY,
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        table_no INTEGER NOT NULL,
        round INTEGER NOT NULL,
        idem_key TEXT NOT NULL,
        code_id INTEGER NOT NULL REFERENCES lan_codes_v8 (id) ON DELETE CASCADE,
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
      INSERT INTO lan_submissions_v8 (id, night_id, table_no, round, idem_key, code_id, device,
          result, status, flagged, event_id, received_at)
        SELECT id, night_id, table_no, round, idem_key, code_id, device, result, status, flagged,
          event_id, received_at FROM lan_submissions;

      CREATE TABLE lan_nights_v8 (
        night_id INTEGER PRIMARY KEY REFERENCES nights (id) ON DELETE CASCADE,
        enabled INTEGER NOT NULL DEFAULT 0,
        mode TEXT NOT NULL DEFAULT 'trust' CHECK (mode IN ('trust', 'confirm', 'table')),
        address TEXT,
        port INTEGER,
        hide_rounds INTEGER NOT NULL DEFAULT 0 CHECK (hide_rounds BETWEEN 0 AND 1000)
      ) STRICT;
      INSERT INTO lan_nights_v8 (night_id, enabled, mode, address, port)
        SELECT night_id, enabled, mode, address, port FROM lan_nights;

      DROP TABLE lan_submissions;
      DROP TABLE lan_codes;
      DROP TABLE lan_nights;
      ALTER TABLE lan_codes_v8 RENAME TO lan_codes;
      ALTER TABLE lan_submissions_v8 RENAME TO lan_submissions;
      ALTER TABLE lan_nights_v8 RENAME TO lan_nights;
      CREATE INDEX lan_codes_night ON lan_codes (night_id, kind, target);
      CREATE INDEX lan_submissions_round ON lan_submissions (night_id, round, table_no);
    `)
  },
}
