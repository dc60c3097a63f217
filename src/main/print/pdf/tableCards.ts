// Table cards: a folding tent card per table with its four names by seat, partners across.
import { isGhost, roundsInNight, type RoundPlan, type Seat, type TablePlan } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { roundLabel } from '@shared/roundLabel'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, seatingPlan, tableLabel, type PdfNight } from './night'
import type { Box } from './pen'
import { drawLink, drawQr, qrCode, qrSizeFor } from './phoneCode'
import { progress } from './progress'
import { drawBell, drawCutLine } from './shapes'
import { makeStamp } from './stamp'
import type { PdfOptions } from './types'

const SIDE = 12
const NAME = { size: 16, minSize: 11, bold: true, align: 'center', valign: 'top' } as const
/** How an empty seat's label differs from a guest's name. */
export const GHOST = { bold: false, grey: 120 } as const

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
  const id = table.seats[seat]
  const lines = box.h > 26 ? 4 : box.h > 20 ? 3 : 2
  const nameBox = { x: box.x, y: box.y + 4.5, w: box.w, h: box.h - 4.5 }
  // a ghost is an empty chair, not a guest: said so, in light grey, never in a guest's bold
  if (isGhost(id)) pen.text(texts.common.ghostSeat, nameBox, { ...NAME, ...GHOST, maxLines: lines })
  else pen.text(displayName(night, id, texts), nameBox, { ...NAME, maxLines: lines })
}

/** Width of the table drawn in the middle of a card when it carries the phones' QR code. */
const PHONE_TABLE_W = 84
/** Room for the QR code with its quiet zone, at most: a code near 29 mm, read across a table. */
const CARD_QR_ROOM = 36

/** The table's QR code on the left of the drawn table; the note, the call to scan and the link. */
function drawTablePhone(canvas: Canvas, link: string, mid: Box, note: string): void {
  const { pen, texts } = canvas
  // inside the table's outline (half a millimetre), quiet zone included
  const room = Math.min(CARD_QR_ROOM, mid.h - 1)
  const code = qrCode(link, qrSizeFor(link, room))
  drawQr(canvas, code, mid.x + 0.5 + code.quiet, mid.y + (mid.h - code.size) / 2)
  const x = mid.x + 0.5 + room
  const w = mid.x + mid.w - 2.5 - x
  const y = mid.y + 2
  const h = mid.h - 4
  pen.text(
    note,
    { x, y, w, h: h * 0.4 },
    { size: 9, minSize: 7, grey: 110, align: 'center', maxLines: 3 },
  )
  pen.text(
    texts.phones.table,
    { x, y: y + h * 0.4, w, h: h * 0.32 },
    { size: 10, minSize: 7.5, bold: true, align: 'center', maxLines: 2 },
  )
  drawLink(
    canvas,
    link,
    { x, y: y + h * 0.72, w, h: h * 0.28 },
    {
      size: 8,
      minSize: 6,
      align: 'center',
    },
  )
}

/** Room for the Wi-Fi's QR code with its quiet zone, in the card's lower right corner. */
const WIFI_QR_ROOM = 24

/** The party's Wi-Fi in the corner beside East and South: a few words, then its QR code. */
function drawWifi(canvas: Canvas, wifi: { name: string; text: string }, corner: Box): void {
  const { pen, texts } = canvas
  const room = Math.min(WIFI_QR_ROOM, corner.h - 4, corner.w)
  const code = qrCode(wifi.text, qrSizeFor(wifi.text, room))
  const caption = { x: corner.x, y: corner.y, w: corner.w, h: corner.h - room }
  pen.text(fill(texts.phones.wifi, { name: wifi.name }), caption, {
    size: 7.5,
    minSize: 6,
    bold: true,
    align: 'center',
    valign: 'bottom',
    maxLines: 2,
  })
  const left = corner.x + (corner.w - room) / 2 + code.quiet
  drawQr(canvas, code, left, corner.y + corner.h - room + code.quiet)
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
  // with phones on, the table in the middle is wider: its QR code and link sit on it
  const link = night.phones?.table(table.table) ?? null
  const midW = link ? PHONE_TABLE_W : 50
  const mid = { x: x + w / 2 - midW / 2, y: y + rowH + 2, w: midW, h: bottom - y - 2 * rowH - 4 }
  doc.setLineWidth(0.5)
  doc.roundedRect(mid.x, mid.y, mid.w, mid.h, 3, 3)
  const note = alone ? texts.rules.say['night.individual'] : texts.cards.partners
  if (link) drawTablePhone(canvas, link, mid, note)
  else
    pen.text(
      note,
      { x: mid.x + 3, y: mid.y, w: mid.w - 6, h: mid.h },
      { size: 9.5, grey: 110, align: 'center', maxLines: 3 },
    )
  drawSeat(canvas, night, table, 'N', { x: x + w / 2 - 60, y, w: 120, h: rowH })
  drawSeat(canvas, night, table, 'S', { x: x + w / 2 - 60, y: bottom - rowH, w: 120, h: rowH })
  const sideW = mid.x - x - 2
  // beside the wider table of phones on, a long name gets a fourth line instead
  const sideH = link ? 28 : 22
  const side = { y: mid.y + mid.h / 2 - sideH / 2, w: sideW, h: sideH }
  drawSeat(canvas, night, table, 'W', { x, ...side })
  drawSeat(canvas, night, table, 'E', { x: mid.x + mid.w + 2, ...side })
  // the corner right of South and below East: the Wi-Fi guests join
  const cornerX = x + w / 2 + 61
  const cornerY = side.y + side.h
  if (night.wifi) {
    drawWifi(canvas, night.wifi, {
      x: cornerX,
      y: cornerY,
      w: x + w - cornerX,
      h: bottom - cornerY,
    })
  }
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
