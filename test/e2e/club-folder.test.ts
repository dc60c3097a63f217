// Two hosts' laptops share a club through one folder, through the screens: Ann shares it, Bea's
// laptop (which has no club yet) joins it from the folder, a change on Ann's laptop appears on
// Bea's when the folder changes; the folder panel in four languages, and axe light and dark.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import type { SyncStatus } from '@shared/sync/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { axeFindings, overflowing, pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const SHOTS = '/tmp/club-shots'

describe.runIf(run)('a club shared through a folder, on two laptops', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-shared-folder-'))
  let ann: Session
  let bea: Session
  let clubId = ''

  beforeAll(async () => {
    const hooks = { pickFolder: () => Promise.resolve(folder) }
    ann = await openApp({ width: 1366, height: 768, hooks })
    bea = await openApp({ width: 1366, height: 768, hooks })
  })

  afterAll(async () => {
    await ann?.close()
    await bea?.close()
  })

  it('Ann shares her club: the panel names the folder and her laptop', async () => {
    const page = ann.page
    await page.getByTestId('nav-club').click()
    await page.getByTestId('club-name').pressSequentially('Tuesday Bunco')
    await page.getByTestId('club-buy-in').pressSequentially('5')
    await page.getByTestId('club-create-button').click()
    await page.getByTestId('club-title').waitFor()
    clubId = (await pageCall<{ clubId: string }[]>(page, 'club:list', {}))[0]?.clubId ?? ''
    await page.getByTestId('club-person-name').pressSequentially('Ann')
    await page.getByTestId('club-person-add').click()
    await page.getByTestId('club-tab-folder').click()
    await page.getByTestId('sync-laptop-name').pressSequentially('Ann’s laptop')
    await page.getByTestId('sync-pick').click()
    await page.getByTestId('sync-folder').waitFor()
    expect(await page.getByTestId('sync-folder').textContent()).toContain(folder)
    expect(await page.getByTestId('sync-laptops').textContent()).toContain(
      'Ann’s laptop (this laptop)',
    )
    await page.screenshot({ path: join(SHOTS, 'folder-ann-en.png'), fullPage: true })
  })

  it('Bea’s laptop joins the club from the folder, and sees both laptops', async () => {
    const page = bea.page
    await page.getByTestId('nav-club').click()
    await page.getByTestId('join-laptop-name').pressSequentially('Bea’s laptop')
    await page.getByTestId('join-pick').click()
    await page.getByTestId('club-title').waitFor()
    expect(await page.getByTestId('club-title').textContent()).toBe('Tuesday Bunco')
    await page.getByTestId('club-tab-people').click()
    await expect.poll(() => page.getByText('Ann', { exact: true }).count()).toBeGreaterThan(0)
    await page.getByTestId('club-tab-folder').click()
    await expect
      .poll(() => page.getByTestId('sync-laptops').textContent())
      .toContain('Ann’s laptop')
    expect(await page.getByTestId('sync-laptops').textContent()).toContain(
      'Bea’s laptop (this laptop)',
    )
  })

  it('a rename on Ann’s laptop reaches Bea’s screen when the folder changes', async () => {
    await ann.page.getByTestId('club-rename').click()
    await ann.page.getByTestId('club-rename-name').fill('')
    await ann.page.getByTestId('club-rename-name').pressSequentially('Tuesday Night Bunco')
    await ann.page.getByTestId('club-rename-save').click()
    await ann.page.getByTestId('sync-now').click()
    await expect
      .poll(() => bea.page.getByTestId('club-title').textContent(), { timeout: 10_000 })
      .toBe('Tuesday Night Bunco')
    const status = await pageCall<SyncStatus>(bea.page, 'sync:status', { clubId })
    expect(status.cameInTotal).toBeGreaterThanOrEqual(3)
    const both = await Promise.all(
      [ann, bea].map((s) => pageCall<ClubView>(s.page, 'club:get', { clubId })),
    )
    expect(both[1]?.name).toBe(both[0]?.name)
    expect(both[1]?.people.map((p) => p.name)).toEqual(both[0]?.people.map((p) => p.name))
  })

  it.each(['en', 'fr', 'de', 'ja'] as const)(
    'shows the folder panel in %s, whole',
    async (lang) => {
      const page = bea.page
      await pageCall(page, 'settings:set', { language: lang, theme: 'light' })
      await page.reload()
      await page.getByTestId('club-title').waitFor()
      await page.getByTestId('club-tab-folder').click()
      await page.getByTestId('sync-laptops').waitFor()
      expect(await overflowing(page, 'h3, p, li, button, label span')).toEqual([])
      await page.screenshot({ path: join(SHOTS, `folder-bea-${lang}.png`), fullPage: true })
    },
  )

  it.each(['light', 'dark'] as const)('has no serious or critical finding (%s)', async (theme) => {
    for (const s of [ann, bea]) {
      await pageCall(s.page, 'settings:set', { language: 'en', theme })
      await s.page.reload()
      const listed = s.page.getByRole('button', { name: 'Tuesday Night Bunco' })
      await expect
        .poll(async () => (await s.page.getByTestId('club-title').count()) + (await listed.count()))
        .toBeGreaterThan(0)
      if ((await s.page.getByTestId('club-title').count()) === 0) await listed.click()
      await s.page.getByTestId('club-tab-folder').click()
      await s.page.getByTestId('sync-laptops').waitFor()
      expect(await axeFindings(s.page)).toEqual([])
    }
    // the club list, with its join form
    await bea.page.getByTestId('club-back').click()
    await bea.page.getByTestId('club-join').waitFor()
    expect(await axeFindings(bea.page)).toEqual([])
    await bea.page.screenshot({ path: join(SHOTS, `club-list-join-${theme}.png`), fullPage: true })
  })
})
