// The layout of the printables: text wraps at its size before it shrinks, so a page keeps one
// size per kind of text; results before round 1 say why they are empty; a ghost is an empty
// seat, not a guest in bold; the seating chart fills its page; 4-set nights print 3 sheets a page.
import { describe, expect, it } from 'vitest'
import { fitText } from '../../../../src/main/print/pdf/fitText'
import { PAPER, PT } from '../../../../src/main/print/pdf/paper'
import { renderDocument, type DrawnText, type PdfNight } from '../../../../src/main/print/pdf'
import type { DocumentKind } from '../../../../src/shared/places'
import { pdfTexts } from '../../../../src/shared/i18n/pdf'
import {
  LANGUAGES,
  PAPER_SIZES,
  type Language,
  type PaperSize,
} from '../../../../src/shared/settings'
import { buildNight } from './fixtures'
import { guests, withPhones } from './printed'
import { pdfInfo, pdfText, save, squash } from './poppler'

async function drawn(
  kind: DocumentKind,
  night: PdfNight,
  language: Language,
  paper: PaperSize = 'a4',
): Promise<{ drawn: DrawnText[]; path: string }> {
  const out: DrawnText[] = []
  const bytes = await renderDocument(kind, night, {
    language,
    paper,
    inspect: (d) => out.push(d),
  })
  return { drawn: out, path: save(`layout-${kind}-${language}-${paper}`, bytes) }
}

// eleven guests: three tables, one ghost
const nights = Object.fromEntries(
  LANGUAGES.map((l) => [l, buildNight({ names: guests(l), rounds: 3 })]),
) as Record<Language, PdfNight>

describe('layout', () => {
  it('wraps a text at its size before shrinking it, in a box with room for three lines', () => {
    const measure = (s: string): number => s.length * 0.5
    const rule = { width: 45, height: 12, size: 9.5, minSize: 6, maxLines: 3, lineHeight: 1.15 }
    // 41 characters: 20.5 em, 69 mm at 9.5 pt; on one line it would shrink to 6 pt
    const fitted = fitText('Partners face each other across the table', rule, measure)
    expect(fitted.size).toBe(9.5)
    expect(fitted.lines.length).toBeGreaterThan(1)
    expect(fitted.lines.length * 9.5 * PT * 1.15).toBeLessThanOrEqual(12)
  })

  it.each(LANGUAGES)('%s: the table card note keeps its 9.5 pt', async (language) => {
    const { drawn: texts } = await drawn('tableCards', nights[language], language)
    const notes = texts.filter((d) => d.text === pdfTexts[language].cards.partners)
    expect(notes.length).toBeGreaterThan(0)
    for (const note of notes) expect(note.size).toBe(9.5)
  })

  it.each(LANGUAGES)('%s: every table’s tally note is set at the same 9 pt', async (language) => {
    for (const night of [nights[language], withPhones(nights[language])]) {
      const { drawn: texts } = await drawn('tallies', night, language)
      const notes = texts.filter((d) => Math.abs(d.box.y - 35) < 1e-6)
      expect(notes.map((n) => n.page)).toEqual([1, 2, 3])
      expect(new Set(notes.map((n) => n.size))).toEqual(new Set([9]))
    }
  })

  it.each(LANGUAGES)('%s: results before round 1 say no round is played yet', async (language) => {
    const night = buildNight({ names: guests(language) })
    const { path } = await drawn('results', night, language)
    const text = squash(pdfText(path))
    const t = pdfTexts[language].results
    expect(text).toContain(squash(t.noStandings))
    // the prizes to play for are listed, nobody holding them yet
    expect(text).toContain(squash(t.leading.none))
  })

  it.each(['tableCards', 'seatingChart'] as const)(
    '%s: the ghost is marked as an empty seat, in grey, not in a guest’s bold',
    async (kind) => {
      for (const language of LANGUAGES) {
        const { drawn: texts } = await drawn(kind, nights[language], language)
        const common = pdfTexts[language].common
        const ghosts = texts.filter((d) => d.text === common.ghostSeat)
        expect(ghosts.length, language).toBeGreaterThan(0)
        for (const g of ghosts) expect([g.bold, g.grey > 0], language).toEqual([false, true])
        expect(texts.filter((d) => d.text === common.ghost)).toEqual([])
      }
    },
  )

  it.each(PAPER_SIZES)('the seating chart fills the %s page: it hangs on a wall', async (paper) => {
    for (const language of LANGUAGES) {
      const night = nights[language]
      const { drawn: texts } = await drawn('seatingChart', night, language, paper)
      const names = texts.filter((d) => [...night.names.values()].includes(d.text))
      expect(names).toHaveLength(11)
      for (const n of names) expect(n.size, `${language} ${n.text}`).toBeGreaterThanOrEqual(14)
      const lowest = Math.max(...names.map((n) => n.box.y + n.box.h))
      expect(lowest, language).toBeGreaterThan(PAPER[paper].height * 0.8)
    }
  })

  it.each(PAPER_SIZES)('a 4-set night prints three score sheets a %s page', async (paper) => {
    for (const language of LANGUAGES) {
      for (const night of [nights[language], withPhones(nights[language])]) {
        const { path } = await drawn('scoreSheets', night, language, paper)
        // eleven guests: four pages of three
        expect(pdfInfo(path).pages, language).toBe(4)
      }
    }
  })
})
