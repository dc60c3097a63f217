// The fundraiser's screens in four languages at a laptop's 1366×768: every section, a guest's
// panel, the import's preview and the settings of a night not yet a fundraiser, with no text
// running out of its box; the treasurer's report and name tags printed in Japanese.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FundraiserView } from '@shared/fundraiser'
import type { NightView } from '@shared/views'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poppler } from '../main/print/pdf/poppler'
import { e2eAvailable } from './browser'
import { fileHooks } from './fileHooks'
import { pdfPng, shot } from './fundraiserShots'
import { overflowing, pageCall } from './pageHelpers'
import { openApp, type Session } from './session'

const run = e2eAvailable()
const LANGUAGES = ['en', 'fr', 'de', 'ja'] as const
const SECTIONS = ['door', 'raffle', 'donations', 'money'] as const
const TEXT_BOXES = 'button, th, td, .field > span, h2, h3, h4, .tab, legend, .choice, dt, dd'
const LONG = 'Maximiliane Wilhelmine von Hohenzollern-Sigmaringen'
const SETTINGS = {
  cause: 'Fondation des Amis de la Bibliothèque Municipale de Saint-Rémy-de-Provence',
  goalMinor: 1_500_000,
  currency: 'EUR',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 200, strip: { size: 6, priceMinor: 1000 } },
  fiftyFifty: { ticketMinor: 500, strip: null },
  winAgain: false,
}
const LIST = [
  'Name;Email;Ticket;Paid',
  `${LONG};max@example.org;Early bird;25,00 €`,
  'Jean-Baptiste Émile de La Rochefoucauld;jb@example.org;Tarif normal;',
  '山田 花子;hanako@example.jp;当日;',
  '佐藤 健太郎;kentaro@example.jp;Tarif normal;30,00 €',
  'Zoë Ångström;zoe@example.se;Comp;',
  'Zoe Angstrom;zoe@example.se;Comp;',
].join('\n')

describe.runIf(run)('the fundraiser’s screens in four languages', () => {
  const files = fileHooks()
  let session: Session
  let page: Page
  let nightId = 0
  let emptyNight = 0
  const act = (action: unknown): Promise<FundraiserView> =>
    pageCall<FundraiserView>(page, 'fundraiser:act', { nightId, action })

  beforeAll(async () => {
    session = await openApp({ width: 1366, height: 768, hooks: files.hooks })
    page = session.page
    await page.getByTestId('home').waitFor()
    nightId = (
      await pageCall<NightView>(page, 'night:create', { title: 'Soirée', date: '2026-12-05' })
    ).id
    emptyNight = (
      await pageCall<NightView>(page, 'night:create', { title: 'Later', date: '2026-12-12' })
    ).id
    await pageCall(page, 'fundraiser:settings', { nightId, settings: SETTINGS })
    const file = Buffer.from(LIST).toString('base64')
    await pageCall(page, 'fundraiser:import', { nightId, file, options: { skipRows: [7] } })
    const view = await act({
      type: 'walkIn',
      firstName: 'Ōtomo',
      lastName: 'Yasuhiro-Nakamura',
      kind: 'door',
      payment: { method: 'cash' },
    })
    for (const r of view.registrations.slice(0, 3))
      await act({
        type: 'checkIn',
        registrationId: r.registrationId,
        payment: { method: 'card' },
      })
    await act({
      type: 'register',
      firstName: 'Annemarie',
      lastName: 'Schwarzenberger-Lindqvist',
      kind: 'regular',
    })
    await act({
      type: 'ticketSale',
      game: 'raffle',
      first: 1,
      last: 40,
      seller: LONG,
      buyer: '山田 花子',
      method: 'cash',
    })
    await act({
      type: 'ticketSale',
      game: 'fiftyFifty',
      first: 1,
      last: 9,
      seller: 'Jean-Baptiste',
      buyer: null,
      method: 'card',
    })
    await act({
      type: 'prize',
      name: 'Panier garni de produits régionaux et bouteille de rosé',
      donor: 'Épicerie Fine du Vieux Moulin',
    })
    const prizeId = (await act({ type: 'draw', game: 'fiftyFifty' })).books.raffle.prizes[0]
      ?.prizeId
    await act({ type: 'draw', game: 'raffle', prizeId })
    await act({
      type: 'donation',
      amountMinor: 123_456,
      donor: LONG,
      method: 'cheque',
      note: 'En mémoire de Madeleine, qui aimait tant les soirées de la bibliothèque',
    })
    await act({ type: 'payout', kind: 'fiftyFifty', method: 'cash' })
  }, 60_000)

  afterAll(async () => {
    await session?.close()
    rmSync(files.folder, { recursive: true, force: true })
  })

  async function showFundraiser(night: number): Promise<void> {
    await pageCall(page, 'ui:setLocation', { screen: 'night', nightId: night, tab: 'fundraiser' })
    await page.reload()
    await page.getByTestId('fundraiser').waitFor()
  }

  it.each(LANGUAGES)('shows every section in %s with nothing cut', async (language) => {
    await pageCall(page, 'settings:set', { language, theme: 'light' })
    await showFundraiser(nightId)
    expect(await page.locator('html').getAttribute('lang')).toBe(language)
    const cut: Record<string, string[]> = {}
    const check = async (name: string): Promise<void> => {
      const found = await overflowing(page, TEXT_BOXES)
      if (found.length > 0) cut[name] = found
      await shot(page, `screens-${name}-${language}`)
    }
    for (const section of SECTIONS) {
      await page.getByTestId(`fund-section-${section}`).click()
      if (section === 'money') await page.locator('details.settings summary').click()
      await check(section)
    }
    // a guest's panel, and an attendee file read for the host to confirm
    await page.getByTestId('fund-section-door').click()
    await page.getByTestId('desk-search').pressSequentially('schwarz')
    await page.keyboard.press('Enter')
    await page.keyboard.press('1')
    await page.getByTestId('desk-amount').waitFor()
    const path = join(files.folder, 'liste.csv')
    writeFileSync(path, LIST)
    await page.getByTestId('import-file-input').setInputFiles(path)
    await page.getByTestId('import-preview').waitFor()
    await check('door-busy')
    // a night not yet a fundraiser: its settings
    await showFundraiser(emptyNight)
    await page.getByTestId('fund-settings').waitFor()
    await check('start')
    expect(cut).toEqual({})
    expect(session.problems).toEqual([])
  })

  it('prints the treasurer’s report and the name tags in Japanese', async () => {
    await pageCall(page, 'settings:set', { language: 'ja' })
    await pageCall(page, 'print:fundraiser', {
      nightId,
      document: { kind: 'treasurerReport', drawer: { floatMinor: 10_000, countedMinor: 20_000 } },
      open: true,
    })
    const report = files.opened.at(-1) ?? ''
    const text = poppler('pdftotext', [report, '-']).toString('utf8').replace(/\s+/g, '')
    expect(text).toContain('会計報告')
    expect(text).toContain('このパソコン')
    pdfPng(report, 'treasurer-report-ja')
    await pageCall(page, 'print:fundraiser', {
      nightId,
      document: { kind: 'nameTags', sheet: 'l7165' },
      open: true,
    })
    const tags = files.opened.at(-1) ?? ''
    expect(poppler('pdftotext', [tags, '-']).toString('utf8').replace(/\s+/g, '')).toContain(
      '山田花子',
    )
    pdfPng(tags, 'name-tags-ja')
  })
})
