// A 400-guest night: 100 tables on the seating chart, 134 pages of score sheets, all readable.
import { describe, expect, it } from 'vitest'
import { renderDocument } from '../../../../src/main/print/pdf'
import { buildNight } from './fixtures'
import { pdfInfo, pdfText, renderPng, save, squash } from './poppler'
import { renderInspected } from './printed'

const names = Array.from({ length: 400 }, (_, i) =>
  i % 50 === 0 ? `Bartholomäus Großkreutz-Überschwänglich ${i}` : `Guest number ${i + 1}`,
)
const night = buildNight({ names })

describe('a 400-guest night', () => {
  it('puts 100 tables on as few chart pages as keep every name readable', async () => {
    const { bytes, drawn } = await renderInspected('seatingChart', night, {
      language: 'en',
      paper: 'letter',
    })
    const path = save('large-seatingChart-en-letter', bytes)
    renderPng(path, 'large-seatingChart-en-letter')
    const pages = pdfInfo(path).pages
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(3)
    const text = squash(pdfText(path))
    // Every name is on the chart; only the eight 40-character ones may end in an ellipsis.
    const byName = new Map(drawn.filter((d) => names.includes(d.text)).map((d) => [d.text, d]))
    expect(byName.size).toBe(names.length)
    const cut = [...byName.values()].filter((d) => d.truncated)
    expect(cut.length).toBeLessThanOrEqual(8)
    for (const d of byName.values()) expect(text).toContain(squash(d.lines.join('')))
    for (let t = 1; t <= 100; t++) expect(text).toContain(squash(`Table ${t}`))
    const nameSizes = drawn.filter((d) => names.includes(d.text)).map((d) => d.size)
    expect(Math.min(...nameSizes)).toBeGreaterThanOrEqual(5.5)
  })

  it('prints 134 pages of score sheets (three a page) and 100 table cards', async () => {
    const sheets = save(
      'large-scoreSheets',
      await renderDocument('scoreSheets', night, { language: 'de', paper: 'a4' }),
    )
    expect(pdfInfo(sheets).pages).toBe(134)
    const cards = save(
      'large-tableCards',
      await renderDocument('tableCards', night, { language: 'de', paper: 'a4' }),
    )
    expect(pdfInfo(cards).pages).toBe(100)
  })
})
