// The group-chat picture's layout: every text inside the picture, nothing cut without an ellipsis.
import { describe, expect, it } from 'vitest'
import {
  SHARE_SIZE,
  shareLayout,
  type Measure,
  type ShareContent,
} from '../../src/renderer/src/lib/sharePicture'

// a stand-in for the canvas: wide letters (CJK) count double
const measure: Measure = (text, size, weight) =>
  [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0) *
  size *
  (weight === 700 ? 1.05 : 1)

function content(prizes: number, name = 'Ann'): ShareContent {
  return {
    title: 'Tuesday Bunco',
    subtitle: 'Tuesday Bunco · Tue, February 3, 2026',
    standingsTitle: 'Standings',
    standings: [1, 2, 3, 4, 5].map((p) => `${p}. ${name} ${p}: 7 wins, 2 Buncos`),
    prizesTitle: 'Prizes',
    prizes: Array.from({ length: prizes }, (_, i) => ({
      heading: `Prize ${i + 1}`,
      detail: `${name} · $24.00`,
    })),
    footer: 'Pot: $40.00',
  }
}

function inside(texts: ReturnType<typeof shareLayout>): boolean {
  return texts.every(
    (t) =>
      t.x >= 0 &&
      t.x + measure(t.text, t.size, t.weight) <= SHARE_SIZE.width - t.x + 0.01 &&
      t.y - t.size >= 0 &&
      t.y <= SHARE_SIZE.height,
  )
}

describe('shareLayout', () => {
  it('lays a usual night out at full size, in reading order', () => {
    const texts = shareLayout(content(3), measure)
    expect(texts[0]).toMatchObject({ text: 'Tuesday Bunco', size: 76, role: 'title' })
    expect(texts.map((t) => t.y)).toEqual([...texts.map((t) => t.y)].sort((a, b) => a - b))
    expect(inside(texts)).toBe(true)
  })

  it('makes everything smaller together when seven prizes do not fit', () => {
    const texts = shareLayout(content(7), measure)
    expect(texts[0]?.size).toBeLessThan(76)
    expect(inside(texts)).toBe(true)
    expect(texts).toHaveLength(2 + 1 + 5 + 1 + 14 + 1)
  })

  it('shortens a very long name with an ellipsis rather than running off the picture', () => {
    const long = 'Maximiliane Wilhelmine von Hohenzollern-Sigmaringen-Liechtenstein'.repeat(2)
    const texts = shareLayout(content(3, long), measure)
    expect(inside(texts)).toBe(true)
    expect(texts.some((t) => t.text.endsWith('…'))).toBe(true)
    const ja = shareLayout(content(3, '山田 花子'), measure)
    expect(ja.find((t) => t.text.startsWith('1.'))?.text).toBe('1. 山田 花子 1: 7 wins, 2 Buncos')
  })
})
