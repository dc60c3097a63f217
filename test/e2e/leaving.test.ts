// Guests coming and going as the host lives it: a guest leaves before the round starts (her seat
// played by a ghost at once), and ghosts stay spread over the tables round after round.
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { pageCall, startedNight, axeInBothThemes } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const NAMES = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lou']

describe.runIf(run)('guests coming and going', () => {
  let session: Session
  let page: Page
  let night: NightView

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 900 })
    page = session.page
    await page.getByTestId('home').waitFor()
    night = await startedNight(page, {
      names: [...NAMES, 'Mo'],
      title: 'Thirteen',
      date: '2026-12-07',
      seed: 7,
      rules: { sets: 1 },
    })
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: night.id, tab: 'seating' })
    await page.reload()
    await page.getByTestId('seating-board').waitFor()
  })

  afterAll(() => session?.close())

  /** Ghost seats per table card on the seating board. */
  const ghostsShown = (): Promise<number[]> =>
    page
      .locator('.table-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelectorAll('.seat.ghost').length))

  it('a guest leaves before the round starts: a ghost plays her seat in this round', async () => {
    expect(await ghostsShown()).toHaveLength(4)
    const mo = night.players.find((p) => p.name === 'Mo')?.player ?? ''
    await page.getByTestId('guests-panel').locator('summary').click()
    await page.getByTestId(`leave-${mo}`).click()
    await page.screenshot({ path: join(outputFolder(), 'leave-question-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})
    await page.getByTestId(`leave-${mo}-also`).click()
    await expect
      .poll(() => page.getByTestId('notice').textContent())
      .toContain('Mo has left: a ghost plays the seat from this round')
    // twelve guests: three full tables, nobody waiting for a ghost
    await expect.poll(ghostsShown).toEqual([0, 0, 0])
    expect(await page.getByTestId('seating-board').textContent()).not.toContain('Mo')
    const view = await pageCall<NightView>(page, 'night:get', { nightId: night.id })
    expect(view.pending.leave).toEqual([])
    await page.screenshot({ path: join(outputFolder(), 'leave-now-en.png'), fullPage: true })
    expect(await axeInBothThemes(page)).toEqual({})
  })

  it('keeps ghosts spread when a guest walks in and moves bunch them up', async () => {
    await page.getByTestId('arrive-name').pressSequentially('Mo')
    await page.getByTestId('arrive').click()
    // no ghost seat is free this round: Mo sits down from the next one
    await page.getByTestId('pending-arrive').waitFor()
    for (let round = 1; round <= 5; round++) {
      const shown = await ghostsShown()
      expect(Math.max(...shown) - Math.min(...shown), `round ${round}: ${shown}`).toBeLessThan(2)
      const view = await pageCall<NightView>(page, 'night:get', { nightId: night.id })
      const results = view.current?.plan.tables.map((t) => ({
        table: t.table,
        winner: t.table % 2 ? 'NS' : 'EW',
      }))
      await pageCall(page, 'night:commitRound', { nightId: night.id, round, results })
      await page.reload()
      await page.getByTestId('seating-board').waitFor()
    }
    const shown = await ghostsShown()
    expect(shown).toHaveLength(4)
    expect(Math.max(...shown) - Math.min(...shown)).toBeLessThan(2)
    await page.screenshot({ path: join(outputFolder(), 'ghosts-spread-en.png'), fullPage: true })
    expect(session.problems).toEqual([])
  })
})
