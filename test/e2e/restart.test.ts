// The app killed mid-round and started again on the same data: same screen, nothing lost.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIDGE_INIT_SCRIPT } from './bridge'
import { startBridgeChild } from './bridgeChild'
import { e2eAvailable, launchBrowser } from './browser'
import { pageCall } from './pageHelpers'

const run = e2eAvailable()

const startProcess = startBridgeChild

describe.runIf(run)('restart mid-round', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-restart-'))
  let browser: BrowserContext
  let page: Page
  let first: { child: ChildProcess; url: string }

  beforeAll(async () => {
    first = await startProcess(dataFolder, 0)
    browser = await launchBrowser()
    await browser.addInitScript(BRIDGE_INIT_SCRIPT)
    page = await browser.newPage()
    await page.goto(first.url)
    await page.getByTestId('home').waitFor()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    rmSync(dataFolder, { recursive: true, force: true })
  })

  it('returns to the same screen with every saved entry after a kill', async () => {
    const ids: number[] = []
    for (const name of ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']) {
      ids.push((await pageCall<{ person: { id: number } }>(page, 'roster:add', { name })).person.id)
    }
    const night = await pageCall<NightView>(page, 'night:create', {
      title: 'Restart',
      date: '2026-11-28',
    })
    await pageCall(page, 'night:setGuests', { nightId: night.id, personIds: ids })
    await pageCall(page, 'night:start', { nightId: night.id, seed: 1 })
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: night.id, tab: 'entry' })
    await page.reload()
    await page.getByTestId('win-1-NS').click()
    await expect.poll(() => page.getByTestId('saved').textContent()).toBe('All changes saved')
    await expect.poll(() => page.getByTestId('win-1-NS').getAttribute('aria-pressed')).toBe('true')

    first.child.kill('SIGKILL')
    const port = Number(new URL(first.url).port)
    const second = await startProcess(dataFolder, port)
    await page.reload()
    await page.getByTestId('round-entry').waitFor()
    expect(await page.getByTestId('win-1-NS').getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByTestId('win-2-NS').getAttribute('aria-pressed')).toBe('false')
    expect(await page.getByTestId('tab-entry').getAttribute('aria-selected')).toBe('true')
    second.child.kill('SIGKILL')
  }, 60_000)
})
