// How the seating chart's table cells fill the page: as large as possible, all on one page
// when the text can stay readable, else flowing onto more pages.
import { MARGIN, PT, type PageSize } from './paper'

/** Rows of text in one table's cell: the table line, then four seats. */
export const CELL_LINES = 5
const GAP = 2.5
const MIN_CELL_WIDTH = 45
const SIZES = [14, 13, 12, 11, 10, 9, 8.5, 8, 7.5, 7, 6.5]

/** A chosen grid of table cells. */
export interface ChartLayout {
  columns: number
  rows: number
  cellWidth: number
  cellHeight: number
  size: number
  /** Height of one text line in mm. */
  line: number
  gap: number
}

function layoutFor(page: PageSize, top: number, columns: number, size: number): ChartLayout {
  const line = size * PT * 1.3
  const cellHeight = CELL_LINES * line + 2.5
  const cellWidth = (page.width - 2 * MARGIN - (columns - 1) * GAP) / columns
  const rows = Math.max(1, Math.floor((page.height - MARGIN - top + GAP) / (cellHeight + GAP)))
  return { columns, rows, cellWidth, cellHeight, size, line, gap: GAP }
}

/** The largest size a one-page chart may take (pt): read from across the room. */
const LARGEST = 40

/**
 * The chart filling one page: the number of columns whose cells take the largest text, with
 * the widest text (`widest` ems; it may shrink to 75 % of the size) fitting a cell's width and
 * the lines spread to fill the page's height. Null when that size would be under 7 pt.
 */
function filling(page: PageSize, top: number, tables: number, widest: number): ChartLayout | null {
  let best: ChartLayout | null = null
  for (let columns = 1; columns <= 6; columns++) {
    const rows = Math.ceil(tables / columns)
    const cellWidth = (page.width - 2 * MARGIN - (columns - 1) * GAP) / columns
    const cellHeight = (page.height - MARGIN - top + GAP) / rows - GAP
    const byHeight = (cellHeight - 2.5) / (CELL_LINES * PT * 1.3)
    // the seat letter's column is 0.36 mm per point plus 1.5 mm, the padding 2.4 mm
    const byWidth = (cellWidth - 3.9) / (0.75 * widest * PT + 0.36)
    const size = Math.floor(Math.min(LARGEST, byHeight, byWidth) * 2) / 2
    if (size < 7 || (best && size <= best.size)) continue
    // lines spaced to fill the cell, up to twice their size
    const line = Math.min(size * PT * 2, (cellHeight - 2.5) / CELL_LINES)
    best = { columns, rows, cellWidth, cellHeight: CELL_LINES * line + 2.5, size, line, gap: GAP }
  }
  return best
}

/**
 * The chart's cells: filling one page when its text can be 7 pt or more, else the largest size
 * at which `tables` cells fit one page, else the smallest size over pages.
 */
export function chartLayout(page: PageSize, top: number, tables: number, widest = 0): ChartLayout {
  const filled = widest > 0 ? filling(page, top, tables, widest) : null
  if (filled) return filled
  let fallback: ChartLayout | null = null
  for (const size of SIZES) {
    for (let columns = 2; columns <= 6; columns++) {
      const layout = layoutFor(page, top, columns, size)
      if (layout.cellWidth < MIN_CELL_WIDTH) break
      // Wider cells than needed look empty: take the fewest columns (from two) that hold them all.
      if (layout.columns * layout.rows >= tables) return layout
      fallback = layout
    }
  }
  return fallback ?? layoutFor(page, top, 1, SIZES.at(-1) as number)
}
