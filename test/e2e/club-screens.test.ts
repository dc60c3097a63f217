// The club screens in four languages, light and dark, at a laptop's 1366×768: no text running
// out of its box, no serious or critical accessibility finding, a screenshot of each to look at.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRandom } from '@shared/bunco'
import type { ClubView } from '@shared/club'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, clubWith, pay, playToEnd, WINS_SEASON } from '../drivers/club-driver'
import { addPeople, must, type Call } from '../drivers/night-driver'
import { e2eAvailable } from './browser'
import { axeFindings, overflowing, pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const SHOTS = '/tmp/club-shots'
const LANGUAGES = ['en', 'fr', 'de', 'ja'] as const
const LONG = 'Maximiliane Wilhelmine von Hohenzollern-Sigmaringen'
const MONEY = {
  currency: 'EUR',
  buyIn: 550,
  dues: 2000,
  shares: [
    { prize: 'mostWins' as const, percent: 50 },
    { prize: 'mostBuncos' as const, percent: 30 },
    { prize: 'mostLosses' as const, percent: 10 },
    { prize: 'travelingDie' as const, percent: 10 },
  ],
  unclaimed: 'carry' as const,
}
const CLUB_TABS = ['people', 'money', 'schedule', 'report'] as const
const TEXT_BOXES = 'button, th, td, .field > span, h2, h3, .tab, .nav-button, .award-money'

describe.runIf(run)('club screens', () => {
  let session: Session
  let page: Page
  let call: Call
  let club: ClubView
  let nightId = 0
  const saved: string[] = []

  beforeAll(async () => {
    const files = mkdtempSync(join(tmpdir(), 'bunco-club-shots-'))
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
    call = (name, args) => session.bridge.context.dispatch(name, args)
    await page.getByTestId('home').waitFor()
    const people = await addPeople(call, 10, 'Guest')
    await must(call, 'roster:rename', { id: people[0], name: LONG })
    club = await clubWith(call, 'Les Dés du Mardi', MONEY, people.slice(0, 8), people.slice(8))
    club = await must(call, 'club:season', {
      clubId: club.clubId,
      name: 'Saison 2026',
      start: '2026-01-01',
      end: '2026-12-31',
      rules: { ...WINS_SEASON, scoring: 'placement', placementPoints: [10, 8, 6, 5, 4, 3, 2, 1] },
    })
    const seasonId = club.seasons[0]?.seasonId ?? ''
    for (const [date, host] of [
      ['2026-02-03', people[0]],
      ['2026-03-03', people[1]],
      ['2026-04-07', people[2]],
    ] as const)
      club = await must(call, 'club:entry', {
        clubId: club.clubId,
        seasonId,
        date,
        host,
        place: `${date} chez nous`,
        notes: '',
      })
    const [first, second] = club.seasons[0]?.entries ?? []
    for (const p of people.slice(0, 7))
      await answer(call, club.clubId, first?.entryId ?? '', p, 'coming')
    await answer(call, club.clubId, first?.entryId ?? '', people[7] ?? 0, 'notComing')
    await must(call, 'club:act', {
      clubId: club.clubId,
      action: { type: 'substitute', entryId: first?.entryId, personId: people[8], for: people[7] },
    })
    const started = await must<NightView>(call, 'club:startNight', {
      clubId: club.clubId,
      entryId: first?.entryId,
    })
    nightId = started.id
    await must(call, 'night:setRules', { nightId, rules: { ...started.rules, sets: 1 } })
    for (const p of started.players)
      await pay(call, club.clubId, first?.entryId ?? '', p.personId, 550)
    await playToEnd(call, started, createRandom(7))
    for (const p of people.slice(0, 5))
      await answer(call, club.clubId, second?.entryId ?? '', p, 'coming')
    await answer(call, club.clubId, second?.entryId ?? '', people[5] ?? 0, 'notComing')
  }, 120_000)

  afterAll(() => session?.close())

  async function showClub(tab: (typeof CLUB_TABS)[number]): Promise<void> {
    await pageCall(page, 'ui:setLocation', { screen: 'club', nightId: null, tab: null })
    await page.reload()
    await page.getByTestId('club-screen').waitFor()
    await page.getByRole('button', { name: 'Les Dés du Mardi' }).click()
    await page.getByTestId(`club-tab-${tab}`).click()
    if (tab === 'report') await page.getByTestId('report-standings').waitFor()
  }

  async function showPrizes(): Promise<void> {
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId, tab: 'prizes' })
    await page.reload()
    await page.getByTestId('pot-lines').waitFor()
  }

  it.each(LANGUAGES)(
    'shows every club screen in %s without text running out of its box',
    async (lang) => {
      await pageCall(page, 'settings:set', { language: lang, theme: 'light' })
      for (const tab of CLUB_TABS) {
        await showClub(tab)
        expect(await page.locator('html').getAttribute('lang')).toBe(lang)
        expect(await overflowing(page, TEXT_BOXES), `${tab} ${lang}`).toEqual([])
        await page.screenshot({ path: join(SHOTS, `club-${tab}-${lang}.png`), fullPage: true })
      }
      await page.getByTestId('club-tab-schedule').click()
      await page.getByTestId('plan-2026-03-03').click()
      await page.getByTestId('club-rsvp').waitFor()
      expect(await overflowing(page, TEXT_BOXES), `rsvp ${lang}`).toEqual([])
      await page.screenshot({ path: join(SHOTS, `club-rsvp-${lang}.png`), fullPage: true })
      await showPrizes()
      expect(await overflowing(page, TEXT_BOXES), `prizes ${lang}`).toEqual([])
      await page.screenshot({ path: join(SHOTS, `prizes-${lang}.png`), fullPage: true })
      // the group chat's picture, drawn in the host's language
      await page.getByTestId('share-night').click()
      await page.getByTestId('share-saved').waitFor()
      copyFileSync(saved.at(-1) ?? '', join(SHOTS, `share-${lang}.png`))
      const tv = await session.browser.newPage()
      await tv.setViewportSize({ width: 1920, height: 1080 })
      await tv.goto(`${session.bridge.url}#projector`)
      await tv.getByTestId('projector-awards').waitFor()
      await tv.screenshot({ path: join(SHOTS, `tv-${lang}.png`) })
      await tv.close()
    },
  )

  it.each(['light', 'dark'] as const)(
    'has no serious or critical finding (%s theme)',
    async (theme) => {
      await pageCall(page, 'settings:set', { language: 'en', theme })
      const findings: Record<string, unknown> = {}
      for (const tab of CLUB_TABS) {
        await showClub(tab)
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme)
        const found = await axeFindings(page)
        if (found.length > 0) findings[tab] = found
        await page.screenshot({ path: join(SHOTS, `club-${tab}-${theme}.png`), fullPage: true })
      }
      await page.getByTestId('club-tab-schedule').click()
      await page.getByTestId('plan-2026-03-03').click()
      const rsvp = await axeFindings(page)
      if (rsvp.length > 0) findings['rsvp'] = rsvp
      await showPrizes()
      const prizes = await axeFindings(page)
      if (prizes.length > 0) findings['prizes'] = prizes
      // the next night, not yet started: its buy-ins ticked at the door, the carry already in
      const next = await must<NightView>(call, 'club:startNight', {
        clubId: club.clubId,
        entryId: club.seasons[0]?.entries.find((e) => e.date === '2026-03-03')?.entryId,
      })
      await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: next.id, tab: 'seating' })
      await page.reload()
      await page.getByTestId('buy-ins').waitFor()
      const guests = await axeFindings(page)
      if (guests.length > 0) findings['guests'] = guests
      await page.screenshot({ path: join(SHOTS, `guests-${theme}.png`), fullPage: true })
      expect(findings).toEqual({})
      expect(session.problems).toEqual([])
    },
  )
})
