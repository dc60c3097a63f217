// The TV over the Wi-Fi on party night: the host switches phones on, types the party's Wi-Fi and
// hides the standings for the last round; a browser at 1920 × 1080 (a smart TV) opens the TV's
// page by the link on the host's screen, and a 1280 × 720 tablet too. In the last round the TV,
// a guest's page and the laptop's projector show no standings; the awards reveal them.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addPeople, must, startNight } from '../drivers/night-driver'
import { startBridge, type Bridge } from './bridge'
import { type BridgeChild } from './bridgeChild'
import { closeParty, partyRoom, switchPhonesOn, type PartyRoom } from './partyRoom'
import { e2eAvailable, launchBrowserForContexts, outputFolder } from './browser'
import { axeFindings, overflowing, pageCall, smallestText } from './pageHelpers'
import { stopServer } from '../../src/main/phones/serverLifecycle'
import { phonesOn } from '../drivers/phones-night'

const run = e2eAvailable()
const NAMES = ['Ann Lee', 'Bea Moss', 'Cal Diaz', 'Dot Reyes', 'Eve Stone', 'Fay Wong', 'Gus Park']
const first = (name: string): string => name.split(' ')[0]!

describe.runIf(run)('the TV over the Wi-Fi', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-tv-'))
  let bridge: BridgeChild
  let host: BrowserContext
  let hostPage: Page
  let browser: Browser
  let tv: Page
  let guest: Page
  let projector: Page
  let nightId = 0
  const problems: string[] = []

  const shot = (page: Page, name: string): Promise<Buffer> =>
    page.screenshot({ path: join(outputFolder(), `${name}.png`) })
  const view = (): Promise<NightView> => pageCall<NightView>(hostPage, 'night:get', { nightId })

  /** The round's results as the host would enter them, the round then closed. */
  async function playRound(): Promise<void> {
    const v = await view()
    const round = v.current!.plan.round
    await pageCall(hostPage, 'night:recordResults', {
      nightId,
      round,
      results: v.current!.plan.tables.map((t, i) => ({
        table: t.table,
        winner: (round + i) % 2 ? 'NS' : 'EW',
      })),
    })
    if (round < v.totalRounds) await pageCall(hostPage, 'night:commitRound', { nightId, round })
  }

  async function openPage(url: string, options: Parameters<Browser['newContext']>[0]) {
    const context = await browser.newContext(options)
    const page = await context.newPage()
    // a refused request is named by its address (a desktop browser also asks for /favicon.ico)
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
        problems.push(m.text())
      }
    })
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) {
        problems.push(`${r.status()} ${r.url()}`)
      }
    })
    page.on('pageerror', (e) => problems.push(e.message))
    await page.goto(url)
    return page
  }

  let room: PartyRoom | undefined
  beforeAll(async () => {
    room = await partyRoom(dataFolder, {
      names: NAMES,
      title: 'TV night',
      date: '2026-12-05',
      seed: 17,
      rules: { sets: 1 },
    })
    ;({ bridge, host, hostPage, nightId, devices: browser } = room)
  }, 90_000)

  afterAll(() => closeParty(room, dataFolder))

  it('the host switches phones on, types the Wi-Fi and hides the standings for the last round', async () => {
    await switchPhonesOn(hostPage)
    await hostPage.getByTestId('wifi-name').click()
    await hostPage.getByTestId('wifi-name').pressSequentially('Maison Bunco')
    // a password too short for WPA: said beside the form, nothing kept
    await hostPage.getByTestId('wifi-password').click()
    await hostPage.getByTestId('wifi-password').pressSequentially('abc')
    await hostPage.getByTestId('wifi-save').click()
    await expect
      .poll(() => hostPage.getByTestId('wifi-problem').textContent())
      .toContain('A Wi-Fi password has 8 to 63 characters')
    await hostPage.getByTestId('wifi-problem').screenshot({
      path: join(outputFolder(), 'tv-host-wifi-problem.png'),
    })
    expect(await hostPage.getByTestId('wifi-qr').count()).toBe(0)
    await hostPage.getByTestId('wifi-password').fill('')
    await hostPage.getByTestId('wifi-password').pressSequentially('des;4:tous')
    await hostPage.getByTestId('wifi-save').click()
    await hostPage.getByTestId('wifi-qr').waitFor()
    expect(await hostPage.getByTestId('wifi-problem').count()).toBe(0)
    expect(await hostPage.getByTestId('wifi-password').inputValue()).toBe('')
    await hostPage.getByTestId('hide-rounds').selectOption({ label: '1 round' })
    await expect.poll(() => pageCall(hostPage, 'phones:hideRounds', { nightId })).toBe(1)
    await hostPage.getByTestId('tv-qr').scrollIntoViewIfNeeded()
    await hostPage.screenshot({
      path: join(outputFolder(), 'tv-host-phones-tab.png'),
      fullPage: true,
    })
    expect(await axeFindings(hostPage)).toEqual([])
  })

  it('a TV at 1920 × 1080 opens the TV page by the host’s link: the round, the tables, the Wi-Fi', async () => {
    // round 1 played, so there are standings to show
    await playRound()
    const link = (await hostPage.getByTestId('tv-link').textContent())!.trim()
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/#v=[A-Za-z0-9_-]{22}$/)
    tv = await openPage(link, {
      viewport: { width: 1920, height: 1080 },
      locale: 'en-US',
      colorScheme: 'light',
    })
    await expect.poll(() => tv.getByTestId('tv-round').textContent()).toContain('Round 2 of 6')
    const v = await view()
    for (const table of v.current!.plan.tables) {
      const card = tv.getByTestId(`tv-table-${table.table}`)
      for (const id of Object.values(table.seats)) {
        if (id.startsWith('ghost:')) continue
        const name = v.players.find((p) => p.player === id)!.name
        expect(await card.textContent()).toContain(first(name))
      }
    }
    await tv.getByTestId('tv-wifi').waitFor()
    expect(await tv.getByTestId('tv-wifi').textContent()).toContain('Maison Bunco')
    expect(await tv.locator('body').textContent()).not.toContain('tous')
    expect(await tv.getByTestId('tv-leader').count()).toBe(5)
    expect(await smallestText(tv)).toBeGreaterThanOrEqual(24)
    expect(await overflowing(tv, '.tv-card, .tv-top')).toEqual([])
    // never scrolled: the whole page fits the screen
    expect(await tv.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(1080)
    await shot(tv, 'tv-1920-light')
    expect(await axeFindings(tv)).toEqual([])
    await tv.emulateMedia({ colorScheme: 'dark' })
    await shot(tv, 'tv-1920-dark')
    expect(await axeFindings(tv)).toEqual([])
    await tv.emulateMedia({ colorScheme: 'light' })
    // the host rings the bell: the TV says so for a few seconds, as the projector does
    expect(await tv.getByTestId('tv-bell').count()).toBe(0)
    await hostPage.getByTestId('bell').click()
    await tv.getByTestId('tv-bell').waitFor()
    await shot(tv, 'tv-1920-bell')
    await tv.getByTestId('tv-bell').waitFor({ state: 'detached', timeout: 15_000 })
    // a tablet on a stand, 1280 × 720
    const tablet = await openPage(link, {
      viewport: { width: 1280, height: 720 },
      locale: 'fr-FR',
      colorScheme: 'dark',
    })
    await expect
      .poll(() => tablet.getByTestId('tv-round').textContent())
      .toContain('Manche 2 sur 6')
    await shot(tablet, 'tv-1280-dark-fr')
    expect(await smallestText(tablet)).toBeGreaterThanOrEqual(24)
    expect(await overflowing(tablet, '.tv-card, .tv-top')).toEqual([])
    expect(await tablet.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(720)
    await tablet.context().close()
  })

  it('in the last round the TV, a guest’s page and the projector show no standings', async () => {
    const v = await view()
    const player = v.current!.plan.tables[0]!.seats.N
    const name = v.players.find((p) => p.player === player)!.name
    await hostPage.getByTestId('guest-pick').selectOption({ label: name })
    const link = (await hostPage.getByTestId('guest-link').textContent())!.trim()
    guest = await openPage(link, { ...devices['Pixel 7'], locale: 'en-US' })
    await guest.getByTestId('guest-record').waitFor()
    expect(await guest.locator('.ranks li').count()).toBe(5)
    projector = await host.newPage()
    await projector.setViewportSize({ width: 1920, height: 1080 })
    await projector.goto(`${bridge.url}#projector`)
    await projector.getByTestId('projector-round').waitFor()
    expect(await projector.getByTestId('projector-leader').count()).toBe(5)
    for (let round = 2; round <= 5; round++) await playRound()
    await expect.poll(() => tv.getByTestId('tv-round').textContent()).toContain('Round 6 of 6')
    await tv.getByTestId('tv-hidden').waitFor()
    expect(await tv.getByTestId('tv-leader').count()).toBe(0)
    expect(await tv.getByTestId('tv-hidden').textContent()).toContain(
      'Standings hidden until the awards',
    )
    await guest.getByTestId('guest-hidden').waitFor()
    expect(await guest.locator('.ranks li').count()).toBe(0)
    expect(await guest.getByTestId('guest-place').count()).toBe(0)
    await projector.getByTestId('projector-hidden').waitFor()
    expect(await projector.getByTestId('projector-leader').count()).toBe(0)
    await shot(tv, 'tv-1920-hidden-light')
    await tv.emulateMedia({ colorScheme: 'dark' })
    await shot(tv, 'tv-1920-hidden-dark')
    expect(await axeFindings(tv)).toEqual([])
    await tv.emulateMedia({ colorScheme: 'light' })
    await shot(guest, 'tv-guest-hidden')
    await shot(projector, 'tv-projector-hidden')
  })

  it('at the end the awards reveal them on the TV and the guest’s page', async () => {
    await playRound()
    await hostPage.getByTestId('tab-prizes').click()
    await hostPage.getByTestId('finish-night').click()
    // every round played: finishing asks nothing more
    const yes = hostPage.getByTestId('finish-night-yes')
    await hostPage.getByTestId('awards').or(yes).first().waitFor()
    if (await yes.isVisible()) await yes.click()
    await hostPage.getByTestId('awards').waitFor()
    await tv.getByTestId('tv-awards').waitFor({ timeout: 10_000 })
    await expect.poll(() => tv.getByTestId('tv-leader').count()).toBe(5)
    expect(await tv.getByTestId('tv-round').textContent()).toContain('The night is over')
    await guest.getByTestId('guest-ended').waitFor({ timeout: 10_000 })
    expect(await guest.locator('.ranks li').count()).toBe(5)
    await projector.getByTestId('projector-awards').waitFor()
    expect(await smallestText(tv)).toBeGreaterThanOrEqual(24)
    await shot(tv, 'tv-1920-awards-light')
    expect(await axeFindings(tv)).toEqual([])
    await tv.emulateMedia({ colorScheme: 'dark' })
    await shot(tv, 'tv-1920-awards-dark')
    expect(await axeFindings(tv)).toEqual([])
    await shot(guest, 'tv-guest-revealed')
    expect(problems).toEqual([])
  })
})

