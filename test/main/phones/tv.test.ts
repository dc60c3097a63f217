// The TV over the Wi-Fi: one read-only code per night that sees what the projector sees; the
// standings the host hides for the last rounds are never sent; the party's Wi-Fi stays on this
// laptop (a QR code on the TV's page, never in the move file or the log).
import { readFileSync } from 'node:fs'
import { DEFAULT_RULES, createRandom } from '@shared/bunco'
import type { PhonesStatus, WifiStatus } from '@shared/phones/board'
import type { PhoneGuestView, PhoneTvView } from '@shared/phones/views'
import type { NightView } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import { must, playRound } from '../../drivers/night-driver'
import { nightWithPhones, phoneOf } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { createAppLog } from '../../../src/main/log/appLog'
import { privateTexts } from '../../../src/main/log/reportRepo'
import { scrub } from '../../../src/main/log/scrub'
import { shortNames } from '../../../src/main/phones/shortNames'
import { readWifi } from '../../../src/main/phones/wifi'
import { tempFolder } from '../helpers'
import { phonesContext } from './phonesContext'
import { postLive } from '../../../src/main/phones/livePosts'
import { stopServer } from '../../../src/main/phones/serverLifecycle'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, {
    guests: 8,
    seed: 3,
    rules: { ...DEFAULT_RULES, sets: 1 },
  })
  return { ctx, call, night, status }
}

