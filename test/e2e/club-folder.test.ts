// Two hosts' laptops share a club through one folder, through the screens: Ann shares it, Bea's
// laptop (which has no club yet) joins it from the folder, a change on Ann's laptop appears on
// Bea's when the folder changes; the folder panel in four languages, and axe light and dark.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import type { SyncStatus } from '@shared/sync/views'
import type { NightView } from '@shared/views'
import { formatMoney } from '@shared/bunco'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { axeFindings, overflowing, pageCall } from './pageHelpers'
import { nightOnCalendar } from './clubCalendar'
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
    await ann.page.getByTestId('club-rename-name').press('ControlOrMeta+a')
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

  it('a night hosted on Ann’s laptop shows on Bea’s with the same standings and payouts', async () => {
    const a = ann.page
    // Ann's night, set up through her screens' calls and played to the end
    for (const name of ['Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']) {
      const added = await pageCall<{ person: { id: number } }>(a, 'roster:add', { name })
      await pageCall(a, 'club:act', {
        clubId,
        action: { type: 'role', personId: added.person.id, role: 'member' },
      })
    }
    const { view, entryId } = await nightOnCalendar(a, clubId, '2026', '2026-02-03', 'Ann’s')
    for (const p of view.people)
      await pageCall(a, 'club:act', {
        clubId,
        action: { type: 'rsvp', entryId, personId: p.personId, answer: 'coming' },
      })
    let night = await pageCall<NightView>(a, 'club:startNight', { clubId, entryId })
    await pageCall(a, 'night:setRules', { nightId: night.id, rules: { ...night.rules, sets: 1 } })
    for (const p of night.players)
      await pageCall(a, 'club:act', {
        clubId,
        action: { type: 'paid', entryId, personId: p.personId, amount: 500, method: 'cash' },
      })
    night = await pageCall<NightView>(a, 'night:start', { nightId: night.id, seed: 3 })
    while (night.current) {
      const round = night.current.plan.round
      const results = night.current.plan.tables.map((t) => ({
        table: t.table,
        winner: round % 2 === 0 ? 'NS' : 'EW',
        buncos: { [t.seats.N]: 1 },
      }))
      night = await pageCall<NightView>(a, 'night:commitRound', {
        nightId: night.id,
        round,
        results,
      })
    }
    if (night.status !== 'finished')
      night = await pageCall<NightView>(a, 'night:finish', { nightId: night.id })
    for (let i = 0; i < 10; i++) {
      const open = night.awards?.find((x) => x.status === 'needsRollOff')
      if (!open) break
      night = await pageCall<NightView>(a, 'night:settleRollOffs', {
        nightId: night.id,
        rollOffs: { [open.prize]: Number((open.tied[0] ?? 'p0').slice(1)) },
      })
    }
    expect(night.money?.settled).toBe(true)
    await a.getByTestId('club-tab-folder').click()
    await a.getByTestId('sync-now').click()
    // Bea's laptop sees the folder change and takes the night in; she opens it from home
    const b = bea.page
    await expect
      .poll(async () => (await pageCall<{ id: number }[]>(b, 'night:list', {})).length, {
        timeout: 10_000,
      })
      .toBe(1)
    const beaNight = (await pageCall<{ id: number }[]>(b, 'night:list', {}))[0]?.id ?? 0
    await pageCall(b, 'ui:setLocation', { screen: 'night', nightId: beaNight, tab: 'standings' })
    await b.reload()
    await b.getByTestId('night-screen').waitFor()
    const there = await pageCall<NightView>(b, 'night:get', { nightId: beaNight })
    const line = (v: NightView) => v.standings.map((s) => [s.name, s.place, s.wins, s.buncos])
    expect(line(there)).toEqual(line(night))
    const board = (await b.getByTestId('night-screen').textContent()) ?? ''
    for (const s of night.standings) expect(board).toContain(s.name)
    await b.getByTestId('tab-prizes').click()
    await b.getByTestId('awards').waitFor()
    const usd = (m: number): string => formatMoney(m, 'USD', 'en')
    const shown = ((await b.getByTestId('awards').textContent()) ?? '').replace(/\s+/g, ' ')
    for (const p of night.money?.payouts ?? []) expect(shown).toContain(usd(p.amount))
    expect(there.money?.payouts).toEqual(night.money?.payouts)
    await b.screenshot({ path: join(SHOTS, 'folder-night-on-bea.png'), fullPage: true })
    // back to the club's folder section for the checks below
    await pageCall(b, 'ui:setLocation', {
      screen: 'club',
      nightId: null,
      tab: null,
      clubId,
      clubTab: 'folder',
    })
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
