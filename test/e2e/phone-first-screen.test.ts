// A table's phone, first screen first: on a 360 × 640 phone and an iPhone 13, in every language,
// the seats, who won and Send are on the screen as it opens, without scrolling; Send stays on
// the screen with the points and counts open and scrolled; text stays 17 px, targets 48 px.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devices, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addPeople, must, startNight } from '../drivers/night-driver'
import { startBridge, type Bridge } from './bridge'
import { onScreen, SMALL_PHONE } from './smallPhone'
import { e2eAvailable, launchBrowserForContexts, outputFolder } from './browser'
import { smallestTarget, smallestText } from './pageHelpers'
import { stopServer } from '../../src/main/phones/serverLifecycle'
import { phonesOn } from '../drivers/phones-night'

const run = e2eAvailable()

describe.runIf(run)('a table phone’s first screen', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-first-'))
  let bridge: Bridge
  let browser: Browser
  let link = ''

  beforeAll(async () => {
    bridge = await startBridge({ dataFolder })
    const call = (name: Parameters<typeof bridge.context.dispatch>[0], args: unknown) =>
      bridge.context.dispatch(name, args)
    const ids = await addPeople(call, 12)
    const names = [
      'Ann Lee',
      'Bartholomew Featherstonehaugh',
      'Zoë Ødegård',
      'Kim Ito',
      'Maximiliane Schwarzenberger',
      'Jon Fox',
      'Françoise Lefèvre-Dubois',
      'Eve Stone',
      'Fay Wong',
      'Gus Park',
      'Hal Berg',
      'Ida Cruz',
    ]
    for (const [i, id] of ids.entries()) await must(call, 'roster:rename', { id, name: names[i] })
    // minis and wipeouts recorded: the most a table's form can hold
    const night = await startNight(call, ids, {
      seed: 9,
      rules: { wipeout: true, recordMinis: true, recordWipeouts: true },
    })
    await must(call, 'phones:mode', { nightId: night.id, mode: 'trust' })
    const status = await phonesOn(bridge.context, night.id)
    // round 2, so the page also shows where last round's players went
    await must(call, 'night:commitRound', {
      nightId: night.id,
      round: 1,
      results: night.current!.plan.tables.map((t) => ({ table: t.table, winner: 'NS' })),
    })
    link = status.tables[1]!.url
    browser = await launchBrowserForContexts()
  })

  afterAll(async () => {
    await browser?.close()
    if (bridge) await stopServer(bridge.context.phones)
    await bridge?.close()
    rmSync(dataFolder, { recursive: true, force: true })
  })

  const cases = [
    ['360x640', 'en-US'],
    ['360x640', 'fr-FR'],
    ['360x640', 'de-DE'],
    ['360x640', 'ja-JP'],
    ['iPhone 13', 'en-US'],
    ['iPhone 13', 'de-DE'],
  ] as const

  it.each(cases)('%s in %s: seats, who won and Send without scrolling', async (device, locale) => {
    const context = await browser.newContext({
      ...(device === '360x640' ? SMALL_PHONE : devices['iPhone 13']),
      locale,
    })
    const page = await context.newPage()
    await page.goto(link)
    await page.getByTestId('moves').waitFor()
    const name = `phone-first-${device.replace(' ', '')}-${locale}`
    await page.screenshot({ path: join(outputFolder(), `${name}.png`) })
    for (const id of ['seat-N', 'seat-S', 'winner-NS', 'winner-EW', 'send'])
      expect(await onScreen(page, id), `${name} ${id}`).toBe(true)
    expect(await page.evaluate('window.scrollY')).toBe(0)
    // the section says what is inside, and opens below; Send stays on the screen
    await page.getByTestId('winner-EW').tap()
    await page.getByTestId('more').tap()
    await page.getByTestId('wipeouts-W-more').scrollIntoViewIfNeeded()
    await page.getByTestId('wipeouts-W-more').tap()
    expect(await onScreen(page, 'send'), `${name} send after scrolling`).toBe(true)
    await page.screenshot({ path: join(outputFolder(), `${name}-open.png`) })
    expect(await smallestText(page), name).toBeGreaterThanOrEqual(17)
    expect(await smallestTarget(page), name).toBeGreaterThanOrEqual(48)
    // what was typed keeps its section open: it cannot be folded away unsent
    expect(await page.getByTestId('more').getAttribute('aria-expanded')).toBe('true')
    expect(await page.getByTestId('more').isDisabled()).toBe(true)
    await context.close()
  })
})
