// The phones' joins as the store keeps them (in app_state, one value per night: its round being
// played), so a restart mid-round forgets neither which table a phone speaks for nor which phone
// sent a result still asked of the other team; and the secret passes are signed with, kept so a
// phone's pass outlives a restart of the app.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'
import type { RoundJoins } from './joinState'

const SECRET_KEY = 'phones.passSecret'
const joinsKey = (nightId: number): string => `phones.joins.${nightId}`

const KeptJoins = z.object({
  round: z.number().int().positive(),
  tables: z.record(z.string(), z.number().int().positive()),
  senders: z.record(z.string(), z.string()),
})

/** The night's kept joins; null when none are kept or the value is unreadable. */
export function readJoins(db: Db, nightId: number): RoundJoins | null {
  const parsed = KeptJoins.safeParse(keyValueRepo(db, 'app_state').get(joinsKey(nightId)))
  if (!parsed.success) return null
  return {
    round: parsed.data.round,
    tables: new Map(Object.entries(parsed.data.tables)),
    senders: new Map(Object.entries(parsed.data.senders)),
  }
}

/** Keeps the night's joins (durably, as every saved action is). */
export function writeJoins(db: Db, nightId: number, joins: RoundJoins): void {
  keyValueRepo(db, 'app_state').set(joinsKey(nightId), {
    round: joins.round,
    tables: Object.fromEntries(joins.tables),
    senders: Object.fromEntries(joins.senders),
  })
}

/** The secret this laptop signs phones' passes with: made once, then kept. */
export function passSecret(db: Db): Buffer {
  const state = keyValueRepo(db, 'app_state')
  const kept = state.get(SECRET_KEY)
  if (typeof kept === 'string' && /^[A-Za-z0-9+/]{43}=$/.test(kept)) {
    return Buffer.from(kept, 'base64')
  }
  const fresh = randomBytes(32)
  state.set(SECRET_KEY, fresh.toString('base64'))
  return fresh
}
