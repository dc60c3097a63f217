// The house-rules form: prize order, tie rules, the tie-break order and the traveling die's
// trigger are set through the UI and reach the stored night.
import { DEFAULT_RULES, MOVEMENTS, optionStatements } from '@shared/bunco'
import { ruleTexts, sayStatement } from '@shared/i18n/rules'
import type { NightView } from '@shared/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { axeFindings, pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

describe.runIf(run)('house rules form', () => {
  let session: Session

  beforeAll(async () => {
    session = await openApp({ width: 1400, height: 1000 })
  })

  afterAll(() => session?.close())

  it('sets every prize option and the tie-break order, and the night keeps them', async () => {
    const { page } = session
    await page.getByTestId('new-night').click()
    await page.getByTestId('night-title').pressSequentially('Rules night')
    await page.locator('details.paste summary').click()
    await page.getByTestId('guest-paste').pressSequentially(['Ann', 'Bea', 'Cal', 'Dot'].join('\n'))
    await page.getByTestId('guest-paste-add').click()
    // the house rules are folded under a one-line summary: open them as a host would
    await page.getByTestId('rules-details').locator('summary').click()

    // Most losses shares ties and moves to the top; even split is switched on.
    await page.getByTestId('prize-tie-mostLosses').selectOption('share')
    await page.getByTestId('prize-up-mostLosses').click()
    await page.getByTestId('prize-up-mostLosses').click()
    expect(await page.getByTestId('prize-up-mostLosses').isDisabled()).toBe(true)
    await page.getByTestId('prize-evenSplit').check()
    await page.getByTestId('prize-tie-evenSplit').selectOption('rollOff')

    // Points before Buncos, and no roll-off at the end of the chain.
    await page.getByTestId('breaker-up-points').click()
    await page.getByTestId('breaker-rollOff').uncheck()
    expect(await page.getByTestId('breaker-up-rollOff').count()).toBe(0)

    // The traveling die passes on three 4s.
    await page.getByTestId('rule-travelingDie').check()
    await page.getByTestId('rule-passOn').selectOption('4')
    expect(await axeFindings(page)).toEqual([])

    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    const nights = await pageCall<{ id: number }[]>(page, 'night:list', {})
    const view = await pageCall<NightView>(page, 'night:get', { nightId: nights[0]?.id })
    expect(view.rules.prizes.map((p) => [p.category, p.enabled, p.tie])).toEqual([
      ['mostLosses', true, 'share'],
      ['mostWins', true, 'chain'],
      ['mostBuncos', true, 'chain'],
      ['evenSplit', true, 'rollOff'],
      ['lastBunco', false, 'rollOff'],
      ['travelingDie', false, 'rollOff'],
      ['mostMinis', false, 'chain'],
    ])
    expect(view.rules.tieBreak).toEqual(['points', 'buncos'])
    expect(view.rules.travelingDie).toEqual({ enabled: true, passOn: 4 })
  })

  it('hides the tie-break order while no prize follows it', async () => {
    const { page } = session
    await page.getByTestId('nav-home').click()
    await page.getByTestId('new-night').click()
    await page.getByTestId('rules-details').locator('summary').click()
    await page.getByTestId('tie-break').waitFor()
    for (const prize of ['mostWins', 'mostBuncos', 'mostLosses']) {
      await page.getByTestId(`prize-tie-${prize}`).selectOption('share')
    }
    expect(await page.getByTestId('tie-break').count()).toBe(0)
  })

  it('explains each movement and round end in the words the rule sheet prints', async () => {
    const { page } = session
    await page.getByTestId('nav-home').click()
    await page.getByTestId('new-night').click()
    await page.getByTestId('rules-details').locator('summary').click()
    const explained = (key: string): Promise<string> =>
      page.getByTestId(`rule-${key}-explained`).innerText()
    for (const movement of MOVEMENTS) {
      await page.getByTestId('rule-movement').selectOption(movement)
      const rules = { ...DEFAULT_RULES, movement }
      const said = optionStatements(rules, 'movement').map((st) => sayStatement(ruleTexts.en, st))
      expect(await explained('movement')).toBe(said.join(' '))
    }
    await page.getByTestId('rule-roundEnd').selectOption('anyBuncoEndsRound')
    expect(await explained('roundEnd')).toContain(
      sayStatement(ruleTexts.en, { id: 'end.buncoStopsAll' }),
    )
  })
})
