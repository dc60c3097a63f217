// The Shared folder panel when laptops did a night apart and the folder holds junk: Ann's and
// Bea's laptops both start the same scheduled night before the folder carries either; the
// folder gets Finder's and Windows' files and a README. Bea's panel names the junk once in
// words and lists both starts with the one the season counts; Bea counts her own through the
// screen (a button, then yes) and both laptops then count it. Her night's Prizes tab says its
// money is provisional.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ClubView } from '@shared/club'
import type { SyncStatus } from '@shared/sync/views'
import type { NightView } from '@shared/views'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { clubSharedByTwo } from './clubCalendar'
import { axeFindings, pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const SHOTS = '/tmp/club-shots'

describe.runIf(run)('the Shared folder panel when laptops did a night apart', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-choices-folder-'))
  let ann: Session
  let bea: Session
  let clubId = ''
  let entryId = ''
  let beaNight = 0

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const hooks = { pickFolder: () => Promise.resolve(folder) }
    ann = await openApp({ width: 1366, height: 768, hooks })
    bea = await openApp({ width: 1366, height: 768, hooks })
  })

  afterAll(async () => {
    await ann?.close()
    await bea?.close()
  })

  const choices = async (s: Session) =>
    (await pageCall<SyncStatus>(s.page, 'sync:status', { clubId })).choices

  it('both laptops start one night apart; junk lands in the folder', async () => {
    const a = ann.page
    const b = bea.page
    const shared = await clubSharedByTwo(a, b, {
      name: 'Friday Bunco',
      date: '2027-01-14',
      place: 'Ann’s',
    })
    clubId = shared.clubId
    entryId = shared.entryId
    // each host starts the night on their own laptop before the folder carries the other's
    await pageCall<NightView>(a, 'club:startNight', { clubId, entryId })
    beaNight = (await pageCall<NightView>(b, 'club:startNight', { clubId, entryId })).id
    for (const name of ['.DS_Store', 'desktop.ini', 'README.txt'])
      writeFileSync(join(folder, 'laptops', name), 'not the club’s')
    for (const s of [ann, bea, ann, bea]) await pageCall<SyncStatus>(s.page, 'sync:now', { clubId })
    expect((await choices(bea)).map((c) => c.kind)).toEqual(['startedTwice'])
  })

  it('Bea’s panel names the junk once and both starts; she counts her own, and both laptops agree', async () => {
    const b = bea.page
    await b.getByTestId('club-tab-folder').click()
    await b.getByTestId('sync-now').click()
    const notices = b.getByTestId('sync-notices')
    await notices.waitFor()
    expect((await notices.textContent())?.replace(/\s+/g, ' ')).toContain(
      'files that are not the club’s: 3',
    )
    const twice = b.getByTestId('sync-choice-startedTwice')
    await twice.waitFor()
    const text = ((await twice.textContent()) ?? '').replace(/\s+/g, ' ')
    expect(text).toContain('Ann’s laptop')
    expect(text).toContain('Bea’s laptop')
    expect(await axeFindings(b)).toEqual([])
    await b.screenshot({ path: join(SHOTS, 'choices-bea-before.png'), fullPage: true })
    // neither is played yet: the season counts the first started, Ann's; Bea counts her own
    const count = b.getByRole('button', { name: 'Count the one from Bea’s laptop' })
    await count.click()
    await b.getByRole('button', { name: 'Count it' }).click()
    await expect
      .poll(async () => {
        const [c] = await choices(bea)
        return c?.kind === 'startedTwice' ? c.starts.map((s) => [s.laptopName, s.counted]) : []
      })
      .toEqual([
        ['Ann’s laptop', false],
        ['Bea’s laptop', true],
      ])
    for (const s of [bea, ann]) await pageCall<SyncStatus>(s.page, 'sync:now', { clubId })
    const [onAnn] = await choices(ann)
    expect(onAnn?.kind === 'startedTwice' && onAnn.starts.map((s) => s.counted)).toEqual([
      false,
      true,
    ])
    await b.getByRole('button', { name: 'Count the one from Ann’s laptop' }).waitFor()
    await b.screenshot({ path: join(SHOTS, 'choices-bea-after.png'), fullPage: true })
  })

  it('Bea’s night, counted and started, says on its Prizes tab that its money is provisional', async () => {
    const b = bea.page
    const club = await pageCall<ClubView>(b, 'club:get', { clubId })
    expect(club.seasons[0]?.entries[0]?.nightId).toBe(beaNight)
    const personIds = club.people.map((p) => p.personId)
    await pageCall(b, 'night:setGuests', { nightId: beaNight, personIds })
    await pageCall(b, 'night:start', { nightId: beaNight, seed: 3 })
    await pageCall(b, 'ui:setLocation', { screen: 'night', nightId: beaNight, tab: 'prizes' })
    await b.reload()
    await b.getByTestId('night-screen').waitFor()
    await b.getByTestId('pot-provisional').waitFor()
    await b.screenshot({ path: join(SHOTS, 'choices-bea-prizes.png'), fullPage: true })
  })
})
