// Table signs for a hall: one page per table with its number as large as the page takes, its
// group's name in a room split into groups and the head table marked with bells; then the room
// plan, the tables laid out by group, each group's head table with a bell.
import { countText } from '@shared/i18n/plural'
import { fill } from '@shared/i18n/pdf'
import { roomPlan, signGroupsOf, type PlannedGroup } from '@shared/night/roomPlan'
import { finish, newCanvas, type Canvas } from './document'
import type { PdfNight } from './night'
import type { Box } from './pen'
import { progress } from './progress'
import { drawBell } from './shapes'
import type { PdfOptions } from './types'

const SIDE = 14

function drawSign(canvas: Canvas, night: PdfNight, group: PlannedGroup, table: number): void {
  const { doc, page, pen, texts } = canvas
  const t = texts.signs
  const w = page.width - 2 * SIDE
  const h = page.height - 2 * SIDE
  const head = group.tables.find((p) => p.table === table)?.head ?? false
  doc.setLineWidth(1.2)
  doc.roundedRect(SIDE, SIDE, w, h, 6, 6)
  pen.text(t.table, { x: SIDE, y: SIDE + 12, w, h: 26 }, { size: 54, bold: true, align: 'center' })
  pen.text(
    String(table),
    { x: SIDE + 6, y: SIDE + 40, w: w - 12, h: h * 0.5 },
    { size: 420, minSize: 120, bold: true, align: 'center', valign: 'middle' },
  )
  let y = SIDE + 40 + h * 0.5 + 6
  if (group.group !== null) {
    pen.text(
      fill(t.group, { n: group.group }),
      { x: SIDE, y, w, h: 26 },
      { size: 56, bold: true, align: 'center' },
    )
    y += 30
  }
  if (head) {
    drawBell(doc, SIDE + w / 2 - 60, y, 16)
    drawBell(doc, SIDE + w / 2 + 44, y, 16)
    pen.text(
      t.head,
      { x: SIDE + w / 2 - 42, y, w: 84, h: 16 },
      { size: 26, bold: true, align: 'center', valign: 'middle' },
    )
  }
  pen.text(
    night.state.details.title,
    { x: SIDE, y: SIDE + h - 14, w, h: 10 },
    { size: 12, grey: 110, align: 'center' },
  )
}

// a grid of `n` cells in `box`, as square as the box allows
function gridOf(n: number, box: Box, gap: number): Box[] {
  const cols = Math.max(1, Math.ceil(Math.sqrt((n * box.w) / box.h)))
  const rows = Math.max(1, Math.ceil(n / cols))
  const cw = (box.w - gap * (cols - 1)) / cols
  const ch = (box.h - gap * (rows - 1)) / rows
  return Array.from({ length: n }, (_, i) => ({
    x: box.x + (i % cols) * (cw + gap),
    y: box.y + Math.floor(i / cols) * (ch + gap),
    w: cw,
    h: ch,
  }))
}

function drawGroup(canvas: Canvas, group: PlannedGroup, box: Box): void {
  const { doc, pen, texts } = canvas
  const t = texts.signs
  doc.setLineWidth(0.6)
  doc.roundedRect(box.x, box.y, box.w, box.h, 3, 3)
  const title = group.group === null ? t.planChain : fill(t.group, { n: group.group })
  const count = countText(t.tables, group.tables.length, canvas.options.language)
  pen.text(
    `${title} · ${count}`,
    { x: box.x + 2, y: box.y + 1.5, w: box.w - 4, h: 8 },
    {
      size: 12,
      minSize: 7,
      bold: true,
      align: 'center',
    },
  )
  const inner = { x: box.x + 3, y: box.y + 11, w: box.w - 6, h: box.h - 14 }
  gridOf(group.tables.length, inner, 2.5).forEach((cell, i) => {
    const table = group.tables[i]
    if (!table) return
    doc.setLineWidth(table.head ? 1 : 0.4)
    doc.roundedRect(cell.x, cell.y, cell.w, cell.h, 2, 2)
    const bell = Math.min(6, cell.h * 0.3)
    if (table.head) drawBell(doc, cell.x + cell.w / 2 - bell / 2, cell.y + 1, bell)
    const top = table.head ? bell + 1 : 0
    pen.text(
      String(table.table),
      { x: cell.x + 1, y: cell.y + top, w: cell.w - 2, h: cell.h - top },
      { size: 22, minSize: 6, bold: table.head, align: 'center', valign: 'middle' },
    )
  })
}

function drawPlan(canvas: Canvas, night: PdfNight, groups: readonly PlannedGroup[]): void {
  const { page, pen, texts } = canvas
  const w = page.width - 2 * SIDE
  pen.text(texts.signs.roomPlan, { x: SIDE, y: SIDE, w, h: 12 }, { size: 22, bold: true })
  pen.text(night.state.details.title, { x: SIDE, y: SIDE + 12, w, h: 7 }, { size: 11, grey: 90 })
  pen.text(texts.signs.planHint, { x: SIDE, y: SIDE + 19, w, h: 7 }, { size: 10, grey: 90 })
  const area = { x: SIDE, y: SIDE + 30, w, h: page.height - 2 * SIDE - 30 }
  gridOf(groups.length, area, 5).forEach((box, i) => {
    const group = groups[i]
    if (group) drawGroup(canvas, group, box)
  })
}

/** Each table's group and the plan the signs print; a night not started has no tables yet. */
export function planOfNight(night: PdfNight): PlannedGroup[] {
  const groups = roomPlan(signGroupsOf(night.state))
  if (groups.length === 0) {
    throw new Error('The night has no seating yet: start it before printing table signs.')
  }
  return groups
}

/** One sign per table (its number, its group, the head table marked), then the room plan. */
export async function tableSigns(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const canvas = newCanvas('tableSigns', options)
  const groups = planOfNight(night)
  const tables = groups.flatMap((g) => g.tables.map((t) => ({ group: g, table: t.table })))
  const tick = progress(tables.length + 1, options.onProgress)
  for (const [i, { group, table }] of tables.entries()) {
    if (i > 0) canvas.pen.addPage()
    drawSign(canvas, night, group, table)
    await tick(i + 1)
  }
  canvas.pen.addPage()
  drawPlan(canvas, night, groups)
  await tick(tables.length + 1)
  return finish(canvas)
}
