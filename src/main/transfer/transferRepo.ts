import type { Db } from '../db/connection'
import { perStore } from '../db/perStore'

/** A roster person as a moved file carries them. */
export interface MovePersonRow {
  uid: string
  name: string
  note: string
  archived: number
  created_at: string
}

/** The uid side of the roster and the nights, for moving a store to another computer. */
export interface TransferRepo {
  /** Everyone not merged into someone else. */
  people(): MovePersonRow[]
  /** The person a uid names here, following merges to the person kept. */
  personByUid(uid: string): { id: number; name: string } | undefined
  insertPerson(row: MovePersonRow): number
  /** Lower-cased names of everyone here not merged away, to warn about namesakes. */
  names(): Set<string>
  nights(): { id: number; uid: string }[]
  nightIdByUid(uid: string): number | undefined
  /** A night's uid by its id here. */
  nightUid(nightId: number): string | undefined
  setNightUid(nightId: number, uid: string): void
  /** Each player key of a night with the uid of the person behind it. */
  playerUids(nightId: number): { player: string; uid: string }[]
}

/** Creates the repo. */
export const transferRepo = perStore((db: Db): TransferRepo => {
  const people = db.prepare<[], MovePersonRow>(
    `SELECT uid, name, note, archived, created_at FROM people
     WHERE merged_into IS NULL ORDER BY id`,
  )
  const byUid = db.prepare<[string], { id: number; name: string; merged_into: number | null }>(
    'SELECT id, name, merged_into FROM people WHERE uid = ?',
  )
  const byId = db.prepare<[number], { id: number; name: string; merged_into: number | null }>(
    'SELECT id, name, merged_into FROM people WHERE id = ?',
  )
  const insert = db.prepare(
    `INSERT INTO people (uid, name, note, archived, created_at)
     VALUES (@uid, @name, @note, @archived, @created_at)`,
  )
  const names = db.prepare<[], { name: string }>(
    'SELECT name FROM people WHERE merged_into IS NULL',
  )
  const nights = db.prepare<[], { id: number; uid: string }>(
    'SELECT id, uid FROM nights ORDER BY id',
  )
  const nightByUid = db.prepare<[string], { id: number }>('SELECT id FROM nights WHERE uid = ?')
  const uidOfNight = db.prepare<[number], { uid: string }>('SELECT uid FROM nights WHERE id = ?')
  const setNightUid = db.prepare<[string, number]>('UPDATE nights SET uid = ? WHERE id = ?')
  const playerUids = db.prepare<[number], { player: string; uid: string }>(
    `SELECT np.player, p.uid FROM night_players np JOIN people p ON p.id = np.person_id
     WHERE np.night_id = ? ORDER BY np.player`,
  )
  return {
    people: () => people.all(),
    personByUid(uid) {
      let row = byUid.get(uid)
      // A merge chain is short; the bound only guards against a damaged store's cycle.
      for (let hops = 0; row?.merged_into != null && hops < 100; hops++) {
        row = byId.get(row.merged_into)
      }
      return row && row.merged_into == null ? { id: row.id, name: row.name } : undefined
    },
    insertPerson: (row) => Number(insert.run(row).lastInsertRowid),
    names: () => new Set(names.all().map((r) => r.name.toLocaleLowerCase())),
    nights: () => nights.all(),
    nightIdByUid: (uid) => nightByUid.get(uid)?.id,
    nightUid: (nightId) => uidOfNight.get(nightId)?.uid,
    setNightUid: (nightId, uid) => void setNightUid.run(uid, nightId),
    playerUids: (nightId) => playerUids.all(nightId),
  }
})

/** Each person's uid by their id here (merged people too: their actions still name them). */
export function personUids(db: Db): Map<number, string> {
  const rows = db.prepare<[], { id: number; uid: string }>('SELECT id, uid FROM people').all()
  return new Map(rows.map((r) => [r.id, r.uid]))
}
