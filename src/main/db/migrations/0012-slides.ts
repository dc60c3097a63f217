import type { Migration } from './types'

/**
 * Version 12: a night's slides (issue #38), sponsors' pictures and short texts for the TV and the
 * projector. Each keeps its place in the night's list, its sponsor (null: an announcement), its
 * text (a text slide's, or a picture's caption) and for a picture its bytes with the type and
 * size read from them when it was added.
 */
export const migration0012: Migration = {
  version: 12,
  name: 'slides',
  up(db) {
    db.exec(`
      CREATE TABLE night_slides (
        id INTEGER PRIMARY KEY,
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        sponsor TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('image', 'text')),
        text TEXT NOT NULL,
        image_type TEXT CHECK (image_type IN ('image/png', 'image/jpeg')),
        width INTEGER,
        height INTEGER,
        image BLOB,
        created_at TEXT NOT NULL,
        CHECK ((kind = 'image') = (image IS NOT NULL) AND (kind = 'image') = (image_type IS NOT NULL))
      ) STRICT;
      CREATE INDEX night_slides_order ON night_slides (night_id, position);
    `)
  },
}
