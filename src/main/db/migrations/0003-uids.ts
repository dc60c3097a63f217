import type { Migration } from './types'

// One statement per table: an AFTER INSERT trigger gives every new row its uid, whichever code
// inserts it; a row that arrives with one (moved from another computer) keeps it.
const uidFor = (table: 'people' | 'nights'): string => `
  ALTER TABLE ${table} ADD COLUMN uid TEXT;
  UPDATE ${table} SET uid = lower(hex(randomblob(16)));
  CREATE UNIQUE INDEX ${table}_uid ON ${table} (uid);
  CREATE TRIGGER ${table}_uid AFTER INSERT ON ${table} WHEN NEW.uid IS NULL
  BEGIN
    UPDATE ${table} SET uid = lower(hex(randomblob(16))) WHERE id = NEW.id;
  END;
`

/**
 * Version 3: a uid for every person and night, the same on every computer the data moves to, so
 * a store brought from another laptop merges by identity, never by name.
 */
export const migration0003: Migration = {
  version: 3,
  name: 'uids',
  up(db) {
    db.exec(uidFor('people') + uidFor('nights'))
  },
}
