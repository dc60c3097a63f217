// Which table each phone speaks for in a night's round being played, and which phone sent each
// result: a phone joins a table by sending or answering for it, and then speaks for that table
// only until the round ends. Kept per night for its current round, in memory and in the store
// (joinStore.ts), so a restart mid-round forgets nothing.
import type { PhoneStanding } from '@shared/phones/standing'
import type { RoundJoins } from './joinState'
import { readJoins, writeJoins } from './joinStore'
import { PhoneError, type PhonesContext } from './phonesContext'
import { PHONE_LIMITS } from './serverLimits'
import { TABLE_VIEWS } from './viewMemo'

/** A phone (its pass id) at a table in a night's round. */
export interface Speaker {
  nightId: number
  round: number
  table: number
  pass: string
}

// the night's joins as last kept: in memory, else as the store kept them before a restart
function known(cx: PhonesContext, nightId: number): RoundJoins | undefined {
  const now = cx.joins.get(nightId)
  if (now) return now
  const kept = readJoins(cx.db, nightId)
  if (kept) cx.joins.set(nightId, kept)
  return kept ?? undefined
}

// a new round starts with no phone joined to any table
function joinsOf(cx: PhonesContext, s: Pick<Speaker, 'nightId' | 'round'>): RoundJoins {
  const now = known(cx, s.nightId)
  if (now && now.round === s.round) return now
  const fresh: RoundJoins = { round: s.round, tables: new Map(), senders: new Map() }
  cx.joins.set(s.nightId, fresh)
  return fresh
}

// the table a phone speaks for in a round, if any
function joinedTable(cx: PhonesContext, nightId: number, round: number | undefined, pass: string) {
  const joins = known(cx, nightId)
  return joins && joins.round === round ? joins.tables.get(pass) : undefined
}

/** Refuses a phone that speaks for another table this round (or a round full of phones). */
export function checkJoin(cx: PhonesContext, s: Speaker): void {
  const joined = joinedTable(cx, s.nightId, s.round, s.pass)
  if (joined === s.table) return
  if (joined !== undefined) throw new PhoneError(409, 'joinedElsewhere', String(joined))
  // passes cost nothing to ask for: a round holds only so many joined phones
  const joins = known(cx, s.nightId)
  if (joins?.round === s.round && joins.tables.size >= PHONE_LIMITS.joinsPerRound) {
    throw new PhoneError(429, 'slowDown')
  }
}

/** The phone speaks for its table this round from now on (checked first with checkJoin). */
export function joinTable(cx: PhonesContext, s: Speaker): void {
  checkJoin(cx, s)
  const joins = joinsOf(cx, s)
  if (joins.tables.get(s.pass) === s.table) return
  joins.tables.set(s.pass, s.table)
  writeJoins(cx.db, s.nightId, joins)
  // what each of its table views says this phone may do has changed, and no push says so (the
  // night's names and standings have not)
  cx.memo.forget(TABLE_VIEWS)
}

/**
 * Drops the night's joins held in memory, after a transaction that kept some rolled back: the
 * next read takes them from the store again.
 */
export function forgetJoins(cx: PhonesContext, nightId: number): void {
  cx.joins.delete(nightId)
  cx.memo.forget(TABLE_VIEWS)
}

/**
 * The phone speaks for its table this round (checked first with checkJoin) and sent the result
 * with this key: both kept in one write.
 */
export function joinAsSender(cx: PhonesContext, s: Speaker, key: string): void {
  checkJoin(cx, s)
  const joins = joinsOf(cx, s)
  joins.tables.set(s.pass, s.table)
  joins.senders.set(key, s.pass)
  writeJoins(cx.db, s.nightId, joins)
  cx.memo.forget(TABLE_VIEWS)
}

/** Whether this phone sent the result with this key in the speaker's round. */
export function sentBy(cx: PhonesContext, s: Speaker, key: string): boolean {
  const joins = known(cx, s.nightId)
  return joins?.round === s.round && joins.senders.get(key) === s.pass
}

/** What a phone (its pass id, or null for none) may do at a table this round. */
export function standingAt(
  cx: PhonesContext,
  at: { nightId: number; round: number | undefined; table: number },
  pass: string | null,
  askedKey: string | null,
): PhoneStanding {
  if (pass === null || at.round === undefined) {
    return { may: 'free', elsewhere: null, sentAsked: false }
  }
  const speaker = { ...at, round: at.round, pass }
  const joined = joinedTable(cx, at.nightId, at.round, pass)
  const sentAsked = askedKey !== null && sentBy(cx, speaker, askedKey)
  if (joined === undefined) return { may: 'free', elsewhere: null, sentAsked }
  if (joined === at.table) return { may: 'joined', elsewhere: null, sentAsked }
  return { may: 'elsewhere', elsewhere: joined, sentAsked }
}

/** Whether a phone (its pass id) speaks for this table in the night's round being played. */
export function speaksFor(
  cx: PhonesContext,
  nightId: number,
  table: number,
  pass: string | null,
): boolean {
  const round = cx.store.state(nightId).current?.plan.round
  return pass !== null && joinedTable(cx, nightId, round, pass) === table
}
