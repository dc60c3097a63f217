import type { NightDetails, NightStatus } from '@shared/night'
import type { Db } from '../db/connection'

/** A night's own row. */
export interface NightRow {
  id: number
  title: string
  date: string
  venue: string
  rules: string
  seed: number | null
  status: NightStatus
  created_at: string
  updated_at: string
}

/** A night with its counts, for lists. */
export interface NightListRow extends NightRow {
  players: number
  rounds_played: number
}

/** Reads and writes the nights table. */
export interface NightsRepo {
  insert(details: NightDetails, rules: unknown, at: string): number
  update(id: number, row: Omit<NightRow, 'id' | 'created_at'>): void
  get(id: number): NightRow | undefined
  list(): NightListRow[]
  /** Every night's id. */
  ids(): number[]
  /** Deletes a night; its events and tables go with it (foreign keys cascade). */
  remove(id: number): void
}

/** The ids of the nights being played (status 'playing'), oldest first. */
export function playingNightIds(db: Db): number[] {
  return db
    .prepare<[], { id: number }>("SELECT id FROM nights WHERE status = 'playing' ORDER BY id")
    .all()
    .map((r) => r.id)
}

/** Creates the nights repo. */
export function nightsRepo(db: Db): NightsRepo {
  const insert = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO nights (title, date, venue, rules, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'setup', ?, ?)`,
  )
  const update = db.prepare(
    `UPDATE nights SET title = @title, date = @date, venue = @venue, rules = @rules, seed = @seed,
       status = @status, updated_at = @updated_at WHERE id = @id`,
  )
  const get = db.prepare<[number], NightRow>('SELECT * FROM nights WHERE id = ?')
  const list = db.prepare<[], NightListRow>(
    `SELECT n.*,
       (SELECT count(*) FROM night_players p WHERE p.night_id = n.id) AS players,
       (SELECT count(*) FROM rounds r WHERE r.night_id = n.id AND r.status = 'committed') AS rounds_played
     FROM nights n ORDER BY n.date DESC, n.id DESC`,
  )
  const ids = db.prepare<[], { id: number }>('SELECT id FROM nights ORDER BY id')
  const remove = db.prepare<[number]>('DELETE FROM nights WHERE id = ?')
  return {
    ids: () => ids.all().map((r) => r.id),
    insert(details, rules, at) {
      const r = insert.run(
        details.title,
        details.date,
        details.venue,
        JSON.stringify(rules),
        at,
        at,
      )
      return Number(r.lastInsertRowid)
    },
    update(id, row) {
      update.run({ ...row, id })
    },
    get: (id) => get.get(id),
    list: () => list.all(),
    remove: (id) => void remove.run(id),
  }
}
