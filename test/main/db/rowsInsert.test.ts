// Rows inserted a batch per statement land as one insert per row would leave them: every row,
// each value in its column, whatever the count (none, a part batch, whole batches and a rest).
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { rowsInsert } from '../../../src/main/db/rowsInsert'

interface Seat {
  table_no: number
  seat: string
  player: string | null
}

function seats(count: number): Seat[] {
  return Array.from({ length: count }, (_, i) => ({
    table_no: 1 + (i >> 2),
    seat: 'NESW'[i % 4] as string,
    player: i % 7 === 3 ? null : `p${i}`,
  }))
}

describe('rowsInsert', () => {
  for (const count of [0, 1, 99, 100, 101, 250, 400]) {
    it(`inserts ${count} rows with the shared values and each row's own`, () => {
      const db = new Database(':memory:')
      db.exec(
        'CREATE TABLE seats (night_id INTEGER, round INTEGER, table_no INTEGER, seat TEXT, player TEXT)',
      )
      const insert = rowsInsert<Seat>(
        db,
        'seats',
        ['night_id', 'round'],
        ['table_no', 'seat', 'player'],
      )
      const rows = seats(count)
      insert([3, 7], rows)
      const read = db.prepare('SELECT * FROM seats ORDER BY rowid').all()
      expect(read).toEqual(rows.map((r) => ({ night_id: 3, round: 7, ...r })))
      db.close()
    })
  }

  it('inserts batch after batch of the same sizes with each call’s own values', () => {
    const db = new Database(':memory:')
    db.exec(
      'CREATE TABLE seats (night_id INTEGER, round INTEGER, table_no INTEGER, seat TEXT, player TEXT)',
    )
    const insert = rowsInsert<Seat>(
      db,
      'seats',
      ['night_id', 'round'],
      ['table_no', 'seat', 'player'],
    )
    const calls = [seats(150), seats(50).reverse(), seats(150).map((r) => ({ ...r, player: 'x' }))]
    calls.forEach((rows, round) => insert([1, round], rows))
    const read = db.prepare('SELECT * FROM seats ORDER BY rowid').all()
    expect(read).toEqual(
      calls.flatMap((rows, round) => rows.map((r) => ({ night_id: 1, round, ...r }))),
    )
    db.close()
  })
})
