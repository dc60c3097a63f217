// The label sheets' geometry: every label on its paper, none overlapping another, the makers'
// sizes, and tags placed across then down from a chosen label, over as many sheets as needed.
import { describe, expect, it } from 'vitest'
import {
  LABEL_SHEET,
  LABEL_SHEETS,
  labelBox,
  labelsPerSheet,
  tagPlaces,
} from '../../../src/shared/fundraiser'
import { refused } from './helpers'

const PAPER = { letter: { width: 215.9, height: 279.4 }, a4: { width: 210, height: 297 } }

describe('label sheets', () => {
  it.each(LABEL_SHEETS)('%s: eight labels, on the page, none overlapping', (kind) => {
    const sheet = LABEL_SHEET[kind]
    const paper = PAPER[sheet.paper]
    expect(labelsPerSheet(sheet)).toBe(8)
    const boxes = Array.from({ length: 8 }, (_, i) => labelBox(sheet, i))
    for (const b of boxes) {
      expect(b.x).toBeGreaterThan(0)
      expect(b.y).toBeGreaterThan(0)
      expect(b.x + b.w).toBeLessThan(paper.width)
      expect(b.y + b.h).toBeLessThan(paper.height + 1e-9)
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.w <= b.x + 1e-9 ||
          b.x + b.w <= a.x + 1e-9 ||
          a.y + a.h <= b.y + 1e-9 ||
          b.y + b.h <= a.y + 1e-9
        expect(apart).toBe(true)
      }
    // the sheet is centred: its margins are equal left and right, top and bottom
    const last = boxes[7] as { x: number; y: number; w: number; h: number }
    expect(paper.width - (last.x + last.w)).toBeCloseTo(sheet.left, 1)
    expect(paper.height - (last.y + last.h)).toBeCloseTo(sheet.top, 1)
  })

  it('has the makers’ label sizes: 3⅜″ × 2⅓″ on Letter, 99.1 × 67.7 mm on A4', () => {
    expect(LABEL_SHEET.avery5395.width).toBeCloseTo(85.725, 3)
    expect(LABEL_SHEET.avery5395.height).toBeCloseTo(59.267, 3)
    expect(LABEL_SHEET.l7165).toMatchObject({ paper: 'a4', width: 99.1, height: 67.7 })
    expect(labelBox(LABEL_SHEET.l7165, 3)).toMatchObject({ x: 4.65 + 101.6, y: 13.1 + 67.7 })
  })

  it('places tags across then down from the chosen label, onto more sheets', () => {
    const sheet = LABEL_SHEET.avery5395
    expect(tagPlaces(sheet, 1, 5)).toEqual([{ page: 0, position: 5 }])
    const places = tagPlaces(sheet, 12, 6)
    expect(places.slice(0, 3)).toEqual([
      { page: 0, position: 6 },
      { page: 0, position: 7 },
      { page: 1, position: 0 },
    ])
    expect(places.at(-1)).toEqual({ page: 2, position: 1 })
    for (const wrong of [-1, 8, 2.5, Number.NaN])
      refused(() => tagPlaces(sheet, 1, wrong), 'label.position')
  })
})
