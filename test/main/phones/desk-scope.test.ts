// A door desk's code is scoped to the door: refused on every route that is not a desk's (every
// route the protocol names, read from it), and a table's, a guest's and the TV's codes refused on
// the desk's; its action route takes the door's actions only (every other fundraiser action is
// refused as not valid, and writes nothing); nothing of the host's calls is served; wrong desk
// codes are limited like any wrong code.
import type { FundraiserAction, FundraiserView } from '@shared/fundraiser'
import type { GuestLink } from '@shared/phones/board'
import { DESK_ACTION_TYPES } from '@shared/phones/desk'
import {
  PHONE_ROUTES,
  kindOfPath,
  readsOnly,
  type PhoneCall,
  type PhoneRoute,
} from '@shared/phones/protocol'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { charityNight } from '../../drivers/charity-night'
import { must } from '../../drivers/night-driver'
import { phoneWithPass } from '../../drivers/phoneClient'
import { PHONE_LIMITS } from '../../../src/main/phones/serverLimits'
import { httpStatus } from './httpStatus'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()

const codeIn = (url: string): string => new URL(url).hash.slice(3)

/** A charity night in its first round: a desk's, a table's, a guest's and the TV's codes. */
async function roomWithDesk() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, desks } = await charityNight(ctx, call, { desks: 1 })
  const people = await Promise.all(
    ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil', 'Hal'].map((name) =>
      must<{ person: { id: number } }>(call, 'roster:add', { name }),
    ),
  )
  await must(call, 'night:setGuests', {
    nightId: night.id,
    personIds: people.map((p) => p.person.id),
  })
  const started = await must<NightView>(call, 'night:start', { nightId: night.id, seed: 3 })
  const status = await must<{ url: string; tables: { url: string }[]; tv: GuestLink }>(
    call,
    'phones:status',
    { nightId: night.id },
  )
  const player = started.current!.plan.tables[0]!.seats.N
  const guest = await must<GuestLink>(call, 'phones:guestLink', { nightId: night.id, player })
  return {
    call,
    nightId: night.id,
    url: status.url,
    desk: desks[0]!,
    table: codeIn(status.tables[0]!.url),
    guest: codeIn(guest.url),
    tv: codeIn(status.tv.url),
  }
}

/** What every route answers a code with: its status and error key. */
async function answers(url: string, route: PhoneRoute, code: string) {
  const path = PHONE_ROUTES[route].replace(':code', code).replace(':slide', '1')
  // a slide's picture is read too (a GET, not one of the typed calls)
  const reads = route.endsWith('Events') || route === 'tvSlide' || readsOnly(route as PhoneCall)
  const res = await fetch(`${url.replace(/\/$/, '')}${path}`, {
    method: reads ? 'GET' : 'POST',
    ...(reads
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: 'scope-key-0001', round: 1, winner: 'NS' }),
        }),
  })
  const body = (await res.json()) as { error?: { key: string } }
  return `${res.status} ${body.error?.key ?? 'ok'}`
}

/** An example of every fundraiser action: a type missing here does not compile. */
const EVERY_ACTION: { [T in FundraiserAction['type']]: Extract<FundraiserAction, { type: T }> } = {
  register: { type: 'register', firstName: 'Mallory', lastName: 'X', kind: 'free' },
  checkIn: { type: 'checkIn', registrationId: 'r2' },
  walkIn: { type: 'walkIn', firstName: 'Ivy', lastName: 'Q' },
  payment: { type: 'payment', registrationId: 'r2', method: 'cash', amountMinor: 100 },
  refund: { type: 'refund', paymentId: 'pay9', amountMinor: 100 },
  arrivalUndone: { type: 'arrivalUndone', registrationId: 'r2' },
  noShow: { type: 'noShow', registrationId: 'r3' },
  donation: { type: 'donation', amountMinor: 100, donor: null, method: 'cash' },
  ticketSale: {
    type: 'ticketSale',
    game: 'raffle',
    first: 1,
    last: 10,
    seller: 'Mallory',
    method: 'cash',
  },
  prize: { type: 'prize', name: 'A basket' },
  draw: { type: 'draw', game: 'fiftyFifty' },
  unclaimed: { type: 'unclaimed', game: 'raffle', drawId: 'draw1' },
  payout: { type: 'payout', kind: 'fiftyFifty', method: 'cash' },
}