// A big party on the TV: 48 guests (twelve tables) fit one screen at 1920 × 1080 and on a
// 1280 × 720 tablet, in Japanese too; 64 guests (sixteen tables) come in pages that turn.
describe.runIf(run)('the TV page of a big party', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-tv-big-'))
  let bridge: Bridge
  let browser: Browser
  const FIRST = ['Françoise', 'Bartholomew', 'Zoë', 'Kim', 'Maximiliane', 'Jon', 'Ida', 'Gus']
  const LAST = ['Lefèvre', 'Ito', 'Park', 'Cruz', 'Stone', 'Berg', 'Fox', 'Wong']

  async function tvOfParty(guests: number, seed: number): Promise<string> {
    const call = (name: Parameters<typeof bridge.context.dispatch>[0], args: unknown) =>
      bridge.context.dispatch(name, args)
    const ids = await addPeople(call, guests, `Big${seed}`)
    for (const [i, id] of ids.entries()) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`
      await must(call, 'roster:rename', { id, name })
    }
    const night = await startNight(call, ids, { seed })
    const status = await phonesOn(bridge.context, night.id)
    await must(call, 'phones:setWifi', { name: 'Maison Bunco', password: 'des;4:tous' })
    return status.tv!.url
  }

  async function check(
    url: string,
    viewport: { width: number; height: number },
    locale: string,
    name: string,
  ): Promise<Page> {
    const context = await browser.newContext({ viewport, locale, colorScheme: 'light' })
    const page = await context.newPage()
    await page.goto(url)
    await page.getByTestId('tv-table-1').waitFor()
    await page.screenshot({ path: join(outputFolder(), `${name}.png`) })
    expect(await smallestText(page), name).toBeGreaterThanOrEqual(24)
    expect(await overflowing(page, '.tv-card, .tv-top, .tv-wifi'), name).toEqual([])
    expect(await page.evaluate('document.documentElement.scrollHeight'), name).toBeLessThanOrEqual(
      viewport.height,
    )
    return page
  }

  beforeAll(async () => {
    bridge = await startBridge({ dataFolder })
    browser = await launchBrowserForContexts()
  })

  afterAll(async () => {
    await browser?.close()
    if (bridge) await stopServer(bridge.context.phones)
    await bridge?.close()
    rmSync(dataFolder, { recursive: true, force: true })
  })

  it('twelve tables fit one screen on a TV and on a tablet, in English and Japanese', async () => {
    const url = await tvOfParty(48, 3)
    const tv = await check(url, { width: 1920, height: 1080 }, 'en-US', 'tv-big-1920-en')
    expect(await tv.getByTestId('tv-page').count()).toBe(0)
    await check(url, { width: 1280, height: 720 }, 'ja-JP', 'tv-big-1280-ja')
  })

  it('sixteen tables come in pages (twelve on a TV, nine on a tablet) that turn by themselves', async () => {
    const url = await tvOfParty(64, 4)
    const big = await check(url, { width: 1920, height: 1080 }, 'de-DE', 'tv-pages-1920-de')
    expect(await big.getByTestId('tv-page').textContent()).toBe('Tische 1–12 von 16')
    const tv = await check(url, { width: 1280, height: 720 }, 'en-US', 'tv-pages-1280-en')
    expect(await tv.getByTestId('tv-page').textContent()).toBe('Tables 1–9 of 16')
    await expect
      .poll(() => tv.getByTestId('tv-page').textContent(), { timeout: 15_000 })
      .toBe('Tables 10–16 of 16')
    expect(await overflowing(tv, '.tv-card')).toEqual([])
    await tv.screenshot({ path: join(outputFolder(), 'tv-pages-1280-en-2.png') })
    expect(await axeFindings(tv)).toEqual([])
  }, 30_000)
})
