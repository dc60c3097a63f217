// The same name twice, as a host meets it: typing a name that is already there offers that
// person first, and two guests who share a name are told apart (a note the host chooses) on the
// chips, the seating, the leave question, find-a-guest and the printed score sheets.
import { join } from 'node:path'
import type { NightView, Person } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { fileHooks } from './fileHooks'
import { pageCall, axeInBothThemes } from './pageHelpers'
import { openApp, type Session } from './session'
import { pdfText } from '../main/print/pdf/poppler'

const run = e2eAvailable()

describe.runIf(run)('two guests called Ann', () => {
  const { opened, hooks } = fileHooks()
  let session: Session
  let page: Page

  beforeAll(async () => {
    session = await openApp({ width: 1280, height: 900, hooks })
    page = session.page
    await page.getByTestId('home').waitFor()
    // Dot is on the roster from an earlier night
    await pageCall(page, 'roster:add', { name: 'Dot' })
    await page.reload()
    await page.getByTestId('home').waitFor()
  })

  afterAll(() => session?.close())

  const roster = (): Promise<Person[]> => pageCall<Person[]>(page, 'roster:list', {})
  const chips = (): Promise<string[]> =>
    page.getByTestId('chosen-guests').locator('li > span').allTextContents()

  it('offers the person already there before making a second one', async () => {
    await page.getByTestId('new-night').click()
    await page.getByTestId('night-title').pressSequentially('Two Anns')
    await page.locator('details.paste summary').click()
    await page.getByTestId('guest-paste').pressSequentially('Ann\nBea\nCal\nEve\nFay\nGus\nHal')
    await page.getByTestId('guest-paste-add').click()
    await expect.poll(chips).toHaveLength(7)
    // Dot, on the roster already: offered first, and Enter takes her
    const search = page.getByTestId('guest-search')
    await search.pressSequentially('Dot')
    expect(await page.getByTestId('suggestions').locator('button').first().textContent()).toContain(
      'Dot',
    )
    await search.press('Enter')
    await expect.poll(chips).toHaveLength(8)
    expect((await roster()).filter((p) => p.name === 'Dot')).toHaveLength(1)
    // Ann, a guest already: said so, and Enter makes no second Ann
    await search.pressSequentially('Ann')
    await search.press('Enter')
    expect(await page.getByTestId('same-name').textContent()).toContain(
      'Ann is already a guest tonight',
    )
    expect(await chips()).toHaveLength(8)
    expect((await roster()).filter((p) => p.name === 'Ann')).toHaveLength(1)
  })

  it('adds someone else called Ann only when asked, told apart by a note', async () => {
    await page.getByTestId('add-namesake').click()
    await page.getByTestId('namesake-note').pressSequentially('from tennis')
    await page.getByTestId('namesake-add').click()
    await expect.poll(chips).toHaveLength(9)
    const shown = await chips()
    expect(shown).toContain('Ann')
    expect(shown).toContain('Ann (from tennis)')
    await page.screenshot({ path: join(outputFolder(), 'two-anns-chips-en.png') })
    expect(await axeInBothThemes(page)).toEqual({})
    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    const board = (await page.getByTestId('seating-board').textContent()) ?? ''
    expect(board).toContain('Ann (from tennis)')
    await page.screenshot({ path: join(outputFolder(), 'two-anns-seating-en.png') })
  })

  it('finds both Anns, asks about the right one leaving, and prints them apart', async () => {
    await page.getByTestId('seating-search').pressSequentially('Ann')
    const found = page.getByTestId('seating-found')
    await expect.poll(() => found.count()).toBe(2)
    const lines = await found.allTextContents()
    expect(lines.some((l) => /^Ann is at table \d/.test(l))).toBe(true)
    expect(lines.some((l) => /^Ann \(from tennis\) is at table \d/.test(l))).toBe(true)
    const nights = await pageCall<{ id: number }[]>(page, 'night:list', {})
    const view = await pageCall<NightView>(page, 'night:get', { nightId: nights[0]?.id })
    const tennis = view.players.find((p) => p.name === 'Ann (from tennis)')
    expect(tennis).toBeDefined()
    await page.getByTestId('guests-panel').locator('summary').click()
    await page.getByTestId(`leave-${tennis?.player}`).click()
    expect(await page.getByRole('alert').first().textContent()).toContain(
      'Ann (from tennis) leaves',
    )
    await page.keyboard.press('Escape')
    // a walk-in typed as "Ann" is not a third Ann: she is playing already
    await page.getByTestId('arrive-name').pressSequentially('Ann')
    await page.getByTestId('arrive').click()
    expect(await page.getByTestId('arrive-same-name').textContent()).toContain(
      'is already playing tonight',
    )
    expect((await roster()).filter((p) => p.name === 'Ann')).toHaveLength(2)
    await page.screenshot({ path: join(outputFolder(), 'two-anns-arrive-en.png'), fullPage: true })
    expect(await axeInBothThemes(page)).toEqual({})
    // the score sheets print each Ann apart
    await page.getByTestId('tab-print').click()
    await page.getByTestId('print-open-scoreSheets').click()
    await expect.poll(() => opened.length).toBe(1)
    const text = pdfText(opened[0] ?? '')
    expect(text).toContain('Ann (from tennis)')
    expect(session.problems).toEqual([])
  })
})
