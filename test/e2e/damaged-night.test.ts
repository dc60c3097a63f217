// A night whose event log was damaged outside the app: the home screen marks it, and it opens
// read-only with the damaged event named.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { createRandom } from '@shared/bunco'
import { afterAll, describe, expect, it } from 'vitest'
import { addPeople, playRound, startNight } from '../drivers/night-driver'
import { BRIDGE_INIT_SCRIPT, startBridge } from './bridge'
import { e2eAvailable, launchBrowser, outputFolder } from './browser'
import { axeFindings } from './pageHelpers'

const run = e2eAvailable()

describe.runIf(run)('a damaged night', () => {
  const dataFolder = mkdtempSync(join(tmpdir(), 'bunco-e2e-damaged-'))
  afterAll(() => rmSync(dataFolder, { recursive: true, force: true }))

  it('is marked on the home screen and opens read-only, naming the damage', async () => {
    const first = await startBridge({ dataFolder })
    const call = (
      name: Parameters<typeof first.context.dispatch>[0],
      args: unknown,
    ): ReturnType<typeof first.context.dispatch> => first.context.dispatch(name, args)
    let view = await startNight(call, await addPeople(call, 8), { seed: 1, title: 'Broken night' })
    view = await playRound(call, view, createRandom(1))
    view = await playRound(call, view, createRandom(2))
    const damaged = view.savedEventId
    await first.context.idle()
    await first.close()
    const raw = new Database(join(dataFolder, 'bunco-night.sqlite'))
    raw.prepare("UPDATE events SET payload = 'not json' WHERE id = ?").run(damaged)
    raw.close()

    const second = await startBridge({ dataFolder })
    const browser = await launchBrowser()
    await browser.addInitScript(BRIDGE_INIT_SCRIPT)
    const page = await browser.newPage()
    await page.goto(second.url)
    await page.getByTestId(`damaged-${view.id}`).waitFor()
    expect(await page.getByTestId(`damaged-${view.id}`).textContent()).toBe('Damaged: read-only')
    await page.getByRole('button', { name: 'Broken night', exact: true }).click()
    await page.getByTestId('night-damage').waitFor()
    expect(await page.getByTestId('night-damage').textContent()).toContain(
      `its saved action no. ${damaged} cannot be read (it is not valid JSON).`,
    )
    expect(await page.getByTestId('night-title').textContent()).toBe('Broken night')
    expect(await axeFindings(page)).toEqual([])
    await page.screenshot({ path: join(outputFolder(), 'damaged-night-en.png'), fullPage: true })
    await browser.close()
    await second.close()
  })
})
