// A charity night's door over the Wi-Fi: the host's laptop (the bridge) makes the night a
// fundraiser with an attendee list, switches phones on before the first round and adds a door
// desk; a tablet (an iPad, touch) opens the desk by its link and checks guests in by typing part of
// a name and tapping, while the laptop's desk checks others in through the contract at the same
// time; nobody is counted twice, and a guest the laptop took first is refused on the tablet in its
// volunteer's language. The TV at 1920 × 1080 and the projector show the money raised and a draw's
// reveal. axe finds nothing serious on the desk's page nor the TV's, light and dark.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FundraiserView } from '@shared/fundraiser'
import type { PhonesStatus } from '@shared/phones/board'
import {
  devices,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHARITY_SETTINGS } from '../drivers/charity-night'
import { BRIDGE_INIT_SCRIPT } from './bridge'
import { startBridgeChild, type BridgeChild } from './bridgeChild'
import { e2eAvailable, launchBrowser, launchBrowserForContexts, outputFolder } from './browser'
import { axeFindings, pageCall } from './pageHelpers'

/** Empties a field as a volunteer does on a tablet's keyboard: select all, then delete. */
async function clearByKeys(field: Locator): Promise<void> {
  await field.press('ControlOrMeta+a')
  await field.press('Backspace')
}

const run = e2eAvailable()
const SHOTS = process.env['SCREENSHOTS'] === '1'

/** The i-th of the list's 30 families' guests. */
const family = (i: number): string => `Guest${String.fromCharCode(65 + (i % 26))}${i} Family${i}`

/** The attendee list as a sign-up sheet exports it: accents, a shared surname, 40 guests. */
const GUESTS = [
  'Zoé Müller',
  'Ann Lee',
  'Dan Lee',
  'Chloë Dupré',
  'Émile Zola',
  'Gus Núñez',
  'Fran Obrien',
  'Hana Sato',
  'Ida Berg',
  'Jon Park',
  ...Array.from({ length: 30 }, (_, i) => family(i)),
]

