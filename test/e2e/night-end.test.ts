// The end of a night as the host lives it: a refused click is explained beside the table it was
// made at, and closing the last round leads to the prizes, never to an empty screen.
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall, startedNight, axeInBothThemes } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

describe.runIf(run)('the end of the night', () => {
  let session: Session
  let page: Page
  let nightId = 0

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 800 })
    page = session.page
    await page.getByTestId('home').waitFor()
    const names = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']
    const view = await startedNight(page, {
      names,
      title: 'Short night',
      date: '2026-12-05',
      seed: 3,
      rules: { sets: 1 },
    })
    nightId = view.id
    // rounds 1 to 5 are in; the host enters round 6 by hand
    for (let round = 1; round <= 5; round++) {
      const results = [1, 2].map((table) => ({ table, winner: 'NS' }))
      await pageCall(page, 'night:commitRound', { nightId, round, results })
    }
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'entry' })
    await page.reload()
    await page.getByTestId('round-entry').waitFor()
  })

  afterAll(() => session?.close())

  const saved = (): Promise<NightView> => pageCall<NightView>(page, 'night:get', { nightId })

  it('explains a refused click beside the table, and forgets it once the points agree', async () => {
    await page.getByTestId('details-1').click()
    await page.getByTestId('points-1-NS').pressSequentially('21')
    await page.getByTestId('points-1-EW').pressSequentially('5')
    await page.getByTestId('win-1-EW').click()
    const refusal = page.getByTestId('refusal-1')
    await refusal.waitFor()
    const said = (await refusal.textContent()) ?? ''
    expect(said).toContain('East–West')
    expect(said).toContain('21–5')
    expect(said).not.toContain('Something went wrong')
    expect(await page.getByTestId('error-banner').count()).toBe(0)
    // beside what was clicked: inside the table's card, just under its winner buttons
    const clicked = await page.getByTestId('win-1-EW').boundingBox()
    const box = await refusal.boundingBox()
    const card = await page.getByTestId('entry-1').boundingBox()
    expect(clicked && box && card).toBeTruthy()
    if (clicked && box && card) {
      expect(box.y).toBeGreaterThanOrEqual(card.y)
      expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height)
      expect(box.y - (clicked.y + clicked.height)).toBeLessThan(60)
    }
    // nothing changed: the points typed still say North–South
    expect((await saved()).current?.results.find((r) => r.table === 1)?.winner).not.toBe('EW')
    await page.screenshot({ path: join(outputFolder(), 'refused-click-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})

    // the host fixes the points: East–West had 25; the refusal goes
    const ew = page.getByTestId('points-1-EW')
    await ew.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Backspace')
    await ew.pressSequentially('25')
    await expect.poll(() => refusal.count()).toBe(0)
    await page.keyboard.press('Tab')
    await expect
      .poll(async () => (await saved()).current?.results.find((r) => r.table === 1)?.winner)
      .toBe('EW')
  })

  it('after the last round lands on what to do next, and finishes the night from there', async () => {
    await page.getByTestId('win-2-NS').click()
    await page.getByTestId('next-round').click()
    const done = page.getByTestId('night-done')
    await done.waitFor()
    expect(await done.textContent()).toContain('All 6 rounds are played')
    expect(await page.getByText('No round is open.').count()).toBe(0)
    expect(await page.getByTestId('round-line').textContent()).toContain('All 6 rounds are played')
    expect(await page.getByTestId('error-banner').count()).toBe(0)
    await page.screenshot({ path: join(outputFolder(), 'night-end-en.png') })
    for (const theme of ['light', 'dark'] as const) {
      await pageCall(page, 'settings:set', { theme })
      await page.reload()
      await page.getByTestId('night-done').waitFor()
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme)
      expect(await axeFindings(page)).toEqual([])
    }
    await page.screenshot({ path: join(outputFolder(), 'night-end-dark-en.png') })
    await pageCall(page, 'settings:set', { theme: 'system' })
    // the seating tab says the same, not an empty board
    await page.getByTestId('tab-seating').click()
    await page.getByTestId('night-done').waitFor()
    await page.getByTestId('night-done-finish').click()
    await page.getByTestId('awards').waitFor()
    expect(await page.getByTestId('tab-prizes').getAttribute('aria-selected')).toBe('true')
    expect((await saved()).status).toBe('finished')
    expect(session.problems).toEqual([])
  })
})
