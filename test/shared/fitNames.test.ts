// The big screens' name fitting: the largest size at which the card and every word show in full.
import { describe, expect, it } from 'vitest'
import { fitNameBox, nameWords, type Measured, type NameBox } from '../../src/shared/fitNames'

/** A card `width` px wide holding words of these lengths at 0.6 em a letter, lines of 1.2 em. */
function card(width: number, height: number, words: number[]): NameBox {
  let px = 0
  const word = (chars: number): Measured => ({
    get scrollWidth() {
      return chars * 0.6 * px
    },
    clientWidth: width,
    scrollHeight: 0,
    clientHeight: 0,
  })
  const lines = (): number => {
    let count = 1
    let used = 0
    for (const chars of words) {
      const w = Math.min(width, chars * 0.6 * px)
      if (used > 0 && used + w > width) {
        count++
        used = 0
      }
      used += w + 0.3 * px
    }
    return count
  }
  return {
    style: {
      get fontSize() {
        return `${px}px`
      },
      set fontSize(v: string) {
        px = parseFloat(v)
      },
    },
    scrollWidth: width,
    clientWidth: width,
    get scrollHeight() {
      return lines() * 1.2 * px
    },
    clientHeight: height,
    classList: { toggle: () => false },
    querySelectorAll: () => words.map(word),
  }
}

describe('fitNameBox', () => {
  it('keeps the largest size when the name fits', () => {
    expect(fitNameBox(card(600, 400, [3]), { min: 24, max: 88 })).toBe(88)
  })

  it('steps down until the longest word fits its line', () => {
    // "Ångström": 8 letters at 0.6 em in 300 px: 62 px
    expect(fitNameBox(card(300, 400, [8]), { min: 24, max: 88 })).toBe(62)
  })

  it('steps down until every line fits the card', () => {
    const size = fitNameBox(card(460, 300, [11, 9, 3, 24, 8]), { min: 24, max: 88 })
    expect(size).toBeLessThan(88)
    expect(size).toBeGreaterThanOrEqual(24)
  })

  it('stops at the smallest size when a word never fits (its ellipsis shows)', () => {
    expect(fitNameBox(card(300, 400, [56]), { min: 28, max: 88 })).toBe(28)
  })
})

describe('nameWords', () => {
  it('splits at spaces and after hyphens, keeping each word whole', () => {
    expect(nameWords('Maxi von Hohen-Zollern').map((w) => w.word)).toEqual([
      'Maxi',
      'von',
      'Hohen-',
      'Zollern',
    ])
    expect(nameWords('佐藤 健太郎').map((w) => w.word)).toEqual(['佐藤', '健太郎'])
  })
})
