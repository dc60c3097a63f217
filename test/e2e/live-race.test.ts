// The live race on party night: table 2's phone (360 × 640, touch) keeps score roll by roll; the
// host's night screen follows it ("Table 2 · 2–1") and says the Bunco the phone taps; the
// projector shows the running score on the table's card and the Bunco banner (still under
// reduced motion); a guest's own page shows the head table's bell when it rings.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BridgeChild } from './bridgeChild'
import { closeParty, partyRoom, switchPhonesOn, type PartyRoom } from './partyRoom'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall } from './pageHelpers'

const run = e2eAvailable()
const NAMES = ['Ann Lee', 'Bea Moss', 'Cal Diaz', 'Dot Reyes', 'Eve Stone', 'Fay Wong']
const NAMES_MORE = ['Gus Park', 'Hal Berg', 'Ida Cruz', 'Jon Fox', 'Kim Ito', 'Lou Vega']

describe.runIf(run)('the live race', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-live-'))
  let bridge: BridgeChild
  let host: BrowserContext
  let hostPage: Page
  let tv: Page
  let phonesBrowser: Browser
  let phone: Page
  // a smart TV's browser with the TV page opened over the Wi-Fi by its own code
  let phonesTv: Page
  let nightId = 0
  const problems: string[] = []

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: join(outputFolder(), `${name}.png`), fullPage: true })
  }

  async function openPhone(url: string): Promise<Page> {
    const context = await phonesBrowser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
      locale: 'en-US',
    })
    const page = await context.newPage()
    page.on('console', (m) => {
      // the browser asks for a favicon the phones' page does not have; nothing else may fail
      const url = m.location().url
      if (m.type() === 'error' && !url.endsWith('/favicon.ico')) problems.push(`${m.text()} ${url}`)
    })
    page.on('pageerror', (e) => problems.push(`phone: ${e.message}`))
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`)
    })
    await page.goto(url)
    return page
  }

  /**
   * The animation of a banner's element matching `selector` as the page first draws it: watched
   * frame by frame in the page from now on (start it before the Bunco is tapped), so a slow
   * machine that redraws or removes the banner a moment later cannot hide it.
   */
  const firstAnimation = (page: Page, selector: string): Promise<string> =>
    page
      .waitForFunction(
        (sel: string) => {
          // (the test's own types have no DOM: the page's window, as much of it as is used)
          const w = globalThis as unknown as {
            document: { querySelector(s: string): object | null }
            getComputedStyle(el: object): { animationName: string }
          }
          const el = w.document.querySelector(sel)
          return el ? w.getComputedStyle(el).animationName : false
        },
        selector,
        { polling: 'raf', timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<string>)

  const points = async (side: 'NS' | 'EW'): Promise<string> =>
    ((await phone.getByTestId(`keeper-points-${side}`).textContent()) ?? '').replace(/^.*: /, '')

  let room: PartyRoom | undefined
  beforeAll(async () => {
    room = await partyRoom(dataFolder, {
      names: [...NAMES, ...NAMES_MORE],
      title: 'Live night',
      date: '2026-12-05',
      seed: 13,
    })
    ;({ bridge, host, hostPage, nightId, devices: phonesBrowser } = room)
  }, 90_000)

  afterAll(() => closeParty(room, dataFolder))

  it('table 2 keeps score on its phone: the host and the projector follow it, a Bunco is said', async () => {
    await switchPhonesOn(hostPage)
    await hostPage.getByTestId('phone-link-2').waitFor()
    const link = (await hostPage.getByTestId('phone-link-2').textContent())!.trim()
    tv = await host.newPage()
    await tv.setViewportSize({ width: 1280, height: 720 })
    await tv.goto(`${bridge.url}#projector`)
    await tv.getByTestId('projector-grid').waitFor()
    const tvLink = (await hostPage.getByTestId('tv-link').textContent())!.trim()
    const tvContext = await phonesBrowser.newContext({
      viewport: { width: 1920, height: 1080 },
      locale: 'en-US',
    })
    phonesTv = await tvContext.newPage()
    phonesTv.on('pageerror', (e) => problems.push(`TV: ${e.message}`))
    await phonesTv.goto(tvLink)
    await phonesTv.getByTestId('tv-table-2').waitFor()
    phone = await openPhone(link)
    await phone.getByTestId('seat-N').waitFor()
    await phone.getByTestId('keeper-toggle').tap()
    // nothing kept yet: the host's screen has no live line
    expect(await hostPage.getByTestId('live-race').count()).toBe(0)
    await phone.getByTestId('keeper-two').tap()
    await expect
      .poll(() => hostPage.getByTestId('live-table').allTextContents(), { timeout: 10_000 })
      .toEqual([`Table 2 · ${await points('NS')}–${await points('EW')}`])
    await phone.getByTestId('keeper-miss').tap()
    await phone.getByTestId('keeper-one').tap()
    const score = `${await points('NS')}–${await points('EW')}`
    expect(score).toBe('2–1')
    await expect
      .poll(() => hostPage.getByTestId('live-table').allTextContents(), { timeout: 10_000 })
      .toEqual(['Table 2 · 2–1'])
    await expect
      .poll(() => tv.getByTestId('live-score-2').textContent(), { timeout: 10_000 })
      .toBe('2–1')
    // the TV over the Wi-Fi follows the race too, on table 2's card
    await expect
      .poll(() => phonesTv.getByTestId('tv-live-2').textContent(), { timeout: 10_000 })
      .toBe('2–1')
    expect(await phonesTv.getByTestId('tv-bunco').textContent()).toBe('')
    // East still rolls: a Bunco, said with East's first name on both screens
    const status = (await phone.getByTestId('keeper-status').textContent()) ?? ''
    const roller = status.replace(/ to roll$/, '')
    expect(roller).not.toBe(status)
    const tvPop = firstAnimation(phonesTv, '[data-testid="tv-bunco"].tv-pop')
    await phone.getByTestId('keeper-bunco').tap()
    const said = `Bunco! ${roller} at table 2`
    // each screen hears of it in its own time (a loaded machine takes seconds) and says it for six
    // seconds from then: all four are watched at once, so one slow screen does not use up the
    // others' six seconds before they are looked at
    const soon = { timeout: 10_000 }
    await Promise.all([
      expect.poll(() => hostPage.getByTestId('live-toast').textContent(), soon).toBe(said),
      expect.poll(() => tv.getByTestId('projector-bunco').textContent(), soon).toBe(said),
      expect.poll(() => tv.getByTestId('live-score-2').textContent(), soon).toBe('2–22'),
      expect.poll(() => phonesTv.getByTestId('tv-bunco').textContent(), soon).toBe(said),
      expect.poll(() => phonesTv.getByTestId('tv-live-2').textContent(), soon).toBe('2–22'),
    ])
    // the banner pops in over half a second
    expect(await tvPop).toBe('tv-bunco-pop')
    await phonesTv.waitForTimeout(700)
    await shot(phonesTv, 'live-tv-lan-bunco')
    expect(await axeFindings(phonesTv)).toEqual([])
    expect(await hostPage.getByTestId('live-table').allTextContents()).toEqual(['Table 2 · 2–22'])
    await shot(phone, 'live-phone-keeper')
    await shot(hostPage, 'live-host-bunco')
    await shot(tv, 'live-projector-bunco')
    expect(await axeFindings(hostPage)).toEqual([])
    expect(await axeFindings(tv)).toEqual([])
    // an undo takes the points back and says no Bunco
    await phone.getByTestId('keeper-undo').tap()
    await expect
      .poll(() => hostPage.getByTestId('live-table').allTextContents(), { timeout: 10_000 })
      .toEqual(['Table 2 · 2–1'])
    expect(problems).toEqual([])
  })

  it('under reduced motion the Bunco banner shows without its flourish', async () => {
    await tv.emulateMedia({ reducedMotion: 'reduce' })
    await hostPage.emulateMedia({ reducedMotion: 'reduce' })
    // the first Bunco's banner goes after a few seconds; that Bunco tapped again after its undo
    // is no new one: the same player then rolls a second Bunco, which is
    await expect.poll(() => tv.getByTestId('projector-bunco').count(), { timeout: 10_000 }).toBe(0)
    expect(await hostPage.getByTestId('live-toast').textContent()).toBe('')
    await phonesTv.emulateMedia({ reducedMotion: 'reduce' })
    // each screen's banner as first drawn, watched from before the tap
    const drawn = [
      firstAnimation(tv, '[data-testid="projector-bunco"] .pop'),
      firstAnimation(hostPage, '[data-testid="live-toast"] .pop'),
      firstAnimation(phonesTv, '[data-testid="tv-bunco"].tv-pop'),
    ]
    await phone.getByTestId('keeper-bunco').tap()
    await expect
      .poll(() => tv.getByTestId('live-score-2').textContent(), { timeout: 10_000 })
      .toBe('2–22')
    expect(await tv.getByTestId('projector-bunco').count()).toBe(0)
    await phone.getByTestId('keeper-bunco').tap()
    // (their texts were read in the test before; a banner lasts a few seconds, which a loaded
    // machine may spend before a second look)
    expect(await Promise.all(drawn)).toEqual(['none', 'none', 'none'])
    await shot(tv, 'live-projector-reduced')
    await expect
      .poll(() => tv.getByTestId('live-score-2').textContent(), { timeout: 10_000 })
      .toBe('2–43')
  })

  it('a guest’s own page shows the head table’s bell when it rings', async () => {
    const view = await pageCall<{ current: { plan: { tables: { seats: { E: string } }[] } } }>(
      hostPage,
      'night:get',
      { nightId },
    )
    const guest = view.current.plan.tables[2]!.seats.E
    const link = await pageCall<{ url: string }>(hostPage, 'phones:guestLink', {
      nightId,
      player: guest,
    })
    const page = await openPhone(link.url)
    await page.getByTestId('guest-seat').waitFor()
    expect(await page.getByTestId('bell').count()).toBe(0)
    await hostPage.getByTestId('bell').click()
    await expect
      .poll(() => page.getByTestId('bell').textContent(), { timeout: 10_000 })
      .toBe('The bell has rung: finish your turn and stop.')
    await shot(page, 'live-guest-bell')
    expect(await axeFindings(page)).toEqual([])
    expect(problems).toEqual([])
  })

  it('in Japanese and dark, the host’s line and toast read in the host’s words', async () => {
    await pageCall(hostPage, 'settings:set', { language: 'ja', theme: 'dark' })
    await hostPage.reload()
    await hostPage.emulateMedia({ reducedMotion: 'no-preference' })
    // a window opened mid-round shows the race as it stands, without saying old Buncos again
    await expect
      .poll(() => hostPage.getByTestId('live-table').allTextContents(), { timeout: 10_000 })
      .toEqual(['テーブル2 · 2–43'])
    expect(await hostPage.getByTestId('live-toast').textContent()).toBe('')
    const status = (await phone.getByTestId('keeper-status').textContent()) ?? ''
    const roller = status.replace(/ to roll$/, '')
    await phone.getByTestId('keeper-bunco').tap()
    await expect
      .poll(() => hostPage.getByTestId('live-toast').textContent(), { timeout: 10_000 })
      .toBe(`バンコ！テーブル2の${roller}さん`)
    await shot(hostPage, 'live-host-ja-dark')
    expect(await axeFindings(hostPage)).toEqual([])
  })

  it('the TV over the Wi-Fi marks a table whose result is in, in place of its running score', async () => {
    await pageCall(hostPage, 'night:recordResult', {
      nightId,
      round: 1,
      result: { table: 2, winner: 'EW' },
    })
    await phonesTv.getByTestId('tv-done-2').waitFor({ timeout: 10_000 })
    expect(await phonesTv.getByTestId('tv-done-2').textContent()).toBe('Result in')
    expect(await phonesTv.getByTestId('tv-live-2').count()).toBe(0)
    expect(await phonesTv.getByTestId('tv-done-1').count()).toBe(0)
    await shot(phonesTv, 'live-tv-lan-done')
    for (const scheme of ['light', 'dark'] as const) {
      await phonesTv.emulateMedia({ colorScheme: scheme })
      expect(await axeFindings(phonesTv)).toEqual([])
    }
  })
})
