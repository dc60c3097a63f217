// What a table's phone posts while it keeps score roll by roll: its running score, believed only
// as far as a round can produce (a sequence number and points within bounds), kept in each
// phone's own order (one phone's numbers never freeze the table's score for another), and a
// seat's Bunco announced once per Bunco counted (tapping it off and on again says nothing new).
import { SEATS, isGhost, partnerSeat, type Seat } from '@shared/bunco'
import { LIVE_SIDES, liveMostPoints } from '@shared/phones/live'
import type { PhoneLiveOutcome } from '@shared/phones/protocol'
import type { PhoneLive } from '@shared/schemas/phones'
import { pushSoon, raceFor, RECENT_BUNCOS, sideNames } from './liveRace'
import { joinTable } from './phoneJoins'
import { PhoneError, playerNames, type PhonesContext, type PhoneSender } from './phonesContext'
import type { RaceState, TableRun } from './raceState'
import { startSend } from './tableSends'

// the seats whose Bunco count passed what was announced: each such Bunco is said once
function announceBuncos(
  race: RaceState,
  table: number,
  seats: Record<Seat, string>,
  run: TableRun,
  counts: PhoneLive['buncos'],
): void {
  for (const seat of SEATS) {
    const count = counts[seat] ?? 0
    if (count <= run.announced[seat]) continue
    run.announced[seat] = count
    // an empty seat's Bunco was rolled by its partner
    const name = isGhost(seats[seat]) ? run.names[partnerSeat(seat)] : run.names[seat]
    if (name) race.buncos.push({ id: race.nextId++, table, name, kind: 'bunco' })
  }
  race.buncos = race.buncos.slice(-RECENT_BUNCOS)
}

/**
 * A table phone's running score: kept unless a newer one of the same phone came first; a seat's
 * count past what was announced is a Bunco. Keeping score joins the phone to its table for the
 * round, as sending a result does.
 */
export function postLive(
  cx: PhonesContext,
  code: string,
  body: PhoneLive,
  from: Pick<PhoneSender, 'pass'>,
): PhoneLiveOutcome {
  const { nightId, table, state, plan, speaker } = startSend(cx, code, from)
  if (!plan || !speaker || plan.round !== body.round) throw new PhoneError(409, 'pastRound')
  const seated = plan.tables.find((t) => t.table === table)
  if (!seated) throw new PhoneError(409, 'tableGone')
  // points by team in team play, by seat in individual play, and no more than a round makes
  const byTeam = body.points.NS !== undefined || body.points.EW !== undefined
  if (byTeam !== (state.rules.play === 'team')) throw new PhoneError(400, 'invalid')
  const most = liveMostPoints(state.rules)
  if (LIVE_SIDES.some((s) => (body.points[s] ?? 0) > most)) throw new PhoneError(400, 'invalid')
  const race = raceFor(cx, nightId, plan.round)
  const run: TableRun = race.tables.get(table) ?? {
    seqs: new Map(),
    points: {},
    announced: { N: 0, E: 0, S: 0, W: 0 },
    // the table's names, as its phone says them, read once a round
    names: sideNames(seated.seats, playerNames(cx, nightId)),
  }
  if (body.seq <= (run.seqs.get(speaker.pass) ?? -1)) return { kept: false }
  run.seqs.set(speaker.pass, body.seq)
  run.points = { ...body.points }
  race.tables.set(table, run)
  announceBuncos(race, table, seated.seats, run, body.buncos)
  joinTable(cx, speaker)
  pushSoon(cx, nightId, race)
  return { kept: true }
}
