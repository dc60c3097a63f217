// Fitting text into boxes: shrink, then wrap, then ellipsis, never wider or taller than the box.
import { describe, expect, it } from 'vitest'
import { ELLIPSIS, fitText, type FitRule } from '../../../../src/main/print/pdf/fitText'
import { PT } from '../../../../src/main/print/pdf/paper'
import { breakUnits, wrapLines } from '../../../../src/main/print/pdf/wrap'

// A fake font: Latin characters are half an em wide, Japanese ones a full em.
const measure = (s: string): number =>
  [...s].reduce((w, c) => w + (/[\u3000-\u9fff]/u.test(c) ? 1 : 0.5), 0)

const rule = (over: Partial<FitRule>): FitRule => ({
  width: 50,
  height: 10,
  size: 12,
  minSize: 8,
  maxLines: 2,
  lineHeight: 1.15,
  ...over,
})

function fits(lines: string[], size: number, r: FitRule): boolean {
  const widest = Math.max(...lines.map(measure)) * size * PT
  return widest <= r.width + 1e-9 && lines.length * size * PT * r.lineHeight <= r.height + 1e-9
}

describe('fitText', () => {
  it('keeps a short text on one line at the preferred size', () => {
    expect(fitText('Amy Chen', rule({}), measure)).toEqual({
      lines: ['Amy Chen'],
      size: 12,
      truncated: false,
    })
  })

  it('shrinks a longer text on one line down to the minimum size', () => {
    const text = 'x'.repeat(30) // 15 em: fits 50 mm at 9.4 pt
    const fitted = fitText(text, rule({}), measure)
    expect(fitted.lines).toEqual([text])
    expect(fitted.size).toBeLessThan(12)
    expect(fitted.size).toBeGreaterThanOrEqual(8)
    expect(fits(fitted.lines, fitted.size, rule({}))).toBe(true)
  })

  it('wraps at spaces onto two lines when shrinking is not enough', () => {
    const text = 'Maximiliane Wilhelmine von Hohenzollern-'
    const r = rule({ width: 40 })
    const fitted = fitText(text, r, measure)
    expect(fitted.lines).toHaveLength(2)
    expect(fitted.lines.join(' ')).toBe(text)
    expect(fitted.truncated).toBe(false)
    expect(fits(fitted.lines, fitted.size, r)).toBe(true)
  })

  it('wraps Japanese between characters, never before a closing mark', () => {
    const lines = wrapLines('ペアは向かい合って座ります。よろしく', 9, measure)
    expect(lines.join('')).toBe('ペアは向かい合って座ります。よろしく')
    for (const line of lines) {
      expect(measure(line)).toBeLessThanOrEqual(10)
      expect(line.startsWith('。')).toBe(false)
    }
    expect(breakUnits('山田 太郎')).toEqual(['山', '田 ', '太', '郎'])
  })

  it('cuts with an ellipsis when even two lines at the minimum size are too long', () => {
    const text = 'W'.repeat(200)
    const r = rule({})
    const fitted = fitText(text, r, measure)
    expect(fitted.truncated).toBe(true)
    expect(fitted.lines).toHaveLength(2)
    expect(fitted.lines[1]?.endsWith(ELLIPSIS)).toBe(true)
    expect(fitted.size).toBe(8)
    expect(fits(fitted.lines, fitted.size, r)).toBe(true)
  })

  it('goes below the minimum size rather than overflow a box too small for one line', () => {
    const r = rule({ width: 3, height: 2 })
    const fitted = fitText('山田', r, measure)
    expect(fitted.size).toBeLessThan(8)
    expect(fits(fitted.lines, fitted.size, r)).toBe(true)
  })

  it('never overflows, whatever the box and text', () => {
    const texts = [
      'A',
      'Jean-Baptiste de La Rochefoucauld',
      '寿限無寿限無五劫の擦り切れ',
      'W'.repeat(40),
    ]
    for (const text of texts) {
      for (const width of [2, 8, 20, 45, 90]) {
        for (const height of [1.5, 4, 8, 14]) {
          const r = rule({ width, height, maxLines: 3 })
          const fitted = fitText(text, r, measure)
          expect(fits(fitted.lines, fitted.size, r), `${text} in ${width}×${height}`).toBe(true)
        }
      }
    }
  })
})