async function get(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const codeOf = (url: string): string => new URL(url).hash.slice(3)

describe('the TV over the Wi-Fi', () => {
  it('reads the projector’s night and nothing else: no codes, no devices, no guest’s own record', async () => {
    const { call, night, status } = await party()
    expect(status.tv?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/#v=[A-Za-z0-9_-]{22}$/)
    expect(status.tv?.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    const tv = codeOf(status.tv!.url)
    const got = await get(`${status.url}api/v/${tv}`)
    expect(got.status).toBe(200)
    const view = got.body as unknown as PhoneTvView
    expect(Object.keys(view).sort()).toEqual(
      [
        'awards',
        'bell',
        'clock',
        'buncos',
        'champions',
        'dieHolders',
        'fundraiser',
        'slides',
        'hidden',
        'notStarted',
        'round',
        'tables',
        'title',
        'top',
        'wifi',
      ].sort(),
    )
    expect(view.round).toMatchObject({ n: 1, total: 6 })
    expect(view.tables.map((t) => t.table)).toEqual([1, 2])
    expect(view.tables[0]!.seats.every((s) => typeof s.name === 'string')).toBe(true)
    expect(view.awards).toBeNull()
    const text = JSON.stringify(view)
    for (const t of status.tables) expect(text).not.toContain(t.code)
    expect(text).not.toContain(tv)
    expect(text).not.toMatch(/"p\d+"|personId|ghost:|device|"record"|"place":\{|"seat":\{/)
    // the same code until the host asks for a new one
    const again = await must<PhonesStatus>(call, 'phones:status', { nightId: night.id })
    expect(again.tv!.url).toBe(status.tv!.url)
  })

  it('follows the live race: a table’s running score and its Buncos, then that its result is in', async () => {
    const { ctx, call, night, status } = await party()
    const tv = codeOf(status.tv!.url)
    const view = async (): Promise<PhoneTvView> =>
      (await get(`${status.url}api/v/${tv}`)).body as unknown as PhoneTvView
    const before = await view()
    expect(before.tables.map((t) => [t.done, t.live])).toEqual([
      [false, null],
      [false, null],
    ])
    expect(before.buncos).toEqual([])
    const table2 = status.tables.find((t) => t.table === 2)!.code
    const east = night.current!.plan.tables[1]!.seats.E
    postLive(
      ctx.phones,
      table2,
      { round: 1, seq: 1, points: { NS: 3, EW: 21 }, buncos: { E: 1 } },
      phoneOf(ctx, table2),
    )
    const racing = await view()
    expect(racing.tables[1]).toMatchObject({ table: 2, done: false, live: '3–21' })
    expect(racing.tables[0]).toMatchObject({ table: 1, done: false, live: null })
    // the name as the table's phone shows it (an initial where two at the table share a first name)
    const seated = Object.values(night.current!.plan.tables[1]!.seats)
    const name = shortNames(seated, new Map(night.players.map((p) => [p.player, p.name]))).get(east)
    expect(racing.buncos).toEqual([{ id: expect.any(Number), table: 2, name, kind: 'bunco' }])
    await must(call, 'night:recordResult', {
      nightId: night.id,
      round: 1,
      result: { table: 2, winner: 'EW' },
    })
    const done = await view()
    expect(done.tables.map((t) => t.done)).toEqual([false, true])
  })

  it('can never send a result, nor read a table’s or a guest’s page; a new code revokes it', async () => {
    const { call, night, status } = await party()
    const tv = codeOf(status.tv!.url)
    const result = { key: 'tv-try-0001', round: 1, winner: 'NS' }
    const sent = await get(`${status.url}api/t/${tv}/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(result),
    })
    expect(sent).toMatchObject({ status: 403, body: { error: { key: 'code' } } })
    expect((await get(`${status.url}api/t/${tv}`)).status).toBe(403)
    expect((await get(`${status.url}api/g/${tv}`)).status).toBe(403)
    // nothing on the TV's routes takes a body
    const posted = await fetch(`${status.url}api/v/${tv}`, { method: 'POST', body: '{}' })
    expect(posted.status).toBe(404)
    // a table's or a guest's code opens no TV page
    expect((await get(`${status.url}api/v/${status.tables[0]!.code}`)).status).toBe(403)
    const view = await must<NightView>(call, 'night:get', { nightId: night.id })
    expect(view.current!.results).toEqual([])
    const renewed = await must<PhonesStatus>(call, 'phones:reissueTv', { nightId: night.id })
    expect(renewed.tv!.url).not.toBe(status.tv!.url)
    expect(await get(`${status.url}api/v/${tv}`)).toMatchObject({
      status: 403,
      body: { error: { key: 'revoked' } },
    })
    expect((await get(`${status.url}api/v/${codeOf(renewed.tv!.url)}`)).status).toBe(200)
  })

  it('hides the standings for the last round on the TV and the guests’ pages, and the awards reveal them', async () => {
    const { call, night, status } = await party()
    const tv = `${status.url}api/v/${codeOf(status.tv!.url)}`
    const player = night.current!.plan.tables[0]!.seats.N
    const link = await must<{ url: string }>(call, 'phones:guestLink', {
      nightId: night.id,
      player,
    })
    const guest = `${status.url}api/g/${codeOf(link.url)}`
    const set = await must<PhonesStatus>(call, 'phones:setHideRounds', {
      nightId: night.id,
      rounds: 1,
    })
    expect(set.hideRounds).toBe(1)
    expect(await must(call, 'phones:hideRounds', { nightId: night.id })).toBe(1)
    const random = createRandom(9)
    let view = night
    for (let round = 1; round <= 4; round++) view = await playRound(call, view, random)
    // round 5 of 6: still shown
    const shown = (await get(tv)).body as unknown as PhoneTvView
    expect(shown).toMatchObject({ hidden: false, round: { n: 5 } })
    expect(shown.top.length).toBe(5)
    view = await playRound(call, view, random)
    // round 6, the last: hidden, and not sent at all
    const tvHidden = (await get(tv)).body as unknown as PhoneTvView
    expect(tvHidden).toMatchObject({ hidden: true, top: [], round: { n: 6 } })
    expect(JSON.stringify(tvHidden)).not.toMatch(/wins|place/)
    const guestHidden = (await get(guest)).body as unknown as PhoneGuestView
    expect(guestHidden).toMatchObject({ hidden: true, top: [], place: null })
    // the awards reveal them; the tables' codes are over, the TV and the guest still read
    await must(call, 'night:recordResults', {
      nightId: night.id,
      round: 6,
      results: view.current!.plan.tables.map((t) => ({ table: t.table, winner: 'NS' })),
    })
    // the host closes the last round first, as the results tab offers: the TV and the guest
    // still read (no round, the standings still hidden) until the prizes
    await must(call, 'night:commitRound', { nightId: night.id, round: 6 })
    const closed = await get(tv)
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ round: null, hidden: true, top: [], awards: null })
    expect((await get(guest)).status).toBe(200)
    await must(call, 'night:finish', { nightId: night.id })
    const ended = (await get(tv)).body as unknown as PhoneTvView
    expect(ended).toMatchObject({ hidden: false, round: null })
    expect(ended.top.length).toBe(5)
    // guests 1 to 8 all share the first name "Guest": the top five tell them apart by an
    // initial, as the tables do (it showed "Guest" five times)
    expect(ended.top.map((r) => r.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Guest \d\.$/)]),
    )
    expect(new Set(ended.top.map((r) => r.name)).size).toBe(5)
    expect(ended.awards?.length).toBeGreaterThan(0)
    expect(ended.tables).toEqual([])
    const guestEnded = (await get(guest)).body as unknown as PhoneGuestView
    expect(guestEnded.hidden).toBe(false)
    expect(guestEnded.place).not.toBeNull()
    expect(await get(`${status.url}api/t/${status.tables[0]!.code}`)).toMatchObject({
      status: 410,
      body: { error: { key: 'over' } },
    })
  })

  it('shows the party’s Wi-Fi as a QR code; its password stays out of the move file and the log', async () => {
    const { ctx, call, status } = await party()
    const password = 'Sesame;ouvre:toi'
    const wifi = await must<WifiStatus>(call, 'phones:setWifi', { name: 'Maison', password })
    expect(wifi).toMatchObject({ name: 'Maison', hasPassword: true })
    expect(wifi.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(JSON.stringify(wifi)).not.toContain(password)
    const view = (await get(`${status.url}api/v/${codeOf(status.tv!.url)}`))
      .body as unknown as PhoneTvView
    expect(view.wifi).toEqual({ name: 'Maison', qr: wifi.qr })
    // the move file: settings and nights travel, this laptop's state does not
    const file = await must<{ content: string }>(call, 'transfer:exportAll', {})
    expect(file.content).not.toContain('Sésame')
    expect(file.content).not.toContain('Maison')
    expect(JSON.stringify(await must(call, 'settings:get', {}))).not.toContain('Sésame')
    // the log: a line that carried it is scrubbed before it is written
    const line = scrub(`joined with ${password} today`, privateTexts(ctx.db))
    expect(line).not.toContain('Sésame')
    const log = createAppLog({
      dataFolder: tempFolder(),
      privateTexts: () => privateTexts(ctx.db),
      console: false,
    })
    log.error('test', new Error(`wifi ${password}`))
    log.warn('test', `wifi ${password}`)
    const logged = readFileSync(log.file, 'utf8')
    expect(logged).toContain('wifi')
    expect(logged).not.toContain('Sésame')
    // a new name with the password field left empty (null) keeps the password kept
    const renamed = await must<WifiStatus>(call, 'phones:setWifi', {
      name: 'Maison 2',
      password: null,
    })
    expect(renamed).toMatchObject({ name: 'Maison 2', hasPassword: true })
    expect(readWifi(ctx.db)).toEqual({ name: 'Maison 2', password })
    // an empty name forgets it
    const gone = await must<WifiStatus>(call, 'phones:setWifi', { name: '', password: '' })
    expect(gone).toEqual({ name: '', hasPassword: false, qr: null })
  })
})
