// Where score sheets go on a page: two columns, as many rows as fit with comfortable lines.
import { gridRows } from './roundGrid'
import { MARGIN, type PageSize } from './paper'
import type { Box } from './pen'

/** Heights (mm) of a score sheet's parts other than the round rows. */
export const SHEET_PARTS = {
  nightLine: 4.5,
  name: 11,
  start: 5,
  gapAfterHead: 2,
  gridHeader: 7,
  gapAfterGrid: 2.5,
  totals: 11,
  hint: 8,
}

/** With phones on: the header's extra height for the guest's QR code, the call to scan, the link. */
export const SHEET_PHONE = 6.5

const FIXED = Object.values(SHEET_PARTS).reduce((a, b) => a + b, 0)
const GAP = 10
const COMFORT_ROW = 5.2
const MAX_ROW = 7

/** The sheet boxes of one page and the round-row height they allow. */
export interface SheetLayout {
  boxes: Box[]
  rowHeight: number
  /** Cut lines between sheets: [x1, y1, x2, y2]. */
  cuts: [number, number, number, number][]
}

/**
 * Lays out score sheets for a night of `sets` sets on a page. `extra` mm more in each header
 * (phones on) come out of the round rows: a page holds as many sheets as without it.
 */
export function sheetLayout(page: PageSize, sets: number, extra = 0): SheetLayout {
  const rows = gridRows(sets)
  const usableW = page.width - 2 * MARGIN
  const usableH = page.height - 2 * MARGIN
  const width = (usableW - GAP) / 2
  let perColumn = 1
  while (perColumn < 4) {
    const next = perColumn + 1
    const height = (usableH - (next - 1) * GAP) / next
    if (height < FIXED + rows * COMFORT_ROW) break
    perColumn = next
  }
  const height = (usableH - (perColumn - 1) * GAP) / perColumn
  const rowHeight = Math.min(MAX_ROW, (height - FIXED - extra) / rows)
  const boxes: Box[] = []
  for (let r = 0; r < perColumn; r++) {
    for (let c = 0; c < 2; c++) {
      boxes.push({
        x: MARGIN + c * (width + GAP),
        y: MARGIN + r * (height + GAP),
        w: width,
        h: height,
      })
    }
  }
  const cuts: SheetLayout['cuts'] = [[page.width / 2, 4, page.width / 2, page.height - 4]]
  for (let r = 1; r < perColumn; r++) {
    const y = MARGIN + r * (height + GAP) - GAP / 2
    cuts.push([4, y, page.width - 4, y])
  }
  return { boxes, rowHeight, cuts }
}
