// The club_events table: each club's log of host actions as the club keeps them (people and
// nights by uid), in the order of their hybrid clocks (the same order on every laptop sharing
// the club), read back checked against the records' schema (a row damaged by an outside hand is
// named, never cast).
import { ClubRecordSchema, type ClubRecord } from '@shared/club'
import type { Db } from '../db/connection'
import { perStore } from '../db/perStore'

/** One stored club action. */
export interface ClubEventRow {
  id: number
  uid: string
  club_uid: string
  action: string
  created_at: string
  /** Its hybrid clock (see src/shared/sync/hlc.ts) and the laptop that made it. */
  hlc: string
  laptop: string
}

/** A club's log as read: its records in clock order, and the rows that could not be read. */
export interface ClubLog {
  records: ClubRecord[]
  /** Each record's row id and the laptop that made it. */
  ids: number[]
  laptops: string[]
  /** Ids of rows whose action is not JSON or not an action (left out of the replay). */
  damaged: number[]
  /** The newest row id read, and the latest clock among the rows read. */
  lastId: number
  lastHlc: string
  /** The earliest clock among the rows read ('' when none). */
  firstHlc: string
}

/** A club action as it travels between laptops: its uid, time, clock, laptop and record. */
export interface ClubEventOut {
  uid: string
  at: string
  hlc: string
  laptop: string
  action: ClubRecord
}

/** The append-only log of every club's actions. */
export interface ClubRepo {
  append(clubUid: string, event: ClubEventOut): number
  /** The club's log in clock order: all of it, or only the rows after row `afterId`. */
  log(clubUid: string, afterId?: number): ClubLog
  /** Every club that has a log, oldest first. */
  clubs(): string[]
  /** The newest event id of a club (0 before any). */
  lastId(clubUid: string): number
  /** A club's readable actions in clock order, to move or sync them (not to be changed). */
  events(clubUid: string): readonly ClubEventOut[]
  /** Whether an action of this uid is already in the store. */
  has(uid: string): boolean
  /** The clock and record of the action of this uid, to tell a second version of it. */
  byUid(uid: string): { hlc: string; action: ClubRecord | null } | undefined
}

/** Reads one row's record, or null when it is damaged. */
export function clubActionOf(row: Pick<ClubEventRow, 'action'>): ClubRecord | null {
  let value: unknown
  try {
    value = JSON.parse(row.action)
  } catch {
    return null
  }
  const parsed = ClubRecordSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Creates the club repo. */
export const clubRepo = perStore((db: Db): ClubRepo => {
  const insert = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO club_events (uid, club_uid, action, created_at, hlc, laptop)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const rows = db.prepare<[string, number], ClubEventRow>(
    'SELECT * FROM club_events WHERE club_uid = ? AND id > ? ORDER BY hlc, id',
  )
  const clubs = db.prepare<[], { club_uid: string }>(
    'SELECT club_uid FROM club_events GROUP BY club_uid ORDER BY MIN(id)',
  )
  const last = db.prepare<[string], { id: number }>(
    'SELECT MAX(id) AS id FROM club_events WHERE club_uid = ?',
  )
  const read = new Map<string, { newest: number; events: ClubEventOut[] }>()
  const byUid = db.prepare<[string], Pick<ClubEventRow, 'hlc' | 'action'>>(
    'SELECT hlc, action FROM club_events WHERE uid = ?',
  )
  return {
    append: (clubUid, e) =>
      Number(
        insert.run(e.uid, clubUid, JSON.stringify(e.action), e.at, e.hlc, e.laptop).lastInsertRowid,
      ),
    log(clubUid, afterId = 0) {
      const records: ClubRecord[] = []
      const ids: number[] = []
      const laptops: string[] = []
      const damaged: number[] = []
      let lastId = afterId
      let lastHlc = ''
      let firstHlc = ''
      for (const row of rows.all(clubUid, afterId)) {
        if (firstHlc === '') firstHlc = row.hlc
        lastId = Math.max(lastId, row.id)
        if (row.hlc > lastHlc) lastHlc = row.hlc
        const record = clubActionOf(row)
        if (record) {
          records.push(record)
          ids.push(row.id)
          laptops.push(row.laptop)
        } else damaged.push(row.id)
      }
      return { records, ids, laptops, damaged, lastId, lastHlc, firstHlc }
    },
    clubs: () => clubs.all().map((r) => r.club_uid),
    lastId: (clubUid) => last.get(clubUid)?.id ?? 0,
    events(clubUid) {
      // the log only grows: read again only when a row was added since
      const newest = last.get(clubUid)?.id ?? 0
      const known = read.get(clubUid)
      if (known?.newest === newest) return known.events
      const events = rows.all(clubUid, 0).flatMap((row) => {
        const action = clubActionOf(row)
        return action
          ? [{ uid: row.uid, at: row.created_at, hlc: row.hlc, laptop: row.laptop, action }]
          : []
      })
      read.set(clubUid, { newest, events })
      return events
    },
    has: (uid) => byUid.get(uid) !== undefined,
    byUid(uid) {
      const row = byUid.get(uid)
      return row && { hlc: row.hlc, action: clubActionOf(row) }
    },
  }
})
