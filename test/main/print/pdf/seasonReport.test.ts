// A long season's report read back: its totals as formatMoney writes them, every person's net,
// the tables' headers repeated on each page they continue on, and every page numbered.
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../../../src/shared/bunco/money'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { seasonReportPdf } from '../../../../src/main/print/pdf'
import { seasonFixture } from './clubFixtures'
import { longNames } from './fixtures'
import { guests } from './printed'
import { pdfText, renderPng, save } from './poppler'

const flat = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(['en', 'de', 'ja'] as const)('a season report in %s', (language) => {
  it('prints the totals to the cent and numbers its pages, headers repeated', async () => {
    const names = [...guests(language), ...longNames().slice(0, 6), ...guests(language)]
    const report = seasonFixture(
      names.map((n, i) => (i >= 17 ? `${n} ${i}` : n)),
      language,
    )
    const bytes = await seasonReportPdf(report, { language, paper: 'a4' })
    const path = save(`season-report-${language}`, bytes)
    renderPng(path, `season-report-${language}-1`, 1)
    renderPng(path, `season-report-${language}-2`, 2)
    const pages = flat(pdfText(path))
      .split('\f')
      .filter((p) => p.trim())
    const text = pages.join('\n')
    const cash = (minor: number): string => flat(formatMoney(minor, report.currency, language))
    const { totals } = report
    // a night not settled yet holds its pot: paid out, kept, carried on or held, to the cent
    expect(totals.paidIn - totals.dues).toBe(
      totals.paidOut + totals.kept + totals.carried + totals.held,
    )
    for (const sum of [totals.paidIn, totals.dues, totals.paidOut, totals.kept, totals.carried])
      expect(text).toContain(cash(sum))
    for (const p of report.people) expect(text).toContain(cash(p.net))
    expect(text).toContain(cash(totals.paidOut - totals.paidIn))
    const t = pdfTexts[language]
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, i) => {
      expect(page.replace(/\s+/g, ' ')).toContain(
        fill(t.common.page, { n: i + 1, total: pages.length }),
      )
      // a page after the first says what it is, and the table it continues has its header
      if (i > 0) expect(page).toContain(t.season.title)
      if (i > 0) expect(page).toContain(t.season.paidOut)
    })
  })
})
