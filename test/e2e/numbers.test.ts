// Every number the host types is checked as it is typed, beside its field, in the words of the
// field's own label, in the host's language; a bad number changes nothing and is never cut.
import { join } from 'node:path'
import { RULE_NUMBERS } from '@shared/bunco'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { pageCall, startedNight, axeInBothThemes } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const DEVELOPER_WORDS = /Too small|Too big|expected|Zu klein|NaN|>=|<=/

/** Empties a field and types into it as a host does. */
async function retype(page: Page, field: Locator, text: string): Promise<void> {
  await field.click()
  await page.keyboard.press('Control+a')
  await page.keyboard.press('Backspace')
  await field.pressSequentially(text)
}

describe.runIf(run)('numbers as the host types them', () => {
  let session: Session
  let page: Page

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 900 })
    page = session.page
    await page.getByTestId('home').waitFor()
  })

  afterAll(() => session?.close())

  it('the rules form refuses sets and points out of range as they are typed', async () => {
    await page.getByTestId('new-night').click()
    await page.locator('details.paste summary').click()
    await page.getByTestId('guest-paste').pressSequentially('Ann\nBea\nCal\nDot')
    await page.getByTestId('guest-paste-add').click()
    await page.getByTestId('rules-details').locator('summary').click()
    const sets = page.getByTestId('rule-sets')
    const said = page.getByTestId('rule-sets-problem')
    const { min, max } = RULE_NUMBERS.sets
    for (const [typed, words] of [
      ['0', `at least ${min}`],
      ['99', `at most ${max}`],
      ['abc', `a whole number from ${min} to ${max}`],
    ] as const) {
      await retype(page, sets, typed)
      expect(await sets.inputValue()).toBe(typed)
      const text = (await said.textContent()) ?? ''
      expect(text).toContain('Sets')
      expect(text).toContain(words)
      expect(text).not.toMatch(DEVELOPER_WORDS)
      expect(await sets.getAttribute('aria-invalid')).toBe('true')
      // nothing changed: the night still has 4 sets, and it cannot start until the field is fixed
      expect(await page.getByTestId('rules-summary').textContent()).toContain('4 sets')
      expect(await page.getByTestId('start-night').isDisabled()).toBe(true)
    }
    await page.screenshot({ path: join(outputFolder(), 'numbers-rules-en.png'), fullPage: true })
    expect(await axeInBothThemes(page)).toEqual({})
    const target = page.getByTestId('rule-target')
    await retype(page, target, '1000')
    // never cut to 100 without a word
    expect(await target.inputValue()).toBe('1000')
    expect(await page.getByTestId('rule-target-problem').textContent()).toContain(
      'Points to end a round',
    )
    await retype(page, target, '2')
    expect(await page.getByTestId('rule-target-problem').textContent()).toContain('at least 5')
    await retype(page, target, '11')
    await retype(page, sets, '3')
    expect(await said.count()).toBe(0)
    expect(await page.getByTestId('rule-target-problem').count()).toBe(0)
    expect(await page.getByTestId('rules-summary').textContent()).toContain('3 sets')
    expect(await page.getByTestId('start-night').isDisabled()).toBe(false)
  })

  it('says it in German with the German label', async () => {
    await pageCall(page, 'settings:set', { language: 'de' })
    await page.reload()
    await page.getByTestId('nav-home').click()
    await page.getByTestId('new-night').click()
    await page.getByTestId('rules-details').locator('summary').click()
    await retype(page, page.getByTestId('rule-sets'), '0')
    const text = (await page.getByTestId('rule-sets-problem').textContent()) ?? ''
    expect(text).toContain('Sätze')
    expect(text).not.toContain('Durchgänge')
    expect(text).not.toMatch(DEVELOPER_WORDS)
    await page.screenshot({ path: join(outputFolder(), 'numbers-rules-de.png') })
    await pageCall(page, 'settings:set', { language: 'en' })
  })

  it('blank score sheets and a table’s points refuse bad numbers beside the field', async () => {
    const view = await startedNight(page, {
      names: ['Eve', 'Fay', 'Gus', 'Hal'],
      title: 'Numbers',
      date: '2026-12-08',
      seed: 2,
    })
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: view.id, tab: 'print' })
    await page.reload()
    const blanks = page.getByTestId('print-blanks')
    for (const [typed, words] of [
      ['-1', 'a whole number from 0 to 100'],
      ['999', 'at most 100'],
      ['abc', 'a whole number from 0 to 100'],
    ] as const) {
      await retype(page, blanks, typed)
      const text = (await page.getByTestId('print-blanks-problem').textContent()) ?? ''
      expect(text).toContain('Blank score sheets for late guests')
      expect(text).toContain(words)
      expect(text).not.toMatch(DEVELOPER_WORDS)
      expect(await page.getByTestId('print-save-scoreSheets').isDisabled()).toBe(true)
    }
    expect(await page.getByTestId('error-banner').count()).toBe(0)
    await retype(page, blanks, '5')
    expect(await page.getByTestId('print-blanks-problem').count()).toBe(0)
    expect(await page.getByTestId('print-save-scoreSheets').isDisabled()).toBe(false)

    await page.getByTestId('tab-entry').click()
    await page.getByTestId('details-1').click()
    const ns = page.getByTestId('points-1-NS')
    await ns.pressSequentially('1000')
    expect(await ns.inputValue()).toBe('1000')
    const text = (await page.getByTestId('points-1-NS-problem').textContent()) ?? ''
    expect(text).toContain('Points for North–South')
    expect(text).toContain('at most 999')
    await page.screenshot({ path: join(outputFolder(), 'numbers-points-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})
    await retype(page, ns, '21')
    expect(await page.getByTestId('points-1-NS-problem').count()).toBe(0)
    expect(session.problems).toEqual([])
  })
})
