// A table that flows over pages: a grey header row repeated on every page it continues on,
// cells that wrap to the lines they need, and a bold total row kept with the last rows.
import type { Canvas } from './document'
import { MARGIN, PT } from './paper'

/** One column of a flowing table. */
export interface TableColumn<R> {
  header: string
  /** The one column without `fit` takes the width the others leave. */
  fit?: boolean
  align?: 'left' | 'center' | 'right'
  bold?: boolean
  /** Lines a cell may wrap to (default 1). */
  lines?: number
  /** The narrowest a fitted column may be (mm): amounts line up better with room to spare. */
  min?: number
  /** An unfitted column's part of the width left (default 1). */
  weight?: number
  value: (row: R) => string
}

/** Where a table is drawn: from `y`, down to `bottom`, and how to start the next page. */
export interface TableFlow {
  y: number
  bottom: number
  /** Starts a new page and returns where the table goes on. */
  newPage: () => number
}

const BODY = 10
const MIN_BODY = 7.5
const HEADER_SIZE = 8.5
const MIN_HEADER = 7.5
const HEADER_H = 8
const ROW_MIN = 6.5
const PAD = 1.2
const LINE = 1.15

interface Laid<R> {
  columns: TableColumn<R>[]
  widths: number[]
}

/** Column widths: a fitted column takes its widest word of header or value, the other the rest. */
function layout<R>(canvas: Canvas, columns: TableColumn<R>[], rows: readonly R[]): Laid<R> {
  const { pen, page } = canvas
  const width = (text: string, size: number, bold: boolean): number => {
    pen.use(text, bold)
    return pen.em(text) * size * PT + 2 * PAD + 0.4
  }
  const need = (c: TableColumn<R>): number => {
    // each word of the header at its full size (a Japanese header is one word: never split)
    const header = Math.max(...c.header.split(/\s+/).map((w) => width(w, HEADER_SIZE, true)))
    const values = rows.map((r) => width(c.value(r), BODY, c.bold ?? false))
    return Math.max(c.min ?? 10, header, ...values)
  }
  const fitted = columns.map((c) => (c.fit ? need(c) : 0))
  const rest = page.width - 2 * MARGIN - fitted.reduce((a, b) => a + b, 0)
  const weights = columns.map((c) => (c.fit ? 0 : (c.weight ?? 1)))
  const free = weights.reduce((a, b) => a + b, 0)
  return {
    columns,
    widths: columns.map((c, i) => (c.fit ? (fitted[i] ?? 0) : (rest * (weights[i] ?? 0)) / free)),
  }
}

function rowHeight<R>(canvas: Canvas, laid: Laid<R>, row: R, bold: boolean): number {
  let lines = 1
  laid.columns.forEach((c, i) => {
    const max = c.lines ?? 1
    if (max < 2) return
    const text = c.value(row)
    const w = (laid.widths[i] ?? 0) - 2 * PAD
    const n = text ? canvas.pen.wrap(text, w, BODY, bold || c.bold).length : 1
    lines = Math.max(lines, Math.min(max, n))
  })
  return Math.max(ROW_MIN, lines * BODY * PT * LINE + (ROW_MIN - BODY * PT * LINE))
}

function drawHeader<R>(canvas: Canvas, laid: Laid<R>, y: number): void {
  const { doc, pen, page } = canvas
  doc.setFillColor(225, 225, 225)
  doc.rect(MARGIN, y, page.width - 2 * MARGIN, HEADER_H, 'F')
  let x = MARGIN
  laid.columns.forEach((c, i) => {
    const w = laid.widths[i] ?? 0
    const style = { size: HEADER_SIZE, minSize: MIN_HEADER, bold: true, maxLines: 2, pad: PAD }
    pen.text(c.header, { x, y, w, h: HEADER_H }, { ...style, align: c.align ?? 'left' })
    x += w
  })
}

function drawRow<R>(
  canvas: Canvas,
  laid: Laid<R>,
  row: R,
  y: number,
  h: number,
  bold: boolean,
): void {
  const { doc, pen, page } = canvas
  doc.setDrawColor(bold ? 80 : 200)
  doc.setLineWidth(bold ? 0.35 : 0.15)
  if (bold) doc.line(MARGIN, y, page.width - MARGIN, y)
  else doc.line(MARGIN, y + h, page.width - MARGIN, y + h)
  doc.setDrawColor(0)
  doc.setLineWidth(0.25)
  // every cell starts on the row's first line: a one-line cell lines up with a wrapped one
  const first = (ROW_MIN - BODY * PT * LINE) / 2
  let x = MARGIN
  laid.columns.forEach((c, i) => {
    const w = laid.widths[i] ?? 0
    const text = c.value(row)
    const max = c.lines ?? 1
    const style = {
      size: BODY,
      minSize: MIN_BODY,
      bold: bold || (c.bold ?? false),
      maxLines: max,
      align: c.align ?? 'left',
      pad: PAD,
      valign: 'top' as const,
    }
    const box = max > 1 ? { x, y: y + first, w, h: h - first } : { x, y, w, h: ROW_MIN }
    if (text) pen.text(text, box, max > 1 ? style : { ...style, valign: 'middle' })
    x += w
  })
}

/**
 * Draws a table from `flow.y`, its header repeated on each page it continues on, and the
 * `total` row (bold) after the rows; returns where the table ends.
 */
export function drawTable<R>(
  canvas: Canvas,
  columns: TableColumn<R>[],
  rows: readonly R[],
  flow: TableFlow,
  total?: R,
  /** Moves the whole table to the next page when it fits there but not here (a short block). */
  whole = false,
): number {
  const all = total === undefined ? rows : [...rows, total]
  const laid = layout(canvas, columns, all)
  const heights = all.map((r, i) => rowHeight(canvas, laid, r, i === rows.length))
  const height = HEADER_H + heights.reduce((a, b) => a + b, 0)
  let y = flow.y
  if (whole && y + height > flow.bottom && height < flow.bottom - MARGIN - 10) y = flow.newPage()
  let headed = false
  all.forEach((row, i) => {
    const h = heights[i] ?? ROW_MIN
    // the last row before the total goes over with it, so a total never stands alone
    const keep = i === rows.length - 1 && total !== undefined ? (heights[i + 1] ?? 0) : 0
    if (!headed || y + h + keep > flow.bottom) {
      if (headed || y + HEADER_H + h + keep > flow.bottom) y = flow.newPage()
      drawHeader(canvas, laid, y)
      y += HEADER_H
      headed = true
    }
    drawRow(canvas, laid, row, y, h, i === rows.length)
    y += h
  })
  return y
}

/** The height a table's header and first row need, so its heading is not left alone at a foot. */
export function tableStart<R>(
  canvas: Canvas,
  columns: TableColumn<R>[],
  rows: readonly R[],
): number {
  const first = rows[0]
  if (first === undefined) return HEADER_H
  return HEADER_H + rowHeight(canvas, layout(canvas, columns, rows), first, false)
}
