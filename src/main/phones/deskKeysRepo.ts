// The desk_keys table: each door desk action's key, kept with what it made, so an action a desk
// sends again (no answer came back, the laptop restarted) is answered and not taken twice.
import type { DeskOutcome } from '@shared/phones/desk'
import type { Db } from '../db/connection'

/** What a desk's key took: the fundraiser's seq, and the guest it was about. */
export type TakenKey = Omit<DeskOutcome, 'repeated'>

/** A night's desk keys. */
export interface DeskKeysRepo {
  taken(nightId: number, key: string): TakenKey | undefined
  /** Keeps a key; call it in the transaction that wrote what it made. */
  keep(nightId: number, key: string, outcome: TakenKey): void
}

/** Creates the repo. */
export function deskKeysRepo(db: Db): DeskKeysRepo {
  const get = db.prepare<[number, string], TakenKey>(
    'SELECT seq, guest FROM desk_keys WHERE night_id = ? AND key = ?',
  )
  const insert = db.prepare<[number, string, number, string | null]>(
    'INSERT INTO desk_keys (night_id, key, seq, guest) VALUES (?, ?, ?, ?)',
  )
  return {
    taken: (nightId, key) => get.get(nightId, key),
    keep(nightId, key, outcome) {
      insert.run(nightId, key, outcome.seq, outcome.guest)
    },
  }
}
