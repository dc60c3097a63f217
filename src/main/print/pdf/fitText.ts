import { PT } from './paper'
import { breakUnits, wrapLines } from './wrap'

/** The box a text must fit and the sizes it may take (sizes in points, lengths in mm). */
export interface FitRule {
  width: number
  height: number
  size: number
  minSize: number
  maxLines: number
  /** Line spacing as a multiple of the font size. */
  lineHeight: number
}

/** How a text was fitted: its lines, the font size, and whether an ellipsis cut it short. */
export interface Fitted {
  lines: string[]
  size: number
  truncated: boolean
}

/** The mark put where a text was cut short. */
export const ELLIPSIS = '…'

const STEP = 0.25

function floorStep(size: number): number {
  return Math.floor(size / STEP + 1e-9) * STEP
}

/** Cuts a line and appends the ellipsis so that it measures at most `width` ems. */
function ellipsize(line: string, width: number, measure: (s: string) => number): string {
  const chars = [...line.trimEnd()]
  while (chars.length > 0 && measure(chars.join('').trimEnd() + ELLIPSIS) > width) chars.pop()
  return chars.join('').trimEnd() + ELLIPSIS
}

/**
 * Fits a text into a box at the largest size from `size` down to minSize at which it fits on up
 * to maxLines lines (wrapping at full size before shrinking, so a box with room for three lines
 * keeps its size), breaking inside a word only when no size avoids it; else cut with an ellipsis.
 * `measure` gives a string's width in ems (width at 1 pt / PT).
 */
export function fitText(text: string, rule: FitRule, measure: (s: string) => number): Fitted {
  const widthAt = (size: number): number => rule.width / (size * PT)
  const sizeForLines = (n: number): number => rule.height / (n * rule.lineHeight * PT)
  const one = measure(text)
  const single = Math.min(rule.size, sizeForLines(1), one > 0 ? rule.width / (one * PT) : Infinity)
  const whole = { lines: [text], size: floorStep(single), truncated: false }
  if (single >= rule.size - 1e-9 || (rule.maxLines < 2 && single >= rule.minSize)) return whole
  const units = breakUnits(text).map((u) => measure(u.trimEnd()))
  for (const breakWords of [false, true]) {
    for (let size = floorStep(rule.size); size >= rule.minSize - 1e-9; size -= STEP) {
      if (size <= single + 1e-9) return whole
      const rows = Math.min(
        rule.maxLines,
        Math.floor(rule.height / (size * rule.lineHeight * PT) + 1e-9),
      )
      if (rows < 2) continue
      if (!breakWords && units.some((w) => w > widthAt(size))) continue
      const lines = wrapLines(text, widthAt(size), measure)
      if (lines.length <= rows) return { lines, size, truncated: false }
    }
  }
  if (single >= rule.minSize) return whole
  // Nothing fits whole: at the smallest size, keep the lines the box holds and cut the last one.
  const rows = Math.max(
    1,
    Math.min(rule.maxLines, Math.floor(rule.height / (rule.minSize * rule.lineHeight * PT))),
  )
  let size = Math.min(rule.minSize, sizeForLines(rows))
  let lines = wrapLines(text, widthAt(size), measure)
  let truncated = false
  if (lines.length > rows) {
    const kept = lines.slice(0, rows)
    kept[rows - 1] = ellipsize(lines.slice(rows - 1).join(' '), widthAt(size), measure)
    lines = kept
    truncated = true
  }
  // A single glyph wider than a very narrow box: shrink until it fits rather than overflow.
  const widest = Math.max(...lines.map(measure))
  if (widest > widthAt(size)) size = rule.width / (widest * PT)
  return { lines, size, truncated }
}
