// A club's season kept up by its host: the club renamed, the season's dues ticked, a scheduled
// night changed and another removed (a played one refused), the season's rules changed, a
// stand-in taken back, the season's report and schedule printed, and its standings on the TV.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRandom, formatMoney } from '@shared/bunco'
import type { ClubView, SeasonReport } from '@shared/club'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubSeason, playScheduled } from '../drivers/club-driver'
import { addPeople, must, type Call } from '../drivers/night-driver'
import { e2eAvailable } from './browser'
import { axeFindings, overflowing, pageCall, smallestText, typeDate } from './pageHelpers'
import { openApp, type Session } from './session'
import { poppler } from '../main/print/pdf/poppler'

const run = e2eAvailable()
const SHOTS = '/tmp/club-shots2'
const LONG = 'Maximiliane Wilhelmine von Hohenzollern-Sigmaringen'
const MONEY = {
  currency: 'USD',
  buyIn: 500,
  dues: 2000,
  shares: [{ prize: 'mostWins' as const, percent: 100 }],
  unclaimed: 'carry' as const,
}
const DATES = ['2026-02-03', '2026-03-03', '2026-04-07', '2026-05-05']
const usd = (minor: number): string => formatMoney(minor, 'USD', 'en')
// the TV's season page: this many lines, qualified players first by place, the rest by score
const TV_SEASON_LINES = 10
const tvSeasonLines = (lines: SeasonReport['standings']): SeasonReport['standings'] => [
  ...lines.filter((s) => s.place !== null),
  ...lines.filter((s) => s.place === null).sort((a, b) => b.score - a.score || b.nights - a.nights),
]
const TEXT_BOXES = 'button, th, td, .field > span, h2, h3, .tab, .nav-button, label'

