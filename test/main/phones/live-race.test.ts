// The live race: a table phone's running score, roll by roll, kept in memory (never a result),
// its Buncos announced on a rise, cleared with the round, pushed to the windows a few times a
// second at most.
import { DEFAULT_RULES, createRandom } from '@shared/bunco'
import type { LiveRace } from '@shared/phones/live'
import { liveScore } from '@shared/phones/live'
import type { PhonesStatus } from '@shared/phones/board'
import type { PushMessage } from '@shared/push'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { must, playRound } from '../../drivers/night-driver'
import { nightWithPhones, phoneOf } from '../../drivers/phones-night'
import { phoneWithPass, type ClientPhone } from '../../drivers/phoneClient'
import type { MainContext } from '../../../src/main/context'
import { LIVE_PUSH_MS, RECENT_BUNCOS } from '../../../src/main/phones/liveRace'
import { shortNames } from '../../../src/main/phones/shortNames'
import type { NightView } from '@shared/views'
import { snapshot } from '../night/helpers'
import { phonesContext } from './phonesContext'
import { postLive } from '../../../src/main/phones/livePosts'
import { liveRaceOf } from '../../../src/main/phones/liveRace'
import { phonesStatus } from '../../../src/main/phones/phonesStatus'
import { stopServer } from '../../../src/main/phones/serverLifecycle'

const open: MainContext[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

type Reply = { status: number; body: Record<string, unknown> & { error?: { key: string } } }

async function post(url: string, body: unknown): Promise<Reply> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Reply['body'] }
}

async function party() {
  const { ctx, call } = phonesContext(open)
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 21 })
  const pushes: LiveRace[] = []
  ctx.push.subscribe((m: PushMessage) => {
    if (m.name === 'phones:live') pushes.push(m.data)
  })
  // each table's phone keeps score with its own pass
  const phones = new Map<number, ClientPhone>()
  const live = async (table: number, body: unknown): Promise<Reply> => {
    const phone =
      phones.get(table) ?? (await phoneWithPass(status.url!, status.tables[table - 1]!.code))
    phones.set(table, phone)
    return (await phone.post('tableLive', body)) as Reply
  }
  return { ctx, call, night, status, pushes, live }
}

/** The phones' short names of a table's players. */
function shortOf(night: NightView, seats: Record<string, string>): Map<string, string> {
  const all = new Map(night.players.map((p) => [p.player, p.name]))
  return shortNames(Object.values(seats), all)
}

const run = (seq: number, NS: number, EW: number, buncos = {}, round = 1) => ({
  round,
  seq,
  points: { NS, EW },
  buncos,
})

