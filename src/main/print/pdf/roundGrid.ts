// The grid shared by score sheets and table tallies: a header, then per set a shaded set row
// and one row per round.
import { fill } from '@shared/i18n/pdf'
import type { Canvas } from './document'

/** One column of a round grid; `cell` prints a text in every round row (else a blank to write in). */
export interface GridColumn {
  header: string
  width: number
  cell?: (face: number, round: number) => string
  bold?: boolean
  grey?: number
  /** Faint dividers splitting each cell into this many slots (room for running totals). */
  slots?: number
}

/** Where and how to draw a round grid. */
export interface RoundGrid {
  x: number
  y: number
  columns: GridColumn[]
  sets: number
  /** The first set drawn (from 0): a grid continued from another page numbers on from it. */
  firstSet?: number
  rowHeight: number
  headerHeight: number
  textSize: number
}

/** Rows of a grid: per set, the set row then six round rows. */
export function gridRows(sets: number): number {
  return sets * 7
}

/** Draws the grid and returns the y of its bottom edge. */
export function drawRoundGrid(canvas: Canvas, grid: RoundGrid): number {
  const { doc, pen, texts } = canvas
  const { x, columns, rowHeight: rh, headerHeight: hh } = grid
  const width = columns.reduce((sum, c) => sum + c.width, 0)
  const top = grid.y + hh
  const bottom = top + gridRows(grid.sets) * rh
  let cx = x
  for (const c of columns) {
    pen.text(
      c.header,
      { x: cx, y: grid.y, w: c.width, h: hh },
      {
        size: grid.textSize,
        minSize: Math.min(6, grid.textSize),
        bold: true,
        align: 'center',
        maxLines: 2,
        pad: 0.6,
      },
    )
    cx += c.width
  }
  doc.setFillColor(232, 232, 232)
  for (let s = 0; s < grid.sets; s++) doc.rect(x, top + s * 7 * rh, width, rh, 'F')
  doc.setDrawColor(0)
  doc.setLineWidth(0.3)
  doc.rect(x, grid.y, width, bottom - grid.y)
  doc.setLineWidth(0.15)
  for (let r = 0; r < gridRows(grid.sets); r++) doc.line(x, top + r * rh, x + width, top + r * rh)
  for (let s = 0; s < grid.sets; s++) {
    const y1 = top + (s * 7 + 1) * rh
    const y2 = y1 + 6 * rh
    let lx = x
    for (const c of columns.slice(0, -1)) {
      lx += c.width
      doc.line(lx, y1, lx, y2)
    }
    drawSlots(canvas, grid, y1, y2)
  }
  let hx = x
  for (const c of columns.slice(0, -1)) {
    hx += c.width
    doc.line(hx, grid.y, hx, top)
  }
  const rows = Array.from({ length: gridRows(grid.sets) }, (_, i) => i)
  const first = grid.firstSet ?? 0
  const setLabels = rows.map((i) =>
    i % 7 === 0 ? fill(texts.common.set, { n: first + i / 7 + 1 }) : '',
  )
  const rowBox = { x, y: top, w: width, h: rh }
  pen.column(setLabels, rowBox, { size: grid.textSize, bold: true, pad: 1.5 })
  cx = x
  for (const c of columns) {
    const cell = c.cell
    if (cell) {
      const cells = rows.map((i) => {
        if (i % 7 === 0) return ''
        const face = i % 7
        return cell(face, (first + Math.floor(i / 7)) * 6 + face)
      })
      pen.column(
        cells,
        { x: cx, y: top, w: c.width, h: rh },
        {
          size: grid.textSize,
          bold: c.bold,
          grey: c.grey,
          align: 'center',
          pad: 0.6,
        },
      )
    }
    cx += c.width
  }
  return bottom
}

function drawSlots(canvas: Canvas, grid: RoundGrid, y1: number, y2: number): void {
  const { doc } = canvas
  let cx = grid.x
  for (const c of grid.columns) {
    const slots = c.slots ?? 1
    if (slots > 1) {
      doc.setDrawColor(190)
      for (let k = 1; k < slots; k++) {
        const sx = cx + (c.width * k) / slots
        doc.line(sx, y1, sx, y2)
      }
      doc.setDrawColor(0)
    }
    cx += c.width
  }
}
