// A night changed two ways on two laptops of a club: Bea's folder panel names Ann's version by her
// laptop's name, Bea takes it through the screen (a button, then yes), and both laptops then show
// the same night, with Bea's own change kept in the night's history.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SyncStatus } from '@shared/sync/views'
import type { HistoryEntry, NightView } from '@shared/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { axeFindings, pageCall } from './pageHelpers'
import { clubSharedByTwo } from './clubCalendar'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const SHOTS = '/tmp/club-shots'

describe.runIf(run)('a night changed two ways on two laptops', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-versions-folder-'))
  let ann: Session
  let bea: Session
  let clubId = ''
  let annNight = 0
  let beaNight = 0

  beforeAll(async () => {
    const hooks = { pickFolder: () => Promise.resolve(folder) }
    ann = await openApp({ width: 1366, height: 768, hooks })
    bea = await openApp({ width: 1366, height: 768, hooks })
  })

  afterAll(async () => {
    await ann?.close()
    await bea?.close()
  })

  const title = async (s: Session, nightId: number): Promise<string> =>
    (await pageCall<NightView>(s.page, 'night:get', { nightId })).details.title

  it('Ann shares a club with a night on the calendar; Bea’s laptop joins and holds the night', async () => {
    const a = ann.page
    const b = bea.page
    const shared = await clubSharedByTwo(
      a,
      b,
      { name: 'Thursday Bunco', date: '2027-01-14', place: 'Ann’s' },
      async (id, entryId) => {
        annNight = (await pageCall<NightView>(a, 'club:startNight', { clubId: id, entryId })).id
      },
    )
    clubId = shared.clubId
    await expect
      .poll(async () => (await pageCall<{ id: number }[]>(b, 'night:list', {})).length, {
        timeout: 10_000,
      })
      .toBe(1)
    beaNight = (await pageCall<{ id: number }[]>(b, 'night:list', {}))[0]?.id ?? 0
  })

  it('both laptops rename the night before the folder carries either: each keeps its own, and says so', async () => {
    const details = { date: '2027-01-14', venue: 'Ann’s' }
    await pageCall(ann.page, 'night:setDetails', {
      nightId: annNight,
      title: 'Snow Bunco',
      ...details,
    })
    await pageCall(bea.page, 'night:setDetails', {
      nightId: beaNight,
      title: 'Birthday Bunco',
      ...details,
    })
    for (const s of [ann, bea, ann]) await pageCall<SyncStatus>(s.page, 'sync:now', { clubId })
    expect(await title(ann, annNight)).toBe('Snow Bunco')
    expect(await title(bea, beaNight)).toBe('Birthday Bunco')

    const b = bea.page
    await b.getByTestId('club-tab-folder').click()
    const versions = b.getByTestId('sync-versions')
    await versions.waitFor()
    const listed = ((await versions.textContent()) ?? '').replace(/\s+/g, ' ')
    expect(listed).toContain('Ann’s laptop')
    expect(listed).toContain('Birthday Bunco')
    expect(await b.getByTestId('sync-differ').isVisible()).toBe(true)
    expect(await axeFindings(b)).toEqual([])
    await b.screenshot({ path: join(SHOTS, 'versions-bea-before.png'), fullPage: true })
  })

  it('Bea takes Ann’s version: after a look both laptops show it, and Bea’s title stays in history', async () => {
    const b = bea.page
    const take = b.getByRole('button', { name: 'Use the version of Ann’s laptop' })
    await take.click()
    // the button asks first; "no" keeps this laptop's version
    await b.getByRole('button', { name: 'Keep mine' }).click()
    expect(await title(bea, beaNight)).toBe('Birthday Bunco')
    await take.click()
    await b.getByRole('button', { name: 'Use that version' }).click()
    await expect.poll(() => title(bea, beaNight), { timeout: 10_000 }).toBe('Snow Bunco')
    await b.getByTestId('sync-versions').waitFor({ state: 'detached' })
    for (const s of [bea, ann, bea]) await pageCall<SyncStatus>(s.page, 'sync:now', { clubId })
    expect(await title(ann, annNight)).toBe('Snow Bunco')
    for (const s of [ann, bea]) {
      const status = await pageCall<SyncStatus>(s.page, 'sync:status', { clubId })
      expect(status.differ).toBe(0)
      expect(status.versions).toEqual([])
    }
    await b.screenshot({ path: join(SHOTS, 'versions-bea-taken.png'), fullPage: true })
    // Bea opens the night: its screen shows Ann's title; her own is still in the night's history,
    // undone (the history names no titles, so its lines are read)
    await pageCall(b, 'ui:setLocation', { screen: 'night', nightId: beaNight, tab: null })
    await b.reload()
    await b.getByTestId('night-screen').waitFor()
    expect(await b.getByTestId('night-screen').textContent()).toContain('Snow Bunco')
    const history = await pageCall<HistoryEntry[]>(b, 'night:history', { nightId: beaNight })
    // her change, undone, then Ann's: two details lines, the first marked undone
    const details = history.filter((e) => e.type === 'details')
    expect(details.map((e) => e.undone)).toEqual([false, true])
    expect(history.some((e) => e.type === 'undo' && e.refersTo === details[1]?.id)).toBe(true)
    await b.screenshot({ path: join(SHOTS, 'versions-bea-night.png'), fullPage: true })
  })
})
