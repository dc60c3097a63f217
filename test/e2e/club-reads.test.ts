// One read per change on the club screens: a change saved elsewhere costs the club screen one
// club:get, the host's own change none; a buy-in ticked on the night screen costs one night:get.
import type { ClubView } from '@shared/club'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubWith, WINS_SEASON } from '../drivers/club-driver'
import { addPeople, must, type Call } from '../drivers/night-driver'
import { e2eAvailable } from './browser'
import { pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const MONEY = { currency: 'USD', buyIn: 500, dues: 0, shares: [], unclaimed: 'carry' as const }

/** Counts the calls a page makes through the bridge, by name, from now on. */
function countCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    if (!request.url().endsWith('/__bridge/call')) return
    const { name } = JSON.parse(request.postData() ?? '{}') as { name?: string }
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1)
  })
  return counts
}

describe.runIf(run)('reads per club change', () => {
  let session: Session
  let page: Page
  let call: Call
  let club: ClubView
  let people: number[] = []
  let nightId = 0

  beforeAll(async () => {
    session = await openApp({ width: 1366, height: 768 })
    page = session.page
    call = (name, args) => session.bridge.context.dispatch(name, args)
    await page.getByTestId('home').waitFor()
    people = await addPeople(call, 6, 'Reader')
    club = await clubWith(call, 'Counted club', MONEY, people.slice(0, 4), [])
    await page.getByTestId('nav-club').click()
    await page.getByRole('button', { name: 'Counted club' }).click()
    await page.getByTestId('club-members').waitFor()
  })

  afterAll(() => session?.close())

  it('a change saved elsewhere costs the club screen one club:get and nothing else', async () => {
    const counts = countCalls(page)
    await must(call, 'club:act', {
      clubId: club.clubId,
      action: { type: 'role', personId: people[4], role: 'substitute' },
    })
    await expect.poll(() => page.getByTestId('club-substitutes').innerText()).toContain('Reader 5')
    await page.waitForTimeout(500)
    expect(Object.fromEntries(counts)).toEqual({ 'club:get': 1 })
  })

  it('the host’s own change costs no read', async () => {
    const counts = countCalls(page)
    await page.getByTestId(`role-${people[4]}`).selectOption('member')
    await expect.poll(() => page.getByTestId('club-members').innerText()).toContain('Reader 5')
    await page.waitForTimeout(500)
    expect(Object.fromEntries(counts)).toEqual({ 'club:act': 1 })
  })

  it('a buy-in ticked on the night screen costs one night:get, and no club read', async () => {
    club = await must(call, 'club:season', {
      clubId: club.clubId,
      name: '2026',
      start: '2026-01-01',
      end: '2026-12-31',
      rules: WINS_SEASON,
    })
    club = await must(call, 'club:entry', {
      clubId: club.clubId,
      seasonId: club.seasons[0]?.seasonId,
      date: '2026-05-05',
      host: null,
      place: '',
      notes: '',
    })
    const entryId = club.seasons[0]?.entries[0]?.entryId
    for (const personId of people.slice(0, 4))
      await must(call, 'club:act', {
        clubId: club.clubId,
        action: { type: 'rsvp', entryId, personId, answer: 'coming' },
      })
    const night = await must<NightView>(call, 'club:startNight', { clubId: club.clubId, entryId })
    nightId = night.id
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: night.id, tab: 'seating' })
    await page.reload()
    await page.getByTestId('buy-ins').waitFor()
    await page.waitForTimeout(300)
    const counts = countCalls(page)
    await page.getByTestId(`paid-${people[0]}`).check()
    await expect.poll(() => page.getByTestId('pot-so-far').textContent()).toBe('Pot so far: $5.00')
    await page.waitForTimeout(500)
    expect(Object.fromEntries(counts)).toEqual({ 'club:act': 1, 'night:get': 1 })
  })

  it('the TV reads the night once per change, and the season once more when the night ends', async () => {
    const tv = await session.browser.newPage()
    await tv.setViewportSize({ width: 1920, height: 1080 })
    const opening = countCalls(tv)
    await tv.goto(`${session.bridge.url}#projector`)
    await tv.getByTestId('projector').waitFor()
    // the night not yet started: its season is read with it (nothing played yet, nothing shown)
    await expect.poll(() => opening.get('club:report') ?? 0).toBe(1)
    expect(opening.get('club:get')).toBe(1)
    // the night's slides are read once when the night is shown (its read can come last)
    await expect.poll(() => opening.get('slides:list') ?? 0).toBe(1)
    const started = countCalls(tv)
    const view = await must<NightView>(call, 'night:start', { nightId, seed: 5 })
    await tv.getByTestId('projector-round').waitFor()
    await tv.waitForTimeout(500)
    expect(Object.fromEntries(started)).toEqual({ 'night:get': 1 })
    const round = countCalls(tv)
    const results = view.current?.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
    await must(call, 'night:commitRound', { nightId, round: 1, results })
    await expect.poll(() => round.get('night:get') ?? 0).toBe(1)
    await tv.waitForTimeout(500)
    expect(Object.fromEntries(round)).toEqual({ 'night:get': 1 })
    const ended = countCalls(tv)
    await must(call, 'night:finish', { nightId })
    await tv.getByTestId('projector-awards').waitFor()
    await expect.poll(() => ended.get('club:report') ?? 0).toBe(1)
    await tv.waitForTimeout(500)
    // the club is known since the TV opened: the season needs no club:get of its own
    expect(Object.fromEntries(ended)).toEqual({ 'night:get': 1, 'club:report': 1 })
    await tv.keyboard.press('ArrowRight')
    await expect.poll(() => tv.getByTestId('projector-season-line').count()).toBe(4)
    await tv.close()
  })
})
