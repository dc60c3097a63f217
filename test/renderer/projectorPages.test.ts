import { describe, expect, it } from 'vitest'
import {
  CARD_EM,
  FONT_PX,
  cardHeightEm,
  fitCards,
  nameLines,
  pageRange,
} from '../../src/renderer/src/lib/projectorPages'

const GAP = 16

// Every card of a layout fits its area at the layout's text size.
function fits(width: number, height: number, l: ReturnType<typeof fitCards>, lines = 1): boolean {
  const cellW = (width - (l.cols - 1) * GAP) / l.cols
  const cellH = (height - (l.rows - 1) * GAP) / l.rows
  return cellW >= CARD_EM.width * l.fontPx - 0.01 && cellH >= cardHeightEm(lines) * l.fontPx - 0.01
}

describe('fitCards', () => {
  it('shows a few tables on one page in large text', () => {
    const l = fitCards(1920, 1080, 3, GAP)
    expect(l.perPage).toBe(3)
    expect(l.cols * l.rows).toBeGreaterThanOrEqual(3)
    expect(l.fontPx).toBeGreaterThan(FONT_PX.min)
    expect(fits(1920, 1080, l)).toBe(true)
  })

  it('never uses text larger than the maximum, however big the screen', () => {
    expect(fitCards(5000, 3000, 1, GAP).fontPx).toBe(FONT_PX.max)
  })

  it('pages the tables when showing them all would make the text too small', () => {
    const l = fitCards(1280, 720, 10, GAP)
    expect(l.perPage).toBeLessThan(10)
    expect(l.fontPx).toBeGreaterThanOrEqual(FONT_PX.min)
    expect(fits(1280, 720, l)).toBe(true)
  })

  it('makes cards taller for names that wrap, never cutting them', () => {
    expect(nameLines(['Ann', 'Bea'])).toBe(1)
    expect(nameLines(['Maximiliane Wilhelmine von Hohenzollern'])).toBe(2)
    const short = fitCards(1920, 1080, 6, GAP, 1)
    const long = fitCards(1920, 1080, 6, GAP, 2)
    expect(long.perPage * long.fontPx).toBeLessThan(short.perPage * short.fontPx)
    expect(fits(1920, 1080, long, 2)).toBe(true)
  })

  it.each([
    [1280, 720, 1],
    [1280, 720, 4],
    [1920, 1080, 12],
    [1920, 1080, 100],
    [800, 450, 25],
  ])('keeps every card inside %i × %i with %i tables', (w, h, n) => {
    const l = fitCards(w, h, n, GAP)
    expect(l.perPage).toBeGreaterThanOrEqual(1)
    expect(l.perPage).toBeLessThanOrEqual(Math.max(n, l.cols * l.rows))
    expect(l.fontPx).toBeGreaterThanOrEqual(FONT_PX.min)
    if (l.perPage >= n) expect(l.cols * l.rows).toBeGreaterThanOrEqual(n)
    // A screen too small for even one readable card still gets one card per page.
    if (w >= CARD_EM.width * FONT_PX.min && h >= cardHeightEm(1) * FONT_PX.min)
      expect(fits(w, h, l)).toBe(true)
  })
})

describe('pageRange', () => {
  it('splits tables into pages and wraps around', () => {
    expect(pageRange(10, 6, 0)).toEqual({ pages: 2, first: 1, last: 6 })
    expect(pageRange(10, 6, 1)).toEqual({ pages: 2, first: 7, last: 10 })
    expect(pageRange(10, 6, 2)).toEqual({ pages: 2, first: 1, last: 6 })
    expect(pageRange(10, 6, -1)).toEqual({ pages: 2, first: 7, last: 10 })
  })

  it('has one page when every table fits', () => {
    expect(pageRange(4, 12, 0)).toEqual({ pages: 1, first: 1, last: 4 })
  })
})
