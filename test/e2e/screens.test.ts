// Every screen: four languages, no overflowing text, no serious accessibility findings, 40 guests.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView, Person } from '@shared/views'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIDGE_INIT_SCRIPT, startBridge, type Bridge } from './bridge'
import { e2eAvailable, launchBrowser, outputFolder } from './browser'
import { axeFindings, smallestText, overflowing, pageCall } from './pageHelpers'

const run = e2eAvailable()
const LONG = [
  'Maximiliane Wilhelmine von Hohenzollern-Sig',
  'Jean-Baptiste Émile de La Rochefoucauld-Dü',
  '山田 花子',
  '佐藤 健太郎',
  'Zoë Ångström',
  'Ñuño Ørsted',
]

describe.runIf(run)('screens', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-screens-'))
  let bridge: Bridge
  let browser: BrowserContext
  let page: Page
  let nightId = 0

  beforeAll(async () => {
    bridge = await startBridge({ dataFolder, locale: 'en-US' })
    browser = await launchBrowser()
    await browser.addInitScript(BRIDGE_INIT_SCRIPT)
    page = await browser.newPage()
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(bridge.url)
    await page.getByTestId('home').waitFor()
    const ids: number[] = []
    for (let i = 0; i < 40; i++) {
      const name = LONG[i % LONG.length] + (i >= LONG.length ? ` ${i}` : '')
      const added = await pageCall<{ person: Person }>(page, 'roster:add', { name })
      ids.push(added.person.id)
    }
    const night = await pageCall<NightView>(page, 'night:create', {
      title: 'Forty guests',
      date: '2026-11-28',
    })
    nightId = night.id
    await pageCall(page, 'night:setGuests', { nightId, personIds: ids })
    await pageCall(page, 'night:start', { nightId, seed: 40 })
    for (let r = 1; r <= 3; r++) {
      const view = await pageCall<NightView>(page, 'night:get', { nightId })
      const results = view.current?.plan.tables.map((t) => ({
        table: t.table,
        winner: t.table % 2 ? 'NS' : 'EW',
      }))
      await pageCall(page, 'night:commitRound', { nightId, round: r, results })
    }
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'seating' })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await bridge?.close()
    rmSync(dataFolder, { recursive: true, force: true })
  })

  it('seats 40 guests at 10 tables and shows where each came from', async () => {
    await page.reload()
    await page.getByTestId('seating-board').waitFor()
    expect(await page.locator('.table-card').count()).toBe(10)
    expect(await page.locator('.moved').count()).toBe(40)
    // Movers are highlighted up or down; each says the table it came from, on the right side.
    const moves = await page.$$eval('.table-card', (cards) =>
      cards.flatMap((card) =>
        [...card.querySelectorAll('.moved')].map((m) => ({
          table: Number(card.getAttribute('data-testid')?.replace('table-', '')),
          move: ['up', 'down', 'stays'].find((c) => m.classList.contains(c)),
          from: Number(/\d+/.exec(m.textContent ?? '')?.[0] ?? Number.NaN),
        })),
      ),
    )
    expect(moves.filter((m) => m.move === 'up').length).toBeGreaterThan(0)
    expect(moves.filter((m) => m.move === 'down').length).toBeGreaterThan(0)
    for (const m of moves) {
      if (m.move === 'up') expect(m.from).toBeGreaterThan(m.table)
      else if (m.move === 'down') expect(m.from).toBeLessThan(m.table)
      else expect(m.move).toBe('stays')
    }
    // every guest of that name is found, not the first one only (issue 35, item 4)
    await page.getByTestId('seating-search').pressSequentially('佐藤')
    const found = await page.getByTestId('seating-found').allTextContents()
    expect(found.length).toBeGreaterThan(1)
    for (const line of found) expect(line).toMatch(/佐藤 健太郎.* is at table \d+/)
  })

  it.each(['en', 'fr', 'de', 'ja'] as const)(
    'shows the seating board in %s without overflowing text',
    async (lang) => {
      await pageCall(page, 'settings:set', { language: lang })
      await page.reload()
      await page.getByTestId('seating-board').waitFor()
      await page.getByTestId('seating-search').press('Control+a')
      await page.getByTestId('seating-search').press('Delete')
      expect(await page.locator('html').getAttribute('lang')).toBe(lang)
      expect(
        await overflowing(page, '.seat, .table-card h3, .tab, .nav-button, .round-line'),
      ).toEqual([])
      await page.screenshot({ path: join(outputFolder(), `seating-${lang}.png`), fullPage: true })
    },
  )

  it.each(['light', 'dark'] as const)(
    'has no serious or critical accessibility findings on any screen (%s theme)',
    async (theme) => {
      await pageCall(page, 'settings:set', { language: 'en', theme })
      await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'seating' })
      await page.reload()
      await page.getByTestId('seating-board').waitFor()
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme)
      await page.screenshot({ path: join(outputFolder(), `seating-${theme}-en.png`) })
      const findings: Record<string, unknown> = {}
      const check = async (name: string): Promise<void> => {
        const found = await axeFindings(page)
        if (found.length > 0) findings[name] = found
      }
      for (const tab of ['seating', 'entry', 'standings', 'history', 'prizes', 'print']) {
        await page.getByTestId(`tab-${tab}`).click()
        await page.waitForTimeout(150)
        await check(`night:${tab}`)
      }
      await page.getByTestId('tab-entry').click()
      await page.getByTestId('details-1').click()
      await check('night:entry-details')
      for (const screen of ['home', 'roster', 'season', 'settings']) {
        await page.getByTestId(`nav-${screen}`).click()
        await page.waitForTimeout(150)
        await check(screen)
      }
      await page.getByTestId('nav-home').click()
      await page.getByTestId('new-night').click()
      await page.getByTestId('new-night-screen').waitFor()
      await check('newNight')
      await page.getByTestId('rules-details').locator('summary').click()
      await check('newNight:rules')
      expect(findings).toEqual({})
      // The check can fail: an image without alt text and a nameless button are caught.
      await page.evaluate(`(() => {
      const bad = document.createElement('div')
      bad.id = 'axe-probe'
      bad.innerHTML = '<img src="data:," /><button type="button"></button>'
      document.body.appendChild(bad)
    })()`)
      expect((await axeFindings(page)).map((f) => f.id).sort()).toEqual([
        'button-name',
        'image-alt',
      ])
      await page.evaluate(`document.getElementById('axe-probe').remove()`)
      await pageCall(page, 'settings:set', { theme: 'system' })
    },
  )

  it('follows the host live in the projector view', async () => {
    const projector = await browser.newPage()
    await projector.setViewportSize({ width: 1280, height: 720 })
    await projector.goto(`${bridge.url}#projector`)
    await projector.getByTestId('projector-round').waitFor()
    expect(await projector.getByTestId('projector-round').textContent()).toContain('Round 4')
    const view = await pageCall<NightView>(page, 'night:get', { nightId })
    const results = view.current?.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
    await pageCall(page, 'night:commitRound', { nightId, round: 4, results })
    await expect
      .poll(() => projector.getByTestId('projector-round').textContent(), { timeout: 10_000 })
      .toContain('Round 5')
    expect(await projector.getByTestId('bell-banner').textContent()).toContain('Round 4 is over')
    await projector.screenshot({ path: join(outputFolder(), 'projector-en.png') })
    expect(await axeFindings(projector)).toEqual([])

    // A TV cannot scroll: 10 tables at 1280 × 720 come in pages, every card inside the screen.
    const fitsScreen = (): Promise<boolean> =>
      projector.evaluate(
        'document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth',
      )
    const shownTables = async (): Promise<number[]> =>
      (await projector
        .locator('.projector-grid .table-card')
        .evaluateAll((cards) =>
          cards.map((c) => Number(c.getAttribute('data-testid')?.replace('table-', ''))),
        )) as number[]
    expect(await fitsScreen()).toBe(true)
    expect(await overflowing(projector, '.projector-grid .table-card')).toEqual([])
    const first = await shownTables()
    expect(first.length).toBeLessThan(10)
    expect(await projector.getByTestId('projector-page').textContent()).toBe(
      `Tables 1–${first.length} of 10`,
    )
    await projector.keyboard.press('ArrowRight')
    await expect.poll(shownTables).not.toEqual(first)
    await projector.screenshot({ path: join(outputFolder(), 'projector-page2-en.png') })
    const pages = [first]
    while (pages.flat().length < 10) {
      pages.push(await shownTables())
      await projector.keyboard.press('ArrowRight')
    }
    expect(pages.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(await overflowing(projector, '.projector-grid .table-card')).toEqual([])

    // On a full-HD screen no text is below 24 px, and no name is cut short.
    await projector.setViewportSize({ width: 1920, height: 1080 })
    await expect.poll(async () => (await shownTables()).length).toBeGreaterThan(first.length)
    expect(await fitsScreen()).toBe(true)
    expect(await overflowing(projector, '.projector-grid .table-card')).toEqual([])
    expect(await overflowing(projector, '.projector-grid .seat-name')).toEqual([])
    expect(await smallestText(projector)).toBeGreaterThanOrEqual(24)
    await projector.screenshot({ path: join(outputFolder(), 'projector-1080-en.png') })
    await projector.close()
  })
})