describe('the live race', () => {
  it('keeps a table’s running score in memory only, and shows it as "17–12"', async () => {
    const { ctx, night, live } = await party()
    // keeping score joins each phone to its table (kept, so a restart remembers it): all else stays
    const night0 = (): string => snapshot(ctx, { appStateBut: /^phones\.joins\./ })
    const before = night0()
    expect(await live(1, run(1, 5, 0))).toMatchObject({ status: 200, body: { kept: true } })
    expect(await live(1, run(2, 17, 12))).toMatchObject({ status: 200, body: { kept: true } })
    expect(await live(3, run(1, 0, 3))).toMatchObject({ status: 200, body: { kept: true } })
    const race = liveRaceOf(ctx.phones, night.id)
    expect(race).toMatchObject({ nightId: night.id, round: 1 })
    expect(race.tables.map((t) => [t.table, t.points])).toEqual([
      [1, { NS: 17, EW: 12 }],
      [3, { NS: 0, EW: 3 }],
    ])
    expect(liveScore(race.tables[0]!.points)).toBe('17–12')
    // each team by its pair, as the phones name them
    const seats = night.current!.plan.tables[0]!.seats
    const short = shortOf(night, seats)
    expect(race.tables[0]!.names).toEqual({
      NS: `${short.get(seats.N)} & ${short.get(seats.S)}`,
      EW: `${short.get(seats.E)} & ${short.get(seats.W)}`,
    })
    expect(liveScore({ N: 9, E: 4, S: 0, W: 12 })).toBe('9 · 4 · 0 · 12')
    expect(liveScore({ N: 9, E: 4, W: 12 }, { N: 'Ann', E: 'Bea', W: 'Di' })).toBe(
      'Ann 9 · Bea 4 · Di 12',
    )
    // nothing of the night changed: not a result
    expect(night0()).toBe(before)
  })

  it('refuses bad bodies, negative or huge numbers, a past round, and drops a stale post', async () => {
    const { ctx, night, live, status } = await party()
    const bad = [
      {},
      '{"round":',
      run(1, -1, 0),
      run(1, 1000, 0),
      run(-1, 0, 0),
      run(1.5, 0, 0),
      { ...run(1, 0, 0), buncos: { N: 100 } },
      { ...run(1, 0, 0), buncos: { X: 1 } },
      { ...run(1, 0, 0), extra: true },
      { ...run(1, 0, 0), points: { NS: 1, EW: 2, N: 3 } },
      { ...run(1, 0, 0), points: {} },
      run(2 ** 60, 0, 0),
    ]
    for (const body of bad) {
      expect(await live(1, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { key: 'invalid' } },
      })
    }
    // points by seat in a team night are not this night's
    const seats = await live(1, { round: 1, seq: 1, points: { N: 1 }, buncos: {} })
    expect(seats).toMatchObject({ status: 400 })
    expect(await live(1, run(1, 0, 0, {}, 2))).toMatchObject({
      status: 409,
      body: { error: { key: 'pastRound' } },
    })
    // a wrong code says so before a bad body does
    const wrong = await post(`${status.url}api/t/${'A'.repeat(22)}/live`, {})
    expect(wrong).toMatchObject({ status: 403, body: { error: { key: 'code' } } })
    // an older post arriving late never overwrites a newer one
    expect(await live(2, run(5, 10, 4))).toMatchObject({ body: { kept: true } })
    expect(await live(2, run(4, 9, 4))).toMatchObject({ status: 200, body: { kept: false } })
    expect(await live(2, run(5, 8, 4))).toMatchObject({ status: 200, body: { kept: false } })
    expect(liveRaceOf(ctx.phones, night.id).tables.map((t) => [t.table, t.points])).toEqual([
      [2, { NS: 10, EW: 4 }],
    ])
  })

  it('announces a Bunco only when a seat’s count passes what was said, by the roller’s first name', async () => {
    const { ctx, night, live } = await party()
    const seated = night.current!.plan.tables[0]!.seats
    const nameOf = (id: string): string =>
      night.players.find((p) => p.player === id)!.name.split(' ')[0]!
    await live(1, run(1, 0, 0))
    expect(liveRaceOf(ctx.phones, night.id).buncos).toEqual([])
    await live(1, run(2, 21, 0, { N: 1 }))
    await live(1, run(3, 24, 0, { N: 1 }))
    // an undo lowers the count: nothing said; the same Bunco tapped again is not a new one
    await live(1, run(4, 3, 0, {}))
    await live(1, run(5, 24, 0, { N: 1 }))
    await live(1, run(6, 24, 21, { N: 1, E: 1 }))
    const buncos = liveRaceOf(ctx.phones, night.id).buncos
    expect(buncos.map((b) => [b.table, b.kind])).toEqual([
      [1, 'bunco'],
      [1, 'bunco'],
    ])
    // short names as the phones say them: "Guest 3" twice at a table reads "Guest 3." style
    expect(buncos[0]!.name.startsWith(nameOf(seated.N))).toBe(true)
    expect(buncos[1]!.name.startsWith(nameOf(seated.E))).toBe(true)
    expect(buncos.map((b) => b.id)).toEqual([1, 2])
    // a stale post is no Bunco
    await live(1, run(2, 21, 0, { N: 2 }))
    expect(liveRaceOf(ctx.phones, night.id).buncos).toHaveLength(2)
  })

  it('keeps only the latest Buncos', async () => {
    const { ctx, night, live } = await party()
    for (let n = 1; n <= RECENT_BUNCOS + 3; n++) await live(2, run(n, n, 0, { S: n }))
    const buncos = liveRaceOf(ctx.phones, night.id).buncos
    expect(buncos).toHaveLength(RECENT_BUNCOS)
    expect(buncos.at(-1)!.id).toBe(RECENT_BUNCOS + 3)
    expect(buncos[0]!.id).toBe(4)
  })

  it('is cleared when the round changes and when phones go off', async () => {
    const { ctx, call, night, live, pushes } = await party()
    await live(1, run(1, 21, 3, { W: 1 }))
    expect(liveRaceOf(ctx.phones, night.id).tables).toHaveLength(1)
    const next = await playRound(call, night, createRandom(3))
    expect(next.current!.plan.round).toBe(2)
    expect(liveRaceOf(ctx.phones, night.id)).toEqual({
      nightId: night.id,
      round: null,
      tables: [],
      buncos: [],
    })
    expect(pushes.at(-1)).toEqual({ nightId: night.id, round: null, tables: [], buncos: [] })
    // round 1's phone is now a past round's
    expect(await live(1, run(2, 0, 0))).toMatchObject({ status: 409 })
    expect(await live(1, run(2, 2, 0, {}, 2))).toMatchObject({ status: 200 })
    expect(liveRaceOf(ctx.phones, night.id).round).toBe(2)
    await must<PhonesStatus>(call, 'phones:disable', { nightId: night.id })
    expect(liveRaceOf(ctx.phones, night.id).tables).toEqual([])
    // the host's window reads it through the contract too
    expect(await must<LiveRace>(call, 'phones:live', { nightId: night.id })).toMatchObject({
      tables: [],
    })
  })

  it('pushes at once, then at most once per window, the last change always following', async () => {
    const { ctx, night, pushes } = await party()
    vi.useFakeTimers()
    const code = (await phonesStatus(ctx.phones, night.id)).tables[0]!.code
    const phone = phoneOf(ctx, code)
    pushes.length = 0
    for (let n = 1; n <= 20; n++) postLive(ctx.phones, code, run(n, n, 0), phone)
    // the first went out at once; the others wait for the window's end, as one
    expect(pushes).toHaveLength(1)
    expect(pushes[0]!.tables[0]!.points).toEqual({ NS: 1, EW: 0 })
    vi.advanceTimersByTime(LIVE_PUSH_MS)
    expect(pushes).toHaveLength(2)
    expect(pushes[1]!.tables[0]!.points).toEqual({ NS: 20, EW: 0 })
    // nothing new: nothing pushed
    vi.advanceTimersByTime(LIVE_PUSH_MS * 4)
    expect(pushes).toHaveLength(2)
    // a steady stream of posts: no more than one push per window
    for (let n = 21; n <= 60; n++) {
      postLive(ctx.phones, code, run(n, n, 0), phone)
      vi.advanceTimersByTime(LIVE_PUSH_MS / 10)
    }
    expect(pushes.length).toBeLessThanOrEqual(2 + 40 / 10 + 1)
    vi.advanceTimersByTime(LIVE_PUSH_MS)
    expect(pushes.at(-1)!.tables[0]!.points).toEqual({ NS: 60, EW: 0 })
  })

  it('shows the head table’s bell on a guest’s page too', async () => {
    const { call, night, status } = await party()
    const guest = night.current!.plan.tables[1]!.seats.E
    const link = await must<{ url: string }>(call, 'phones:guestLink', {
      nightId: night.id,
      player: guest,
    })
    const view = `${status.url}api/g/${new URL(link.url).hash.slice(3)}`
    const before = (await (await fetch(view)).json()) as { bell: { bellAt: number | null } }
    expect(before.bell).toEqual({ bells: 0, bellAt: null })
    await must(call, 'timer:bell', {})
    const read = async (url: string): Promise<{ bells: number; bellAt: number | null }> =>
      ((await (await fetch(url)).json()) as { bell: { bells: number; bellAt: number | null } }).bell
    expect(await read(view)).toMatchObject({ bells: 1, bellAt: expect.any(Number) })
    const table = `${status.url}api/t/${status.tables[0]!.code}`
    expect(await read(table)).toMatchObject({ bells: 1, bellAt: expect.any(Number) })
  })

  it('shows only the bell of the round being played, on tables’ and guests’ phones', async () => {
    const { call, night, status } = await party()
    const link = await must<{ url: string }>(call, 'phones:guestLink', {
      nightId: night.id,
      player: night.current!.plan.tables[0]!.seats.S,
    })
    const guest = `${status.url}api/g/${new URL(link.url).hash.slice(3)}`
    const table = `${status.url}api/t/${status.tables[1]!.code}`
    const read = async (url: string): Promise<{ bells: number; bellAt: number | null }> =>
      ((await (await fetch(url)).json()) as { bell: { bells: number; bellAt: number | null } }).bell
    await must(call, 'timer:bell', {})
    expect((await read(table)).bellAt).not.toBeNull()
    // the next round begins: last round's bell is not this one's
    await playRound(call, night, createRandom(5))
    expect(await read(table)).toEqual({ bells: 1, bellAt: null })
    expect(await read(guest)).toEqual({ bells: 1, bellAt: null })
    await must(call, 'timer:bell', {})
    expect((await read(table)).bellAt).toEqual(expect.any(Number))
    expect((await read(guest)).bells).toBe(2)
    expect((await read(guest)).bellAt).toEqual(expect.any(Number))
  })

  it('in individual play, each seat’s points by its player’s name', async () => {
    const { ctx, call } = phonesContext(open)
    const { night, status } = await nightWithPhones(ctx, call, {
      guests: 3,
      seed: 4,
      rules: { ...DEFAULT_RULES, play: 'individual' },
    })
    const phone = await phoneWithPass(status.url!, status.tables[0]!.code)
    // team points are not an individual night's
    expect(await phone.post('tableLive', run(1, 1, 0))).toMatchObject({ status: 400 })
    const got = await phone.post('tableLive', {
      round: 1,
      seq: 1,
      points: { N: 5, E: 0, S: 2, W: 1 },
      buncos: {},
    })
    expect(got).toMatchObject({ status: 200, body: { kept: true } })
    const [row] = liveRaceOf(ctx.phones, night.id).tables
    const seats = night.current!.plan.tables[0]!.seats
    const short = shortOf(night, seats)
    const named = (seat: 'N' | 'E' | 'S' | 'W', n: number): string =>
      seats[seat].startsWith('ghost:') ? String(n) : `${short.get(seats[seat])} ${n}`
    expect(liveScore(row!.points, row!.names)).toBe(
      [named('N', 5), named('E', 0), named('S', 2), named('W', 1)].join(' · '),
    )
  })
})
