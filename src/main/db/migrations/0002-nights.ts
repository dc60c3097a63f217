import type { Migration } from './types'

/**
 * Version 2: the roster, nights and everything played in them. The projection tables are keyed
 * by their natural primary keys WITHOUT ROWID, so each row is written to one B-tree, not two. `events` is the truth (an
 * append-only log of host actions); the other night tables are its projection, rewritten in the
 * same transaction as each event, so queries never replay.
 */
export const migration0002: Migration = {
  version: 2,
  name: 'nights',
  up(db) {
    db.exec(`
      CREATE TABLE people (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
        merged_into INTEGER REFERENCES people (id),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX people_name ON people (name COLLATE NOCASE);

      CREATE TABLE nights (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        date TEXT NOT NULL,
        venue TEXT NOT NULL DEFAULT '',
        rules TEXT NOT NULL,
        seed INTEGER,
        status TEXT NOT NULL CHECK (status IN ('setup', 'playing', 'finished')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        night_id INTEGER REFERENCES nights (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL,
        undone_by INTEGER REFERENCES events (id),
        redo_of INTEGER REFERENCES events (id)
      ) STRICT;
      CREATE INDEX events_night ON events (night_id, id);

      CREATE TABLE night_players (
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        player TEXT NOT NULL,
        person_id INTEGER NOT NULL REFERENCES people (id),
        from_round INTEGER,
        until_round INTEGER,
        PRIMARY KEY (night_id, player),
        UNIQUE (night_id, person_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE rounds (
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        set_no INTEGER NOT NULL,
        target INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'committed')),
        PRIMARY KEY (night_id, round)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE seats (
        night_id INTEGER NOT NULL,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL,
        seat TEXT NOT NULL CHECK (seat IN ('N', 'E', 'S', 'W')),
        player TEXT NOT NULL,
        PRIMARY KEY (night_id, round, table_no, seat),
        FOREIGN KEY (night_id, round) REFERENCES rounds (night_id, round) ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE table_results (
        night_id INTEGER NOT NULL,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL,
        winner TEXT NOT NULL,
        points_a INTEGER,
        points_b INTEGER,
        roll_off INTEGER NOT NULL DEFAULT 0 CHECK (roll_off IN (0, 1)),
        detail TEXT NOT NULL,
        PRIMARY KEY (night_id, round, table_no),
        FOREIGN KEY (night_id, round) REFERENCES rounds (night_id, round) ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE marks (
        night_id INTEGER NOT NULL,
        round INTEGER NOT NULL,
        player TEXT NOT NULL,
        table_no INTEGER NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('W', 'L')),
        buncos INTEGER NOT NULL DEFAULT 0,
        minis INTEGER NOT NULL DEFAULT 0,
        wipeouts INTEGER NOT NULL DEFAULT 0,
        points INTEGER,
        PRIMARY KEY (night_id, round, player),
        FOREIGN KEY (night_id, round) REFERENCES rounds (night_id, round) ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE die_passes (
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        round INTEGER NOT NULL,
        player TEXT NOT NULL,
        PRIMARY KEY (night_id, seq)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE awards (
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        prize TEXT NOT NULL,
        status TEXT NOT NULL,
        winners TEXT NOT NULL,
        detail TEXT NOT NULL,
        PRIMARY KEY (night_id, position)
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
