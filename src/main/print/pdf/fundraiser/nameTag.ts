// One name tag on its label: the cause on top, the guest's name as large as the label allows,
// their first table and seat, and the QR code of their own page in the lower right corner.
import type { Seat } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import type { Canvas } from '../document'
import type { Box } from '../pen'
import { drawQr, qrCode, qrSizeFor } from '../phoneCode'
import { drawLargest } from './fitLargest'

/** A guest's tag: the name, the first table and seat when known, their page's link if any. */
export interface NameTag {
  name: string
  table?: number
  seat?: Seat
  qrUrl?: string
}

/** Room kept inside a label's edge: printers drift a millimetre or two on label stock. */
const PAD = 4.5
/** The most room a QR code takes with its quiet zone: near 20 mm, read from a phone at arm's length. */
const QR_ROOM = 26

/** "Table 3 · North", "Table 3", or nothing. */
export function tagPlace(canvas: Canvas, tag: NameTag): string {
  const t = canvas.texts.fundraiser.nameTags
  if (tag.table === undefined) return ''
  if (tag.seat === undefined) return fill(t.table, { table: tag.table })
  return fill(t.tableSeat, { table: tag.table, seat: canvas.texts.common.seats[tag.seat] })
}

/** Draws one tag in `label` (the label's box on the page), under an optional heading. */
export function drawNameTag(canvas: Canvas, tag: NameTag, label: Box, heading: string): void {
  const { pen, texts } = canvas
  const inner = { x: label.x + PAD, y: label.y + PAD, w: label.w - 2 * PAD, h: label.h - 2 * PAD }
  const bottom = inner.y + inner.h
  let top = inner.y
  if (heading.trim()) {
    // a cause's name too long for one line at the smallest size takes a second, never cut
    const lines = pen.wrap(heading, inner.w, 7).length > 1 ? 2 : 1
    const box = { x: inner.x, y: top, w: inner.w, h: lines === 1 ? 5 : 6.5 }
    pen.text(heading, box, { size: 9, minSize: 7, grey: 100, align: 'center', maxLines: lines })
    top += lines === 1 ? 6 : 7
  }
  const place = tagPlace(canvas, tag)
  const link = tag.qrUrl?.trim() ?? ''
  const room = link ? Math.min(QR_ROOM, inner.h * 0.45, inner.w * 0.4) : 0
  const rowH = link ? room : place ? 8 : 0
  const name = { x: inner.x, y: top, w: inner.w, h: bottom - rowH - top - (rowH ? 1 : 0) }
  drawLargest(canvas, tag.name, name, { size: 40, bold: true, align: 'center', maxLines: 3 })
  if (!rowH) return
  const left = { x: inner.x, y: bottom - rowH, w: inner.w - (link ? room + 2 : 0), h: rowH }
  if (place) {
    const box = link ? { ...left, h: rowH * 0.6 } : left
    const align = link ? 'left' : 'center'
    pen.text(place, box, { size: 14, minSize: 9, bold: true, grey: 40, align, maxLines: 2 })
  }
  if (!link) return
  const caption = { x: left.x, y: left.y + rowH * 0.6, w: left.w, h: rowH * 0.4 }
  const t = texts.fundraiser.nameTags
  pen.text(t.scan, caption, { size: 8, minSize: 7, grey: 90, align: 'right', valign: 'bottom' })
  // the code's own quiet zone keeps it clear of the caption and the label's edge
  const code = qrCode(link, qrSizeFor(link, room))
  drawQr(canvas, code, inner.x + inner.w - room + code.quiet, bottom - room + code.quiet)
}
