// Large print: the host picks the largest text on the settings screen (a click) and every screen
// of a night of 40 guests with long names, in German and Japanese at 1366 × 768, shows its text
// whole: nothing wider than the window, no text cut or spilling from its box, no two controls of
// a row drawn over each other. A guest's phone takes its own largest size (a tap), keeps it after a
// reload, and fits a 360-wide screen in both languages. Screenshots with SCREENSHOTS=1.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView, Person } from '@shared/views'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stopServer } from '../../src/main/phones/serverLifecycle'
import { phonesOn } from '../drivers/phones-night'
import { BRIDGE_INIT_SCRIPT, startBridge, type Bridge } from './bridge'
import { e2eAvailable, launchBrowser, launchBrowserForContexts, outputFolder } from './browser'
import { overflowing, pageCall } from './pageHelpers'
import { SMALL_PHONE } from './smallPhone'

const run = e2eAvailable()
const SHOTS = process.env['SCREENSHOTS'] === '1'
const LONG = [
  'Maximiliane Wilhelmine von Hohenzollern-Sig',
  'Jean-Baptiste Émile de La Rochefoucauld-Dü',
  '山田 花子',
  '佐藤 健太郎',
  'Zoë Ångström',
  'Ñuño Ørsted',
]
/** Where text must never be cut or spill: the app's words, names, numbers and controls. */
const TEXT = 'button, .tab, label, legend, h1, h2, h3, th, .seat, .round-line, .nav-button, p.hint'

/** How far the page runs past the window's right edge (CSS px; 0 when it fits). */
function widerThanWindow(page: Page): Promise<number> {
  return page.evaluate<number>(`(() => {
    const root = document.scrollingElement ?? document.documentElement
    return Math.max(0, root.scrollWidth - window.innerWidth)
  })()`)
}

/** Buttons, tabs and fields drawn over one another (both shown, crossing by over 1 px), a bar
 * pinned to the window's edge aside. */
