// Where score sheets go on a page: as many as keep the round rows writable, portrait in two
// columns or landscape in three, each sheet's note given all the height its grid leaves.
import { gridRows } from './roundGrid'
import { MARGIN, type PageSize } from './paper'
import type { Box } from './pen'

/** Heights (mm) of a score sheet's parts other than the round rows and the note under them. */
export const SHEET_PARTS = {
  nightLine: 4.5,
  name: 11,
  start: 5,
  gapAfterHead: 1.5,
  gridHeader: 7,
  gapAfterGrid: 1.5,
  totals: 10,
}

/** With phones on: the header's extra height for the guest's QR code, the call to scan, the link. */
export const SHEET_PHONE = 11

const FIXED = Object.values(SHEET_PARTS).reduce((a, b) => a + b, 0)
const GAP = 10
/** The lowest round row a pen still writes in comfortably (mm). */
const MIN_ROW = 4.3
const MAX_ROW = 8

/** The sheet boxes of one page and the round-row height they allow. */
export interface SheetLayout {
  orientation: 'portrait' | 'landscape'
  boxes: Box[]
  rowHeight: number
  /** Cut lines between sheets: [x1, y1, x2, y2]. */
  cuts: [number, number, number, number][]
}

/** One way to share a page: its orientation and a grid of sheets. */
interface Grid {
  orientation: SheetLayout['orientation']
  columns: number
  rows: number
}

const GRIDS: Grid[] = [
  ...[4, 3, 2, 1].map((rows) => ({ orientation: 'portrait' as const, columns: 2, rows })),
  { orientation: 'landscape', columns: 3, rows: 1 },
]
// large print: one sheet across the page, so its enlarged labels and names keep their room
const LARGE_GRIDS: Grid[] = [2, 1].map((rows) => ({ orientation: 'portrait', columns: 1, rows }))

function place(page: PageSize, grid: Grid, rowHeight: number): SheetLayout {
  const width = (page.width - 2 * MARGIN - (grid.columns - 1) * GAP) / grid.columns
  const height = (page.height - 2 * MARGIN - (grid.rows - 1) * GAP) / grid.rows
  const boxes: Box[] = []
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.columns; c++)
      boxes.push({
        x: MARGIN + c * (width + GAP),
        y: MARGIN + r * (height + GAP),
        w: width,
        h: height,
      })
  const cuts: SheetLayout['cuts'] = []
  for (let c = 1; c < grid.columns; c++) {
    const x = MARGIN + c * (width + GAP) - GAP / 2
    cuts.push([x, 4, x, page.height - 4])
  }
  for (let r = 1; r < grid.rows; r++) {
    const y = MARGIN + r * (height + GAP) - GAP / 2
    cuts.push([4, y, page.width - 4, y])
  }
  return { orientation: grid.orientation, boxes, rowHeight, cuts }
}

/**
 * Lays out score sheets for a night of `sets` sets on a portrait page (the paper, or large print's
 * smaller page): the most sheets a page holds with round rows
 * of at least MIN_ROW mm, once `extra` mm (phones on) and the note, `note(width)` mm high at a
 * sheet's width, are taken from each sheet (portrait first when two ways hold as many); `large`
 * (large print) puts one sheet across the page.
 */
export function sheetLayout(
  portrait: PageSize,
  sets: number,
  extra: number,
  note: (width: number) => number,
  large = false,
): SheetLayout {
  const rows = gridRows(sets)
  const grids = large ? LARGE_GRIDS : GRIDS
  let best: { grid: Grid; rowHeight: number; count: number } | null = null
  for (const grid of grids) {
    const page =
      grid.orientation === 'portrait'
        ? portrait
        : { width: portrait.height, height: portrait.width }
    const width = (page.width - 2 * MARGIN - (grid.columns - 1) * GAP) / grid.columns
    const height = (page.height - 2 * MARGIN - (grid.rows - 1) * GAP) / grid.rows
    const rowHeight = Math.min(MAX_ROW, (height - FIXED - extra - note(width)) / rows)
    const count = grid.columns * grid.rows
    // two portrait sheets a page is the fallback, however small their rows
    const fallback = grid.orientation === 'portrait' && grid.rows === 1
    if (rowHeight < MIN_ROW && !fallback) continue
    if (!best || count > best.count) best = { grid, rowHeight, count }
  }
  const chosen = best ?? { grid: (large ? LARGE_GRIDS[1] : GRIDS[3])!, rowHeight: MIN_ROW }
  const page =
    chosen.grid.orientation === 'portrait'
      ? portrait
      : { width: portrait.height, height: portrait.width }
  return place(page, chosen.grid, chosen.rowHeight)
}
