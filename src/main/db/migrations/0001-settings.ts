import type { Migration } from './types'

/** Version 1: the host's preferences and the app's own key/value state (window bounds). */
export const migration0001: Migration = {
  version: 1,
  name: 'settings',
  up(db) {
    db.exec(`
      CREATE TABLE settings (
        key TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      ) STRICT;
      CREATE TABLE app_state (
        key TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      ) STRICT;
    `)
  },
}
