// The club_events table: each club's log of host actions, read back checked against the
// actions' schema (a row damaged by an outside hand is named, never cast).
import { ClubActionSchema, type ClubAction } from '@shared/club'
import type { Db } from '../db/connection'

/** One stored club action. */
export interface ClubEventRow {
  id: number
  uid: string
  club_uid: string
  action: string
  created_at: string
}

/** A club's log as read: its actions in order, and the rows that could not be read. */
export interface ClubLog {
  actions: ClubAction[]
  /** Each action's row id. */
  ids: number[]
  /** Ids of rows whose action is not JSON or not an action (left out of the replay). */
  damaged: number[]
  lastId: number
}

/** The append-only log of every club's actions. */
export interface ClubRepo {
  append(clubUid: string, uid: string, action: ClubAction, at: string): number
  /** The club's log after event `afterId` (all of it from 0). */
  log(clubUid: string, afterId?: number): ClubLog
  /** Every club that has a log, oldest first. */
  clubs(): string[]
  /** The newest event id of a club (0 before any). */
  lastId(clubUid: string): number
  /** A club's readable actions with their uids and times, for moving it to another computer. */
  events(clubUid: string): { uid: string; at: string; action: ClubAction }[]
  /** Whether an action of this uid is already in the store. */
  has(uid: string): boolean
}

/** Reads one row's action, or null when it is damaged. */
export function clubActionOf(row: Pick<ClubEventRow, 'action'>): ClubAction | null {
  let value: unknown
  try {
    value = JSON.parse(row.action)
  } catch {
    return null
  }
  const parsed = ClubActionSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Creates the club repo. */
export function clubRepo(db: Db): ClubRepo {
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO club_events (uid, club_uid, action, created_at) VALUES (?, ?, ?, ?)',
  )
  const rows = db.prepare<[string, number], ClubEventRow>(
    'SELECT * FROM club_events WHERE club_uid = ? AND id > ? ORDER BY id',
  )
  const clubs = db.prepare<[], { club_uid: string }>(
    'SELECT club_uid FROM club_events GROUP BY club_uid ORDER BY MIN(id)',
  )
  const last = db.prepare<[string], { id: number }>(
    'SELECT MAX(id) AS id FROM club_events WHERE club_uid = ?',
  )
  const byUid = db.prepare<[string], { id: number }>('SELECT id FROM club_events WHERE uid = ?')
  return {
    append: (clubUid, uid, action, at) =>
      Number(insert.run(uid, clubUid, JSON.stringify(action), at).lastInsertRowid),
    log(clubUid, afterId = 0) {
      const actions: ClubAction[] = []
      const ids: number[] = []
      const damaged: number[] = []
      let lastId = afterId
      for (const row of rows.all(clubUid, afterId)) {
        lastId = row.id
        const action = clubActionOf(row)
        if (action) {
          actions.push(action)
          ids.push(row.id)
        } else damaged.push(row.id)
      }
      return { actions, ids, damaged, lastId }
    },
    clubs: () => clubs.all().map((r) => r.club_uid),
    lastId: (clubUid) => last.get(clubUid)?.id ?? 0,
    events: (clubUid) =>
      rows.all(clubUid, 0).flatMap((row) => {
        const action = clubActionOf(row)
        return action ? [{ uid: row.uid, at: row.created_at, action }] : []
      }),
    has: (uid) => byUid.get(uid) !== undefined,
  }
}