describe.runIf(run)('a club’s season kept up by its host', () => {
  const files = mkdtempSync(join(tmpdir(), 'bunco-club-edit-'))
  const opened: string[] = []
  const saved: string[] = []
  let session: Session
  let page: Page
  let call: Call
  let people: number[] = []
  let clubId = ''
  let seasonId = ''

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    session = await openApp({
      width: 1366,
      height: 768,
      hooks: {
        openFile: (file) => {
          const path = join(files, file.fileName)
          writeFileSync(path, file.content)
          opened.push(path)
          return Promise.resolve(true)
        },
        saveFile: (file) => {
          const path = join(files, `saved-${file.fileName}`)
          writeFileSync(path, file.content)
          saved.push(path)
          return Promise.resolve({ saved: true, path })
        },
      },
    })
    page = session.page
    call = (name, args) => session.bridge.context.dispatch(name, args)
    await page.getByTestId('home').waitFor()
    people = await addPeople(call, 12, 'Player')
    await must(call, 'roster:rename', { id: people[0], name: LONG })
    const made = await clubSeason(call, {
      name: 'Tuesday Bunco',
      money: MONEY,
      members: people.slice(0, 10),
      substitutes: people.slice(10),
      year: 2026,
      dates: DATES,
      host: people[1] ?? null,
      place: (date) => `Club room ${date}`,
      notes: '',
    })
    clubId = made.club.clubId
    seasonId = made.seasonId
    const entries = made.club.seasons[0]?.entries ?? []
    const random = createRandom(11)
    const entryOf = (date: string): string => entries.find((e) => e.date === date)?.entryId ?? ''
    await playScheduled(call, clubId, entryOf(DATES[0] ?? ''), people.slice(0, 8), 500, random)
    const second = [...people.slice(0, 4), ...people.slice(8, 12)]
    await playScheduled(call, clubId, entryOf(DATES[1] ?? ''), second, 500, random)
    await page.getByTestId('nav-club').click()
    await page.getByRole('button', { name: 'Tuesday Bunco' }).click()
    await page.getByTestId('club-title').waitFor()
  }, 180_000)

  afterAll(() => session?.close())

  const club = (): Promise<ClubView> => pageCall<ClubView>(page, 'club:get', { clubId })
  const report = (): Promise<SeasonReport> =>
    pageCall<SeasonReport>(page, 'club:report', { clubId, seasonId })
  const season = async (): Promise<ClubView['seasons'][number] | undefined> =>
    (await club()).seasons.find((s) => s.seasonId === seasonId)
  const pdfText = (path: string): string =>
    poppler('pdftotext', ['-layout', path, '-']).toString('utf8')

  /** Reloads the app in the language and theme just set, and opens the club again. */
  async function reopen(): Promise<void> {
    await page.reload()
    // the club screen reopens the club the host had open
    await page.getByTestId('club-title').waitFor()
    expect(await page.getByTestId('club-title').textContent()).toBe('Tuesday Night Bunco')
  }

  /** Opens the TV and turns it from the prizes to the season's standings. */
  async function tvSeason(): Promise<Page> {
    const tv = await session.browser.newPage()
    await tv.setViewportSize({ width: 1920, height: 1080 })
    await tv.goto(`${session.bridge.url}#projector`)
    await tv.getByTestId('projector-awards').waitFor()
    await tv.keyboard.press('ArrowRight')
    await tv.getByTestId('projector-season').waitFor()
    // the page fades in (where motion is welcome): what is checked is the page once shown
    await tv.waitForTimeout(800)
    return tv
  }

  it('renames the club by typing its new name', async () => {
    await page.getByTestId('club-rename').click()
    await page.getByTestId('club-rename-name').press('ControlOrMeta+a')
    await page.getByTestId('club-rename-name').pressSequentially('Tuesday Night Bunco')
    await page.getByTestId('club-rename-save').click()
    await expect
      .poll(() => page.getByTestId('club-title').textContent())
      .toBe('Tuesday Night Bunco')
    expect((await club()).name).toBe('Tuesday Night Bunco')
    await page.getByTestId('club-back').click()
    await page.getByRole('button', { name: 'Tuesday Night Bunco' }).click()
    await page.getByTestId('club-title').waitFor()
  })

  it('ticks who paid the season’s dues, and the ledger counts them', async () => {
    await page.getByTestId('club-tab-schedule').click()
    const summary = page.getByTestId('dues-summary')
    expect(await summary.textContent()).toContain(`${usd(2000)} each · paid: 0 of 10`)
    for (const p of people.slice(0, 3)) {
      await page.getByTestId(`dues-${p}`).check()
      await expect.poll(async () => (await season())?.dues.length).toBe(people.indexOf(p) + 1)
    }
    await page.getByTestId(`dues-${people[1]}`).uncheck()
    await expect.poll(async () => (await season())?.dues.length).toBe(2)
    expect((await season())?.dues).toEqual([
      { personId: people[0], amount: 2000 },
      { personId: people[2], amount: 2000 },
    ])
    await expect.poll(() => summary.textContent()).toContain(`paid: 2 of 10 · ${usd(4000)} in`)
    await page.screenshot({ path: join(SHOTS, 'schedule-dues-en.png'), fullPage: true })
    await page.getByTestId('club-tab-report').click()
    await page.getByTestId('report-standings').waitFor()
    const r = await report()
    expect(r.totals.dues).toBe(4000)
    await expect.poll(() => page.getByText(`Dues: ${usd(4000)}`).count()).toBe(1)
    const rows = page.getByTestId('report-person')
    for (const [i, p] of r.people.entries())
      expect(await rows.nth(i).locator('td').allTextContents()).toEqual([
        usd(p.paidIn),
        usd(p.won),
        usd(p.net),
      ])
  })

  it('changes a scheduled night’s date, host, place and notes', async () => {
    await page.getByTestId('club-tab-schedule').click()
    await page.getByTestId('edit-2026-04-07').click()
    await typeDate(page.getByTestId('edit-entry-date'), '2026-04-14')
    await page.getByTestId('edit-entry-host').selectOption({ label: 'Player 3' })
    await page.getByTestId('edit-entry-place').press('ControlOrMeta+a')
    await page.getByTestId('edit-entry-place').pressSequentially('Cal’s garden')
    await page.getByTestId('edit-entry-notes').pressSequentially('Bring a chair')
    await page.screenshot({ path: join(SHOTS, 'schedule-edit-en.png'), fullPage: true })
    await page.getByTestId('edit-entry-save').click()
    await page.getByTestId('plan-2026-04-14').waitFor()
    const entry = (await season())?.entries.find((e) => e.date === '2026-04-14')
    expect(entry).toMatchObject({
      host: people[2],
      place: 'Cal’s garden',
      notes: 'Bring a chair',
      nightId: null,
    })
    expect(await page.getByTestId('plan-2026-04-07').count()).toBe(0)
    const row = page.getByTestId('schedule-entry').filter({ hasText: 'April 14, 2026' })
    expect(await row.innerText()).toContain('Host: Player 3')
    expect(await row.innerText()).toContain('Cal’s garden')
  })

  it('removes a night not yet played, and is told a played one stays', async () => {
    await page.getByTestId('remove-2026-05-05').click()
    await page.getByTestId('remove-2026-05-05-yes').click()
    await expect.poll(() => page.getByTestId('schedule-entry').count()).toBe(3)
    expect((await season())?.entries.map((e) => e.date).sort()).toEqual([
      '2026-02-03',
      '2026-03-03',
      '2026-04-14',
    ])
    await page.getByTestId('remove-2026-02-03').click()
    await page.getByTestId('remove-2026-02-03-yes').click()
    await expect
      .poll(() => page.getByTestId('error-banner').textContent())
      .toContain('has been played; its place on the schedule stays')
    await page.screenshot({ path: join(SHOTS, 'schedule-refused-en.png'), fullPage: true })
    expect((await season())?.entries).toHaveLength(3)
  })

  it('changes the season’s name, end and rules', async () => {
    await page.getByTestId('season-edit').click()
    await expect.poll(() => page.getByTestId('edit-season-name').inputValue()).toBe('2026')
    await page.getByTestId('edit-season-name').press('ControlOrMeta+a')
    await page.getByTestId('edit-season-name').pressSequentially('Season 2026')
    await typeDate(page.getByTestId('edit-season-end'), '2026-06-30')
    await page.getByTestId('edit-season-scoring').selectOption('placement')
    await page.getByTestId('edit-season-points').press('ControlOrMeta+a')
    await page.getByTestId('edit-season-points').pressSequentially('10, 8, 6, 5, 4, 3, 2, 1')
    await page.getByTestId('edit-season-min-nights').press('ControlOrMeta+a')
    await page.getByTestId('edit-season-min-nights').pressSequentially('2')
    await page.screenshot({ path: join(SHOTS, 'season-edit-en.png'), fullPage: true })
    await page.getByTestId('edit-season-save').click()
    await page.getByTestId('edit-season-form').waitFor({ state: 'detached' })
    const s = await season()
    expect(s).toMatchObject({ name: 'Season 2026', start: '2026-01-01', end: '2026-06-30' })
    expect(s?.rules).toEqual({
      scoring: 'placement',
      placementPoints: [10, 8, 6, 5, 4, 3, 2, 1],
      minNights: 2,
      dropWorst: 0,
    })
    expect(await page.getByTestId('season-pick').locator('option').allTextContents()).toEqual([
      'Season 2026',
    ])
  })

  it('takes back a substitute’s stand-in for a night', async () => {
    const sub = people[10] ?? 0
    await page.getByTestId('plan-2026-04-14').click()
    await page.getByTestId(`stand-in-${sub}`).selectOption('any')
    const entry = async () => (await season())?.entries.find((e) => e.date === '2026-04-14')
    await expect.poll(async () => (await entry())?.substitutes.length).toBe(1)
    await page.getByTestId(`stand-in-${sub}`).selectOption('out')
    await expect.poll(async () => (await entry())?.substitutes.length).toBe(0)
    await page.getByTestId('rsvp-close').click()
  })

  it('prints the schedule and saves the season’s report', async () => {
    await page.getByTestId('club-print-open-schedule').click()
    await expect
      .poll(() => page.getByTestId('club-print-message-schedule').textContent(), {
        timeout: 20_000,
      })
      .toMatch(/Shown in the preview window \(\d+ pages?\)/)
    const schedule = pdfText(opened.at(-1) ?? '')
    expect(schedule).toContain('Cal’s garden')
    expect(schedule).not.toContain('Club room 2026-05-05')
    await page.getByTestId('club-tab-report').click()
    await page.getByTestId('report-standings').waitFor()
    await page.getByTestId('club-print-save-season').click()
    await expect
      .poll(() => page.getByTestId('club-print-message-season').textContent(), {
        timeout: 20_000,
      })
      .toContain('saved-')
    const text = pdfText(saved.at(-1) ?? '')
    for (const line of (await report()).standings) expect(text).toContain(line.name.slice(0, 20))
    await page.screenshot({ path: join(SHOTS, 'report-print-en.png'), fullPage: true })
  })

  it('shows the season’s standings on the TV after the prizes, qualified players first', async () => {
    const tv = await tvSeason()
    const r = await report()
    const expected = tvSeasonLines(r.standings).slice(0, TV_SEASON_LINES)
    const lines = tv.getByTestId('projector-season-line')
    expect(await lines.count()).toBe(expected.length)
    for (const [i, s] of expected.entries()) {
      const cells = await lines.nth(i).locator('td, th').allTextContents()
      expect(cells.map((c) => c.trim())).toEqual([
        s.place === null ? '–' : String(s.place),
        s.name,
        String(s.score),
        String(s.nights),
      ])
    }
    expect(expected.slice(0, 4).every((s) => s.qualified)).toBe(true)
    const more = r.standings.length - TV_SEASON_LINES
    if (more > 0)
      expect(await tv.getByTestId('projector-season-more').textContent()).toBe(`And ${more} more`)
    else expect(await tv.getByTestId('projector-season-more').count()).toBe(0)
    expect(await smallestText(tv)).toBeGreaterThanOrEqual(24)
    expect(await overflowing(tv, 'h2, th, td, p')).toEqual([])
    await tv.screenshot({ path: join(SHOTS, 'tv-season-en.png') })
    await tv.keyboard.press('ArrowRight')
    await tv.getByTestId('projector-awards').waitFor()
    // where the TV asks for less motion, the season's page appears without fading in
    await tv.emulateMedia({ reducedMotion: 'reduce' })
    await tv.keyboard.press('ArrowRight')
    const fade = await tv.evaluate(
      `getComputedStyle(document.querySelector('[data-testid="projector-season"]')).animationName`,
    )
    expect(fade).toBe('none')
    await tv.close()
  })

  it.each(['fr', 'de', 'ja'] as const)(
    'shows the changed screens in %s without text running out of its box',
    async (lang) => {
      await pageCall(page, 'settings:set', { language: lang, theme: 'light' })
      await reopen()
      expect(await page.locator('html').getAttribute('lang')).toBe(lang)
      await page.getByTestId('club-tab-schedule').click()
      await page.getByTestId('season-edit').click()
      await page.getByTestId('edit-2026-04-14').click()
      expect(await overflowing(page, TEXT_BOXES), `schedule ${lang}`).toEqual([])
      await page.screenshot({ path: join(SHOTS, `schedule-${lang}.png`), fullPage: true })
      await page.getByTestId('edit-entry-cancel').click()
      await page.getByTestId('season-edit').click()
      await page.getByTestId('club-rename').click()
      await page.getByTestId('club-tab-report').click()
      await page.getByTestId('report-standings').waitFor()
      expect(await overflowing(page, TEXT_BOXES), `report ${lang}`).toEqual([])
      await page.screenshot({ path: join(SHOTS, `report-${lang}.png`), fullPage: true })
      await page.getByTestId('club-rename-cancel').click()
      const tv = await tvSeason()
      expect(await overflowing(tv, 'h2, th, td, p'), `tv ${lang}`).toEqual([])
      await tv.screenshot({ path: join(SHOTS, `tv-season-${lang}.png`) })
      await tv.close()
    },
  )

  it.each(['light', 'dark'] as const)(
    'has no serious or critical finding on the changed screens (%s theme)',
    async (theme) => {
      await pageCall(page, 'settings:set', { language: 'en', theme })
      await reopen()
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme)
      const findings: Record<string, unknown> = {}
      await page.getByTestId('club-tab-schedule').click()
      await page.getByTestId('season-edit').click()
      await page.getByTestId('edit-2026-04-14').click()
      await page.getByTestId('remove-2026-03-03').click()
      const schedule = await axeFindings(page)
      if (schedule.length > 0) findings['schedule'] = schedule
      await page.screenshot({ path: join(SHOTS, `schedule-${theme}.png`), fullPage: true })
      await page.getByTestId('remove-2026-03-03-no').click()
      await page.getByTestId('edit-entry-cancel').click()
      await page.getByTestId('season-edit').click()
      await page.getByTestId('club-rename').click()
      await page.getByTestId('club-tab-report').click()
      await page.getByTestId('report-standings').waitFor()
      const reported = await axeFindings(page)
      if (reported.length > 0) findings['report'] = reported
      await page.screenshot({ path: join(SHOTS, `report-${theme}.png`), fullPage: true })
      await page.getByTestId('club-rename-cancel').click()
      const tv = await tvSeason()
      const onTv = await axeFindings(tv)
      if (onTv.length > 0) findings['tv'] = onTv
      await tv.screenshot({ path: join(SHOTS, `tv-season-${theme}.png`) })
      await tv.close()
      expect(findings).toEqual({})
      expect(session.problems).toEqual([])
    },
  )
})
