// One guest's score sheet: name, night, first seat, a row per round, totals.
import { sheetStatements, type HouseRules } from '@shared/bunco'
import { sayStatement } from '@shared/i18n/rules'
import { fill } from '@shared/i18n/pdf'
import type { Canvas } from './document'
import type { PdfNight, SeatAt } from './night'
import { drawNightLine } from './nightHeader'
import type { Box } from './pen'
import { drawLink, drawQr, qrCode } from './phoneCode'
import { drawRoundGrid } from './roundGrid'
import { NOTE, SHEET_MIN_SIZE, sheetColumns } from './sheetColumns'
import { PT } from './paper'
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

function drawTotals(canvas: Canvas, rules: HouseRules, x: number, y: number, width: number): void {
  const { doc, pen, texts } = canvas
  const s = texts.scoreSheet
  const labels = [s.wins, s.losses, s.buncos]
  if (rules.recordMinis) labels.push(s.minis)
  if (rules.recordWipeouts) labels.push(s.wipeouts)
  const gap = 2
  const w = (width - gap * (labels.length - 1)) / labels.length
  doc.setLineWidth(0.3)
  const label = { size: SHEET_MIN_SIZE, minSize: SHEET_MIN_SIZE, grey: GREY, pad: 0.8 }
  labels.forEach((text, i) => {
    const bx = x + i * (w + gap)
    doc.rect(bx, y, w, P.totals)
    // a long label takes a second line over the room to write in
    const lines = pen.wrap(text, w - 1.6, SHEET_MIN_SIZE).length > 1 ? 2 : 1
    const h = 0.6 + lines * SHEET_MIN_SIZE * PT * 1.15
    pen.text(text, { x: bx, y, w, h }, { ...label, maxLines: 2, valign: 'top' })
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
  const textSize = Math.max(SHEET_MIN_SIZE, Math.min(8, rowHeight * 1.5))
  const bottom = drawRoundGrid(canvas, {
    x,
    y,
    columns: sheetColumns(canvas, rules, w, textSize),
    sets: rules.sets,
    rowHeight,
    headerHeight: P.gridHeader,
    textSize,
  })
  y = bottom + P.gapAfterGrid
  drawTotals(canvas, rules, x, y, w)
  y += P.totals
  // the note gets all the height the sheet has left under the totals
  const room = { x, y: y + 0.5, w, h: box.y + box.h - y - 0.5 }
  const rows = Math.max(1, Math.floor(room.h / (NOTE.size * PT * NOTE.lineHeight) + 1e-9))
  pen.text(sheetNote(canvas, rules), room, {
    ...NOTE,
    minSize: SHEET_MIN_SIZE,
    grey: GREY,
    maxLines: rows,
    valign: 'top',
  })
}

/** The note under a sheet's totals: how to mark a round and what to count. */
export function sheetNote(canvas: Canvas, rules: HouseRules): string {
  const { texts } = canvas
  return sheetStatements(rules)
    .map((st) => sayStatement(texts.rules, st))
    .join(texts.rules.gap)
}

/** The height (mm) the note needs on a sheet `width` mm wide. */
export function noteHeight(canvas: Canvas, rules: HouseRules, width: number): number {
  const lines = canvas.pen.wrap(sheetNote(canvas, rules), width, NOTE.size).length
  return 0.5 + lines * NOTE.size * PT * NOTE.lineHeight + 0.1
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
  const call = { size: 7.5, minSize: SHEET_MIN_SIZE, bold: true, grey: 60, valign: 'top' } as const
  // the call takes a second line when it must; the link the rest, on two lines if need be
  const callH = pen.fits(texts.phones.guest, w, call.size, true) ? 3.2 : 5.8
  pen.text(texts.phones.guest, { x: box.x, y, w, h: callH }, { ...call, maxLines: 2 })
  const area = SHEET_PHONE + P.gapAfterHead - 0.5
  const linkBox = { x: box.x, y: y + callH, w, h: area - callH }
  drawLink(canvas, link, linkBox, { size: 7.5, minSize: SHEET_MIN_SIZE, grey: 60 })
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
