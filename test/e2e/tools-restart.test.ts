// Each table tool killed mid-turn (SIGKILL of the app's process) and started again on the same
// data: the screen shows the same turn, the same dice, the same points.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIDGE_INIT_SCRIPT } from './bridge'
import { startBridgeChild, type BridgeChild } from './bridgeChild'
import { e2eAvailable, launchBrowser } from './browser'

const run = e2eAvailable()

describe.runIf(run)('table tools after a crash', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-tools-restart-'))
  let browser: BrowserContext
  let page: Page
  let bridge: BridgeChild

  // kills the app's process outright and starts it again on the same port and data
  async function crashAndRestart(screen: string): Promise<void> {
    bridge.child.kill('SIGKILL')
    bridge = await startBridgeChild(dataFolder, Number(new URL(bridge.url).port))
    await page.reload()
    await page.getByTestId(screen).waitFor()
  }

  beforeAll(async () => {
    bridge = await startBridgeChild(dataFolder, 0)
    browser = await launchBrowser()
    await browser.addInitScript(BRIDGE_INIT_SCRIPT)
    page = await browser.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(bridge.url)
    await page.getByTestId('home').waitFor()
  }, 60_000)

  afterAll(async () => {
    bridge?.child.kill('SIGKILL')
    await browser?.close()
    rmSync(dataFolder, { recursive: true, force: true })
  })

  it('the scorekeeper: the same turn and points', async () => {
    await page.getByTestId('open-keeper').click()
    await page.getByTestId('keeper-name-N').pressSequentially('Ann')
    await page.getByTestId('keeper-name-E').pressSequentially('Bob')
    await page.getByTestId('keeper-start').click()
    await page.getByTestId('keeper-die-1').click()
    await page.keyboard.type('112')
    await page.keyboard.type('345')
    await page.keyboard.type('222')
    await expect.poll(() => page.getByTestId('keeper-points-EW').textContent()).toBe('5')
    const status = await page.getByTestId('keeper-status').textContent()
    expect(status).toBe('Bob to roll')
    await crashAndRestart('keeper-board')
    expect(await page.getByTestId('keeper-status').textContent()).toBe(status)
    expect(await page.getByTestId('keeper-points-NS').textContent()).toBe('2')
    expect(await page.getByTestId('keeper-points-EW').textContent()).toBe('5')
    expect(await page.getByTestId('keeper-log').locator('li').count()).toBe(3)
  }, 60_000)

  it('the solo game: the same roll on screen and the same button', async () => {
    await page.getByTestId('nav-home').click()
    await page.getByTestId('open-solo').click()
    await page.getByTestId('solo-new').click()
    const move = page.getByTestId('solo-move')
    for (let i = 0; i < 6; i++) {
      const before = await page.getByTestId('solo-board').textContent()
      const saidBefore = await page.getByTestId('solo-said').textContent()
      await move.click()
      // the roll is shown once the computer's short wait is over
      await expect
        .poll(async () => [
          await page.getByTestId('solo-board').textContent(),
          await page.getByTestId('solo-said').textContent(),
        ])
        .not.toEqual([before, saidBefore])
      await expect.poll(() => page.getByTestId('solo-said').textContent()).not.toContain('…')
    }
    const said = await page.getByTestId('solo-said').textContent()
    const label = await move.textContent()
    const board = await page.getByTestId('solo-board').textContent()
    await crashAndRestart('solo-board')
    expect(await page.getByTestId('solo-said').textContent()).toBe(said)
    expect(await move.textContent()).toBe(label)
    expect(await page.getByTestId('solo-board').textContent()).toBe(board)
  }, 60_000)

  it('the dice roller: the same dice', async () => {
    await page.getByTestId('nav-home').click()
    await page.getByTestId('open-dice').click()
    await page.getByTestId('dice-roll').click()
    await page.getByTestId('dice-faces').waitFor()
    const dice = await page.getByTestId('dice-faces').getAttribute('data-dice')
    const said = await page.getByTestId('dice-said').textContent()
    await crashAndRestart('dice-faces')
    expect(await page.getByTestId('dice-faces').getAttribute('data-dice')).toBe(dice)
    expect(await page.getByTestId('dice-said').textContent()).toBe(said)
  }, 60_000)
})
