// Three guests playing each for themselves at one table, entered through the UI.
import { DEFAULT_RULES } from '@shared/bunco'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { pageCall, startedNight } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

describe.runIf(run)('individual play', () => {
  let session: Session
  let nightId = 0

  beforeAll(async () => {
    session = await openApp()
    const { page } = session
    await page.getByTestId('home').waitFor()
    const night = await startedNight(page, {
      names: ['Ann', 'Bea', 'Cal'],
      title: 'Solo',
      date: '2026-11-28',
      seed: 5,
      rules: { ...DEFAULT_RULES, play: 'individual' },
    })
    nightId = night.id
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'entry' })
    await page.reload()
  }, 60_000)

  afterAll(() => session?.close())

  it('picks a player as the winner and closes the round', async () => {
    const { page, bridge } = session
    await page.getByTestId('round-entry').waitFor()
    const plan = bridge.context.store.state(nightId).current?.plan
    const seat = (['N', 'E', 'S', 'W'] as const).find(
      (s) => !plan?.tables[0]?.seats[s].startsWith('ghost:'),
    )
    expect(await page.locator('.winner-buttons.solo button').count()).toBe(3)
    await page.getByTestId(`win-1-${seat}`).click()
    await expect
      .poll(() => bridge.context.store.state(nightId).current?.results[0]?.winner)
      .toBe(seat)
    await page.getByTestId('next-round').click()
    await expect.poll(() => bridge.context.store.state(nightId).played.length).toBe(1)
    // Correct round 1: another player won.
    const other = (['N', 'E', 'S', 'W'] as const).find(
      (s) => s !== seat && !plan?.tables[0]?.seats[s].startsWith('ghost:'),
    )
    await page.getByTestId('tab-history').click()
    await page.getByTestId('correct-round-1').click()
    await page.getByTestId('fix-1-1').getByTestId(`win-1-${other}`).click()
    await expect
      .poll(() => bridge.context.store.state(nightId).played[0]?.results[0]?.winner)
      .toBe(other)
    expect(session.problems).toEqual([])
  })
})
