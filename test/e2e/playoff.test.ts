// The playoff as the host lives it: after the last round the field is chosen (too large sizes
// greyed, with why), a wrong roll-off at the cut is explained beside its list, the final table's
// winners are clicked and the champions are crowned.
import { join } from 'node:path'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { axeInBothThemes, pageCall, startedNight } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

describe.runIf(run)('the playoff', () => {
  let session: Session
  let page: Page
  let nightId = 0

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 800 })
    page = session.page
    await page.getByTestId('home').waitFor()
    const names = Array.from({ length: 12 }, (_, i) => `Guest ${String.fromCharCode(65 + i)}`)
    let view = await startedNight(page, {
      names,
      title: 'Big room',
      date: '2026-12-07',
      seed: 4,
      rules: { sets: 1, tieBreak: ['rollOff'] },
    })
    nightId = view.id
    while (view.current) {
      const results = view.current.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
      const round = view.current.plan.round
      view = await pageCall<NightView>(page, 'night:commitRound', { nightId, round, results })
    }
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'entry' })
    await page.reload()
    await page.getByTestId('night-done').waitFor()
  })

  afterAll(() => session?.close())

  const saved = (): Promise<NightView> => pageCall<NightView>(page, 'night:get', { nightId })

  it('greys a field larger than the room, cuts the one chosen, and crowns the champions', async () => {
    await page.getByTestId('playoff-start').click()
    await expect.poll(() => page.getByTestId('playoff-field-16').isDisabled()).toBe(true)
    expect(await page.getByTestId('playoff-field-8').isDisabled()).toBe(false)
    expect(await page.getByTestId('playoff').textContent()).toContain('only 12 can play')
    expect(await axeInBothThemes(page)).toEqual({})
    await page.getByTestId('playoff-field-4').click()
    await expect.poll(async () => (await saved()).playoff?.field).toBe(4)
    const cut = (await saved()).playoff!
    // twelve players, North–South winning everywhere: some tie across the cut of 4
    const rollOff = cut.rollOff!
    expect(rollOff.players.length).toBeGreaterThan(rollOff.places)
    await page.getByTestId('playoff-rolloff').waitFor()
    // one too many ticked: refused beside the list, nothing saved
    const ticked = rollOff.players.slice(0, rollOff.places + 1)
    for (const p of ticked) await page.getByTestId(`playoff-pick-${p}`).check()
    await page.getByTestId('playoff-rolloff-save').click()
    const refusal = page.getByTestId('playoff-rolloff-refusal')
    await refusal.waitFor()
    expect(await refusal.textContent()).toContain(`exactly ${rollOff.places}`)
    expect((await saved()).playoff!.rollOff).not.toBeNull()
    expect(await axeInBothThemes(page)).toEqual({})
    await page.getByTestId(`playoff-pick-${ticked.at(-1)}`).uncheck()
    await page.getByTestId('playoff-rolloff-save').click()
    await expect.poll(async () => (await saved()).playoff?.rollOff).toBeNull()
    expect((await saved()).playoff!.through).toEqual(
      expect.arrayContaining(ticked.slice(0, rollOff.places)),
    )
    await page.getByTestId('playoff-table-1').waitFor()
    expect(await axeInBothThemes(page)).toEqual({})
    await page.getByTestId('playoff-table-1').getByTestId('win-1-EW').click()
    const champion = page.getByTestId('champion')
    await champion.waitFor()
    const view = await saved()
    const seats = view.playoff!.stages[0]!.tables[0]!.seats
    expect(view.playoff!.champions).toEqual([seats.E, seats.W])
    const name = (key: string): string => view.players.find((p) => p.player === key)!.name
    const crowned = (await champion.textContent()) ?? ''
    expect(crowned).toContain(name(seats.E))
    expect(crowned).toContain(name(seats.W))
    await page.screenshot({ path: join(outputFolder(), 'playoff-champions-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})
  })
})
