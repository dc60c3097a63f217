// Large print: score sheets and tallies drawn half as large again (the host's largest text size),
// in German and Japanese with long names: nothing leaves its box or the paper, nothing runs into
// anything, and the words as poppler reads them really are larger.
import { describe, expect, it } from 'vitest'
import type { DrawnText } from '../../../../src/main/print/pdf'
import { PAPER, PT } from '../../../../src/main/print/pdf/paper'
import { TEXT_SCALE, type Language } from '../../../../src/shared/settings'
import { buildNight, longNames } from './fixtures'
import { renderInspected } from './printed'
import { pdfInfo, renderPng, save, words, type Word } from './poppler'

const names = longNames()
const night = buildNight({ names, rounds: 7, rules: { recordWipeouts: true } })
const LARGEST = TEXT_SCALE.largest
const EPS = 0.01
const MM = 72 / 25.4

async function draw(kind: 'scoreSheets' | 'tallies', language: Language, textScale: number) {
  const options = { language, paper: 'a4' as const, blanks: 1, textScale }
  const { bytes, drawn } = await renderInspected(kind, night, options)
  const path = save(`large-${kind}-${language}-${textScale}`, bytes)
  return { drawn, path, read: words(path) }
}

/** The height of the first page's words at a share of them (the median: 0.5), in points. */
function wordHeight(found: readonly Word[], share: number): number {
  const heights = found
    .filter((w) => w.page === 1)
    .map((w) => w.yMax - w.yMin)
    .sort((a, b) => a - b)
  return heights[Math.floor(heights.length * share)] ?? 0
}

/** Pairs of words on one baseline that overlap sideways. */
function clashes(found: readonly Word[]): string[] {
  const lines = new Map<string, Word[]>()
  for (const w of found) {
    const key = `${w.page}:${w.yMax.toFixed(1)}`
    lines.set(key, [...(lines.get(key) ?? []), w])
  }
  const out: string[] = []
  for (const line of lines.values()) {
    const sorted = [...line].sort((a, b) => a.xMin - b.xMin)
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1]!, sorted[i]!]
      if (a.xMax - b.xMin > 0.5) out.push(`"${a.text}" runs into "${b.text}" p${a.page}`)
    }
  }
  return out
}

/** Texts whose lines are wider or taller than their box, or whose box leaves the drawn page. */
function outOfBox(drawn: readonly DrawnText[], page: { width: number; height: number }): string[] {
  const out: string[] = []
  for (const d of drawn) {
    const where = `p${d.page} "${d.text}"`
    if (d.widths.some((w) => w > d.box.w + EPS)) out.push(`${where} wider than its box`)
    if (d.lines.length * d.lineHeight > d.box.h + EPS) out.push(`${where} taller than its box`)
    const em = d.size * PT
    if ((d.baselines[0] ?? 0) - 0.8 * em < d.box.y - EPS) out.push(`${where} above its box`)
    if (d.box.x < 0 || d.box.y < 0) out.push(`${where} box off the page`)
    if (d.box.x + d.box.w > page.width + EPS || d.box.y + d.box.h > page.height + EPS)
      out.push(`${where} box off the page`)
  }
  return out
}

describe.each(['de', 'ja'] as const)('large print in %s', (language) => {
  it.each(['scoreSheets', 'tallies'] as const)(
    '%s: half as large again, every text in its box and every word on the paper',
    async (kind) => {
      const standard = await draw(kind, language, 1)
      const large = await draw(kind, language, LARGEST)
      renderPng(large.path, `large-${kind}-${language}`)
      // the paper is the same; its pages hold less
      const info = pdfInfo(large.path)
      expect(Math.min(info.width, info.height) / MM).toBeCloseTo(PAPER.a4.width, 0)
      expect(info.pages).toBeGreaterThanOrEqual(pdfInfo(standard.path).pages)
      // drawn on the page made smaller by the scale, which the enlargement brings back to A4
      const [w, h] = [info.width / MM / LARGEST, info.height / MM / LARGEST]
      expect(outOfBox(large.drawn, { width: w, height: h })).toEqual([])
      expect(large.drawn.filter((d) => d.truncated && names.includes(d.text))).toEqual([])
      for (const word of large.read.words) {
        const size = large.read.pages[word.page - 1]!
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(-0.5)
        expect(word.yMin, word.text).toBeGreaterThanOrEqual(-0.5)
        expect(word.xMax, word.text).toBeLessThanOrEqual(size.width + 0.5)
        expect(word.yMax, word.text).toBeLessThanOrEqual(size.height + 0.5)
      }
      expect(clashes(large.read.words)).toEqual([])
      // the same texts, read off the paper, stand about half as tall again: a tally's grid too,
      // whose rows grow with their text (its sets then take more than one page)
      const ratio = wordHeight(large.read.words, 0.5) / wordHeight(standard.read.words, 0.5)
      expect(ratio).toBeGreaterThan(1.35)
      expect(ratio).toBeLessThan(1.65)
    },
  )
})

describe('a large-print tally over more than one page', () => {
  it('numbers its sets and rounds on from the page before, each page headed by its table', async () => {
    const standard = await draw('tallies', 'de', 1)
    const large = await draw('tallies', 'de', LARGEST)
    const tables = pdfInfo(standard.path).pages
    const pages = pdfInfo(large.path).pages
    expect(pages % tables).toBe(0)
    expect(pages / tables).toBeGreaterThan(1)
    const on = (page: number): string[] =>
      large.read.words.filter((w) => w.page === page).map((w) => w.text)
    const each = pages / tables
    // table 1's pages: all say "Tisch 1", the sets numbered on, with no set twice
    const sets: string[] = []
    for (let p = 1; p <= each; p++) {
      expect(on(p).join(' ')).toContain('Tisch 1')
      const words = on(p)
      words.forEach((w, i) => {
        if (w === 'Satz') sets.push(words[i + 1]!)
      })
    }
    expect(sets).toEqual(Array.from({ length: night.state.rules.sets }, (_, i) => String(i + 1)))
    expect(on(each + 1).join(' ')).toContain('Tisch 2')
  })
})

describe('documents large print leaves as they are', () => {
  it('draws the results at their own size whatever the text size', async () => {
    const standard = await draw('tallies', 'de', 1)
    const again = await draw('tallies', 'de', 1)
    expect(wordHeight(again.read.words, 0.5)).toBeCloseTo(wordHeight(standard.read.words, 0.5), 5)
    const { drawn } = await renderInspected('results', night, {
      language: 'de',
      paper: 'a4',
      textScale: LARGEST,
    })
    const plain = await renderInspected('results', night, { language: 'de', paper: 'a4' })
    expect(drawn.map((d) => [d.text, d.size, d.box])).toEqual(
      plain.drawn.map((d) => [d.text, d.size, d.box]),
    )
  })
})
