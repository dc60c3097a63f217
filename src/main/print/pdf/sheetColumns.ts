// A score sheet's round-grid columns: each first gets the room its header needs, so no header
// shrinks under 7 pt, then the usual widths, then the counting columns share what is left.
import type { HouseRules } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import type { Canvas } from './document'
import { PT } from './paper'
import type { GridColumn } from './roundGrid'
import { breakUnits } from './wrap'

/** The smallest text a score sheet prints (pt). */
export const SHEET_MIN_SIZE = 7
/** The note under the totals: its size (pt) and line spacing. */
export const NOTE = { size: 7.5, lineHeight: 1.15 }
const PAD = 0.6

/** The width (mm) a grid header needs on at most two lines at the smallest size, bold. */
function headerNeed(canvas: Canvas, header: string): number {
  const { pen } = canvas
  pen.use(header, true)
  const em = (t: string): number => pen.em(t) * SHEET_MIN_SIZE * PT
  const longest = Math.max(0, ...breakUnits(header).map((u) => em(u.trim())))
  return Math.max(longest, em(header) / 2) + 2 * PAD + 0.4
}

/** The round grid's columns, each as wide as its header needs at 7 pt, on a sheet `width` mm wide. */
export function sheetColumns(
  canvas: Canvas,
  rules: HouseRules,
  width: number,
  size: number,
): GridColumn[] {
  const { pen, texts } = canvas
  const s = texts.scoreSheet
  const label = (face: number): string => fill(texts.common.round, { n: face })
  pen.use(label(6))
  const labelNeed = pen.em(label(6)) * size * PT + 2 * PAD + 0.4
  const fixed: GridColumn[] = [
    { header: s.round, width: 20, cell: label },
    { header: s.target, width: 9, cell: (face) => String(face), bold: true },
    { header: s.win, width: 9, cell: () => s.win, grey: 160 },
    { header: s.loss, width: 9, cell: () => s.loss, grey: 160 },
  ]
  const extras = [
    rules.recordMinis ? s.minis : null,
    rules.recordWipeouts ? s.wipeouts : null,
  ].filter((h): h is string => h !== null)
  const counts: GridColumn[] = [s.buncos, ...extras].map((header) => ({ header, width: 0 }))
  const all = [...fixed, ...counts]
  // every column first gets what its header (and the round's label) needs, then the usual
  // widths of the fixed columns, then the counting columns share the rest (Buncos twice)
  const need = all.map((c) => headerNeed(canvas, c.header))
  need[0] = Math.max(need[0] ?? 0, labelNeed)
  all.forEach((c, i) => (c.width = need[i] ?? 0))
  let left = width - all.reduce((sum, c) => sum + c.width, 0)
  fixed.forEach((c, i) => {
    const more = Math.max(0, Math.min(left, [20, 9, 9, 9][i]! - c.width))
    c.width += more
    left -= more
  })
  const shares = counts.map((_, i) => (i === 0 && counts.length > 1 ? 2 : 1))
  const total = shares.reduce((a, b) => a + b, 0)
  counts.forEach((c, i) => (c.width += (Math.max(0, left) * shares[i]!) / total))
  return all
}
