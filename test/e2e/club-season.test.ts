// A Bunco group's season through the club screens, as a host: the club, its people, money and
// schedule, RSVPs with a stand-in, a night started from the list and played, buy-ins ticked,
// prizes paid to the cent as the engine splits the pot, a carry-over, the season's report.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatMoney, splitPot } from '@shared/bunco'
import type { ClubView, SeasonReport } from '@shared/club'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { e2eAvailable } from './browser'
import { pageCall, typeDate } from './pageHelpers'
import { expectPrizeMoney } from './prizeMoney'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const MEMBERS = ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus', 'Hal']
const SUB = 'Ivy'
const SHOTS = '/tmp/club-shots'
const usd = (minor: number): string => formatMoney(minor, 'USD', 'en')

describe.runIf(run)('a club’s season through the screens', () => {
  const files = mkdtempSync(join(tmpdir(), 'bunco-club-files-'))
  const saved: string[] = []
  let session: Session
  let page: Page
  let clubId = ''
  let nightId = 0

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
      },
    })
    page = session.page
    await page.getByTestId('home').waitFor()
  })

  afterAll(() => session?.close())

  const club = (): Promise<ClubView> => pageCall<ClubView>(page, 'club:get', { clubId })
  const night = (): Promise<NightView> => pageCall<NightView>(page, 'night:get', { nightId })
  const idOf = async (name: string): Promise<number> =>
    (await club()).people.find((p) => p.name === name)?.personId ?? 0
  const waitSaved = (): Promise<void> =>
    expect.poll(() => page.getByTestId('saved').textContent()).toBe('All changes saved')

  it('creates a club typing its name and a buy-in', async () => {
    await page.getByTestId('nav-club').click()
    await page.getByTestId('club-empty').waitFor()
    await page.getByTestId('club-name').pressSequentially('Tuesday Bunco')
    await page.getByTestId('club-currency').press('ControlOrMeta+a')
    await page.getByTestId('club-currency').pressSequentially('usd')
    await page.getByTestId('club-buy-in').pressSequentially('five')
    await page.getByTestId('club-create-button').click()
    await expect.poll(() => page.getByTestId('error-banner').textContent()).toContain('five')
    await page.getByTestId('club-buy-in').press('ControlOrMeta+a')
    await page.getByTestId('club-buy-in').pressSequentially('5,50')
    await page.getByTestId('club-create-button').click()
    await page.getByTestId('club-title').waitFor()
    const [listed] = await pageCall<{ clubId: string }[]>(page, 'club:list', {})
    clubId = listed?.clubId ?? ''
    const view = await club()
    expect(view.money).toMatchObject({ currency: 'USD', buyIn: 550, unclaimed: 'carry' })
    expect(view.money.shares.map((s) => s.percent)).toEqual([50, 30, 10])
  })

  it('adds members and a substitute by typing their names', async () => {
    for (const name of [...MEMBERS, SUB]) {
      await page.getByTestId('club-person-name').pressSequentially(name)
      if (name === SUB) await page.getByTestId('club-person-role').selectOption('substitute')
      await page.getByTestId('club-person-add').click()
      await expect.poll(() => page.getByText(name, { exact: true }).count()).toBeGreaterThan(0)
    }
    await expect.poll(async () => (await club()).people.length).toBe(9)
    const view = await club()
    expect(view.people.filter((p) => p.role === 'member').map((p) => p.name)).toEqual(MEMBERS)
    expect(view.people.filter((p) => p.role === 'substitute').map((p) => p.name)).toEqual([SUB])
    await page.screenshot({ path: join(SHOTS, 'people-en.png'), fullPage: true })
  })

  it('sets the money: buy-in $5, a share for the traveling die, and refuses more than 100 %', async () => {
    await page.getByTestId('club-tab-money').click()
    await expect.poll(() => page.getByTestId('money-buy-in').inputValue()).toBe('5.50')
    await page.getByTestId('money-buy-in').press('ControlOrMeta+a')
    await page.getByTestId('money-buy-in').pressSequentially('5')
    await page.getByTestId('share-travelingDie').pressSequentially('60')
    expect(await page.getByTestId('share-sum').textContent()).toContain('150')
    await page.getByTestId('money-save').click()
    await expect.poll(() => page.getByTestId('error-banner').textContent()).toContain('150')
    await page.getByTestId('share-travelingDie').press('ControlOrMeta+a')
    await page.getByTestId('share-travelingDie').pressSequentially('10')
    expect(await page.getByTestId('share-sum').textContent()).toBe(
      'Shared out: 100 % · the club keeps 0 %',
    )
    await page.getByTestId('money-save').click()
    await page.getByTestId('money-saved').waitFor()
    const view = await club()
    expect(view.money.buyIn).toBe(500)
    expect(view.money.shares).toContainEqual({ prize: 'travelingDie', percent: 10 })
    await page.screenshot({ path: join(SHOTS, 'money-en.png'), fullPage: true })
  })

  it('adds a season and three nights, shown in date order, and saves the calendar', async () => {
    await page.getByTestId('club-tab-schedule').click()
    await page.getByTestId('season-name').press('ControlOrMeta+a')
    await page.getByTestId('season-name').pressSequentially('2026')
    await typeDate(page.getByTestId('season-start'), '2026-01-01')
    await typeDate(page.getByTestId('season-end'), '2026-12-31')
    await page.getByTestId('season-add').click()
    await page.getByTestId('entry-form').waitFor()
    for (const [date, host] of [
      ['2026-04-07', 'Cal'],
      ['2026-02-03', 'Ann'],
      ['2026-03-03', 'Bea'],
    ] as const) {
      await typeDate(page.getByTestId('entry-date'), date)
      await page.getByTestId('entry-host').selectOption({ label: host })
      await page.getByTestId('entry-place').pressSequentially(`${host}’s house`)
      await page.getByTestId('entry-add').click()
      await expect.poll(() => page.getByTestId(`plan-${date}`).count()).toBe(1)
    }
    const dates = await page.getByTestId('schedule-entry').locator('strong').allTextContents()
    expect(dates).toEqual(['Tue, February 3, 2026', 'Tue, March 3, 2026', 'Tue, April 7, 2026'])
    await page.getByTestId('save-calendar').click()
    await page.getByTestId('calendar-saved').waitFor()
    const ics = readFileSync(saved.find((p) => p.endsWith('.ics')) ?? '', 'utf8')
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3)
    expect(ics).toContain('Tuesday Bunco: Bunco at Ann’s')
    await page.screenshot({ path: join(SHOTS, 'schedule-en.png'), fullPage: true })
  })

  it('takes RSVPs: one member not coming, the substitute standing in', async () => {
    await page.getByTestId('plan-2026-02-03').click()
    await page.getByTestId('club-rsvp').waitFor()
    const hal = await idOf('Hal')
    const ivy = await idOf(SUB)
    for (const name of MEMBERS) {
      const id = await idOf(name)
      await page.getByTestId(`answer-${id}`).selectOption(name === 'Hal' ? 'notComing' : 'coming')
      await expect
        .poll(async () =>
          (await club()).seasons[0]?.entries
            .find((e) => e.date === '2026-02-03')
            ?.answers.some((a) => a.personId === id),
        )
        .toBe(true)
    }
    expect(await page.getByTestId('seats-to-fill').textContent()).toContain(
      'Seats to fill for full tables: 1',
    )
    expect(await page.getByTestId('to-ask').textContent()).toContain('Ivy')
    await page.getByTestId(`stand-in-${ivy}`).selectOption(String(hal))
    await expect
      .poll(() => page.getByTestId('seats-to-fill').textContent())
      .toContain('The tables are full.')
    await page.screenshot({ path: join(SHOTS, 'rsvp-en.png'), fullPage: true })
  })

  it('starts the night from the list, ticks who paid and plays it to the end', async () => {
    await page.getByTestId('start-club-night').click()
    await page.getByTestId('night-screen').waitFor()
    nightId = (await pageCall<{ id: number; status: string }[]>(page, 'night:list', {}))[0]?.id ?? 0
    const start = await night()
    expect(start.players.map((p) => p.name).sort()).toEqual(
      [...MEMBERS.filter((m) => m !== 'Hal'), SUB].sort(),
    )
    // a short night: one set of six rounds (house rules, as the setup's form would set them)
    await pageCall(page, 'night:setRules', { nightId, rules: { ...start.rules, sets: 1 } })
    await page.reload()
    await page.getByTestId('buy-ins').waitFor()
    for (const p of start.players.slice(0, 7)) await page.getByTestId(`paid-${p.personId}`).check()
    await expect
      .poll(() => page.getByTestId('pot-so-far').textContent())
      .toBe(`Pot so far: ${usd(3500)}`)
    await page.screenshot({ path: join(SHOTS, 'setup-buyins-en.png'), fullPage: true })
    await page.getByTestId('start-night').click()
    await page.getByTestId('seating-board').waitFor()
    const last = start.players[7]?.personId ?? 0
    await page.getByTestId(`paid-${last}`).check()
    await expect
      .poll(() => page.getByTestId('pot-so-far').textContent())
      .toBe(`Pot so far: ${usd(4000)}`)
    await page.screenshot({ path: join(SHOTS, 'guests-paid-en.png'), fullPage: true })
    for (let round = 1; round <= 6; round++) {
      await page.getByTestId('tab-entry').click()
      for (const table of [1, 2]) {
        await page.getByTestId(`win-${table}-${(round + table) % 3 === 0 ? 'EW' : 'NS'}`).click()
        await waitSaved()
      }
      await page.getByTestId('next-round').click()
      await waitSaved()
    }
    await page.getByTestId('tab-prizes').click()
    // before the pot is split: each prize's share of it
    const before = await night()
    if (before.status === 'playing') {
      expect(await page.getByTestId('award-money').count()).toBe(0)
      await page.getByTestId('finish-night').click()
    }
    await page.getByTestId('awards').waitFor()
    for (let tries = 0; tries < 10; tries++) {
      const open = (await night()).awards?.find(
        (a) => a.status === 'needsRollOff' && a.sameRollOffAs === undefined,
      )
      if (!open) break
      await page.getByTestId(`pick-${open.prize}-${open.tied[0]}`).click()
      await waitSaved()
    }
    await expect.poll(async () => (await night()).money?.settled).toBe(true)
  }, 240_000)

  it('shows each prize’s money as the engine splits the pot, on the prizes tab and the TV', async () => {
    const view = await night()
    const money = view.money
    const clubMoney = (await club()).money
    const split = splitPot({
      pot: money?.pot ?? 0,
      shares: clubMoney.shares,
      awards: view.awards ?? [],
      unclaimed: clubMoney.unclaimed,
    })
    expect(money?.payouts).toEqual(split.payouts)
    expect(money?.carried).toBe(split.carried)
    // the traveling die is off: its 10 % goes on to the next night
    expect(split.carried).toBeGreaterThanOrEqual(400)
    const holders = (prize: string): number => split.payouts.filter((p) => p.prize === prize).length
    const text = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim()
    for (const a of view.awards ?? []) {
      const share = money?.shares.find((s) => s.prize === a.prize)
      if (holders(a.prize) > 0 || !share) continue
      expect(
        text(await page.getByTestId(`award-${a.prize}`).getByTestId('award-money').textContent()),
      ).toBe(`Goes to the next night’s pot: ${usd(share.amount)}`)
    }
    expect(await page.getByTestId('pot-carried').textContent()).toContain(usd(split.carried))
    await page.screenshot({ path: join(SHOTS, 'prizes-en.png'), fullPage: true })
    await expectPrizeMoney(page, session, view, split.payouts, join(SHOTS, 'tv-awards-en.png'))
  })

  it('saves a picture of the night for the group chat', async () => {
    await page.getByTestId('share-night').click()
    await page.getByTestId('share-saved').waitFor()
    const png = saved.find((p) => p.endsWith('.png')) ?? ''
    const bytes = readFileSync(png)
    expect(bytes.subarray(1, 4).toString()).toBe('PNG')
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1080, 1350])
    writeFileSync(join(SHOTS, 'share-en.png'), bytes)
  })

  it('carries the unwon share into the next night, and reports the season', async () => {
    const carried = (await night()).money?.carried ?? 0
    await page.getByTestId('nav-club').click()
    await page.getByRole('button', { name: 'Tuesday Bunco' }).click()
    await page.getByTestId('club-tab-schedule').click()
    await page.getByTestId('plan-2026-03-03').click()
    await page.getByTestId('start-club-night').click()
    await page.getByTestId('buy-ins').waitFor()
    expect(await page.getByTestId('pot-so-far').textContent()).toBe(`Pot so far: ${usd(carried)}`)
    await page.getByTestId('nav-club').click()
    await page.getByTestId('club-tab-report').click()
    await page.getByTestId('report-standings').waitFor()
    const report = await pageCall<SeasonReport>(page, 'club:report', {
      clubId,
      seasonId: (await club()).seasons[0]?.seasonId,
    })
    expect(report.mismatches).toEqual([])
    const rows = page.getByTestId('report-standing')
    expect(await rows.count()).toBe(report.standings.length)
    const first = report.standings[0]
    expect(await rows.first().locator('th').textContent()).toBe(first?.name)
    const people = page.getByTestId('report-person')
    for (const [i, p] of report.people.entries()) {
      const cells = await people.nth(i).locator('td').allTextContents()
      expect(cells).toEqual([usd(p.paidIn), usd(p.won), usd(p.net)])
    }
    const totals = await page.getByTestId('report-totals').locator('td').allTextContents()
    expect(totals).toEqual([
      usd(report.totals.pot),
      usd(report.totals.paidOut),
      '',
      usd(report.totals.kept),
    ])
    // what came in is all paid out, kept, or waiting in the next night's pot: that night has
    // started but is not settled, so the carry it took in is held there, not carried any more
    expect(report.totals.held).toBe(carried)
    expect(report.totals.carried).toBe(0)
    expect(report.totals.buyIns + report.totals.carriedIn).toBe(
      report.totals.paidOut + report.totals.kept + report.totals.carried + report.totals.held,
    )
    expect(await page.getByTestId('report-season-sum').textContent()).toContain(
      `paid in ${usd(report.totals.buyIns)} · paid out ${usd(report.totals.paidOut)}`,
    )
    await page.screenshot({ path: join(SHOTS, 'report-en.png'), fullPage: true })
    // the Season screen shows the club's season too (the only club is picked for the host)
    await page.getByTestId('nav-season').click()
    await page.getByTestId('season-club').getByTestId('report-standings').waitFor()
    expect(await page.getByTestId('season-club').getByTestId('report-standing').count()).toBe(
      report.standings.length,
    )
    await page.screenshot({ path: join(SHOTS, 'season-view-en.png'), fullPage: true })
    expect(session.problems).toEqual([])
  })
})
