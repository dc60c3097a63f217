// A club night's pot under its prizes: what went in, and once settled where it all went.
import type { NightMoneyView } from '@shared/club'
import { countText } from '@shared/i18n/plural'
import type { Canvas } from './document'
import { money } from './pages'
import { MARGIN, PT } from './paper'
import { AMOUNT_W } from './prizeRows'

const ROW = 6.5
const NOTE = { size: 8, lineHeight: 1.2 }

interface PotLine {
  label: string
  amount: number
  bold?: boolean
}

function potLines(canvas: Canvas, cash: NightMoneyView): PotLine[] {
  const t = canvas.texts.money
  const buyIns = countText(t.buyIns, cash.paid.length, canvas.options.language)
  const lines: PotLine[] = [{ label: buyIns, amount: cash.pot - cash.carriedIn }]
  if (cash.carriedIn > 0) lines.push({ label: t.carriedIn, amount: cash.carriedIn })
  lines.push({ label: t.pot, amount: cash.pot, bold: true })
  if (cash.settled) {
    const paidOut = cash.payouts.reduce((sum, p) => sum + p.amount, 0)
    lines.push({ label: t.paidOut, amount: paidOut })
    lines.push({ label: t.carried, amount: cash.carried })
  }
  if (cash.settled || cash.kept > 0) lines.push({ label: t.kept, amount: cash.kept })
  return lines
}

/** The note under an unsettled pot, as many lines as it needs (never cut). */
function noteHeight(canvas: Canvas, cash: NightMoneyView): number {
  if (cash.settled) return 0
  const width = canvas.page.width - 2 * MARGIN - 2
  const lines = canvas.pen.wrap(canvas.texts.money.unsettled, width, NOTE.size).length
  return lines * NOTE.size * PT * NOTE.lineHeight + 2
}

/** The height of the pot's block, heading included. */
export function potHeight(canvas: Canvas, cash: NightMoneyView): number {
  return 9 + potLines(canvas, cash).length * ROW + noteHeight(canvas, cash)
}

/** Draws the pot's block at `y` (its heading, then a line per sum) and returns its height. */
export function drawPot(canvas: Canvas, cash: NightMoneyView, y: number): number {
  const { doc, pen, page, texts } = canvas
  const width = page.width - 2 * MARGIN
  pen.text(texts.money.title, { x: MARGIN, y, w: width, h: 8 }, { size: 13, bold: true })
  let top = y + 9
  for (const line of potLines(canvas, cash)) {
    const style = { size: 10, minSize: 8, bold: line.bold ?? false, pad: 1 }
    pen.text(line.label, { x: MARGIN, y: top, w: width - AMOUNT_W, h: ROW }, { ...style })
    const box = { x: MARGIN + width - AMOUNT_W, y: top, w: AMOUNT_W, h: ROW }
    pen.text(money(canvas, line.amount, cash.currency), box, { ...style, align: 'right' })
    doc.setDrawColor(line.bold ? 80 : 200)
    doc.line(MARGIN, top + ROW, MARGIN + width, top + ROW)
    top += ROW
  }
  doc.setDrawColor(0)
  const note = noteHeight(canvas, cash)
  if (note > 0) {
    const box = { x: MARGIN, y: top + 1, w: width, h: note - 1 }
    const style = { ...NOTE, minSize: NOTE.size, grey: 90, maxLines: 9, valign: 'top' as const }
    pen.text(texts.money.unsettled, box, { ...style, pad: 1 })
  }
  return top + note - y
}
