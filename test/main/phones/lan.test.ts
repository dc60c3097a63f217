// The table phones' server over a real SQLite store and a real HTTP socket on 127.0.0.1.
import { createServer } from 'node:net'
import type { TableResult } from '@shared/bunco'
import type { PhonesStatus } from '@shared/phones/board'
import type { PhoneTableView } from '@shared/phones/views'
import type { HistoryEntry, NightView } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import { addPeople, must, startNight, type Call } from '../../drivers/night-driver'
import { nightWithPhones, phonesOn } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { PHONE_LIMITS } from '../../../src/main/phones/serverLimits'
import { PASS_HEADER, phonePath } from '@shared/phones/protocol'
import { snapshot } from '../night/helpers'
import { phonesContext } from './phonesContext'
import { phonesStatus } from '../../../src/main/phones/phonesStatus'
import { disablePhones, enablePhones, stopServer } from '../../../src/main/phones/serverLifecycle'
import { guestCode } from '../../../src/main/phones/tableCodes'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

/** What the phones' server answers, loosely: a view, an outcome or an error. */
type Reply = Record<string, unknown> & {
  status?: string
  error?: { key: string; detail: string | null }
}

async function partyWithPhones(mode: 'trust' | 'confirm' = 'trust') {
  const { ctx, call } = phonesContext(open)
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 21, mode })
  return { ctx, call, night, status }
}

/** The host types a table's round-1 result on the laptop. */
function hostTypes(call: Call, nightId: number, result: TableResult): Promise<unknown> {
  return must(call, 'night:recordResult', { nightId, round: 1, result })
}

async function http(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Reply; headers: Headers }> {
  const res = await fetch(url, init)
  const text = await res.text()
  let body = {} as Reply
  try {
    body = JSON.parse(text) as Reply
  } catch {
    // not JSON (a page or nothing)
  }
  return { status: res.status, body, headers: res.headers }
}

// one phone per table code in these tests, with its own pass (asked for once, as the page does)
const passes = new Map<string, string | null>()
async function passFor(url: string): Promise<string | null> {
  const at = /^(.*)\/api\/t\/([^/]+)\//.exec(url)
  if (!at) return null
  const [, origin, code] = at as unknown as [string, string, string]
  if (!passes.has(code)) {
    const got = await http(`${origin}${phonePath('tablePass', code)}`, { method: 'POST' })
    passes.set(code, got.status === 200 ? String(got.body['pass']) : null)
  }
  return passes.get(code) ?? null
}

