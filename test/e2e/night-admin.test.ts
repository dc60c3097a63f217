// Looking after the nights themselves: a new night named after its date, Undo back past the
// start (the set-up returns with its start button), and deleting a night after saying yes.
import { join } from 'node:path'
import type { NightSummary } from '@shared/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable, outputFolder } from './browser'
import { pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()

describe.runIf(run)('a night from start to deletion', () => {
  let session: Session

  beforeAll(async () => {
    session = await openApp({ width: 1366, height: 768, locale: 'fr-FR' })
  })

  afterAll(() => session?.close())

  it('names an untitled night after its date, and Undo after the start shows its set-up', async () => {
    const { page, bridge } = session
    await page.getByTestId('new-night').click()
    // Chromium's date field here reads month, day, year
    await page.getByTestId('night-date').pressSequentially('12242026')
    expect(await page.getByTestId('night-title').getAttribute('placeholder')).toBe(
      'Soirée Bunco du 24 décembre 2026',
    )
    await page.locator('details.paste summary').click()
    await page.getByTestId('guest-paste').pressSequentially('Ann\nBea\nCal\nDot\nEve')
    await page.getByTestId('guest-paste-add').click()
    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    expect(await page.getByTestId('night-title').textContent()).toBe(
      'Soirée Bunco du 24 décembre 2026',
    )
    // the last action was the start: Undo goes back to the set-up, not to a dead end
    await page.getByTestId('undo').click()
    await page.getByTestId('setup-panel').waitFor()
    expect(await page.getByTestId('setup-guests').textContent()).toContain('Ann')
    await page.screenshot({ path: join(outputFolder(), 'setup-after-undo-fr.png') })
    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    const nights = await pageCall<NightSummary[]>(page, 'night:list', {})
    expect(bridge.context.store.state(nights[0]!.id).status).toBe('playing')
  })

  it('deletes a night only after a yes, once a backup holds it', async () => {
    const { page, bridge } = session
    await page.getByTestId('nav-home').click()
    const [night] = await pageCall<NightSummary[]>(page, 'night:list', {})
    await page.getByTestId(`delete-night-${night!.id}`).click()
    // asked first; "no" keeps it
    await page.getByTestId(`delete-night-${night!.id}-no`).click()
    expect((await pageCall<NightSummary[]>(page, 'night:list', {})).length).toBe(1)
    await page.getByTestId(`delete-night-${night!.id}`).click()
    await page.screenshot({ path: join(outputFolder(), 'delete-night-fr.png') })
    await page.getByTestId(`delete-night-${night!.id}-yes`).click()
    await expect.poll(() => page.getByTestId('night-list').count()).toBe(0)
    expect(bridge.context.status().backups.some((b) => b.reason === 'manual')).toBe(true)
    expect(session.problems).toEqual([])
  })
})
