// Table cards: a folding tent card per table with its four names by seat, partners across.
import type { RoundPlan, Seat, TablePlan } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, seatingPlan, tableLabel, type PdfNight } from './night'
import type { Box } from './pen'
import { progress } from './progress'
import { drawBell, drawCutLine } from './shapes'
import { makeStamp } from './stamp'
import type { PdfOptions } from './types'

const SIDE = 12
const NAME = { size: 18, minSize: 12, bold: true, align: 'center', valign: 'top' } as const

/** The round line of cards and charts: "Set 1, round 3 · Roll for 3s". */
export function roundLine(canvas: Canvas, plan: RoundPlan): string {
  const c = canvas.texts.common
  const round = ((plan.round - 1) % 6) + 1
  return `${fill(c.setRound, { set: plan.set, round })} · ${fill(c.rollFor, { face: plan.target })}`
}

function drawSeat(canvas: Canvas, night: PdfNight, table: TablePlan, seat: Seat, box: Box): void {
  const { pen, texts } = canvas
  const label = { x: box.x, y: box.y, w: box.w, h: 4.5 }
  pen.text(texts.common.seats[seat], label, { size: 8.5, grey: 110, align: 'center' })
  const name = displayName(night, table.seats[seat], texts)
  const lines = box.h > 20 ? 3 : 2
  pen.text(
    name,
    { x: box.x, y: box.y + 4.5, w: box.w, h: box.h - 4.5 },
    { ...NAME, maxLines: lines },
  )
}

/** Draws one card face in the lower half of the page. */
function drawFace(canvas: Canvas, night: PdfNight, plan: RoundPlan, table: TablePlan): void {
  const { doc, page, pen, texts } = canvas
  const x = SIDE
  const w = page.width - 2 * SIDE
  let y = page.height / 2 + 9
  pen.text(roundLine(canvas, plan), { x, y, w, h: 6 }, { size: 10, grey: 90, align: 'center' })
  y += 7
  // Alone at one table there is no head table to ring for, and no partner.
  const alone = plan.play === 'individual'
  const head = table.table === 1 && !alone
  if (head) {
    drawBell(doc, x + 2, y + 2, 14)
    drawBell(doc, x + w - 16, y + 2, 14)
  }
  const title = { x: x + 18, y, w: w - 36, h: 18 }
  pen.text(tableLabel(texts, table.table), title, {
    size: 40,
    minSize: 24,
    bold: true,
    align: 'center',
  })
  y += 18
  if (head)
    pen.text(texts.common.headTable, { x, y, w, h: 6 }, { size: 12, bold: true, align: 'center' })
  y += 8
  const bottom = page.height - SIDE
  const rowH = 17
  const mid = { x: x + w / 2 - 25, y: y + rowH + 2, w: 50, h: bottom - y - 2 * rowH - 4 }
  doc.setLineWidth(0.5)
  doc.roundedRect(mid.x, mid.y, mid.w, mid.h, 3, 3)
  pen.text(
    alone ? texts.rules.night.individual : texts.cards.partners,
    { x: mid.x + 3, y: mid.y, w: mid.w - 6, h: mid.h },
    {
      size: 10,
      grey: 110,
      align: 'center',
      maxLines: 3,
    },
  )
  drawSeat(canvas, night, table, 'N', { x: x + w / 2 - 60, y, w: 120, h: rowH })
  drawSeat(canvas, night, table, 'S', { x: x + w / 2 - 60, y: bottom - rowH, w: 120, h: rowH })
  const sideW = mid.x - x - 2
  const side = { y: mid.y + mid.h / 2 - 12, w: sideW, h: 24 }
  drawSeat(canvas, night, table, 'W', { x, ...side })
  const east = { x: mid.x + mid.w + 2, ...side }
  drawSeat(canvas, night, table, 'E', east)
}

/** The plan the cards show; a night not started yet has no seating. */
export function planOf(night: PdfNight): RoundPlan {
  const plan = seatingPlan(night.state)
  if (!plan) throw new Error('The night has no seating yet: start it before printing table cards.')
  return plan
}

/** One tent card per table for the current round: fold across the middle, names face both ways. */
export async function tableCards(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const canvas = newCanvas('tableCards', options)
  const plan = planOf(night)
  const tick = progress(plan.tables.length, options.onProgress)
  for (const [i, table] of plan.tables.entries()) {
    if (i > 0) canvas.pen.addPage()
    const face = makeStamp(canvas, () => drawFace(canvas, night, plan, table))
    face.at(0, 0)
    face.upsideDown()
    const { page } = canvas
    drawCutLine(canvas.doc, 4, page.height / 2, page.width - 4, page.height / 2)
    const fold = { x: 0, y: page.height / 2 - 4, w: page.width, h: 3.5 }
    canvas.pen.text(canvas.texts.cards.fold, fold, { size: 7, grey: 150, align: 'center' })
    await tick(i + 1)
  }
  return finish(canvas)
}
