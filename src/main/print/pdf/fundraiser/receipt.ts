// A donation's receipt for the donor to take: the cause, who gave (or anonymous), the amount in
// the cause's currency, how it was paid, the note, the day, the receipt's number and a place to sign.
import type { DonationReceipt } from '@shared/fundraiser/receipt'
import { fill } from '@shared/i18n/pdf'
import { finish, newCanvas, type Canvas } from '../document'
import { money } from '../pages'
import { MARGIN } from '../paper'
import type { PdfOptions } from '../types'
import { drawLargest } from './fitLargest'
import { dayOf } from './when'

/** The width of the labels' column, mm. */
const LABEL_W = 45

/** A label in grey on the left, its first line level with the value's at `y` (13 pt, top). */
function label(canvas: Canvas, text: string, y: number): void {
  // a 10 pt line's baseline sits 1 mm above a 13 pt line's when both hang from the same top
  const box = { x: MARGIN, y: y + 1, w: LABEL_W - 3, h: 9 }
  canvas.pen.text(text, box, { size: 10, grey: 90, maxLines: 2, valign: 'top' })
}

/** One labelled value on as many lines as it needs, up to `most`; returns the next y. */
function field(canvas: Canvas, name: string, value: string, y: number, most = 1): number {
  const { pen, page } = canvas
  const w = page.width - 2 * MARGIN - LABEL_W
  const lines = Math.min(most, Math.max(1, pen.wrap(value, w, 13).length))
  const h = 6 * lines + 1
  label(canvas, name, y)
  drawLargest(
    canvas,
    value,
    { x: MARGIN + LABEL_W, y, w, h },
    {
      size: 13,
      maxLines: lines * 2,
      valign: 'top',
    },
  )
  return y + h + 3
}

/** Renders one donation's receipt on one page of the options' paper. */
export async function donationReceiptPdf(
  receipt: DonationReceipt,
  options: PdfOptions,
): Promise<Uint8Array> {
  const canvas = newCanvas('donationReceipt', options)
  const { doc, pen, page } = canvas
  const words = canvas.texts.fundraiser
  const t = words.receipt
  const width = page.width - 2 * MARGIN
  const title = { x: MARGIN, y: MARGIN, w: width * 0.6, h: 12 }
  pen.text(t.title, title, { size: 22, minSize: 14, bold: true })
  const number = { x: MARGIN + width * 0.6, y: MARGIN, w: width * 0.4, h: 12 }
  pen.text(fill(t.number, { number: receipt.receiptNumber }), number, {
    size: 11,
    minSize: 8,
    align: 'right',
    grey: 60,
  })
  let y = MARGIN + 16
  doc.setDrawColor(160)
  doc.line(MARGIN, y, page.width - MARGIN, y)
  doc.setDrawColor(0)
  y += 6
  pen.text(t.cause, { x: MARGIN, y, w: width, h: 6 }, { size: 10, grey: 90 })
  y += 6
  drawLargest(
    canvas,
    receipt.cause,
    { x: MARGIN, y, w: width, h: 20 },
    {
      size: 24,
      bold: true,
      maxLines: 2,
    },
  )
  y += 24
  y = field(canvas, t.date, dayOf(receipt.date, options.language), y)
  y = field(canvas, t.donor, receipt.donor ?? t.anonymous, y, 3)
  // the amount's 30 pt line is centred in its 13 mm: its baseline sits near 10 mm down
  label(canvas, t.amount, y + 6)
  const amount = money(canvas, receipt.amountMinor, receipt.currency)
  const amountBox = { x: MARGIN + LABEL_W, y, w: width - LABEL_W, h: 13 }
  drawLargest(canvas, amount, amountBox, { size: 30, bold: true })
  y += 17
  y = field(canvas, t.method, words.methods[receipt.method], y)
  if (receipt.note.trim()) y = field(canvas, t.note, receipt.note, y, 6)
  y += 6
  const thanks = fill(t.thanks, { cause: receipt.cause })
  pen.text(thanks, { x: MARGIN, y, w: width, h: 14 }, { size: 12, maxLines: 3, valign: 'top' })
  y += 30
  doc.setDrawColor(120)
  doc.line(MARGIN + LABEL_W, y, MARGIN + width * 0.75, y)
  doc.setDrawColor(0)
  label(canvas, t.signature, y - 5)
  return Promise.resolve(finish(canvas))
}
