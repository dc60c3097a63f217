// The live race in main: each table's running score as its phone posts it roll by roll, and a
// Bunco announced when a seat's count rises. Kept in memory only, per night and per round (a new
// round, the night's end or phones going off clear it); never a result, never in the night's log.
// The windows hear it through the 'lan:live' push, a few times a second at most.
import { SEATS, isGhost, partnerSeat, type Seat } from '@shared/bunco'
import { LIVE_SIDES, noRace, type LiveRace } from '@shared/phones/live'
import type { PhoneLiveOutcome } from '@shared/phones/protocol'
import type { PhoneLive } from '@shared/schemas/lan'
import { checkPass } from './passes'
import { checkJoin, joinTable } from './phoneJoins'
import {
  PhoneError,
  playerNames,
  playing,
  type PhonesContext,
  type PhoneSender,
} from './phonesContext'
import type { RaceState, TableRun } from './raceState'
import { shortNames } from './shortNames'
import { checkCode } from './tableCodes'

/** How many Buncos a race keeps to show; older ones are dropped. */
export const RECENT_BUNCOS = 10
/** At most one push of a night's race this often (the last change always follows). */
export const LIVE_PUSH_MS = 250

/** A night's race as the windows (and the TV page) show it. */
export function liveRaceOf(cx: PhonesContext, nightId: number): LiveRace {
  const race = cx.races.get(nightId)
  if (!race || (race.tables.size === 0 && race.buncos.length === 0)) return noRace(nightId)
  return {
    nightId,
    round: race.round,
    tables: [...race.tables.entries()]
      .sort(([a], [b]) => a - b)
      .map(([table, run]) => ({
        table,
        points: Object.fromEntries(
          LIVE_SIDES.filter((s) => run.points[s] !== undefined).map((s) => [s, run.points[s]]),
        ),
        names: Object.fromEntries(
          LIVE_SIDES.filter((s) => run.points[s] !== undefined && run.names[s]).map((s) => [
            s,
            run.names[s],
          ]),
        ),
      })),
    buncos: race.buncos.map((b) => ({ ...b })),
  }
}

/** Who scores at a table, by the phones' short names: each seat's player, each team's pair. */
export function sideNames(
  seats: Record<Seat, string>,
  all: ReadonlyMap<string, string>,
): TableRun['names'] {
  const short = shortNames(
    SEATS.map((s) => seats[s]),
    all,
  )
  const names: TableRun['names'] = {}
  for (const s of SEATS) {
    const name = isGhost(seats[s]) ? undefined : short.get(seats[s])
    if (name) names[s] = name
  }
  for (const [team, a, b] of [
    ['NS', 'N', 'S'],
    ['EW', 'E', 'W'],
  ] as const) {
    const pair = [names[a], names[b]].filter((n): n is string => n !== undefined)
    if (pair.length > 0) names[team] = pair.join(' & ')
  }
  return names
}

// pushes now, then at most once per window; a change within the window goes out at its end
function pushSoon(cx: PhonesContext, nightId: number, race: RaceState): void {
  if (race.timer) {
    race.pending = true
    return
  }
  cx.push.emit('lan:live', liveRaceOf(cx, nightId))
  const tick = (): void => {
    if (!race.pending) {
      race.timer = undefined
      return
    }
    race.pending = false
    cx.push.emit('lan:live', liveRaceOf(cx, nightId))
    race.timer = setTimeout(tick, LIVE_PUSH_MS)
  }
  race.pending = false
  race.timer = setTimeout(tick, LIVE_PUSH_MS)
}

/** Clears a night's race (a new round, the night over, phones off), telling the windows. */
export function clearRace(cx: PhonesContext, nightId: number): void {
  const race = cx.races.get(nightId)
  if (!race) return
  clearTimeout(race.timer)
  cx.races.delete(nightId)
  cx.push.emit('lan:live', noRace(nightId))
}

/** Clears the race of a night whose round is no longer the race's (or that stopped playing). */
export function followRound(cx: PhonesContext, nightId: number): void {
  const race = cx.races.get(nightId)
  if (!race) return
  const round = playing(cx, nightId)?.current?.plan.round
  if (round !== race.round) clearRace(cx, nightId)
}

/**
 * A table phone's running score: kept unless a newer one came first; a risen count is a Bunco.
 * Keeping score joins the phone to its table for the round, as sending a result does.
 */
export function postLive(
  cx: PhonesContext,
  code: string,
  body: PhoneLive,
  from: Pick<PhoneSender, 'pass'>,
): PhoneLiveOutcome {
  const row = checkCode(cx, code, 'table')
  const pass = checkPass(cx, from.pass)
  const nightId = row.night_id
  const table = Number(row.target)
  const state = cx.store.state(nightId)
  const plan = state.current?.plan
  if (plan) checkJoin(cx, nightId, plan.round, pass, table)
  if (!plan || plan.round !== body.round) throw new PhoneError(409, 'pastRound')
  const seated = plan.tables.find((t) => t.table === table)
  if (!seated) throw new PhoneError(409, 'tableGone')
  // points by team in team play, by seat in individual play
  const byTeam = body.points.NS !== undefined || body.points.EW !== undefined
  if (byTeam !== (state.rules.play === 'team')) throw new PhoneError(400, 'invalid')
  let race = cx.races.get(nightId)
  if (race && race.round !== plan.round) {
    clearRace(cx, nightId)
    race = undefined
  }
  if (!race) {
    race = {
      round: plan.round,
      tables: new Map(),
      buncos: [],
      nextId: 1,
      timer: undefined,
      pending: false,
    }
    cx.races.set(nightId, race)
  }
  const before = race.tables.get(table)
  if (before && body.seq <= before.seq) return { kept: false }
  const buncos = Object.fromEntries(SEATS.map((s) => [s, body.buncos[s] ?? 0])) as Record<
    Seat,
    number
  >
  // the table's names, as its phone says them, read once a round
  const names = before?.names ?? sideNames(seated.seats, playerNames(cx, nightId))
  // a seat's count that rose is a Bunco just rolled (an undo lowers it and says nothing)
  for (const seat of SEATS.filter((s) => buncos[s] > (before?.buncos[s] ?? 0))) {
    // an empty seat's Bunco was rolled by its partner
    const name = isGhost(seated.seats[seat]) ? names[partnerSeat(seat)] : names[seat]
    if (name) race.buncos.push({ id: race.nextId++, table, name, kind: 'bunco' })
  }
  race.buncos = race.buncos.slice(-RECENT_BUNCOS)
  race.tables.set(table, { seq: body.seq, points: { ...body.points }, buncos, names })
  joinTable(cx, nightId, plan.round, pass, table)
  pushSoon(cx, nightId, race)
  return { kept: true }
}
