import { formatHlc } from '@shared/sync/hlc'
import { laptopId } from '../../sync/laptopClock'
import type { Migration } from './types'

/**
 * Version 6: every club action says which laptop made it and when by its hybrid clock, so the
 * laptops sharing a club folder replay a club's actions in one order. Actions made before carry
 * this laptop's id and a clock from their time and row, in the order they were made.
 */
export const migration0006: Migration = {
  version: 6,
  name: 'club-clocks',
  up(db) {
    db.exec(`
      ALTER TABLE club_events ADD COLUMN hlc TEXT;
      ALTER TABLE club_events ADD COLUMN laptop TEXT;
    `)
    const laptop = laptopId(db)
    const rows = db
      .prepare<[], { id: number; created_at: string }>(
        'SELECT id, created_at FROM club_events ORDER BY id',
      )
      .all()
    const set = db.prepare<[string, string, number]>(
      'UPDATE club_events SET hlc = ?, laptop = ? WHERE id = ?',
    )
    let wall = 0
    let counter = 0
    for (const row of rows) {
      const at = Date.parse(row.created_at)
      // never backwards: a row's clock is after the one before it, as the rows were made
      if (Number.isFinite(at) && at > wall) {
        wall = at
        counter = 0
      } else counter++
      set.run(formatHlc({ wall, counter, laptop }), laptop, row.id)
    }
    db.exec('CREATE INDEX club_events_order ON club_events (club_uid, hlc, id)')
  },
}
