// 40 guests with 40-character, Japanese, Greek and accented names: no text leaves its box.
import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS, type DocumentKind, type DrawnText } from '../../../../src/main/print/pdf'
import { PAPER, PT } from '../../../../src/main/print/pdf/paper'
import type { Language, PaperSize } from '../../../../src/shared/settings'
import { buildNight, longNames } from './fixtures'
import { renderInspected } from './printed'
import { pdfInfo, renderPng, save, squash, words, type Word } from './poppler'

const names = longNames()
const night = buildNight({ names, rounds: 7, rules: { recordWipeouts: true } })
const EPS = 0.01

// Where a guest's name must stay whole (wrapped or shrunk, never cut); the seating chart and
// the results may shorten the longest names with an ellipsis.
const WHOLE: readonly DocumentKind[] = ['scoreSheets', 'tableCards']

async function draw(
  kind: DocumentKind,
  language: Language,
  paper: PaperSize,
): Promise<{ drawn: DrawnText[]; path: string }> {
  const { bytes, drawn } = await renderInspected(kind, night, { language, paper, blanks: 1 })
  const path = save(`long-${kind}-${language}-${paper}`, bytes)
  return { drawn, path }
}

const MM = 72 / 25.4

/** Words that belong to a drawn text (same line, centre inside its box) but stick out of the box. */
function strays(drawn: DrawnText[], found: Word[]): { out: string[]; matched: number } {
  const out: string[] = []
  let matched = 0
  for (const d of drawn) {
    const text = squash(d.lines.join(''))
    if (!text) continue
    const [left, right] = [d.box.x * MM, (d.box.x + d.box.w) * MM]
    d.baselines.forEach((baseline) => {
      const middle = (baseline - 0.35 * d.size * PT) * MM
      for (const w of found) {
        const cx = (w.xMin + w.xMax) / 2
        const cy = (w.yMin + w.yMax) / 2
        const mine =
          w.page === d.page && Math.abs(cy - middle) < 0.3 * d.size && cx > left && cx < right
        if (!mine || !text.includes(squash(w.text))) continue
        matched++
        if (w.xMin < left - 0.5 || w.xMax > right + 0.5) {
          out.push(
            `"${w.text}" (${w.xMin.toFixed(1)}–${w.xMax.toFixed(1)} pt) outside "${d.text}" box ${left.toFixed(1)}–${right.toFixed(1)}`,
          )
        }
      }
    })
  }
  return { out, matched }
}

describe.each([
  ['de', 'letter'],
  ['ja', 'a4'],
  ['fr', 'a4'],
] as const)('long names in %s on %s', (language, paper) => {
  it.each(DOCUMENT_KINDS)('%s: every text fits its box, which fits the page', async (kind) => {
    const { drawn, path } = await draw(kind, language, paper)
    // score sheets of many sets turn the page sideways: the page as the file has it, in mm
    const info = pdfInfo(path)
    const [pw, ph] = [info.width / MM, info.height / MM]
    expect(Math.min(pw, ph)).toBeCloseTo(PAPER[paper].width, 0)
    expect(Math.max(pw, ph)).toBeCloseTo(PAPER[paper].height, 0)
    expect(drawn.length).toBeGreaterThan(10)
    for (const d of drawn) {
      const where = `${kind} p${d.page} "${d.text}"`
      for (const w of d.widths) expect(w, where).toBeLessThanOrEqual(d.box.w + EPS)
      expect(d.lines.length * d.lineHeight, where).toBeLessThanOrEqual(d.box.h + EPS)
      // Glyphs reach about 0.8 em above the baseline and 0.2 em below it.
      const em = d.size * PT
      expect((d.baselines[0] ?? 0) - 0.8 * em, where).toBeGreaterThanOrEqual(d.box.y - EPS)
      expect((d.baselines.at(-1) ?? 0) + 0.2 * em, where).toBeLessThanOrEqual(
        d.box.y + d.box.h + EPS,
      )
      expect(d.box.x, where).toBeGreaterThanOrEqual(0)
      expect(d.box.y, where).toBeGreaterThanOrEqual(0)
      expect(d.box.x + d.box.w, where).toBeLessThanOrEqual(pw + EPS)
      expect(d.box.y + d.box.h, where).toBeLessThanOrEqual(ph + EPS)
      if (d.truncated) expect(d.lines.at(-1)?.endsWith('…'), where).toBe(true)
    }
    // Every guest's name was drawn where names go; on sheets and cards none was cut.
    const nameTexts = drawn.filter((d) => names.includes(d.text))
    const named = kind !== 'tallies' && kind !== 'rules' && kind !== 'tableSigns'
    expect(new Set(nameTexts.map((d) => d.text)).size).toBe(named ? names.length : 0)
    if (WHOLE.includes(kind)) expect(nameTexts.filter((d) => d.truncated)).toEqual([])
    if (language === 'de') renderPng(path, `long-${kind}-${language}-${paper}`)
    // The same boxes against the words as poppler sets them with real font metrics.
    const { out, matched } = strays(drawn, words(path).words)
    expect(out).toEqual([])
    expect(matched).toBeGreaterThan(drawn.filter((d) => d.text.trim()).length / 2)
  })

  it.each(DOCUMENT_KINDS)(
    '%s: as poppler reads it, words stay on the page and never run into each other',
    async (kind) => {
      const { path } = await draw(kind, language, paper)
      const read = words(path)
      const clash: string[] = []
      for (const w of read.words) {
        const size = read.pages[w.page - 1]
        expect(size).toBeDefined()
        expect(w.xMin, w.text).toBeGreaterThanOrEqual(-0.5)
        expect(w.xMax, w.text).toBeLessThanOrEqual((size?.width ?? 0) + 0.5)
        expect(w.yMin, w.text).toBeGreaterThanOrEqual(-0.5)
        expect(w.yMax, w.text).toBeLessThanOrEqual((size?.height ?? 0) + 0.5)
      }
      // Words sharing a baseline (same page, same bottom) must not overlap sideways.
      const lines = new Map<string, typeof read.words>()
      for (const w of read.words) {
        const key = `${w.page}:${w.yMax.toFixed(1)}`
        lines.set(key, [...(lines.get(key) ?? []), w])
      }
      for (const line of lines.values()) {
        const sorted = [...line].sort((a, b) => a.xMin - b.xMin)
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!
          const b = sorted[i]!
          if (a.xMax - b.xMin > 0.5)
            clash.push(`"${a.text}" runs into "${b.text}" on page ${a.page}`)
        }
      }
      expect(clash).toEqual([])
    },
  )
})
