// The treasurer's report on paper in every language: the money raised and each part as the
// cause's currency writes them (the parts summing to it to the cent), every guest's payment with
// long names whole, the draws' tickets, the drawer's count, and every page numbered.
import { describe, expect, it } from 'vitest'
import { treasurerReportPdf, type DrawnText } from '../../../../src/main/print/pdf'
import { formatMoney } from '../../../../src/shared/bunco/money'
import { treasurerReport } from '../../../../src/shared/fundraiser'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { LANGUAGES, type Language } from '../../../../src/shared/settings'
import { fundraiserNight } from '../../../shared/fundraiser/night'
import { longNames } from './fixtures'
import { pdfFonts, pdfText, renderPng, save, squash } from './poppler'
import { fontProblems, guests, textProblems } from './printed'

const flat = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ')

function night(language: Language, currency: string) {
  const names = [...guests(language), ...longNames().slice(0, 10), ...guests(language)].map(
    (n, i) => (i >= 21 ? `${n} ${i}` : n),
  )
  const { state, drawer } = fundraiserNight({ names, currency })
  return treasurerReport(state, drawer, {
    device: (id) => (id === 'tablet' ? 'Tablet at the door (Chloé)' : 'Organiser’s laptop'),
  })
}

describe.each(LANGUAGES)('the treasurer’s report in %s', (language) => {
  const currency = language === 'ja' ? 'JPY' : language === 'en' ? 'USD' : 'EUR'
  const report = night(language, currency)

  it('prints the money raised and its parts to the cent, and every record whole', async () => {
    const drawn: DrawnText[] = []
    const bytes = await treasurerReportPdf(report, {
      language,
      paper: language === 'en' ? 'letter' : 'a4',
      printedOn: '2026-12-05',
      inspect: (d) => drawn.push(d),
    })
    const path = save(`treasurer-${language}`, bytes)
    renderPng(path, `treasurer-${language}-1`, 1)
    renderPng(path, `treasurer-${language}-2`, 2)
    expect(fontProblems(pdfFonts(path))).toEqual([])
    expect(JSON.stringify(textProblems(drawn))).toBe('[]')
    const pages = flat(pdfText(path))
      .split('\f')
      .filter((p) => p.trim())
    const text = pages.join('\n')
    const cash = (minor: number): string => flat(formatMoney(minor, currency, language))
    expect(report.parts.reduce((a, p) => a + p.amountMinor, 0)).toBe(report.totalMinor)
    expect(report.mismatches).toEqual([])
    for (const part of report.parts) expect(text).toContain(cash(part.amountMinor))
    expect(text).toContain(cash(report.totalMinor))
    const t = pdfTexts[language]
    const words = t.fundraiser.treasurer
    for (const label of Object.values(words.parts)) expect(squash(text)).toContain(squash(label))
    // each guest drawn whole (a wrapped name's lines sit beside other cells in pdftotext's order)
    for (const p of report.payments) {
      const cell = drawn.find((d) => d.text === p.guest)
      expect(squash(cell?.lines.join('') ?? ''), p.guest).toBe(squash(p.guest))
      if (cell?.lines.length === 1) expect(squash(text)).toContain(squash(p.guest))
    }
    for (const d of report.draws) expect(text).toContain(String(d.ticket))
    expect(squash(text)).toContain(squash(words.statuses.unclaimed))
    const drawer = report.drawer
    if (!drawer) throw new Error('the night has a cash count')
    expect(text).toContain(cash(drawer.differenceMinor))
    expect(text).toContain(cash(drawer.expectedMinor))
    expect(squash(text)).toContain(squash('Tablet at the door (Chloé)'))
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, i) =>
      expect(page.replace(/\s+/g, ' ')).toContain(
        fill(t.common.page, { n: i + 1, total: pages.length }),
      ),
    )
  })
})

describe('the treasurer’s report of a night with nothing yet', () => {
  it('says none under each table and that no cash was counted', async () => {
    const { state } = fundraiserNight({ names: [] })
    const bare = treasurerReport({ ...state, donations: new Map(), payouts: new Map() }, null)
    const bytes = await treasurerReportPdf(
      { ...bare, sales: [], draws: [], payments: [], refunds: [] },
      { language: 'en', paper: 'a4', printedOn: '2026-12-05T22:00:00Z' },
    )
    const text = pdfText(save('treasurer-empty', bytes))
    const words = pdfTexts.en.fundraiser.treasurer
    expect(text).toContain(words.noCount)
    expect(text.split(words.none).length - 1).toBe(6)
  })
})
