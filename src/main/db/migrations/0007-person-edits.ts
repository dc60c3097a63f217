import { createHash } from 'node:crypto'
import { formatHlc } from '@shared/sync/hlc'
import { laptopId } from '../../sync/laptopClock'
import type { Migration } from './types'

/**
 * Version 7: each change a host makes to a person (name, note, archived, merged into someone) is
 * kept with the laptop that made it and its hybrid clock, so laptops sharing a club folder agree
 * on the latest edit of each field and on who was merged into whom. Merges made before are kept
 * as this laptop's edits from the start of time, in the order of their rows.
 */
export const migration0007: Migration = {
  version: 7,
  name: 'person-edits',
  up(db) {
    db.exec(`
      CREATE TABLE person_edits (
        uid TEXT PRIMARY KEY,
        person_uid TEXT NOT NULL,
        field TEXT NOT NULL CHECK (field IN ('name', 'note', 'archived', 'merged')),
        value TEXT NOT NULL,
        hlc TEXT NOT NULL,
        laptop TEXT NOT NULL
      ) STRICT;
      CREATE INDEX person_edits_order ON person_edits (person_uid, field, hlc);
    `)
    const merges = db
      .prepare<[], { gone: string; keep: string }>(
        `SELECT g.uid AS gone, k.uid AS keep FROM people g JOIN people k ON k.id = g.merged_into
         ORDER BY g.id`,
      )
      .all()
    if (merges.length === 0) return
    const laptop = laptopId(db)
    const add = db.prepare<[string, string, string, string, string]>(
      `INSERT INTO person_edits (uid, person_uid, field, value, hlc, laptop)
       VALUES (?, ?, 'merged', ?, ?, ?)`,
    )
    for (const [i, m] of merges.entries())
      add.run(
        `pe-${createHash('sha256').update(`${laptop}:${m.gone}`).digest('hex').slice(0, 32)}`,
        m.gone,
        m.keep,
        formatHlc({ wall: i + 1, counter: 0, laptop }),
        laptop,
      )
  },
}