async function post(
  url: string,
  body: unknown,
  lang = 'en',
): Promise<{ status: number; body: Reply }> {
  const pass = await passFor(url)
  return http(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-bunco-lang': lang,
      ...(pass ? { [PASS_HEADER]: pass } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const api = (status: PhonesStatus, code: string, path = ''): string =>
  `${status.url}api/t/${code}${path}`

describe('table phones', () => {
  it('is off until switched on, then serves each table its seating by first names only', async () => {
    const { ctx, night, status } = await partyWithPhones()
    expect(status.enabled).toBe(true)
    expect(status.tables.map((t) => t.table)).toEqual([1, 2, 3])
    expect(status.tables[0]!.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(status.tables[0]!.url).toBe(`${status.url}p/#t=${status.tables[0]!.code}`)
    const table2 = status.tables[1]!
    const got = await http(api(status, table2.code))
    expect(got.status).toBe(200)
    const view = got.body as unknown as PhoneTableView
    expect(view.table).toBe(2)
    expect(view.round).toMatchObject({ n: 1, face: 1, total: 24 })
    expect(view.seats.map((s) => s.name)).toEqual(
      ['N', 'E', 'S', 'W'].map((seat) => {
        const id = night.current!.plan.tables[1]!.seats[seat as 'N']
        // all are "Guest n": two at a table with one first name get the next word's initial
        const [first, rest] = night.players.find((p) => p.player === id)!.name.split(' ')
        return `${first} ${rest![0]}.`
      }),
    )
    // nothing of the store's own ids or of other tables reaches a phone
    expect(JSON.stringify(got.body)).not.toMatch(/"p\d+"|personId|ghost:/)
    expect(got.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(got.headers.get('x-content-type-options')).toBe('nosniff')
    expect(got.headers.get('cache-control')).toBe('no-store')
    await disablePhones(ctx.phones, night.id)
    await expect(fetch(api(status, table2.code))).rejects.toThrow()
  })

  it('gives a guest of the night their own read-only page, and nobody else one', async () => {
    const { call, night } = await partyWithPhones()
    const guest = night.current!.plan.tables[0]!.seats.N
    const link = await must<{ url: string; qr: string } | null>(call, 'phones:guestLink', {
      nightId: night.id,
      player: guest,
    })
    expect(link!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/#g=[A-Za-z0-9_-]{22}$/)
    expect(link!.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    // the same guest gets the same code again; the page shows their seat, not their id
    const again = await must<{ url: string }>(call, 'phones:guestLink', {
      nightId: night.id,
      player: guest,
    })
    expect(again.url).toBe(link!.url)
    const code = new URL(link!.url).hash.slice(3)
    const got = await http(`${new URL(link!.url).origin}/api/g/${code}`)
    expect(got.status).toBe(200)
    // before any round is played there is no place to say
    expect(got.body).toMatchObject({ seat: { table: 1, seat: 'N' }, place: null })
    expect(JSON.stringify(got.body)).not.toMatch(/"p\d+"|personId|ghost:/)
    // a guest code opens no table's page, and a table's no guest's
    expect((await http(`${new URL(link!.url).origin}/api/t/${code}`)).status).toBe(403)
    // not a guest of this night: nothing
    expect(await must(call, 'phones:guestLink', { nightId: night.id, player: 'p999' })).toBeNull()
    await must(call, 'phones:disable', { nightId: night.id })
    expect(await must(call, 'phones:guestLink', { nightId: night.id, player: guest })).toBeNull()
  })

  it('trust mode: a result counts at once, marked as from the phone, and a resend counts once', async () => {
    const { call, night, status } = await partyWithPhones('trust')
    const code = status.tables[1]!.code
    const body = {
      key: 'k-0001-aaaa',
      round: 1,
      winner: 'EW',
      points: { NS: 12, EW: 21 },
      buncos: { E: 1 },
    }
    const first = await post(api(status, code, '/result'), body)
    expect(first.body).toEqual({ status: 'applied', flagged: false, repeated: false })
    const again = await post(api(status, code, '/result'), body)
    expect(again.body).toEqual({ status: 'applied', flagged: false, repeated: true })
    const view = await must<NightView>(call, 'night:get', { nightId: night.id })
    const e = night.current!.plan.tables[1]!.seats.E
    expect(view.current!.results).toEqual([
      { table: 2, winner: 'EW', points: { NS: 12, EW: 21 }, buncos: { [e]: 1 } },
    ])
    const history = await must<HistoryEntry[]>(call, 'night:history', { nightId: night.id })
    expect(history.filter((h) => h.type === 'result')).toHaveLength(1)
    expect(history[0]!.source).toBe('table:2')
  })

  it('confirm mode waits for the host; a second result replaces the waiting one and is flagged', async () => {
    const { ctx, call, night, status } = await partyWithPhones('confirm')
    const code = status.tables[0]!.code
    const one = await post(api(status, code, '/result'), {
      key: 'first-key-1',
      round: 1,
      winner: 'NS',
    })
    expect(one.body.status).toBe('waiting')
    const two = await post(api(status, code, '/result'), {
      key: 'second-key',
      round: 1,
      winner: 'EW',
    })
    expect(two.body).toMatchObject({ status: 'waiting', flagged: true })
    let board = await phonesStatus(ctx.phones, night.id)
    expect(board.waiting).toBe(1)
    expect(board.tables[0]!.sent).toMatchObject({
      status: 'waiting',
      flagged: true,
      result: { winner: 'EW' },
    })
    expect(
      (await must<NightView>(call, 'night:get', { nightId: night.id })).current!.results,
    ).toEqual([])
    board = await must<PhonesStatus>(call, 'phones:accept', {
      nightId: night.id,
      id: board.tables[0]!.sent!.id,
    })
    expect(board.tables[0]!.sent!.status).toBe('accepted')
    expect(
      (await must<NightView>(call, 'night:get', { nightId: night.id })).current!.results,
    ).toEqual([{ table: 1, winner: 'EW' }])
  })

  it('the host’s own entry wins over a phone’s', async () => {
    const { call, night, status } = await partyWithPhones('trust')
    await hostTypes(call, night.id, { table: 3, winner: 'NS' })
    const sent = await post(api(status, status.tables[2]!.code, '/result'), {
      key: 'phone-late',
      round: 1,
      winner: 'EW',
    })
    expect(sent.body.status).toBe('held')
    const view = await must<NightView>(call, 'night:get', { nightId: night.id })
    expect(view.current!.results).toEqual([{ table: 3, winner: 'NS' }])
  })

  it('refuses, in plain words and changing nothing: wrong codes, a revoked code, a past round, bad bodies', async () => {
    const { ctx, call, night, status } = await partyWithPhones('trust')
    const code = status.tables[0]!.code
    const before = snapshot(ctx)
    expect((await http(api(status, 'A'.repeat(22)))).status).toBe(403)
    expect((await http(api(status, 'nonsense'))).status).toBe(403)
    const past = await post(api(status, code, '/result'), {
      key: 'past-round',
      round: 2,
      winner: 'NS',
    })
    expect(past).toMatchObject({ status: 409, body: { error: { key: 'pastRound' } } })
    const bad = await post(api(status, code, '/result'), {
      key: 'bad-body-1',
      round: 1,
      winner: 'XX',
    })
    expect(bad).toMatchObject({ status: 400, body: { error: { key: 'invalid' } } })
    const malformed = await post(api(status, code, '/result'), '{"key":')
    expect(malformed.status).toBe(400)
    const big = await post(api(status, code, '/result'), {
      key: 'big-body-1',
      pad: 'x'.repeat(20_000),
    })
    expect(big).toMatchObject({ status: 413 })
    const tie = await post(
      api(status, code, '/result'),
      { key: 'tie-no-rolloff', round: 1, winner: 'NS', points: { NS: 21, EW: 21 } },
      'fr',
    )
    expect(tie.status).toBe(422)
    expect(tie.body.error?.detail).toMatch(/égalité|départage/i)
    expect((await http(`${status.url}p/../../package.json`)).status).toBe(404)
    expect((await http(`${status.url}api/`)).status).toBe(404)
    expect(snapshot(ctx)).toBe(before)
    await must(call, 'phones:revoke', { nightId: night.id, table: 1 })
    const revoked = await http(api(status, code))
    expect(revoked).toMatchObject({ status: 403, body: { error: { key: 'revoked' } } })
    const fresh = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(fresh.tables[0]!.code).not.toBe(code)
    expect((await http(api(status, fresh.tables[0]!.code))).status).toBe(200)
  })

  it('tells a live phone of every change to what it shows (not of other tables’), and closes it when its code dies with the night', async () => {
    const { call, night, status } = await partyWithPhones('trust')
    const code = status.tables[0]!.code
    const controller = new AbortController()
    const res = await fetch(api(status, code, '/events'), { signal: controller.signal })
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reader = res.body!.getReader()
    const heard: string[] = []
    const listen = (async () => {
      const decoder = new TextDecoder()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        heard.push(...[...decoder.decode(value).matchAll(/event: (\w+)/g)].map((m) => m[1]!))
      }
    })()
    await new Promise((r) => setTimeout(r, 100))
    const told = (): number => heard.filter((e) => e === 'changed').length
    expect(told()).toBe(1)
    // another table's result leaves this table's phone as it was: it is not told to read again
    await hostTypes(call, night.id, { table: 2, winner: 'NS' })
    await new Promise((r) => setTimeout(r, 200))
    expect(told()).toBe(1)
    // its own table's result changes what it shows
    await hostTypes(call, night.id, { table: 1, winner: 'NS' })
    await expect.poll(told).toBe(2)
    const board = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(board.tables[0]!.phones).toBe(1)
    await must(call, 'night:finish', { nightId: night.id }).catch(() => undefined)
    await must(call, 'night:recordResults', {
      nightId: night.id,
      round: 1,
      results: [
        { table: 1, winner: 'NS' },
        { table: 3, winner: 'EW' },
      ],
    })
    await must(call, 'night:commitRound', { nightId: night.id, round: 1 })
    await must(call, 'night:finish', { nightId: night.id })
    await listen
    expect(heard.at(-1)).toBe('over')
    controller.abort()
    // the server stays for the TV's and guests' pages (the awards); no table has a code now
    const after = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(after.tables).toEqual([])
  })

  it('tells a guest’s page once for a burst of results, when its view changed', async () => {
    const { ctx, call, night, status } = await partyWithPhones('trust')
    const player = night.current!.plan.tables[0]!.seats.N
    const code = guestCode(ctx.phones, night.id, player)!
    const controller = new AbortController()
    const res = await fetch(`${status.url}api/g/${code}/events`, { signal: controller.signal })
    const reader = res.body!.getReader()
    const heard: string[] = []
    void (async () => {
      const decoder = new TextDecoder()
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) break
        heard.push(...[...decoder.decode(value).matchAll(/event: (\w+)/g)].map((m) => m[1]!))
      }
    })()
    const told = (): number => heard.filter((e) => e === 'changed').length
    await expect.poll(told).toBe(1)
    // results entered change nothing a guest sees until the round is closed: not told
    for (const table of [1, 2, 3]) await hostTypes(call, night.id, { table, winner: 'NS' })
    await new Promise((r) => setTimeout(r, PHONE_LIMITS.guestCoalesceMs + 200))
    expect(told()).toBe(1)
    // the round closed, then a change of details, in one gathering window: told once
    await must(call, 'night:commitRound', { nightId: night.id, round: 1 })
    await must(call, 'night:setDetails', {
      nightId: night.id,
      title: 'Renamed',
      date: night.details.date,
      venue: night.details.venue,
    })
    await expect.poll(told).toBe(2)
    await new Promise((r) => setTimeout(r, PHONE_LIMITS.guestCoalesceMs + 200))
    expect(told()).toBe(2)
    controller.abort()
  })

  it('a port another app holds: the next free one when none was named, a clear refusal when one was', async () => {
    const { ctx, call, night, status } = await partyWithPhones('trust')
    await must(call, 'phones:disable', { nightId: night.id })
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(status.port!, '127.0.0.1', done))
    try {
      await expect(
        enablePhones(ctx.phones, night.id, '127.0.0.1', status.port!),
      ).rejects.toMatchObject({
        messageKey: 'phones.errors.cannotListen',
        params: { port: status.port, code: 'EADDRINUSE' },
      })
      expect((await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })).enabled).toBe(
        false,
      )
      // the host's switch names no port: the night's port is busy, so a near one is taken
      const on = await must<PhonesStatus>(call, 'phones:enable', {
        nightId: night.id,
        address: '127.0.0.1',
      })
      expect(on.enabled).toBe(true)
      expect(on.port).toBeGreaterThan(status.port!)
      expect(on.port).toBeLessThan(status.port! + 10)
      expect((await http(api(on, on.tables[0]!.code))).status).toBe(200)
    } finally {
      await new Promise((done) => blocker.close(done))
    }
  })

  it('switching phones off ends their streams without "over": they come back when switched on', async () => {
    const { ctx, call, night, status } = await partyWithPhones('trust')
    const code = status.tables[1]!.code
    const res = await fetch(api(status, code, '/events'))
    const text = res.text()
    await new Promise((r) => setTimeout(r, 100))
    await must(call, 'phones:disable', { nightId: night.id })
    const events = [...(await text).matchAll(/event: (\w+)/g)].map((m) => m[1])
    expect(events).not.toContain('over')
    // on again, on the same port: the same code works
    const again = await phonesOn(ctx, night.id, status.port!)
    expect(again.url).toBe(status.url)
    // (this client may first try a socket the old server closed, as a phone's browser would)
    await expect
      .poll(() =>
        http(api(again, code)).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200)
  })

  it('a phone result the host undid is said as changed, on the phone and on the board', async () => {
    const { call, night, status } = await partyWithPhones('trust')
    const code = status.tables[2]!.code
    const sent = await post(api(status, code, '/result'), {
      key: 'undo-me-1',
      round: 1,
      winner: 'NS',
    })
    expect(sent.body.status).toBe('applied')
    expect((await http(api(status, code))).body.sent).toMatchObject({ status: 'applied' })
    await must(call, 'night:undo', { nightId: night.id })
    expect((await http(api(status, code))).body.sent).toMatchObject({ status: 'overridden' })
    const board = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(board.tables[2]!.sent!.status).toBe('overridden')
  })

  it('after the host typed a table, a second phone result replaces the first held one', async () => {
    const { call, night, status } = await partyWithPhones('trust')
    await hostTypes(call, night.id, { table: 1, winner: 'NS' })
    const code = status.tables[0]!.code
    const one = await post(api(status, code, '/result'), {
      key: 'held-one-1',
      round: 1,
      winner: 'EW',
    })
    expect(one.body).toMatchObject({ status: 'held', flagged: false })
    const two = await post(api(status, code, '/result'), {
      key: 'held-two-2',
      round: 1,
      winner: 'EW',
      buncos: { E: 1 },
    })
    expect(two.body).toMatchObject({ status: 'held', flagged: true })
    const board = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(board.waiting).toBe(1)
    await must(call, 'phones:decline', { nightId: night.id, id: board.tables[0]!.sent!.id })
    expect((await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })).waiting).toBe(0)
  })

  it('a phone result the same as the host typed needs no click: it shows as confirmed', async () => {
    const { ctx, call, night, status } = await partyWithPhones('confirm')
    await hostTypes(call, night.id, { table: 1, winner: 'NS', buncos: {} })
    const code = status.tables[0]!.code
    const wrong = await post(api(status, code, '/result'), {
      key: 'same-as-host-0',
      round: 1,
      winner: 'EW',
    })
    expect(wrong.body.status).toBe('held')
    const events = () => ctx.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }
    const before = events()
    const same = await post(api(status, code, '/result'), {
      key: 'same-as-host-1',
      round: 1,
      winner: 'NS',
      buncos: { N: 0 },
    })
    expect(same.body).toMatchObject({ status: 'accepted', flagged: true })
    // nothing new in the night, nothing waits, and the phone's page says the host has it
    expect(events()).toEqual(before)
    const board = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(board.waiting).toBe(0)
    expect(board.tables[0]!.sent!.status).toBe('accepted')
    const page = await http(api(status, code))
    expect((page.body as unknown as PhoneTableView).sent).toMatchObject({ status: 'accepted' })
    // the host corrects it afterwards: the phone's result is no longer the one counted
    await hostTypes(call, night.id, { table: 1, winner: 'EW' })
    const after = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(after.tables[0]!.sent!.status).toBe('overridden')
  })

  it('phones switched on for another night: this night’s phones hear "paused", not "over"', async () => {
    const { ctx, call, status } = await partyWithPhones('trust')
    const ids = await addPeople(call, 8)
    const other = await startNight(call, ids, { seed: 5 })
    await enablePhones(ctx.phones, other.id, '127.0.0.1', status.port!)
    const got = await http(api(status, status.tables[0]!.code))
    expect(got).toMatchObject({ status: 503, body: { error: { key: 'paused' } } })
  })

  it('a phone result held behind the host’s entry waits for a click once the host undoes it', async () => {
    const { call, night, status } = await partyWithPhones('trust')
    await hostTypes(call, night.id, { table: 1, winner: 'NS' })
    const code = status.tables[0]!.code
    const sent = await post(api(status, code, '/result'), {
      key: 'held-undo-1',
      round: 1,
      winner: 'EW',
    })
    expect(sent.body.status).toBe('held')
    await must(call, 'night:undo', { nightId: night.id })
    const board = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(board.tables[0]!.sent!.status).toBe('waiting')
    expect(board.waiting).toBe(1)
    const page = (await http(api(status, code))).body as unknown as PhoneTableView
    expect(page.sent!.status).toBe('waiting')
    // nothing entered by itself, even in trust mode: the host takes it with a click
    expect(
      (await must<NightView>(call, 'night:get', { nightId: night.id })).current!.results,
    ).toEqual([])
  })

  it('after a phone matched the host’s entry, a different phone result still waits behind it', async () => {
    const { call, night, status } = await partyWithPhones('trust')
    await hostTypes(call, night.id, { table: 2, winner: 'EW' })
    const code = status.tables[1]!.code
    const same = await post(api(status, code, '/result'), {
      key: 'match-first-1',
      round: 1,
      winner: 'EW',
    })
    expect(same.body.status).toBe('accepted')
    const other = await post(api(status, code, '/result'), {
      key: 'match-after-2',
      round: 1,
      winner: 'NS',
    })
    expect(other.body).toMatchObject({ status: 'held', flagged: true })
    const view = await must<NightView>(call, 'night:get', { nightId: night.id })
    expect(view.current!.results).toEqual([{ table: 2, winner: 'EW' }])
    expect((await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })).waiting).toBe(1)
  })

  it('the host undoes the entry a phone matched: that phone result waits for a click again', async () => {
    const { call, night, status } = await partyWithPhones('confirm')
    await hostTypes(call, night.id, { table: 3, winner: 'NS', points: { NS: 21, EW: 9 } })
    const code = status.tables[2]!.code
    const same = await post(api(status, code, '/result'), {
      key: 'match-undo-1',
      round: 1,
      winner: 'NS',
      points: { NS: 21, EW: 9 },
    })
    expect(same.body.status).toBe('accepted')
    await must(call, 'night:undo', { nightId: night.id })
    let board = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(board.waiting).toBe(1)
    expect(board.tables[2]!.sent!.status).toBe('waiting')
    expect(((await http(api(status, code))).body as unknown as PhoneTableView).sent!.status).toBe(
      'waiting',
    )
    board = await must<PhonesStatus>(call, 'phones:accept', {
      nightId: night.id,
      id: board.tables[2]!.sent!.id,
    })
    expect(board.tables[2]!.sent!.status).toBe('accepted')
    expect(board.waiting).toBe(0)
    const view = await must<NightView>(call, 'night:get', { nightId: night.id })
    expect(view.current!.results).toEqual([{ table: 3, winner: 'NS', points: { NS: 21, EW: 9 } }])
  })
})
