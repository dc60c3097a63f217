// A question before a destructive step starts on its safe answer, and Escape takes it back:
// a host who presses Enter or Escape by reflex loses nothing.
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { pageCall, startedNight, axeInBothThemes } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

const focusedTestId = (page: Page): Promise<string | null> =>
  page.evaluate(`document.activeElement && document.activeElement.getAttribute('data-testid')`)

describe.runIf(run)('confirmations', () => {
  let session: Session
  let page: Page
  let night: NightView

  beforeAll(async () => {
    session = await openApp()
    page = session.page
    await page.getByTestId('home').waitFor()
    night = await startedNight(page, {
      names: ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay'],
      title: 'Questions night',
      date: '2026-12-06',
      seed: 9,
    })
    await page.reload()
    await page.getByTestId('home').waitFor()
  })

  afterAll(() => session?.close())

  it('deleting a night starts on No; Escape keeps the night', async () => {
    const ask = `delete-night-${night.id}`
    await page.getByTestId(ask).click()
    expect(await focusedTestId(page)).toBe(`${ask}-no`)
    // Enter by reflex answers the safe way
    await page.keyboard.press('Enter')
    expect(await page.getByTestId(`${ask}-yes`).count()).toBe(0)
    expect(await focusedTestId(page)).toBe(ask)
    await page.getByTestId(ask).click()
    await page.keyboard.press('Escape')
    expect(await page.getByTestId(`${ask}-yes`).count()).toBe(0)
    expect(await focusedTestId(page)).toBe(ask)
    const nights = await pageCall<{ id: number }[]>(page, 'night:list', {})
    expect(nights.map((n) => n.id)).toContain(night.id)
  })

  it('a guest leaving starts on No; Escape keeps her seated', async () => {
    await page.getByTestId('continue-night').click()
    await page.getByTestId('guests-panel').locator('summary').click()
    const ann = night.players.find((p) => p.name === 'Ann')?.player ?? ''
    await page.getByTestId(`leave-${ann}`).click()
    expect(await focusedTestId(page)).toBe(`leave-${ann}-no`)
    expect(await axeInBothThemes(page)).toEqual({})
    await page.keyboard.press('Escape')
    expect(await page.getByTestId(`leave-${ann}-no`).count()).toBe(0)
    expect(await focusedTestId(page)).toBe(`leave-${ann}`)
    const view = await pageCall<NightView>(page, 'night:get', { nightId: night.id })
    expect(view.pending.leave).toEqual([])
    expect(session.problems).toEqual([])
  })
})
