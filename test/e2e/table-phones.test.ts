// Table phones on party night: 12 guests, three tables, a phone at each (Pixel 7 and iPhone 13
// viewports with touch) on the LAN server at 127.0.0.1, six rounds sent from the phones in trust
// and in confirm mode, a tie and its roll-off, a Bunco, a conflicting second result, the moves
// checked against the engine, a code replaced mid-night, and the app's process killed mid-round.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEATS, rankPlayers, tally, type Seat } from '@shared/bunco'
import type { NightView, Standing } from '@shared/views'
import { devices, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type Bridge } from './bridge'
import { startBridgeChild, type BridgeChild } from './bridgeChild'
import { closeParty, partyRoom, switchPhonesOn, type PartyRoom } from './partyRoom'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall, smallestTarget, smallestText } from './pageHelpers'

const run = e2eAvailable()
const NAMES = [
  'Ann Lee',
  'Bea Moss',
  'Cal Diaz',
  'Dot Reyes',
  'Eve Stone',
  'Fay Wong',
  'Gus Park',
  'Hal Berg',
  'Ida Cruz',
  'Jon Fox',
  'Kim Ito',
  'Lou Vega',
]
const first = (name: string): string => name.split(' ')[0]!

describe.runIf(run)('table phones on party night', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-phones-'))
  let bridge: BridgeChild
  let hostPage: Page
  let phonesBrowser: Browser
  const phones: Page[] = []
  let nightId = 0
  const problems: string[] = []

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: join(outputFolder(), `${name}.png`), fullPage: true })
  }
  const view = (): Promise<NightView> => pageCall<NightView>(hostPage, 'night:get', { nightId })
  const nameOf = (v: NightView, id: string): string =>
    v.players.find((p) => p.player === id)?.name ?? id

  async function phoneLinks(): Promise<string[]> {
    await hostPage.getByTestId('tab-phones').click()
    await hostPage.getByTestId('tables-in').waitFor()
    const links: string[] = []
    for (const table of [1, 2, 3]) {
      links.push((await hostPage.getByTestId(`phone-link-${table}`).textContent())!.trim())
    }
    return links
  }

  async function openPhone(url: string, device: 'Pixel 7' | 'iPhone 13', locale: string) {
    const context = await phonesBrowser.newContext({ ...devices[device], locale })
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${device}: ${m.text()}`)
    })
    page.on('pageerror', (e) => problems.push(`${device}: ${e.message}`))
    await page.goto(url)
    await page.getByTestId('seat-N').waitFor()
    return page
  }

  /** Opens the phone's points and counts section, as a player does before typing points. */
  async function openDetails(phone: Page): Promise<void> {
    const more = phone.getByTestId('more')
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.tap()
    await phone.getByTestId('points-NS').waitFor()
  }

  /** What a table's players do on their phone: winner, points typed, Buncos, roll-off, send. */
  async function sendFromPhone(
    phone: Page,
    result: {
      round: number
      winner: 'NS' | 'EW'
      points: [number, number]
      buncos?: Partial<Record<Seat, number>>
      rollOff?: boolean
    },
  ): Promise<void> {
    await expect
      .poll(() => phone.getByTestId('round').textContent())
      .toContain(`Round ${result.round} of`)
    await phone.getByTestId(`winner-${result.winner}`).tap()
    await openDetails(phone)
    await phone.getByTestId('points-NS').tap()
    await phone.getByTestId('points-NS').pressSequentially(String(result.points[0]))
    await phone.getByTestId('points-EW').tap()
    await phone.getByTestId('points-EW').pressSequentially(String(result.points[1]))
    for (const [seat, n] of Object.entries(result.buncos ?? {})) {
      for (let i = 0; i < n; i++) await phone.getByTestId(`buncos-${seat}-more`).tap()
    }
    if (result.rollOff) await phone.getByTestId('rolloff').tap()
    await phone.getByTestId('send').tap()
  }

  const sentText = (phone: Page): Promise<string | null> =>
    phone.getByTestId('sent').textContent({ timeout: 10_000 })

  // the host picks a guest and reads their link once the caption names that guest
  async function showGuest(name: string): Promise<string> {
    await hostPage.getByTestId('guest-pick').selectOption({ label: name })
    const qr = hostPage.getByTestId('guest-qr')
    await expect.poll(() => qr.locator('strong').textContent()).toContain(name)
    return (await qr.getByTestId('guest-link').textContent())!.trim()
  }

  async function nextRound(): Promise<void> {
    await hostPage.getByTestId('tab-entry').click()
    await hostPage.getByTestId('next-round').click()
  }

  // each player of the table's last round: where the engine's new plan seats them
  async function expectMoves(phone: Page, table: number, before: NightView): Promise<void> {
    const after = await view()
    const previous = before.current!.plan.tables.find((t) => t.table === table)!
    const expected: string[] = []
    for (const seat of SEATS) {
      const id = previous.seats[seat]
      if (id.startsWith('ghost:')) continue
      for (const t of after.current!.plan.tables) {
        const at = SEATS.find((s) => t.seats[s] === id)
        if (at) {
          const seatWord = { N: 'North', E: 'East', S: 'South', W: 'West' }[at]
          expected.push(`${first(nameOf(after, id))} → table ${t.table}, ${seatWord}`)
        }
      }
    }
    await expect
      .poll(() => phone.getByTestId('move').allTextContents(), { timeout: 10_000 })
      .toEqual(expected)
  }

  let room: PartyRoom | undefined
  beforeAll(async () => {
    room = await partyRoom(dataFolder, {
      names: NAMES,
      title: 'Phones night',
      date: '2026-12-05',
      seed: 13,
    })
    ;({ bridge, hostPage, nightId, devices: phonesBrowser } = room)
  }, 90_000)

  afterAll(async () => {
    // the bridge is restarted during the file: the one running now is not room's first child
    bridge?.child.kill('SIGKILL')
    await closeParty(room, dataFolder)
  })

  it('the host switches phones on and each table scans its code', async () => {
    await switchPhonesOn(hostPage)
    const links = await phoneLinks()
    phones.push(await openPhone(links[0]!, 'Pixel 7', 'en-US'))
    phones.push(await openPhone(links[1]!, 'iPhone 13', 'en-GB'))
    phones.push(await openPhone(links[2]!, 'Pixel 7', 'en-US'))
    const v = await view()
    for (const [i, phone] of phones.entries()) {
      const table = v.current!.plan.tables[i]!
      for (const seat of SEATS) {
        expect(await phone.getByTestId(`seat-${seat}`).locator('strong').textContent()).toBe(
          first(nameOf(v, table.seats[seat])),
        )
      }
      await expect.poll(() => phone.getByTestId('live').textContent()).toBe('Live')
    }
    await expect.poll(() => hostPage.getByTestId('board-2').textContent()).toContain('1 phone')
    await shot(phones[0]!, 'phones-table-en-light')
    await shot(hostPage, 'phones-host-board-en')
    expect(await axeFindings(hostPage)).toEqual([])
  })

  it('round 1 in trust mode: each table counts at once, a Bunco to the right player', async () => {
    const before = await view()
    await sendFromPhone(phones[0]!, { round: 1, winner: 'NS', points: [21, 14], buncos: { E: 1 } })
    await sendFromPhone(phones[1]!, { round: 1, winner: 'EW', points: [9, 17] })
    await sendFromPhone(phones[2]!, { round: 1, winner: 'NS', points: [15, 11] })
    for (const phone of phones) expect(await sentText(phone)).toBe('Counted. Thank you!')
    // each table reads back what counts for it, winners' points first
    await expect
      .poll(() => phones[1]!.getByTestId('counted').textContent())
      .toMatch(/^Counted for this table: \S+ & \S+ won 17–9$/)
    const v = await view()
    const results = v.current!.results
    expect(results.map((r) => [r.table, r.winner, r.points])).toEqual([
      [1, 'NS', { NS: 21, EW: 14 }],
      [2, 'EW', { NS: 9, EW: 17 }],
      [3, 'NS', { NS: 15, EW: 11 }],
    ])
    // the Bunco of table 1's East seat is that player's
    const east = before.current!.plan.tables[0]!.seats.E
    expect(results[0]!.buncos).toEqual({ [east]: 1 })
    // the host sees each table in, marked as from its phone in the history
    await expect
      .poll(() => hostPage.getByTestId('board-3').locator('.state.applied').count())
      .toBe(1)
    await hostPage.getByTestId('tab-history').click()
    await expect
      .poll(() => hostPage.getByTestId('history-source').allTextContents())
      .toEqual(['from table 3’s phone', 'from table 2’s phone', 'from table 1’s phone'])
    await nextRound()
    for (const [i, phone] of phones.entries()) await expectMoves(phone, i + 1, before)
    await shot(phones[1]!, 'phones-moves-en')
  })

  it('round 2 in confirm mode: results wait for a click; a second result replaces and is flagged', async () => {
    await hostPage.getByTestId('tab-phones').click()
    await hostPage.getByTestId('mode-confirm').check()
    await expect
      .poll(
        async () => (await pageCall<{ mode: string }>(hostPage, 'phones:status', { nightId })).mode,
      )
      .toBe('confirm')
    await sendFromPhone(phones[0]!, { round: 2, winner: 'EW', points: [12, 21] })
    await sendFromPhone(phones[1]!, { round: 2, winner: 'NS', points: [18, 10] })
    await sendFromPhone(phones[2]!, { round: 2, winner: 'EW', points: [7, 13], buncos: { E: 1 } })
    for (const phone of phones)
      expect(await sentText(phone)).toBe('Sent: the host will confirm it.')
    expect((await view()).current!.results).toEqual([])
    // table 2 thinks again: its second result replaces the first, and the host is told
    await phones[1]!.getByTestId('winner-EW').tap()
    await openDetails(phones[1]!)
    for (const [team, points] of [
      ['NS', '16'],
      ['EW', '19'],
    ] as const) {
      const field = phones[1]!.getByTestId(`points-${team}`)
      await field.tap()
      await field.press('End')
      for (let i = 0; i < 3; i++) await field.press('Backspace')
      await field.pressSequentially(points)
    }
    await phones[1]!.getByTestId('send').tap()
    await expect.poll(() => hostPage.getByTestId('board-2').getByTestId('flagged').count()).toBe(1)
    // the host sees what a waiting result counts before accepting it: table 3's Bunco
    const east3 = nameOf(await view(), (await view()).current!.plan.tables[2]!.seats.E)
    expect(await hostPage.getByTestId('board-3').textContent()).toContain(`Buncos: ${east3}`)
    await shot(hostPage, 'phones-host-confirm-en')
    // the results tab says phone results wait, and leads to them
    await hostPage.getByTestId('tab-entry').click()
    await expect
      .poll(() => hostPage.getByTestId('phones-waiting').textContent())
      .toContain('3 results wait for you')
    await shot(hostPage, 'phones-entry-waiting-en')
    await hostPage.getByTestId('phones-waiting-open').click()
    await hostPage.getByTestId('accept-1').waitFor()
    expect(await axeFindings(hostPage)).toEqual([])
    for (const table of [1, 2, 3]) {
      await hostPage.getByTestId(`accept-${table}`).click()
      await expect.poll(() => hostPage.getByTestId(`accept-${table}`).count()).toBe(0)
    }
    const results = (await view()).current!.results
    expect(results.map((r) => [r.table, r.winner, r.points])).toEqual([
      [1, 'EW', { NS: 12, EW: 21 }],
      [2, 'EW', { NS: 16, EW: 19 }],
      [3, 'EW', { NS: 7, EW: 13 }],
    ])
    for (const phone of phones) {
      await expect.poll(() => sentText(phone)).toBe('Confirmed by the host.')
    }
    await hostPage.getByTestId('mode-trust').check()
    await expect
      .poll(
        async () => (await pageCall<{ mode: string }>(hostPage, 'phones:status', { nightId })).mode,
      )
      .toBe('trust')
    const before = await view()
    await nextRound()
    await expectMoves(phones[2]!, 3, before)
  })

  it('round 3: a 21–21 tie settled by a roll-off from the phone; a replaced code is refused', async () => {
    await sendFromPhone(phones[0]!, { round: 3, winner: 'NS', points: [21, 21], rollOff: true })
    expect(await sentText(phones[0]!)).toBe('Counted. Thank you!')
    const tie = (await view()).current!.results.find((r) => r.table === 1)!
    expect(tie).toMatchObject({ winner: 'NS', points: { NS: 21, EW: 21 }, rollOff: true })
    // table 3's phone is lost: the host gives the table a new code
    const oldLink = (await phoneLinks())[2]!
    await hostPage.getByTestId('reissue-3').click()
    await hostPage.getByTestId('reissue-3-yes').click()
    await expect.poll(async () => (await phoneLinks())[2]).not.toBe(oldLink)
    await expect
      .poll(() => phones[2]!.getByTestId('fatal').textContent())
      .toBe('This code was replaced. Scan the new QR code from the host.')
    // the old code is refused outright, even for a result
    const old = new URL(oldLink)
    const code = new URLSearchParams(old.hash.slice(1)).get('t')
    const refused = await fetch(`${old.origin}/api/t/${code}/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'lost-phone-1', round: 3, winner: 'NS' }),
    })
    expect(refused.status).toBe(403)
    await shot(phones[2]!, 'phones-revoked-en')
    // the table scans the new code and goes on
    await phones[2]!.goto((await phoneLinks())[2]!)
    await phones[2]!.reload()
    await phones[2]!.getByTestId('seat-N').waitFor()
    await sendFromPhone(phones[1]!, { round: 3, winner: 'NS', points: [20, 5] })
    await sendFromPhone(phones[2]!, { round: 3, winner: 'EW', points: [3, 11] })
    // the last phone's result is on its way when its button is tapped
    await expect.poll(async () => (await view()).current!.results.length).toBe(3)
    await nextRound()
  })

  it('round 4: the app is killed mid-round; phones reconnect, resend, nothing counts twice', async () => {
    await sendFromPhone(phones[0]!, { round: 4, winner: 'NS', points: [21, 6], buncos: { N: 1 } })
    expect(await sentText(phones[0]!)).toBe('Counted. Thank you!')
    const port = Number(new URL(bridge.url).port)
    bridge.child.kill('SIGKILL')
    await expect.poll(() => phones[1]!.getByTestId('live').textContent()).toBe('Reconnecting…')
    // table 2 sends while the laptop is away: kept on the phone
    await sendFromPhone(phones[1]!, { round: 4, winner: 'EW', points: [4, 12] })
    await expect.poll(() => phones[1]!.getByTestId('queued').count()).toBe(1)
    await shot(phones[1]!, 'phones-queued-en')
    bridge = await startBridgeChild(dataFolder, port)
    for (const phone of phones) {
      await expect
        .poll(() => phone.getByTestId('live').textContent(), { timeout: 20_000 })
        .toBe('Live')
    }
    await expect.poll(() => sentText(phones[1]!), { timeout: 20_000 }).toBe('Counted. Thank you!')
    // table 3's answer is lost on the way back (the laptop saved it): the phone sends the same
    // result again with the same key, and it is counted once
    let answers = 0
    await phones[2]!.route('**/result', async (route) => {
      if (answers++ === 0) {
        await route.fetch()
        await route.abort('connectionreset')
      } else await route.continue()
    })
    await sendFromPhone(phones[2]!, { round: 4, winner: 'NS', points: [13, 2] })
    await expect.poll(() => sentText(phones[2]!), { timeout: 20_000 }).toBe('Counted. Thank you!')
    expect(answers).toBeGreaterThanOrEqual(2)
    await phones[2]!.unroute('**/result')
    await hostPage.reload()
    const results = (await view()).current!.results
    expect(results.map((r) => r.table)).toEqual([1, 2, 3])
    const history = await pageCall<{ source: string | null; type: string }[]>(
      hostPage,
      'night:history',
      { nightId },
    )
    const fromPhones = history.filter((h) => h.source !== null && h.type === 'result')
    // 3 + 3 accepted in round 2 + 3 + 3 this round, each once
    expect(fromPhones).toHaveLength(12)
    await nextRound()
  })

  it('round 5 kept roll by roll on two phones; round 6 typed', async () => {
    // the head table taps each roll: a Bunco for North, then nothing; the phone fills the form
    const head = phones[0]!
    await expect.poll(() => head.getByTestId('round').textContent()).toContain('Round 5 of')
    await head.getByTestId('keeper-toggle').tap()
    expect(await head.getByTestId('keeper-status').textContent()).toMatch(/ to roll$/)
    await head.getByTestId('keeper-bunco').tap()
    await expect
      .poll(() => head.getByTestId('keeper-status').textContent())
      .toMatch(/^The target is reached: ring the bell!/)
    await head.getByTestId('keeper-miss').tap()
    await expect
      .poll(() => head.getByTestId('keeper-status').textContent())
      .toMatch(/won the round\.$/)
    await shot(head, 'phones-keeper-en')
    await head.getByTestId('keeper-use').tap()
    expect(await head.getByTestId('points-NS').inputValue()).toBe('21')
    expect(await head.getByTestId('buncos-N').textContent()).toBe('1')
    await head.getByTestId('send').tap()
    expect(await sentText(head)).toBe('Counted. Thank you!')
    // table 2: North scores 2, East 1, then the head table's bell, East finishes the turn
    const two = phones[1]!
    await two.getByTestId('keeper-toggle').tap()
    await two.getByTestId('keeper-two').tap()
    await two.getByTestId('keeper-miss').tap()
    await two.getByTestId('keeper-one').tap()
    await two.getByTestId('keeper-bell').tap()
    await two.getByTestId('keeper-miss').tap()
    await two.getByTestId('keeper-use').tap()
    await two.getByTestId('send').tap()
    expect(await sentText(two)).toBe('Counted. Thank you!')
    await sendFromPhone(phones[2]!, { round: 5, winner: 'NS', points: [14, 12] })
    expect(await sentText(phones[2]!)).toBe('Counted. Thank you!')
    const v = await view()
    const results = v.current!.results
    const northOf1 = v.current!.plan.tables[0]!.seats.N
    expect(results.map((r) => [r.table, r.winner, r.points, r.buncos ?? null])).toEqual([
      [1, 'NS', { NS: 21, EW: 0 }, { [northOf1]: 1 }],
      [2, 'NS', { NS: 2, EW: 1 }, null],
      [3, 'NS', { NS: 14, EW: 12 }, null],
    ])
    await nextRound()
    await sendFromPhone(phones[0]!, { round: 6, winner: 'EW', points: [10, 21] })
    await sendFromPhone(phones[1]!, { round: 6, winner: 'NS', points: [16, 8], buncos: { S: 1 } })
    await sendFromPhone(phones[2]!, { round: 6, winner: 'NS', points: [14, 12] })
    // the last phone's result is on its way when its button is tapped
    await expect.poll(async () => (await view()).current!.results.length).toBe(3)
    await nextRound()
  })

  it('after six rounds the standings equal the engine', async () => {
    expect((await view()).roundsPlayed).toBe(6)
    // the app's own process on the same data, in this process: the engine's state of the night
    const port = Number(new URL(bridge.url).port)
    bridge.child.kill('SIGKILL')
    const local: Bridge = await startBridge({ dataFolder, port })
    try {
      await hostPage.reload()
      const s = local.context.store.state(nightId)
      const v = await view()
      const ranked = rankPlayers(
        tally(s.played).filter((r) => !r.player.startsWith('ghost:')),
        s.rules,
        (r) => nameOf(v, r.player),
        s.rollOffs,
      )
      await hostPage.getByTestId('tab-standings').click()
      await hostPage.getByTestId('standings').waitFor()
      const rows = (): Promise<(string | null | undefined)[][]> =>
        hostPage
          .locator('tr[data-testid^="standing-p"]')
          .evaluateAll((trs) =>
            trs.map((tr) => [
              tr.querySelector('td')?.textContent,
              tr.querySelector('th')?.textContent,
            ]),
          )
      await expect.poll(rows).toEqual(ranked.map((r) => [String(r.place), nameOf(v, r.player)]))
      // every phone's Bunco landed on its player: 1 + 1 + 1 + 2 Buncos in all
      expect(ranked.reduce((n, r) => n + r.buncos, 0)).toBe(5)
    } finally {
      await local.close()
      bridge = await startBridgeChild(dataFolder, port)
    }
    expect(
      problems.filter((p) => !/Failed to load resource|ERR_CONNECTION_REFUSED|EventSource/.test(p)),
    ).toEqual([])
  })

  it('the phone pages in French and Japanese, light and dark, and the guest page: axe finds nothing serious', async () => {
    const status = await pageCall<{ tables: { url: string }[] }>(hostPage, 'phones:status', {
      nightId,
    })
    const link = status.tables[0]!.url
    const v = await view()
    // the host shows a guest their own page's code
    await hostPage.getByTestId('tab-phones').click()
    const guestCode = await showGuest(nameOf(v, v.current!.plan.tables[0]!.seats.N))
    await shot(hostPage, 'phones-host-guest-en')
    const pages: [string, string, 'light' | 'dark', string][] = [
      ['fr-FR', link, 'light', 'phones-table-fr-light'],
      ['ja-JP', link, 'dark', 'phones-table-ja-dark'],
      ['en-US', link, 'dark', 'phones-table-en-dark'],
    ]
    if (guestCode) {
      pages.push(['fr-FR', guestCode, 'light', 'phones-guest-fr-light'])
      pages.push(['ja-JP', guestCode, 'dark', 'phones-guest-ja-dark'])
    }
    const findings: string[] = []
    for (const [locale, url, scheme, name] of pages) {
      const context = await phonesBrowser.newContext({
        ...devices['iPhone 13'],
        locale,
        colorScheme: scheme,
      })
      const page = await context.newPage()
      await page.goto(url)
      await page.getByTestId('live').waitFor()
      await expect.poll(() => page.getByTestId('live').getAttribute('class')).toBe('live on')
      await shot(page, name)
      // read at arm's length and tapped with a thumb: 17 px text and 48 px targets at least
      expect(await smallestText(page), name).toBeGreaterThanOrEqual(17)
      expect(await smallestTarget(page), name).toBeGreaterThanOrEqual(48)
      for (const f of await axeFindings(page))
        findings.push(`${name}: ${f.id} ${f.nodes.join(', ')}`)
      await context.close()
    }
    writeFileSync(join(outputFolder(), 'phones-axe.json'), JSON.stringify(findings, null, 2))
    expect(findings).toEqual([])
  })

  it('the host finishes the night: a guest’s page keeps their record and the top five; a table’s says it is over', async () => {
    const v = await view()
    await hostPage.getByTestId('tab-phones').click()
    const guest = v.current!.plan.tables[1]!.seats.E
    const guestCode = await showGuest(nameOf(v, guest))
    const context = await phonesBrowser.newContext({ ...devices['Pixel 7'], locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(guestCode)
    await expect.poll(() => page.getByTestId('live').getAttribute('class')).toBe('live on')
    const record = (await page.getByTestId('guest-record').textContent())!
    const standings = await pageCall<Standing[]>(hostPage, 'night:standings', { nightId })
    const mine = standings.find((r) => r.player === guest)!
    const buncos = `${mine.buncos} ${mine.buncos === 1 ? 'Bunco' : 'Buncos'}`
    expect(record).toBe(`${mine.wins} won · ${mine.losses} lost · ${buncos}`)
    const place = `Your place: ${mine.place} of ${standings.length}`
    expect(await page.getByTestId('guest-place').textContent()).toBe(place)
    await hostPage.getByTestId('tab-prizes').click()
    await hostPage.getByTestId('finish-night').click()
    await hostPage.getByTestId('finish-night-yes').click()
    await hostPage.getByTestId('awards').waitFor()
    await page.getByTestId('guest-ended').waitFor({ timeout: 10_000 })
    expect(await page.getByTestId('guest-record').textContent()).toBe(record)
    expect(await page.getByTestId('guest-place').textContent()).toBe(place)
    expect(await page.getByTestId('guest-seat').count()).toBe(0)
    expect(await page.locator('.ranks li').count()).toBe(5)
    // the top five say what their number counts: "1. Ida (5 wins)"
    const first = standings[0]!
    expect(await page.locator('.ranks li').first().textContent()).toBe(
      `1. ${first.name.split(' ')[0]} (${first.wins} ${first.wins === 1 ? 'win' : 'wins'})`,
    )
    await shot(page, 'phones-guest-ended-en')
    // the language switch still works on the last word
    await page.getByTestId('lang-de').click()
    expect(await page.getByTestId('guest-ended').textContent()).toContain('Der Abend ist vorbei')
    expect(await page.getByTestId('guest-record').textContent()).toContain('gewonnen')
    await context.close()
    await expect
      .poll(() => phones[0]!.getByTestId('fatal').textContent(), { timeout: 10_000 })
      .toContain('The night is over')
  })
})
