// A damaged data file: set aside, the app starts fresh, and the home screen offers the backups.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRandom } from '@shared/bunco'
import { afterAll, describe, expect, it } from 'vitest'
import { addPeople, playRound, startNight } from '../drivers/night-driver'
import { BRIDGE_INIT_SCRIPT, startBridge } from './bridge'
import { e2eAvailable, launchBrowser } from './browser'

const run = e2eAvailable()

describe.runIf(run)('recovery from a damaged data file', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-recovery-'))
  afterAll(() => rmSync(dataFolder, { recursive: true, force: true }))

  it('explains what happened and lists the backups to restore', async () => {
    const first = await startBridge({ dataFolder })
    const call = (
      name: Parameters<typeof first.context.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof first.context.dispatch> => first.context.dispatch(name, args)
    const view = await startNight(call, await addPeople(call, 8), { seed: 1 })
    await playRound(call, view, createRandom(1))
    await first.context.idle()
    await first.close()
    writeFileSync(join(dataFolder, 'bunco-night.sqlite'), 'this is not a database at all')

    const second = await startBridge({ dataFolder })
    const browser = await launchBrowser()
    await browser.addInitScript(BRIDGE_INIT_SCRIPT)
    const page = await browser.newPage()
    await page.goto(second.url)
    await page.getByTestId('recovery').waitFor()
    expect(await page.getByTestId('recovery').textContent()).toContain(
      'bunco-night.sqlite.damaged-',
    )
    expect(await page.locator('.backup-list li').count()).toBe(1)
    expect(await page.locator('.backup-list li').textContent()).toContain('after a round')
    await browser.close()
    await second.close()
  })
})
