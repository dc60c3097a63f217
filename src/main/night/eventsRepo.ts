import type { Db } from '../db/connection'

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
  /** The newest action an undo could take (without its payload), read from the end of the log. */
  lastUndoable(nightId: number): EventRow | undefined
  /**
   * The log after the newest plain action (neither an undo nor a redo), without action payloads
   * (undo markers keep theirs): the undos and redos that make up the redo stack now, since a
   * plain action empties it.
   */
  sinceLastAction(nightId: number): EventRow[]
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
  const undoable = db.prepare<[number], EventRow>(
    `SELECT id, night_id, type, '' AS payload, created_at, undone_by, redo_of FROM events
     WHERE night_id = ? AND type NOT IN ('undo', 'create') AND undone_by IS NULL
     ORDER BY id DESC LIMIT 1`,
  )
  const since = db.prepare<[number, number], EventRow>(
    `SELECT id, night_id, type, CASE WHEN type = 'undo' THEN payload ELSE '' END AS payload,
       created_at, undone_by, redo_of FROM events
     WHERE night_id = ? AND id > coalesce((SELECT id FROM events WHERE night_id = ?
       AND type != 'undo' AND redo_of IS NULL ORDER BY id DESC LIMIT 1), 0)
     ORDER BY id`,
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
    lastUndoable: (nightId) => undoable.get(nightId),
    sinceLastAction: (nightId) => since.all(nightId, nightId),
    markUndone: (id, by) => void undone.run(by, id),
    lastId: (nightId) => last.get(nightId)?.id ?? 0,
    unreadableNights: () => unreadable.all().map((r) => r.night_id),
  }
}
