// Name tags on both label sheets in every language: each name whole (shrunk, never cut) inside
// its label, the first table and seat in the language, each guest's page as a QR code that reads
// back as their link, and a walk-in's one tag on the label chosen.
import { describe, expect, it } from 'vitest'
import { nameTagsPdf, type DrawnText, type NameTag } from '../../../../src/main/print/pdf'
import { LABEL_SHEET, LABEL_SHEETS, labelBox } from '../../../../src/shared/fundraiser'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { LANGUAGES, type Language } from '../../../../src/shared/settings'
import { longNames } from './fixtures'
import { pdfFonts, pdfInfo, pdfText, renderPng, save, squash, words } from './poppler'
import { fontProblems, guests } from './printed'
import { readQrs } from './qrReader'

const link = (i: number): string =>
  `http://192.168.100.200:47321/p/#g=Il1O0-_${String(i).padStart(15, 'y')}`

/** Eleven guests of the language, then the long names: tables, seats and links on most. */
function tags(language: Language): NameTag[] {
  const names = [...guests(language), ...longNames().slice(0, 10)]
  const seats = ['N', 'E', 'S', 'W'] as const
  return names.map((name, i) => ({
    name,
    ...(i % 5 === 4 ? {} : { table: 1 + (i % 6), seat: seats[i % 4] }),
    ...(i % 4 === 3 ? {} : { qrUrl: link(i) }),
  }))
}

async function render(
  list: readonly NameTag[],
  options: Parameters<typeof nameTagsPdf>[1],
): Promise<{ bytes: Uint8Array; drawn: DrawnText[] }> {
  const drawn: DrawnText[] = []
  const bytes = await nameTagsPdf(list, { ...options, inspect: (d) => drawn.push(d) })
  return { bytes, drawn }
}

describe.each(LABEL_SHEETS)('name tags on %s', (kind) => {
  const sheet = LABEL_SHEET[kind]

  it.each(LANGUAGES)(
    'in %s: every name whole inside its label, with its table and seat',
    async (language) => {
      const list = tags(language)
      const { bytes, drawn } = await render(list, {
        language,
        sheet: kind,
        heading: 'Riverside Food Bank',
        outlines: true,
      })
      const path = save(`nameTags-${kind}-${language}`, bytes)
      renderPng(path, `nameTags-${kind}-${language}-1`, 1)
      renderPng(path, `nameTags-${kind}-${language}-3`, 3)
      const info = pdfInfo(path)
      expect(info.pages).toBe(Math.ceil(list.length / 8))
      expect(info.width).toBeCloseTo(((sheet.paper === 'letter' ? 215.9 : 210) / 25.4) * 72, 0)
      expect(fontProblems(pdfFonts(path))).toEqual([])
      const text = squash(pdfText(path))
      const t = pdfTexts[language]
      for (const tag of list) {
        // pdftotext takes a hyphen ending a line for a word broken there, and drops it
        expect(text).toContain(squash(tag.name).replace(/-$/, ''))
        if (tag.table !== undefined && tag.seat !== undefined)
          expect(text).toContain(
            squash(
              fill(t.fundraiser.nameTags.tableSeat, {
                table: tag.table,
                seat: t.common.seats[tag.seat],
              }),
            ),
          )
      }
      const names = drawn.filter((d) => list.some((tag) => tag.name === d.text))
      expect(names).toHaveLength(list.length)
      for (const d of drawn) {
        expect(d.truncated, d.text).toBe(false)
        // each line within its box, and each box within one label
        for (const w of d.widths) expect(w, d.text).toBeLessThanOrEqual(d.box.w + 0.05)
        const top = d.baselines[0] ?? 0
        const label = Array.from({ length: 8 }, (_, i) => labelBox(sheet, i)).find(
          (b) =>
            d.box.x >= b.x && d.box.x + d.box.w <= b.x + b.w + 1e-6 && top > b.y && top < b.y + b.h,
        )
        expect(label, d.text).toBeDefined()
      }
      // a name is large: a short one near 40 pt, even the longest at a size read across a room
      for (const d of names)
        expect(d.size, d.text).toBeGreaterThanOrEqual(d.text.length > 20 ? 10 : 24)
    },
  )

  it('gives a cause’s long name a second line above the guest’s rather than cutting it', async () => {
    const cause = 'Fondation des Amis de la Bibliothèque Municipale de Saint-Rémy-de-Provence'
    const list = tags('fr').slice(0, 2)
    const { drawn } = await render(list, { language: 'fr', sheet: kind, heading: cause })
    const headings = drawn.filter((d) => d.text === cause)
    expect(headings).toHaveLength(2)
    for (const d of headings) {
      expect(d.truncated).toBe(false)
      expect(d.baselines).toHaveLength(2)
    }
  })

  it('draws each guest’s page as a QR code that reads back as their link', async () => {
    const list = tags('en').slice(0, 8)
    const { bytes } = await render(list, { language: 'en', sheet: kind })
    const path = save(`nameTags-${kind}-qr`, bytes)
    const read = readQrs(
      path,
      1,
      list.flatMap((tag) => tag.qrUrl ?? []),
      17,
    )
    expect(read.sort()).toEqual(list.flatMap((tag) => tag.qrUrl ?? []).sort())
  })

  it('prints a walk-in’s one tag on the label chosen, and nothing elsewhere', async () => {
    const walkIn: NameTag = { name: 'Walk In-Guest', table: 4, seat: 'E', qrUrl: link(99) }
    const { bytes } = await render([walkIn], { language: 'en', sheet: kind, startAt: 5 })
    const path = save(`nameTags-${kind}-walkIn`, bytes)
    renderPng(path, `nameTags-${kind}-walkIn`)
    const page = words(path)
    expect(page.pages).toHaveLength(1)
    const box = labelBox(sheet, 5)
    const pt = 72 / 25.4
    for (const w of page.words) {
      expect(w.xMin).toBeGreaterThanOrEqual(box.x * pt)
      expect(w.xMax).toBeLessThanOrEqual((box.x + box.w) * pt)
      expect(w.yMin).toBeGreaterThanOrEqual(box.y * pt)
      expect(w.yMax).toBeLessThanOrEqual((box.y + box.h) * pt)
    }
    expect(page.words.map((w) => w.text).join(' ')).toContain('Walk In-Guest')
    expect(readQrs(path, 1, [walkIn.qrUrl ?? ''], 17)).toEqual([walkIn.qrUrl])
  })
})
