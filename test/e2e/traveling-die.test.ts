// The traveling die on screen: it follows the last Bunco when a round closes, the host can pass
// it by hand, and the projector shows who has it.
import { join } from 'node:path'
import { DEFAULT_RULES } from '@shared/bunco'
import type { NightView } from '@shared/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { axeFindings, pageCall, startedNight } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const NAMES = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']

describe.runIf(run)('traveling die', () => {
  let session: Session
  let nightId = 0

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 900 })
    const { page } = session
    await page.getByTestId('home').waitFor()
    const rules = {
      ...DEFAULT_RULES,
      travelingDie: { enabled: true, passOn: 'bunco' },
      prizes: DEFAULT_RULES.prizes.map((p) =>
        p.category === 'travelingDie' ? { ...p, enabled: true } : p,
      ),
    }
    const night = await startedNight(page, {
      names: NAMES,
      title: 'Die night',
      date: '2026-05-02',
      seed: 4,
      rules,
    })
    nightId = night.id
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'entry' })
    await page.reload()
  }, 60_000)

  afterAll(() => session?.close())

  const holderText = (): Promise<string | null> =>
    session.page.getByTestId('die-holder').textContent()

  it('starts with nobody, then follows the last Bunco when the round closes', async () => {
    const { page } = session
    await page.getByTestId('die-panel').waitFor()
    expect((await holderText())?.trim()).toBe('Nobody has the die yet.')
    // Before the first round closes the standings say so rather than show an empty table.
    await page.getByTestId('tab-standings').click()
    expect(await page.getByTestId('standings-empty').textContent()).toBe(
      'The standings appear once the first round is closed.',
    )
    await page.getByTestId('tab-entry').click()
    const view = await pageCall<NightView>(page, 'night:get', { nightId })
    const table = view.current?.plan.tables[0]
    const roller = table?.seats.E ?? ''
    const results = view.current?.plan.tables.map((t) => ({
      table: t.table,
      winner: 'EW',
      ...(t.table === table?.table ? { buncos: { [roller]: 1 } } : {}),
    }))
    await pageCall(page, 'night:commitRound', { nightId, round: 1, results })
    await page.reload()
    await page.getByTestId('tab-entry').click()
    const name = view.players.find((p) => p.player === roller)?.name ?? '?'
    await expect.poll(holderText).toContain(`The die is with ${name}.`)
  })

  it('passes by hand, and the projector shows the holder', async () => {
    const { page } = session
    await page.getByTestId('die-select').selectOption({ label: 'Hal' })
    await page.getByTestId('die-pass').click()
    await expect.poll(holderText).toContain('The die is with Hal.')
    expect(await axeFindings(page)).toEqual([])
    await page.screenshot({ path: join(outputFolder(), 'entry-die-en.png') })
    const projector = await session.browser.newPage()
    await projector.goto(`${session.bridge.url}#projector`)
    await expect
      .poll(() => projector.locator('.die').textContent(), { timeout: 10_000 })
      .toBe('Traveling die: Hal')
    await projector.close()
  })
})

describe.runIf(run)('traveling die on a face of its own', () => {
  let session: Session
  let nightId = 0

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 900 })
    const { page } = session
    await page.getByTestId('home').waitFor()
    const night = await startedNight(page, {
      names: NAMES,
      title: 'Fours night',
      date: '2026-05-09',
      seed: 6,
      rules: { ...DEFAULT_RULES, travelingDie: { enabled: true, passOn: 4 } },
    })
    nightId = night.id
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'entry' })
    await page.reload()
  }, 60_000)

  afterAll(() => session?.close())

  it('counts three 4s per player and follows them when the round closes', async () => {
    const { page } = session
    const view = await pageCall<NightView>(page, 'night:get', { nightId })
    const roller = view.current?.plan.tables[0]?.seats.S ?? ''
    await page.getByTestId('win-1-NS').click()
    await page.getByTestId('details-1').click()
    expect(await page.getByTestId('entry-1').textContent()).toContain('Three 4s (die)')
    await page.getByTestId(`add-travels-${roller}`).click()
    await expect.poll(() => page.getByTestId(`travels-${roller}`).textContent()).toBe('1')
    for (const t of view.current?.plan.tables.slice(1) ?? []) {
      await page.getByTestId(`win-${t.table}-EW`).click()
    }
    await page.getByTestId('next-round').click()
    await page.getByTestId('tab-entry').click()
    const name = view.players.find((p) => p.player === roller)?.name ?? '?'
    await expect
      .poll(() => page.getByTestId('die-holder').textContent())
      .toContain(`The die is with ${name}.`)
  })
})