function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const pinned = (el) => {
      for (let at = el; at; at = at.parentElement) {
        const position = getComputedStyle(at).position
        if (position === 'sticky' || position === 'fixed') return at
      }
      return null
    }
    const shown = [...document.querySelectorAll('button, .tab, input, select, a')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box, el }) => box.width > 0 && box.height > 0 && el.offsetParent !== null)
    const out = []
    for (let i = 0; i < shown.length; i++) {
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i]
        const b = shown[j]
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue
        // a bar pinned to the window's edge has the page scroll under it, as it is meant to
        if (pinned(a.el) !== pinned(b.el)) continue
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (x > 1 && y > 1) out.push(a.el.textContent.trim() + ' × ' + b.el.textContent.trim())
      }
    }
    return out
  })()`)
}

/** The root's font size as the page computes it ("24px"). */
function rootSize(page: Page): Promise<string> {
  return page.evaluate<string>('getComputedStyle(document.documentElement).fontSize')
}

describe.runIf(run)('large print', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-large-'))
  let bridge: Bridge
  let host: BrowserContext
  let page: Page
  let room: Browser
  let nightId = 0
  let guestLink = ''

  beforeAll(async () => {
    bridge = await startBridge({ dataFolder, locale: 'de-DE' })
    host = await launchBrowser()
    await host.addInitScript(BRIDGE_INIT_SCRIPT)
    page = await host.newPage()
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(bridge.url)
    await page.getByTestId('home').waitFor()
    const ids: number[] = []
    for (let i = 0; i < 40; i++) {
      const name = LONG[i % LONG.length] + (i >= LONG.length ? ` ${i}` : '')
      ids.push((await pageCall<{ person: Person }>(page, 'roster:add', { name })).person.id)
    }
    const night = await pageCall<NightView>(page, 'night:create', {
      title: 'Seniorenbunco im Gemeindehaus',
      date: '2026-11-28',
    })
    nightId = night.id
    await pageCall(page, 'night:setGuests', { nightId, personIds: ids })
    await pageCall(page, 'night:start', { nightId, seed: 40 })
    for (let r = 1; r <= 2; r++) {
      const view = await pageCall<NightView>(page, 'night:get', { nightId })
      const results = view.current?.plan.tables.map((t) => ({
        table: t.table,
        winner: t.table % 2 ? 'NS' : 'EW',
      }))
      await pageCall(page, 'night:commitRound', { nightId, round: r, results })
    }
    const status = await phonesOn(bridge.context, nightId)
    guestLink = status.tables[0]!.url
    room = await launchBrowserForContexts()
  }, 120_000)

  afterAll(async () => {
    await room?.close()
    await host?.close()
    if (bridge) await stopServer(bridge.context.phones)
    await bridge?.close()
    rmSync(dataFolder, { recursive: true, force: true })
  })

  it('is picked on the settings screen with a click, and every rem of the app follows', async () => {
    await page.getByTestId('nav-settings').click()
    await page.getByTestId('text-size-largest').click()
    await expect.poll(() => rootSize(page)).toBe('24px')
    // the radio just clicked grows with its label (Chromium's own box is 13 px at every size)
    const radio = await page.getByTestId('text-size-largest').boundingBox()
    expect(radio?.width).toBe(24)
    expect(radio?.height).toBe(24)
    // kept by main: a new window opens at the same size
    await page.reload()
    await page.getByTestId('home').or(page.getByTestId('nav-settings')).first().waitFor()
    await expect.poll(() => page.locator('html').getAttribute('data-text-size')).toBe('largest')
  })

  it.each(['de', 'ja'] as const)(
    'shows every screen whole in %s at the largest size, 1366 × 768',
    async (language) => {
      await pageCall(page, 'settings:set', { language, textSize: 'largest' })
      await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'seating' })
      await page.reload()
      await page.getByTestId('seating-board').waitFor()
      const problems: Record<string, unknown> = {}
      const check = async (name: string): Promise<void> => {
        await page.waitForTimeout(150)
        const wide = await widerThanWindow(page)
        const spill = await overflowing(page, TEXT)
        const overlap = await overlappingControls(page)
        if (wide > 0 || spill.length > 0 || overlap.length > 0)
          problems[name] = { wide, spill, overlap }
        if (SHOTS)
          await page.screenshot({ path: join(outputFolder(), `large-${name}-${language}.png`) })
      }
      for (const tab of ['seating', 'entry', 'standings', 'history', 'prizes', 'print', 'phones']) {
        await page.getByTestId(`tab-${tab}`).click()
        await check(`night-${tab}`)
      }
      for (const screen of ['home', 'roster', 'season', 'settings']) {
        await page.getByTestId(`nav-${screen}`).click()
        await check(screen)
      }
      await page.getByTestId('nav-home').click()
      await page.getByTestId('new-night').click()
      await page.getByTestId('new-night-screen').waitFor()
      await check('new-night')
      expect(problems).toEqual({})
    },
  )

  it.each(['de-DE', 'ja-JP'] as const)(
    'a guest’s phone in %s takes its own largest size with a tap and keeps it',
    async (locale) => {
      const context = await room.newContext({ ...SMALL_PHONE, locale })
      const phone = await context.newPage()
      await phone.goto(guestLink)
      await phone.getByTestId('size-largest').tap()
      await expect.poll(() => rootSize(phone)).toBe('24px')
      await phone.reload()
      await phone.getByTestId('size-largest').waitFor()
      expect(await rootSize(phone)).toBe('24px')
      expect(await phone.getByTestId('size-largest').getAttribute('aria-pressed')).toBe('true')
      expect(await widerThanWindow(phone)).toBe(0)
      expect(await overflowing(phone, 'button, label, h1, h2, h3, p')).toEqual([])
      expect(await overlappingControls(phone)).toEqual([])
      if (SHOTS) await phone.screenshot({ path: join(outputFolder(), `large-phone-${locale}.png`) })
      // the laptop's size is the laptop's: a phone back at standard stays there
      await phone.getByTestId('size-standard').tap()
      await expect.poll(() => rootSize(phone)).toBe('18px')
      await context.close()
    },
  )
})
