import type { Db } from '../connection'

/** One stored host action (or an undo marker) of the log. */
export interface EventRow {
  id: number
  night_id: number | null
  type: string
  payload: string
  created_at: string
  undone_by: number | null
  redo_of: number | null
  /** Where the action came from: null for the host, 'table:3' for table 3's phone. */
  source?: string | null
}

/** The append-only log of host actions; only `undone_by` is ever updated. */
export interface EventsRepo {
  append(
    nightId: number | null,
    type: string,
    payload: unknown,
    at: string,
    redoOf?: number,
    source?: string,
  ): number
  forNight(nightId: number): EventRow[]
  /** The log without action payloads (only undo markers keep theirs): enough for undo/redo. */
  outline(nightId: number): EventRow[]
  markUndone(id: number, by: number): void
  lastId(nightId: number): number
  /** The nights with an event whose payload is not JSON (damaged outside the app). */
  unreadableNights(): number[]
}

/** Creates the events repo. */
export function eventsRepo(db: Db): EventsRepo {
  const insert = db.prepare<[number | null, string, string, string, number | null, string | null]>(
    'INSERT INTO events (night_id, type, payload, created_at, redo_of, source) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const list = db.prepare<[number], EventRow>('SELECT * FROM events WHERE night_id = ? ORDER BY id')
  const outline = db.prepare<[number], EventRow>(
    `SELECT id, night_id, type, CASE WHEN type = 'undo' THEN payload ELSE '' END AS payload,
       created_at, undone_by, redo_of FROM events WHERE night_id = ? ORDER BY id`,
  )
  const undone = db.prepare<[number, number]>('UPDATE events SET undone_by = ? WHERE id = ?')
  const last = db.prepare<[number], { id: number | null }>(
    'SELECT max(id) AS id FROM events WHERE night_id = ?',
  )
  const unreadable = db.prepare<[], { night_id: number }>(
    'SELECT DISTINCT night_id FROM events WHERE night_id IS NOT NULL AND NOT json_valid(payload)',
  )
  return {
    append(nightId, type, payload, at, redoOf, source) {
      return Number(
        insert.run(nightId, type, JSON.stringify(payload), at, redoOf ?? null, source ?? null)
          .lastInsertRowid,
      )
    },
    forNight: (nightId) => list.all(nightId),
    outline: (nightId) => outline.all(nightId),
    markUndone: (id, by) => void undone.run(by, id),
    lastId: (nightId) => last.get(nightId)?.id ?? 0,
    unreadableNights: () => unreadable.all().map((r) => r.night_id),
  }
}
