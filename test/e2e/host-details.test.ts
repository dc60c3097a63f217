// The smaller things a first-time host met (issue 35, item 8), typed and clicked as a host does:
// a name too long, a second night while one is on, "Saved to" beside the button, a table and a
// letter typed on the seating tab, the history saying a result once and a roll-off as one, and
// the app's roll-off showing its dice.
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { fileHooks } from './fileHooks'
import { pageCall, startedNight, axeInBothThemes } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

describe.runIf(run)('the smaller things of a night', () => {
  const { folder: files, hooks } = fileHooks()
  let session: Session
  let page: Page
  let night: NightView

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 800, hooks })
    page = session.page
    await page.getByTestId('home').waitFor()
    night = await startedNight(page, {
      names: ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal'],
      title: 'Thursday Bunco',
      date: '2026-12-10',
      seed: 4,
    })
    await page.reload()
    await page.getByTestId('home').waitFor()
  })

  afterAll(() => session?.close())

  const view = (): Promise<NightView> =>
    pageCall<NightView>(page, 'night:get', { nightId: night.id })

  it('a second night says the first is still on, and takes a title of its own', async () => {
    await page.getByTestId('new-night').click()
    const warning = page.getByTestId('night-in-progress')
    await warning.waitFor()
    expect(await warning.textContent()).toContain('“Thursday Bunco” is still being played')
    await page.getByTestId('night-title').pressSequentially('Thursday Bunco')
    expect(await page.getByTestId('title-taken').textContent()).toContain('“Thursday Bunco (2)”')
    // a name longer than a sheet can hold is refused as it is typed, and adds nobody
    const long = 'Wilhelmina Augusta Theodora Konstanze von Hohenzollern-Sigmaringen'
    await page.getByTestId('guest-search').pressSequentially(long)
    expect(await page.getByTestId('guest-search-too-long').textContent()).toContain(
      `at most 60 characters; this one has ${long.length}`,
    )
    await page.getByTestId('guest-search').press('Enter')
    expect(await page.getByTestId('chosen-guests').locator('li').count()).toBe(0)
    expect(await page.locator('html').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await page.screenshot({ path: join(outputFolder(), 'second-night-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})
    await page.getByTestId('continue-instead').click()
    await page.getByTestId('night-screen').waitFor()
  })

  it('1 then N typed on the seating tab records table 1 for north–south', async () => {
    await page.getByTestId('tab-seating').click()
    await page.getByTestId('seating-board').waitFor()
    await page.locator('h2').first().click()
    await page.keyboard.type('1n')
    await expect
      .poll(async () => (await view()).current?.results.find((r) => r.table === 1)?.winner)
      .toBe('NS')
    expect(await page.getByTestId('typed-picked').textContent()).toContain(
      'Table 1: North–South won',
    )
    await page.screenshot({ path: join(outputFolder(), 'seating-typed-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})
  })

  it('history says a result once, each Bunco as a Bunco, and a roll-off as a roll-off', async () => {
    await page.getByTestId('tab-entry').click()
    await page.getByTestId('details-1').click()
    await page.getByTestId('points-1-NS').pressSequentially('21')
    await page.getByTestId('points-1-EW').pressSequentially('12')
    await page.keyboard.press('Tab')
    await expect
      .poll(async () => (await view()).current?.results.find((r) => r.table === 1)?.points?.EW)
      .toBe(12)
    const player = (await view()).current!.plan.tables[0]!.seats.N
    for (let n = 1; n <= 3; n++) {
      await page.getByTestId(`add-buncos-${player}`).click()
      await expect.poll(() => page.getByTestId(`buncos-${player}`).textContent()).toBe(String(n))
    }
    // table 2 tied at 21: the app rolls it off, and shows the dice
    await page.getByTestId('details-2').click()
    await page.getByTestId('points-2-NS').pressSequentially('21')
    await page.getByTestId('points-2-EW').pressSequentially('21')
    await page.keyboard.press('Tab')
    await page.getByTestId('rolloff-2-app').click()
    const dice = page.getByTestId('rolloff-dice-2')
    await dice.waitFor()
    expect(await dice.textContent()).toMatch(
      /The app rolled: North–South \d \+ \d \+ \d = \d+, East–West \d \+ \d \+ \d = \d+/,
    )
    await expect
      .poll(async () => (await view()).current?.results.find((r) => r.table === 2)?.rollOff)
      .toBe(true)
    await page.screenshot({ path: join(outputFolder(), 'rolloff-dice-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})
    await page.getByTestId('tab-history').click()
    await page.getByTestId('history-line').first().waitFor()
    const lines = await page.getByTestId('history-line').allTextContents()
    const table1 = lines.filter((l) => l.includes('Round 1, table 1:'))
    expect(table1.filter((l) => l.includes('won (21–12)'))).toHaveLength(1)
    expect(table1.filter((l) => l.includes('Buncos: '))).toHaveLength(3)
    const table2 = lines.filter((l) => l.includes('Round 1, table 2:') && l.includes(' won'))
    expect(table2.at(0)).toContain('won the roll-off')
    expect(table2.join(' ')).not.toContain('(21–21)')
    await page.screenshot({ path: join(outputFolder(), 'history-en.png'), fullPage: true })
    expect(await axeInBothThemes(page)).toEqual({})
  })

  it('“Saved to …” shows beside the button that saved', async () => {
    await page.getByTestId('tab-print').click()
    await page.getByTestId('print-save-rules').click()
    const card = page.getByTestId('print-save-rules').locator('xpath=ancestor::li')
    const said = card.getByTestId('print-message')
    await said.waitFor()
    expect(await said.textContent()).toContain(`Saved to ${files}`)
    const box = await said.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(800)
    expect(session.problems).toEqual([])
  })
})
