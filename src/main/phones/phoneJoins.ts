// Which table each phone speaks for in a night's round being played, and which phone sent each
// result: a phone joins a table by sending or answering for it, and then speaks for that table
// only until the round ends. Kept in memory per night, for its current round only.
import type { PhoneStanding } from '@shared/phones/standing'
import type { RoundJoins } from './joinState'
import { PhoneError, type PhonesContext } from './phonesContext'
import { LAN_LIMITS } from './serverLimits'

// a new round starts with no phone joined to any table
function joinsOf(cx: PhonesContext, nightId: number, round: number): RoundJoins {
  const now = cx.joins.get(nightId)
  if (now && now.round === round) return now
  const fresh: RoundJoins = { round, tables: new Map(), senders: new Map() }
  cx.joins.set(nightId, fresh)
  return fresh
}

/** Refuses a phone that speaks for another table this round (or a round full of phones). */
export function checkJoin(
  cx: PhonesContext,
  nightId: number,
  round: number,
  pass: string,
  table: number,
): void {
  const joins = cx.joins.get(nightId)
  const joined = joins?.round === round ? joins.tables.get(pass) : undefined
  if (joined === table) return
  if (joined !== undefined) throw new PhoneError(409, 'joinedElsewhere', String(joined))
  // passes cost nothing to ask for: a round holds only so many joined phones
  if (joins?.round === round && joins.tables.size >= LAN_LIMITS.joinsPerRound) {
    throw new PhoneError(429, 'slowDown')
  }
}

/** The phone speaks for `table` this round from now on (checked first with checkJoin). */
export function joinTable(
  cx: PhonesContext,
  nightId: number,
  round: number,
  pass: string,
  table: number,
): void {
  checkJoin(cx, nightId, round, pass, table)
  joinsOf(cx, nightId, round).tables.set(pass, table)
}

/** Notes which phone sent the result with this key (in the round it was sent in). */
export function noteSender(
  cx: PhonesContext,
  nightId: number,
  round: number,
  key: string,
  pass: string,
): void {
  joinsOf(cx, nightId, round).senders.set(key, pass)
}

/** Whether this phone sent the result with this key this round. */
export function sentBy(
  cx: PhonesContext,
  nightId: number,
  round: number,
  key: string,
  pass: string,
): boolean {
  const joins = cx.joins.get(nightId)
  return joins?.round === round && joins.senders.get(key) === pass
}

/** What a phone (its pass id, or null for none) may do at a table this round. */
export function standingAt(
  cx: PhonesContext,
  nightId: number,
  round: number | undefined,
  table: number,
  pass: string | null,
  askedKey: string | null,
): PhoneStanding {
  const joins = cx.joins.get(nightId)
  const joined = pass && joins && joins.round === round ? joins.tables.get(pass) : undefined
  const sentAsked =
    pass !== null && askedKey !== null && round !== undefined
      ? sentBy(cx, nightId, round, askedKey, pass)
      : false
  if (joined === undefined) return { may: 'free', elsewhere: null, sentAsked }
  if (joined === table) return { may: 'joined', elsewhere: null, sentAsked }
  return { may: 'elsewhere', elsewhere: joined, sentAsked }
}

/** Whether a phone (its pass id) speaks for this table in the night's round being played. */
export function speaksFor(
  cx: PhonesContext,
  nightId: number,
  table: number,
  pass: string | null,
): boolean {
  const joins = cx.joins.get(nightId)
  const round = cx.store.state(nightId).current?.plan.round
  return pass !== null && joins !== undefined && joins.round === round
    ? joins.tables.get(pass) === table
    : false
}
