// One guest's score sheet: name, night, first seat, a row per round, totals.
import { sheetStatements, type HouseRules } from '@shared/bunco'
import { sayStatement } from '@shared/i18n/rules'
import { fill, type PdfTexts } from '@shared/i18n/pdf'
import type { Canvas } from './document'
import type { PdfNight, SeatAt } from './night'
import { drawNightLine } from './nightHeader'
import type { Box } from './pen'
import { drawLink, drawQr, qrCode } from './phoneCode'
import { drawRoundGrid, type GridColumn } from './roundGrid'
import { SHEET_PARTS as P, SHEET_PHONE } from './sheetLayout'

/** What one sheet shows: a guest's name and first seat, or nothing for a blank sheet. */
export interface SheetFor {
  /** The guest's player key (for their phone page), or null for a blank sheet. */
  player: string | null
  name: string | null
  start: SeatAt | null
}

const GREY = 110
const START_LABEL = 26
/** With phones on: the guest's QR code (mm, without its quiet zone), read up close. */
const SHEET_QR = 20

function columns(texts: PdfTexts, rules: HouseRules, width: number): GridColumn[] {
  const s = texts.scoreSheet
  const fixed: GridColumn[] = [
    { header: s.round, width: 20, cell: (face) => fill(texts.common.round, { n: face }) },
    { header: s.target, width: 9, cell: (face) => String(face), bold: true },
    { header: s.win, width: 9, cell: () => s.win, grey: 160 },
    { header: s.loss, width: 9, cell: () => s.loss, grey: 160 },
  ]
  const extras = [
    rules.recordMinis ? s.minis : null,
    rules.recordWipeouts ? s.wipeouts : null,
  ].filter((h): h is string => h !== null)
  const rest = width - fixed.reduce((sum, c) => sum + c.width, 0)
  const buncos = rest * [1, 0.5, 0.4][extras.length]!
  return [
    ...fixed,
    { header: s.buncos, width: buncos },
    ...extras.map((header) => ({ header, width: (rest - buncos) / extras.length })),
  ]
}

function drawTotals(canvas: Canvas, rules: HouseRules, x: number, y: number, width: number): void {
  const { doc, pen, texts } = canvas
  const s = texts.scoreSheet
  const labels = [s.wins, s.losses, s.buncos]
  if (rules.recordMinis) labels.push(s.minis)
  if (rules.recordWipeouts) labels.push(s.wipeouts)
  const gap = 2
  const w = (width - gap * (labels.length - 1)) / labels.length
  doc.setLineWidth(0.3)
  labels.forEach((label, i) => {
    const bx = x + i * (w + gap)
    doc.rect(bx, y, w, P.totals)
    pen.text(label, { x: bx, y, w, h: 3.8 }, { size: 6.5, minSize: 5, grey: GREY, pad: 0.8 })
  })
}

/** Draws what every sheet of the night shares (night, labels, grid, totals, hint) in `box`. */
export function drawSheetFrame(canvas: Canvas, box: Box, rowHeight: number, night: PdfNight): void {
  const rules = night.state.rules
  const { pen, texts } = canvas
  const s = texts.scoreSheet
  const { x, w } = box
  let y = box.y
  // set at the top of its row: its descenders stay clear of a QR code's quiet zone below
  const head = { size: 7.5, grey: GREY, valign: 'top' } as const
  drawNightLine(canvas, night, { x, y, w: w * 0.64, h: P.nightLine }, head)
  pen.text(
    s.title,
    { x: x + w * 0.66, y, w: w * 0.34, h: P.nightLine },
    { ...head, align: 'right' },
  )
  y += P.nightLine + P.name
  pen.text(s.start, { x, y, w: START_LABEL, h: P.start }, { size: 7.5, grey: GREY })
  y += P.start + P.gapAfterHead + (night.phones ? SHEET_PHONE : 0)
  const bottom = drawRoundGrid(canvas, {
    x,
    y,
    columns: columns(texts, rules, w),
    sets: rules.sets,
    rowHeight,
    headerHeight: P.gridHeader,
    textSize: Math.min(8, rowHeight * 1.5),
  })
  y = bottom + P.gapAfterGrid
  drawTotals(canvas, rules, x, y, w)
  y += P.totals
  const hint = sheetStatements(rules).map((st) => sayStatement(texts.rules, st))
  pen.text(
    hint.join(texts.rules.gap),
    { x, y: y + 0.5, w, h: P.hint - 0.5 },
    {
      size: 7.5,
      minSize: 5.5,
      grey: GREY,
      maxLines: 2,
      valign: 'top',
    },
  )
}

/**
 * The guest's QR code at the right of the header, under the night line, and the call to scan
 * and the link under their first seat; returns the width the name keeps on the left.
 */
function drawGuestPhone(canvas: Canvas, box: Box, link: string): number {
  const { pen, texts } = canvas
  const code = qrCode(link, SHEET_QR)
  const head = P.nightLine + P.name + P.start + P.gapAfterHead + SHEET_PHONE
  // the quiet zone ends where the grid starts, half a millimetre above it
  const top = box.y + head - 0.5 - code.quiet - code.size
  drawQr(canvas, code, box.x + box.w - code.size, top)
  const w = box.w - code.size - code.quiet - 1
  const y = box.y + P.nightLine + P.name + P.start
  pen.text(
    texts.phones.guest,
    { x: box.x, y, w, h: 3.2 },
    { size: 7.5, minSize: 6, bold: true, grey: 60 },
  )
  drawLink(canvas, link, { x: box.x, y: y + 3.2, w, h: 2.9 }, { size: 7, minSize: 5, grey: 60 })
  return w
}

/** Draws one sheet's own part: the guest's name and first seat, or lines to fill in. */
export function drawSheetOwner(
  canvas: Canvas,
  box: Box,
  sheet: SheetFor,
  link: string | null = null,
): void {
  const { doc, pen, texts } = canvas
  const s = texts.scoreSheet
  const x = box.x
  const w = link ? drawGuestPhone(canvas, box, link) : box.w
  const y = box.y + P.nightLine
  if (sheet.name !== null) {
    // beside a QR code a very long name may go smaller, on a third line
    const fit = link ? { minSize: 9, maxLines: 3 } : { minSize: 11, maxLines: 2 }
    pen.text(sheet.name, { x, y, w, h: P.name }, { size: 16, bold: true, ...fit })
  } else {
    pen.text(s.name, { x, y: y + P.name - 5, w: 18, h: 5 }, { size: 8, grey: GREY })
    doc.setLineWidth(0.2)
    doc.line(x + 18, y + P.name - 1, x + w, y + P.name - 1)
  }
  const seat = sheet.start
  const where = seat
    ? fill(s.startAt, { table: seat.table, seat: texts.common.seats[seat.seat] })
    : fill(s.startAt, { table: '_____', seat: '__________' })
  const line = { x: x + START_LABEL, y: y + P.name, w: w - START_LABEL, h: P.start }
  pen.text(where, line, { size: 9, bold: seat !== null })
}