describe('a door desk’s code', () => {
  it('is refused on every route that is not a desk’s, and other codes on the desk’s', async () => {
    const room = await roomWithDesk()
    const routes = Object.keys(PHONE_ROUTES) as PhoneRoute[]
    const deskRoutes = routes.filter((r) => kindOfPath(PHONE_ROUTES[r]) === 'desk')
    expect(deskRoutes.sort()).toEqual(['deskAct', 'deskEvents', 'deskPass', 'deskView'])
    for (const route of routes.filter((r) => !deskRoutes.includes(r))) {
      expect(`${route} ${await answers(room.url, route, room.desk)}`).toBe(`${route} 403 code`)
    }
    for (const [kind, code] of [
      ['table', room.table],
      ['guest', room.guest],
      ['tv', room.tv],
    ] as const) {
      for (const route of deskRoutes) {
        expect(`${kind} ${route} ${await answers(room.url, route, code)}`).toBe(
          `${kind} ${route} 403 code`,
        )
      }
      // and each still opens its own page
      expect(await answers(room.url, kind === 'table' ? 'tableView' : `${kind}View`, code)).toBe(
        '200 ok',
      )
    }
    expect(await answers(room.url, 'deskView', room.desk)).toBe('200 ok')
  })

  it('sends the door’s actions only: every other action is refused and writes nothing', async () => {
    const room = await roomWithDesk()
    const desk = await phoneWithPass(room.url, room.desk, 'desk')
    const seq = async () =>
      (await must<FundraiserView>(room.call, 'fundraiser:get', { nightId: room.nightId })).seq
    const before = await seq()
    const outside = Object.values(EVERY_ACTION).filter(
      (a) => !DESK_ACTION_TYPES.some((t) => t === a.type),
    )
    expect(outside.map((a) => a.type).sort()).toEqual([
      'donation',
      'draw',
      'payout',
      'prize',
      'refund',
      'register',
      'ticketSale',
      'unclaimed',
    ])
    let n = 0
    for (const action of outside) {
      const got = await desk.post('deskAct', {
        key: `outside-${String(++n).padStart(4, '0')}`,
        action,
      })
      expect(`${action.type} ${got.status} ${got.body.error?.key}`).toBe(
        `${action.type} 400 invalid`,
      )
    }
    // a desk action of the wrong shape, an extra field, no key: refused the same way
    for (const body of [
      { key: 'shape-0001', action: { type: 'checkIn', registrationId: 'r2', deviceId: 'laptop' } },
      { key: 'shape-0002', action: { type: 'checkIn' } },
      { action: { type: 'noShow', registrationId: 'r3' } },
      { key: 'x', action: { type: 'noShow', registrationId: 'r3' } },
      { key: 'shape-0003', action: EVERY_ACTION.noShow, settings: {} },
      'not json',
    ]) {
      expect((await desk.post('deskAct', body)).status).toBe(400)
    }
    expect(await seq()).toBe(before)
    // and each of the door's own is taken
    for (const type of DESK_ACTION_TYPES) {
      const action =
        type === 'payment' ? { ...EVERY_ACTION.payment, amountMinor: 500 } : EVERY_ACTION[type]
      const got = await desk.post('deskAct', { key: `door-${type}-0001`, action })
      expect(`${type} ${got.status}`).toBe(`${type} 200`)
    }
  })

  it('reaches none of the host’s calls, the report or a draw by any path or method', async () => {
    const room = await roomWithDesk()
    const base = room.url.replace(/\/$/, '')
    for (const path of [
      `/api/d/${room.desk}/draw`,
      `/api/d/${room.desk}/report`,
      `/api/d/${room.desk}/fundraiser`,
      `/api/d/${room.desk}/act/../../v/${room.tv}`,
      `/api/fundraiser/${room.nightId}`,
      '/api/fundraiser:get',
    ]) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${base}${path}`, { method })
        expect(`${method} ${path} ${res.status}`).toMatch(/ 40[34]$/)
      }
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${base}/api/d/${room.desk}/act`, { method })
      expect(res.status).toBe(404)
    }
  })

  it('is limited like any code: wrong desk codes from one address wait their minute', async () => {
    const room = await roomWithDesk()
    const { port } = new URL(room.url)
    const statuses: string[] = []
    const wrong = `${room.desk.slice(0, 21)}${room.desk.endsWith('Q') ? 'Z' : 'Q'}`
    for (let i = 0; i <= PHONE_LIMITS.perAddress; i++) {
      statuses.push(await httpStatus({ port: Number(port), path: `/api/d/${wrong}` }))
    }
    // (the server's own warm-up request counted against the address too)
    const limited = statuses.indexOf('429')
    expect(limited).toBeGreaterThanOrEqual(PHONE_LIMITS.perAddress - 2)
    expect([...new Set(statuses.slice(0, limited))]).toEqual(['403'])
    expect(statuses.at(-1)).toBe('429')
  })
})
