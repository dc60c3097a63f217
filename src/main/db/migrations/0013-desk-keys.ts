import type { Migration } from './types'

/**
 * Version 13: each door desk action's key kept with the night (issue #37). A desk sends an action
 * again when no answer came back; its key, kept in the same transaction as the fundraiser's
 * events it made, lets the laptop answer "already taken" after a restart too (kept in memory
 * only before, a payment resent after a crash was taken twice). The key is the desk code's own
 * (its row id, then the desk's key); the row goes with its night.
 */
export const migration0013: Migration = {
  version: 13,
  name: 'desk-keys',
  up(db) {
    db.exec(`
      CREATE TABLE desk_keys (
        night_id INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
        key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
        seq INTEGER NOT NULL CHECK (seq >= 1),
        guest TEXT CHECK (guest IS NULL OR length(guest) BETWEEN 1 AND 100),
        PRIMARY KEY (night_id, key)
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
