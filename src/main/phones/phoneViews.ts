// What a phone shows (a table's phone: tableView.ts; a door desk's: deskView.ts): a guest's page
// their seat, record and the top of the standings; the TV's page what the projector shows (and a
// charity night's money raised and draws). Standings the host hides are left out, not only unshown.
import {
  SEATS,
  dieHolders,
  faceOfRound,
  isGhost,
  roundsInNight,
  seatsOf,
  setOfRound,
  type Seat,
} from '@shared/bunco'
import type { PhoneGuestView, PhoneTableView, PhoneTvView } from '@shared/phones/views'
import type { NightState } from '@shared/night'
import type { Standing } from '@shared/views'
import { liveScore } from '@shared/phones/live'
import { standingsHidden } from '@shared/phones/suspense'
import { tvFundraiserOf } from './charityNight'
import { tvSlidesOf } from './tvSlides'
import { liveRaceOf } from './liveRace'
import { firstName, shortNames } from './shortNames'
import { nightSettings, playerNames, type PhonesContext } from './phonesContext'
import { nightClock, roundBell } from './roundBell'
import type { CodeRow } from './phonesRepo'
import { sentView, type SentView } from './viewMemo'
import { wifiQr } from './wifi'

/** The round being played, as a table's phone counts it (its set, its face); null between. */
export function roundOf(state: NightState): PhoneTableView['round'] {
  const plan = state.current?.plan
  if (!plan) return null
  const total = roundsInNight(state.rules)
  return {
    n: plan.round,
    set: setOfRound(plan.round),
    inSet: faceOfRound(plan.round),
    total,
    face: plan.target,
  }
}

/** Whether the night's standings are hidden now (the host's suspense, until the awards). */
export function hiddenNow(cx: PhonesContext, nightId: number, state: NightState): boolean {
  return standingsHidden(
    state.played.length,
    roundsInNight(state.rules),
    nightSettings(cx, nightId).hide_rounds,
    state.status === 'finished',
  )
}

/** The night's standings, ranked once per change for every page of the room (the memo). */
function standingsOf(cx: PhonesContext, nightId: number): Standing[] {
  return cx.memo.get(`standings:${nightId}`, () => cx.standings(nightId))
}

/** The top five of the standings, by first names, with an initial where two would read the same. */
function topFive(cx: PhonesContext, nightId: number): PhoneGuestView['top'] {
  const five = standingsOf(cx, nightId).slice(0, 5)
  const short = shortNames(
    five.map((s) => s.player),
    playerNames(cx, nightId),
  )
  return five.map((s) => ({ place: s.place, name: short.get(s.player) ?? s.name, wins: s.wins }))
}

/**
 * What the page of the guest of a checked code shows, as sent, made once per change: the live
 * stream's comparison and the page's read that follows use the same bytes.
 */
export function guestViewSent(cx: PhonesContext, row: CodeRow): SentView<PhoneGuestView> {
  return cx.memo.get(`guest:${row.code}`, () => sentView(guestViewOf(cx, row)))
}

// what the page of the guest of a checked code shows
function guestViewOf(cx: PhonesContext, row: CodeRow): PhoneGuestView {
  const nightId = row.night_id
  const player = row.target
  const state = cx.store.state(nightId)
  const all = playerNames(cx, nightId)
  const plan = state.current?.plan
  const seatNow = plan?.tables
    .map((t) => ({ t, seat: SEATS.find((s) => t.seats[s] === player) }))
    .find((x) => x.seat !== undefined)
  const before = state.played
    .at(-1)
    ?.plan.tables.find((t) => SEATS.some((s) => t.seats[s] === player))
  const hidden = hiddenNow(cx, nightId, state)
  const standings = standingsOf(cx, nightId)
  const mine = standings.find((s) => s.player === player)
  const partnerId = seatNow?.seat
    ? seatNow.t.seats[
        seatsOf(seatNow.seat === 'N' || seatNow.seat === 'S' ? 'NS' : 'EW').find(
          (s) => s !== seatNow.seat,
        ) as Seat
      ]
    : undefined
  return {
    title: state.details.title,
    name: firstName(all.get(player) ?? ''),
    round: plan ? { n: plan.round, total: roundsInNight(state.rules), face: plan.target } : null,
    seat: seatNow?.seat
      ? {
          table: seatNow.t.table,
          seat: seatNow.seat,
          partner:
            state.rules.play === 'team' && partnerId && !isGhost(partnerId)
              ? firstName(all.get(partnerId) ?? '')
              : null,
        }
      : null,
    bell: roundBell(cx, nightId, plan?.round),
    clock: nightClock(cx, state.status),
    previous: before ? { table: before.table } : null,
    record: { wins: mine?.wins ?? 0, losses: mine?.losses ?? 0, buncos: mine?.buncos ?? 0 },
    place: mine && !hidden ? { place: mine.place, of: standings.length } : null,
    top: hidden ? [] : topFive(cx, nightId),
    hidden,
  }
}

/**
 * What the TV's page shows (the round, the tables, the top five unless hidden, the awards): the
 * night's TV view as sent, made once per change for every TV (and each one's live stream):
 * the same bytes to all of them. One that fails is not kept.
 */
export function tvViewSent(cx: PhonesContext, nightId: number): Promise<SentView<PhoneTvView>> {
  const key = `tv:${nightId}:`
  return cx.memo.get(key, () =>
    tvViewOf(cx, nightId).then(sentView, (err: unknown) => {
      cx.memo.forget(key)
      throw err
    }),
  )
}

// what the night's TV shows
async function tvViewOf(cx: PhonesContext, nightId: number): Promise<PhoneTvView> {
  const state = cx.store.state(nightId)
  const all = playerNames(cx, nightId)
  const plan = state.current?.plan
  const hidden = hiddenNow(cx, nightId, state)
  const timer = cx.timer.get()
  const named = (ids: readonly string[]): string[] => {
    const short = shortNames(ids, all)
    return ids.filter((id) => !isGhost(id)).map((id) => short.get(id) ?? '')
  }
  const wifi = await wifiQr(cx.db)
  const race = liveRaceOf(cx, nightId)
  return {
    title: state.details.title,
    notStarted: state.status === 'setup',
    round: roundOf(state),
    bell: { bells: timer.bells, bellAt: timer.bellAt },
    clock: nightClock(cx, state.status),
    tables: (plan?.tables ?? []).map((t) => {
      const ids = SEATS.map((seat) => t.seats[seat])
      const short = shortNames(ids, all)
      const kept = race.tables.find((r) => r.table === t.table)
      return {
        table: t.table,
        seats: SEATS.map((seat) => {
          const id = t.seats[seat]
          return { seat, name: isGhost(id) ? null : (short.get(id) ?? null) }
        }),
        done: state.current?.results.some((r) => r.table === t.table) ?? false,
        live: kept ? liveScore(kept.points, kept.names) : null,
      }
    }),
    buncos: race.buncos,
    top: hidden ? [] : topFive(cx, nightId),
    hidden,
    dieHolders: named(dieHolders(state.played, state.rules, state.current?.dieHolder)),
    champions: named(state.playoff?.champions ?? []),
    awards:
      state.status === 'finished' && state.awards
        ? state.awards.map((a) => ({
            prize: a.prize,
            status: a.status,
            names: named(a.status === 'needsRollOff' ? a.tied : a.winners),
          }))
        : null,
    wifi: wifi ? { name: wifi.name, qr: wifi.qr } : null,
    fundraiser: tvFundraiserOf(cx, nightId),
    slides: tvSlidesOf(cx, nightId, state.status),
  }
}
