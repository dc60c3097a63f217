// The live race in main: each table's running score as its phones post it roll by roll
// (livePosts.ts), and the Buncos announced. Kept in memory only, per night and per round (a new
// round, the night's end or phones going off clear it); never a result, never in the night's log.
// The windows hear it through the 'phones:live' push, a few times a second at most.
import { SEATS, isGhost, type Seat } from '@shared/bunco'
import { LIVE_SIDES, noRace, type LiveRace } from '@shared/phones/live'
import { playing, type PhonesContext } from './phonesContext'
import type { RaceState, TableRun } from './raceState'
import { shortNames } from './shortNames'

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

/** Pushes a night's race now, then at most once per window; a later change goes at its end. */
export function pushSoon(cx: PhonesContext, nightId: number, race: RaceState): void {
  if (race.timer) {
    race.pending = true
    return
  }
  cx.push.emit('phones:live', liveRaceOf(cx, nightId))
  const tick = (): void => {
    if (!race.pending) {
      race.timer = undefined
      return
    }
    race.pending = false
    cx.push.emit('phones:live', liveRaceOf(cx, nightId))
    race.timer = setTimeout(tick, LIVE_PUSH_MS)
  }
  race.pending = false
  race.timer = setTimeout(tick, LIVE_PUSH_MS)
}

/** A night's race for the round being played: the one kept, or a new one for a new round. */
export function raceFor(cx: PhonesContext, nightId: number, round: number): RaceState {
  const race = cx.races.get(nightId)
  if (race && race.round === round) return race
  if (race) clearRace(cx, nightId)
  const fresh: RaceState = {
    round,
    tables: new Map(),
    buncos: [],
    nextId: 1,
    timer: undefined,
    pending: false,
  }
  cx.races.set(nightId, fresh)
  return fresh
}

/** Clears a night's race (a new round, the night over, phones off), telling the windows. */
export function clearRace(cx: PhonesContext, nightId: number): void {
  const race = cx.races.get(nightId)
  if (!race) return
  clearTimeout(race.timer)
  cx.races.delete(nightId)
  cx.push.emit('phones:live', noRace(nightId))
}

/** Clears the race of a night whose round is no longer the race's (or that stopped playing). */
export function followRound(cx: PhonesContext, nightId: number): void {
  const race = cx.races.get(nightId)
  if (!race) return
  const round = playing(cx, nightId)?.current?.plan.round
  if (round !== race.round) clearRace(cx, nightId)
}
