// A club's season of three short nights through the screens, as a host plays it: the club, its
// people and money typed, three nights on the schedule, answers and a substitute each night,
// buy-ins ticked, six rounds played at the keyboard, roll-offs picked; each night's money on the
// prizes tab, the TV and the printed results against the engine; the season's standings and
// ledger against the nights; the calendar file read by a maintained iCalendar parser.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { formatMoney, splitPot } from '@shared/bunco'
import type { ClubView, SeasonReport } from '@shared/club'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { pageCall, typeDate } from './pageHelpers'
import { expectPrizeMoney } from './prizeMoney'
import { openApp, type Session } from './session'
import { poppler } from '../main/print/pdf/poppler'

const run = e2eAvailable()
const MEMBERS = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']
const SUB = 'Ivy'
const NIGHTS = [
  { date: '2026-02-03', host: 'Ann', away: 'Hal' },
  { date: '2026-03-03', host: 'Bea', away: 'Dot' },
  { date: '2026-04-07', host: 'Cal', away: null },
] as const
const usd = (minor: number): string => formatMoney(minor, 'USD', 'en')
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim()

describe.runIf(run)('a club’s season of three nights, played through the screens', () => {
  const files = mkdtempSync(join(tmpdir(), 'bunco-club3-'))
  const saved: string[] = []
  const opened: string[] = []
  let session: Session
  let page: Page
  let clubId = ''
  // what each night's screens showed, to add the season up by hand at the end
  const played: NightView[] = []

  beforeAll(async () => {
    session = await openApp({
      width: 1366,
      height: 768,
      hooks: {
        saveFile: (file) => {
          const path = join(files, file.fileName)
          writeFileSync(path, file.content)
          saved.push(path)
          return Promise.resolve({ saved: true, path })
        },
        openFile: (file) => {
          const path = join(files, `${opened.length}-${file.fileName}`)
          writeFileSync(path, file.content)
          opened.push(path)
          return Promise.resolve(true)
        },
      },
    })
    page = session.page
    await page.getByTestId('home').waitFor()
  })

  afterAll(() => session?.close())

  const club = (): Promise<ClubView> => pageCall<ClubView>(page, 'club:get', { clubId })
  const night = (nightId: number): Promise<NightView> =>
    pageCall<NightView>(page, 'night:get', { nightId })
  const idOf = async (name: string): Promise<number> =>
    (await club()).people.find((p) => p.name === name)?.personId ?? 0
  /** Opens the club screen on this club, from wherever the host is. */
  async function openClub(): Promise<void> {
    await page.getByTestId('nav-club').click()
    const listed = page.getByRole('button', { name: 'Tuesday Bunco' })
    await expect
      .poll(async () => (await page.getByTestId('club-title').count()) + (await listed.count()))
      .toBeGreaterThan(0)
    if ((await page.getByTestId('club-title').count()) === 0) await listed.click()
    await page.getByTestId('club-title').waitFor()
  }
  const waitSaved = (): Promise<void> =>
    expect.poll(() => page.getByTestId('saved').textContent()).toBe('All changes saved')

  it('sets up the club: name, buy-in, people, a share nobody can win, three nights', async () => {
    await page.getByTestId('nav-club').click()
    await page.getByTestId('club-empty').waitFor()
    await page.getByTestId('club-name').pressSequentially('Tuesday Bunco')
    await page.getByTestId('club-currency').press('ControlOrMeta+a')
    await page.getByTestId('club-currency').pressSequentially('usd')
    await page.getByTestId('club-buy-in').pressSequentially('5')
    await page.getByTestId('club-create-button').click()
    await page.getByTestId('club-title').waitFor()
    clubId = (await pageCall<{ clubId: string }[]>(page, 'club:list', {}))[0]?.clubId ?? ''
    for (const name of [...MEMBERS, SUB]) {
      await page.getByTestId('club-person-name').pressSequentially(name)
      if (name === SUB) await page.getByTestId('club-person-role').selectOption('substitute')
      await page.getByTestId('club-person-add').click()
      await expect.poll(async () => (await club()).people.some((p) => p.name === name)).toBe(true)
    }
    await page.getByTestId('club-tab-money').click()
    // the traveling die is off at these nights: its share always goes on to the next night
    await page.getByTestId('share-travelingDie').press('ControlOrMeta+a')
    await page.getByTestId('share-travelingDie').pressSequentially('10')
    await page.getByTestId('money-save').click()
    await page.getByTestId('money-saved').waitFor()
    expect((await club()).money.shares).toContainEqual({ prize: 'travelingDie', percent: 10 })
    await page.getByTestId('club-tab-schedule').click()
    await page.getByTestId('season-name').press('ControlOrMeta+a')
    await page.getByTestId('season-name').pressSequentially('2026')
    await typeDate(page.getByTestId('season-start'), '2026-01-01')
    await typeDate(page.getByTestId('season-end'), '2026-12-31')
    await page.getByTestId('season-add').click()
    await page.getByTestId('entry-form').waitFor()
    for (const n of NIGHTS) {
      await typeDate(page.getByTestId('entry-date'), n.date)
      await page.getByTestId('entry-host').selectOption({ label: n.host })
      await page.getByTestId('entry-place').pressSequentially(`${n.host}’s house`)
      await page.getByTestId('entry-add').click()
      await expect.poll(() => page.getByTestId(`plan-${n.date}`).count()).toBe(1)
    }
  })

  it('saves a calendar that a maintained iCalendar parser reads, each night once', async () => {
    await page.getByTestId('save-calendar').click()
    await page.getByTestId('calendar-saved').waitFor()
    const text = readFileSync(saved.find((p) => p.endsWith('.ics')) ?? '', 'utf8')
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.startDate.toString()).sort()).toEqual(NIGHTS.map((n) => n.date))
    expect(new Set(events.map((e) => e.uid)).size).toBe(3)
    for (const n of NIGHTS) {
      const event = events.find((e) => e.startDate.toString() === n.date)
      expect(event?.summary).toBe(`Tuesday Bunco: Bunco at ${n.host}’s`)
      expect(event?.location).toBe(`${n.host}’s house`)
    }
  })

  for (const [i, n] of NIGHTS.entries()) {
    it(`plays night ${i + 1} (${n.date}) from its RSVPs to its payouts`, async () => {
      await openClub()
      await page.getByTestId('club-tab-schedule').click()
      await page.getByTestId(`plan-${n.date}`).click()
      await page.getByTestId('club-rsvp').waitFor()
      for (const name of MEMBERS) {
        const id = await idOf(name)
        await page
          .getByTestId(`answer-${id}`)
          .selectOption(name === n.away ? 'notComing' : 'coming')
        await expect
          .poll(async () =>
            (await club()).seasons[0]?.entries
              .find((e) => e.date === n.date)
              ?.answers.some((a) => a.personId === id),
          )
          .toBe(true)
      }
      if (n.away)
        await page
          .getByTestId(`stand-in-${await idOf(SUB)}`)
          .selectOption(String(await idOf(n.away)))
      await expect
        .poll(() => page.getByTestId('seats-to-fill').textContent())
        .toContain('The tables are full.')
      await page.getByTestId('start-club-night').click()
      await page.getByTestId('night-screen').waitFor()
      const nightId =
        (await club()).seasons[0]?.entries.find((e) => e.date === n.date)?.nightId ?? 0
      const start = await night(nightId)
      expect(start.players).toHaveLength(8)
      if (n.away) expect(start.players.map((p) => p.name)).toContain(SUB)
      // a short night: one set of six rounds
      await pageCall(page, 'night:setRules', { nightId, rules: { ...start.rules, sets: 1 } })
      await page.reload()
      await page.getByTestId('buy-ins').waitFor()
      for (const p of start.players) await page.getByTestId(`paid-${p.personId}`).check()
      const carriedIn = played.at(-1)?.money?.carried ?? 0
      await expect
        .poll(() => page.getByTestId('pot-so-far').textContent())
        .toBe(`Pot so far: ${usd(4000 + carriedIn)}`)
      await page.getByTestId('start-night').click()
      // every night opens on its seating, whichever tab the night before was left on
      await page.getByTestId('seating-board').waitFor()
      for (let round = 1; round <= 6; round++) {
        await page.getByTestId('tab-entry').click()
        for (const table of [1, 2]) {
          const winner = (round * (i + 2) + table) % 3 === 0 ? 'EW' : 'NS'
          await page.getByTestId(`win-${table}-${winner}`).click()
          await waitSaved()
        }
        await page.getByTestId('next-round').click()
        await waitSaved()
      }
      await page.getByTestId('tab-prizes').click()
      if ((await night(nightId)).status === 'playing')
        await page.getByTestId('finish-night').click()
      await page.getByTestId('awards').waitFor()
      for (let tries = 0; tries < 10; tries++) {
        const open = (await night(nightId)).awards?.find(
          (a) => a.status === 'needsRollOff' && a.sameRollOffAs === undefined,
        )
        if (!open) break
        await page.getByTestId(`pick-${open.prize}-${open.tied[0]}`).click()
        await waitSaved()
      }
      await expect.poll(async () => (await night(nightId)).money?.settled).toBe(true)
      const view = await night(nightId)
      const money = view.money
      // the engine's split of this pot, from the club's shares, is what the screens show
      const shares = (await club()).money
      const split = splitPot({
        pot: money?.pot ?? 0,
        shares: shares.shares,
        awards: view.awards ?? [],
        unclaimed: shares.unclaimed,
      })
      expect(money?.pot).toBe(4000 + carriedIn)
      expect(money?.payouts).toEqual(split.payouts)
      expect(split.carried).toBeGreaterThan(0)
      // the prizes tab and the TV's award cards
      await expectPrizeMoney(page, session, view, split.payouts)
      // the printed results: every payout as formatMoney writes it, and the pot
      await page.getByTestId('print-results').click()
      await expect
        .poll(() => page.getByTestId('printed').textContent(), { timeout: 20_000 })
        .toMatch(/Shown in the preview window/)
      const pdf = poppler('pdftotext', ['-layout', opened.at(-1) ?? '', '-'])
        .toString('utf8')
        .replace(/\u00a0/g, ' ')
      for (const p of split.payouts) expect(pdf).toContain(usd(p.amount))
      expect(pdf).toContain(usd(money?.pot ?? 0))
      expect(pdf).toContain(usd(split.carried))
      played.push(view)
    }, 240_000)
  }

  it('reports the season: standings and ledger add up to what the three nights paid', async () => {
    await openClub()
    await page.getByTestId('club-tab-report').click()
    await page.getByTestId('report-standings').waitFor()
    const report = await pageCall<SeasonReport>(page, 'club:report', {
      clubId,
      seasonId: (await club()).seasons[0]?.seasonId,
    })
    expect(report.played).toBe(3)
    expect(report.mismatches).toEqual([])
    // each person's ledger, added up by hand from the three nights
    const paid = new Map<number, number>()
    const won = new Map<number, number>()
    for (const v of played) {
      for (const p of v.money?.paid ?? [])
        paid.set(p.personId, (paid.get(p.personId) ?? 0) + p.amount)
      for (const p of v.money?.payouts ?? []) {
        const id = Number(p.player.slice(1))
        won.set(id, (won.get(id) ?? 0) + p.amount)
      }
    }
    for (const line of report.people) {
      expect(line.paidIn).toBe(paid.get(line.personId) ?? 0)
      expect(line.won).toBe(won.get(line.personId) ?? 0)
    }
    expect(report.totals.buyIns + report.totals.carriedIn).toBe(
      report.totals.paidOut + report.totals.kept + report.totals.carried,
    )
    // the season's standings: total wins over the three nights, as the screen shows them
    const wins = new Map<string, number>()
    for (const v of played)
      for (const s of v.standings) wins.set(s.name, (wins.get(s.name) ?? 0) + s.wins)
    for (const line of report.standings) expect(line.wins).toBe(wins.get(line.name))
    const rows = page.getByTestId('report-standing')
    expect(await rows.count()).toBe(report.standings.length)
    expect(flat(await rows.first().locator('th').textContent())).toBe(report.standings[0]?.name)
    const people = page.getByTestId('report-person')
    for (const [k, p] of report.people.entries()) {
      const cells = (await people.nth(k).locator('td').allTextContents()).map(flat)
      expect(cells).toContain(usd(p.paidIn))
      expect(cells).toContain(usd(p.won))
    }
  })

  it('reopens the club and its section after the app is started again', async () => {
    await page.reload()
    await page.getByTestId('club-title').waitFor()
    expect(await page.getByTestId('club-title').textContent()).toBe('Tuesday Bunco')
    expect(await page.getByTestId('club-tab-report').getAttribute('aria-current')).toBe('page')
    await page.getByTestId('report-standings').waitFor()
  })
})
