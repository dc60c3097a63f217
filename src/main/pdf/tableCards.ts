// Table cards: a folding tent card per table with its four names by seat, partners across.
import { isGhost, roundsInNight, type RoundPlan, type Seat, type TablePlan } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { roundLabel } from '@shared/roundLabel'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, seatingPlan, tableLabel, type PdfNight } from './night'
import type { Box } from './pen'
import { progress } from './progress'
import { drawBell, drawCutLine } from './shapes'
import { makeStamp } from './stamp'
import type { PdfOptions } from './types'

const SIDE = 12
const NAME = { size: 16, minSize: 11, bold: true, align: 'center', valign: 'top' } as const

/** The round a seating is for: "Set 1 · Round 3 (3 of 24)", as the host's screen says it. */
export function roundName(canvas: Canvas, plan: RoundPlan, total: number): string {
  return fill(canvas.texts.common.setRound, roundLabel(plan, total))
}

/** The round line of charts: "Set 1 · Round 3 (3 of 24) · Roll for 3s". */
export function roundLine(canvas: Canvas, plan: RoundPlan, total: number): string {
  const face = fill(canvas.texts.common.rollFor, { face: plan.target })
  return `${roundName(canvas, plan, total)} · ${face}`
}

function drawSeat(canvas: Canvas, night: PdfNight, table: TablePlan, seat: Seat, box: Box): void {
  const { pen, texts } = canvas
  // alone at the table, an empty chair gets no label at all
  if (night.state.rules.play === 'individual' && isGhost(table.seats[seat])) return
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

/**
 * Draws one card face in the lower half of the page: what never changes (the table number as
 * large as it fits, the head table's bells) on top, then this round's seats, labelled with it.
 */
function drawFace(canvas: Canvas, night: PdfNight, plan: RoundPlan, table: TablePlan): void {
  const { doc, page, pen, texts } = canvas
  const x = SIDE
  const w = page.width - 2 * SIDE
  let y = page.height / 2 + 7
  // Alone at one table there is no head table to ring for, and no partner.
  const alone = plan.play === 'individual'
  const head = table.table === 1 && !alone
  const titleH = 30
  if (head) {
    drawBell(doc, x, y + 5, 20)
    drawBell(doc, x + w - 20, y + 5, 20)
  }
  const title = { x: x + 22, y, w: w - 44, h: titleH }
  pen.text(tableLabel(texts, table.table), title, {
    size: 84,
    minSize: 30,
    bold: true,
    align: 'center',
  })
  y += titleH
  if (head)
    pen.text(texts.common.headTable, { x, y, w, h: 7 }, { size: 15, bold: true, align: 'center' })
  y += 8
  const label = fill(texts.cards.seatsFor, {
    round: roundName(canvas, plan, roundsInNight(night.state.rules)),
  })
  pen.text(label, { x, y, w, h: 6 }, { size: 10.5, bold: true, grey: 60, align: 'center' })
  y += 7
  const bottom = page.height - SIDE
  const rowH = 15
  const mid = { x: x + w / 2 - 25, y: y + rowH + 2, w: 50, h: bottom - y - 2 * rowH - 4 }
  doc.setLineWidth(0.5)
  doc.roundedRect(mid.x, mid.y, mid.w, mid.h, 3, 3)
  pen.text(
    alone ? texts.rules.say['night.individual'] : texts.cards.partners,
    { x: mid.x + 3, y: mid.y, w: mid.w - 6, h: mid.h },
    { size: 9.5, grey: 110, align: 'center', maxLines: 3 },
  )
  drawSeat(canvas, night, table, 'N', { x: x + w / 2 - 60, y, w: 120, h: rowH })
  drawSeat(canvas, night, table, 'S', { x: x + w / 2 - 60, y: bottom - rowH, w: 120, h: rowH })
  const sideW = mid.x - x - 2
  const side = { y: mid.y + mid.h / 2 - 11, w: sideW, h: 22 }
  drawSeat(canvas, night, table, 'W', { x, ...side })
  drawSeat(canvas, night, table, 'E', { x: mid.x + mid.w + 2, ...side })
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