describe.runIf(run)('door desks and the charity TV over the Wi-Fi', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-desk-'))
  let bridge: BridgeChild
  let host: BrowserContext
  let hostPage: Page
  let room: Browser
  let tablet: Page
  let nightId = 0
  let status: PhonesStatus
  let byName = new Map<string, string>()
  const problems: string[] = []

  const shot = async (page: Page, name: string): Promise<void> => {
    if (!SHOTS) return
    // a reveal pops in: the picture is taken once it has
    await page.waitForTimeout(800)
    await page.screenshot({ path: join(outputFolder(), `${name}.png`) })
  }
  const fund = (): Promise<FundraiserView> =>
    pageCall<FundraiserView>(hostPage, 'fundraiser:get', { nightId })
  const act = (action: unknown): Promise<FundraiserView> =>
    pageCall<FundraiserView>(hostPage, 'fundraiser:act', { nightId, action })

  async function openPage(url: string, options: Parameters<Browser['newContext']>[0]) {
    const context = await room.newContext(options)
    const page = await context.newPage()
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
        problems.push(m.text())
      }
    })
    await page.goto(url)
    return page
  }

  beforeAll(async () => {
    bridge = await startBridgeChild(dataFolder, 0)
    host = await launchBrowser()
    await host.addInitScript(BRIDGE_INIT_SCRIPT)
    hostPage = await host.newPage()
    await hostPage.setViewportSize({ width: 1366, height: 768 })
    await hostPage.goto(bridge.url)
    await hostPage.getByTestId('home').waitFor()
    nightId = (
      await pageCall<{ id: number }>(hostPage, 'night:create', {
        title: 'Charity Bunco',
        date: '2026-12-05',
      })
    ).id
    await pageCall(hostPage, 'fundraiser:settings', { nightId, settings: CHARITY_SETTINGS })
    const file = Buffer.from(`Name\n${GUESTS.join('\n')}\n`).toString('base64')
    await pageCall(hostPage, 'fundraiser:import', { nightId, file })
    byName = new Map(
      (await fund()).registrations.map((r) => [`${r.firstName} ${r.lastName}`, r.registrationId]),
    )
    // before the first round the host opens the door's screen, switches the Wi-Fi on there and
    // adds a door desk for the tablet, by clicks
    await pageCall(hostPage, 'ui:setLocation', { screen: 'night', nightId, tab: 'seating' })
    await hostPage.reload()
    await hostPage.getByTestId('tab-fundraiser').click()
    const wifi = hostPage.getByTestId('door-wifi')
    await wifi.getByTestId('address-127.0.0.1').check()
    await wifi.getByTestId('phones-on').click()
    await wifi.getByTestId('phones-url').waitFor()
    await wifi.getByTestId('desk-add').click()
    await wifi.getByTestId('desk-link-1').waitFor()
    await wifi.getByTestId('tv-link').waitFor()
    await shot(hostPage, 'door-wifi-before-start')
    status = await pageCall<PhonesStatus>(hostPage, 'phones:status', { nightId })
    expect(status.desks.map((d) => d.desk)).toEqual([1])
    room = await launchBrowserForContexts()
  }, 90_000)

  afterAll(async () => {
    await room?.close()
    await host?.close()
    bridge?.child.kill('SIGKILL')
    rmSync(dataFolder, { recursive: true, force: true })
  })

  const id = (name: string): string => byName.get(name) ?? `missing ${name}`

  /** The tablet finds a guest by part of a name and taps them, then how they pay: two taps. */
  async function tapIn(typed: string, name: string, method: string): Promise<void> {
    const find = tablet.getByTestId('desk-find')
    await find.tap()
    await clearByKeys(find)
    await find.pressSequentially(typed, { delay: 20 })
    await tablet.getByTestId(`desk-hit-${id(name)}`).tap()
    await tablet.getByTestId(`desk-pay-${method}`).tap()
    await expect.poll(() => tablet.getByTestId('desk-done').textContent()).toContain(name)
  }

  it('a tablet’s desk and the laptop’s check guests in at once, and nobody twice', async () => {
    tablet = await openPage(status.desks[0]!.url, { ...devices['iPad (gen 7)'], locale: 'en-US' })
    await tablet.getByTestId('desk-find').waitFor()
    expect(await tablet.getByTestId('desk-counts').textContent()).toContain('0 of 40 arrived')
    // accents ignored: "muller" finds Müller, "nunez" Núñez, "dup" Dupré
    const tabletSide = async (): Promise<void> => {
      await tapIn('muller', 'Zoé Müller', 'card')
      await tapIn('nunez', 'Gus Núñez', 'cash')
      await tapIn('dup', 'Chloë Dupré', 'online')
      // the keyboard's way: the name, then Enter and a key (two keys after the name)
      const find = tablet.getByTestId('desk-find')
      await find.tap()
      await find.pressSequentially('zola', { delay: 20 })
      await tablet.keyboard.press('Enter')
      await tablet.keyboard.press('2')
      await expect.poll(() => tablet.getByTestId('desk-done').textContent()).toContain('Émile Zola')
      for (let i = 0; i < 8; i++) await tapIn(`family${i}`, family(i), 'cash')
    }
    const laptopSide = async (): Promise<void> => {
      for (let i = 10; i < 22; i++) {
        await act({ type: 'checkIn', registrationId: id(family(i)), payment: { method: 'cash' } })
        await new Promise((r) => setTimeout(r, 120))
      }
    }
    await Promise.all([tabletSide(), laptopSide()])
    await shot(tablet, 'desk-tablet-checked-in')
    const after = await fund()
    expect(after.door.arrived).toBe(24)
    const paidFor = after.payments.map((p) => p.registrationId)
    expect(new Set(paidFor).size).toBe(paidFor.length)
    expect(after.payments.filter((p) => p.deviceId === 'desk-1')).toHaveLength(12)
    expect(after.payments.filter((p) => p.deviceId.startsWith('laptop-'))).toHaveLength(12)
    await expect
      .poll(() => tablet.getByTestId('desk-counts').textContent())
      .toContain('24 of 40 arrived')
  })

  it('sees the laptop’s check-in within a second, and refuses a guest the laptop took first', async () => {
    const find = tablet.getByTestId('desk-find')
    await find.tap()
    await clearByKeys(find)
    await find.pressSequentially('sato', { delay: 20 })
    const hit = tablet.getByTestId(`desk-hit-${id('Hana Sato')}`)
    expect(await hit.textContent()).toContain('Expected')
    await act({ type: 'checkIn', registrationId: id('Hana Sato'), payment: { method: 'card' } })
    await expect.poll(() => hit.textContent(), { timeout: 1000, interval: 50 }).toContain('Arrived')
    // in French, on a slow Wi-Fi (the tablet's reads of the list take 3 s): the tablet opens Ida
    // Berg, the laptop checks her in, and the tablet's tap comes before its list says so
    await tablet.getByTestId('lang-fr').tap()
    await find.tap()
    await clearByKeys(find)
    await find.pressSequentially('berg', { delay: 20 })
    await tablet.getByTestId(`desk-hit-${id('Ida Berg')}`).tap()
    await tablet.getByTestId('desk-pay-cash').waitFor()
    const slowList = /\/api\/d\/[A-Za-z0-9_-]{22}$/
    await tablet.route(slowList, async (route) => {
      await new Promise((r) => setTimeout(r, 3000))
      await route.continue()
    })
    await act({ type: 'checkIn', registrationId: id('Ida Berg'), payment: { method: 'cash' } })
    await tablet.getByTestId('desk-pay-cash').tap()
    await expect.poll(() => tablet.getByTestId('desk-error').textContent()).toContain('déjà')
    await tablet.unrouteAll({ behavior: 'wait' })
    // and the list read again says she is in
    await clearByKeys(find)
    await find.pressSequentially('berg', { delay: 20 })
    await expect
      .poll(() => tablet.getByTestId(`desk-hit-${id('Ida Berg')}`).textContent())
      .toContain('Arrivé')
    await shot(tablet, 'desk-tablet-refused-fr')
    expect(await axeFindings(tablet)).toEqual([])
    const berg = (await fund()).payments.filter((p) => p.registrationId === id('Ida Berg'))
    expect(berg.map((p) => p.deviceId)).toEqual([expect.stringMatching(/^laptop-/)])
    await tablet.getByTestId('lang-en').tap()
  })

  it('adds a walk-in, undoes an arrival and marks a no-show on the tablet', async () => {
    await tablet.getByTestId('desk-walkin-open').tap()
    await tablet.getByTestId('desk-walkin-first').pressSequentially('Kim', { delay: 20 })
    await tablet.getByTestId('desk-walkin-last').pressSequentially('Ode', { delay: 20 })
    await tablet.getByTestId('desk-walkin-cash').tap()
    await expect.poll(() => tablet.getByTestId('desk-done').textContent()).toContain('Kim Ode')
    const find = tablet.getByTestId('desk-find')
    await clearByKeys(find)
    await find.pressSequentially('muller', { delay: 20 })
    await tablet.getByTestId(`desk-hit-${id('Zoé Müller')}`).tap()
    await tablet.getByTestId('desk-undo').tap()
    await expect.poll(() => tablet.getByTestId('desk-done').textContent()).toContain('undone')
    await find.pressSequentially('park', { delay: 20 })
    await tablet.getByTestId(`desk-hit-${id('Jon Park')}`).tap()
    await tablet.getByTestId('desk-noshow').tap()
    await expect.poll(() => tablet.getByTestId('desk-done').textContent()).toContain('no-show')
    const after = await fund()
    expect(after.door).toMatchObject({ registered: 41, arrived: 26, noShow: 1 })
    const walkIn = after.payments.find((p) => p.amountMinor === CHARITY_SETTINGS.entryPrices.door)
    expect(walkIn?.deviceId).toBe('desk-1')
  })

  it('has no serious or critical axe finding on the desk’s page, light and dark', async () => {
    const find = tablet.getByTestId('desk-find')
    await clearByKeys(find)
    await find.pressSequentially('lee', { delay: 20 })
    await tablet.getByTestId(`desk-hit-${id('Ann Lee')}`).tap()
    for (const scheme of ['light', 'dark'] as const) {
      await tablet.emulateMedia({ colorScheme: scheme })
      await shot(tablet, `desk-tablet-guest-${scheme}`)
      expect(await axeFindings(tablet), scheme).toEqual([])
    }
    await tablet.getByTestId('desk-back').tap()
    await tablet.getByTestId('desk-walkin-open').tap()
    expect(await axeFindings(tablet)).toEqual([])
    await tablet.emulateMedia({ colorScheme: 'light' })
    await tablet.getByTestId('desk-walkin-cancel').tap()
  })

  it('the TV at 1920 × 1080 and the projector show the money raised and a draw’s reveal', async () => {
    const tv = await openPage(status.tv!.url, { viewport: { width: 1920, height: 1080 } })
    await tv.getByTestId('tv-raised').waitFor()
    const raised = (await fund()).raised.totalMinor
    const dollars = `$${(raised / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
    expect(await tv.getByTestId('tv-raised-amount').textContent()).toContain(dollars)
    expect(await tv.getByTestId('tv-round').textContent()).toContain('Welcome')
    const projector = await host.newPage()
    await projector.setViewportSize({ width: 1920, height: 1080 })
    await projector.goto(`${bridge.url}#projector`)
    await projector.getByTestId('projector-raised').waitFor()
    expect(await projector.getByTestId('projector-raised-amount').textContent()).toContain(dollars)
    await shot(tv, 'tv-raised-en')
    // a raffle prize drawn while the TV is open: its ticket rolls, then the prize and the buyer
    const spa = (await act({ type: 'prize', name: 'Spa basket', donor: 'Rose’s salon' })).books
      .raffle.prizes[0]!.prizeId
    await act({
      type: 'ticketSale',
      game: 'raffle',
      first: 100,
      last: 105,
      seller: 'Kim',
      buyer: 'Ann Lee',
      method: 'cash',
    })
    await act({ type: 'draw', game: 'raffle', prizeId: spa })
    await tv.locator('.tv-reveal.tv-rolling').waitFor()
    await shot(tv, 'tv-draw-rolling-en')
    await tv.locator('.tv-reveal.tv-shown').waitFor()
    expect(await tv.getByTestId('tv-draw-prize').textContent()).toBe('Spa basket')
    expect(await tv.getByTestId('tv-draw-buyer').textContent()).toBe('Bought by Ann Lee')
    await projector.locator('[data-testid="projector-draw"].shown').waitFor()
    expect(await projector.getByTestId('projector-draw-prize').textContent()).toBe('Spa basket')
    await shot(tv, 'tv-draw-en')
    await shot(projector, 'projector-draw-en')
    for (const scheme of ['light', 'dark'] as const) {
      await tv.emulateMedia({ colorScheme: scheme })
      expect(await axeFindings(tv), scheme).toEqual([])
    }
    await tv.emulateMedia({ colorScheme: 'light' })
    // in Japanese, the 50/50 drawn: its winner's half, no buyer written down
    await tv.getByTestId('lang-ja').click()
    await act({
      type: 'ticketSale',
      game: 'fiftyFifty',
      first: 1,
      last: 40,
      seller: 'Kim',
      method: 'card',
    })
    await act({ type: 'draw', game: 'fiftyFifty' })
    await expect
      .poll(() => tv.getByTestId('tv-draw-prize').textContent(), { timeout: 10_000 })
      .toContain('賞金')
    await shot(tv, 'tv-draw-ja')
    await tv.emulateMedia({ colorScheme: 'dark' })
    await shot(tv, 'tv-draw-ja-dark')
    expect(await axeFindings(tv)).toEqual([])
    // under reduced motion the ticket shows at once, no roll
    const still = await openPage(status.tv!.url, {
      viewport: { width: 1920, height: 1080 },
      reducedMotion: 'reduce',
    })
    await still.getByTestId('tv-raised').waitFor()
    const half = (
      await act({
        type: 'draw',
        game: 'raffle',
        prizeId: (await act({ type: 'prize', name: 'Wine' })).books.raffle.prizes[1]!.prizeId,
      })
    ).books.raffle.draws.at(-1)!
    await still.getByTestId('tv-draw').waitFor()
    expect(await still.getByTestId('tv-draw').getAttribute('class')).toContain('tv-shown')
    expect(await still.getByTestId('tv-draw-ticket').textContent()).toContain(String(half.ticket))
    // the host keeps the money raised off the TV and the projector
    await pageCall(hostPage, 'phones:setHideRaised', { nightId, hidden: true })
    await expect.poll(() => tv.getByTestId('tv-raised').count()).toBe(0)
    await expect.poll(() => projector.getByTestId('projector-raised').count()).toBe(0)
    expect(problems).toEqual([])
  })
})
