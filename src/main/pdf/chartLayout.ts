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

/** The largest text size at which `tables` cells fit on one page, else the smallest size over pages. */
export function chartLayout(page: PageSize, top: number, tables: number): ChartLayout {
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
