// The seating chart: every table of the current round with its four names, by seat.
import { isGhost, roundsInNight, type Seat, type TablePlan } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { chartLayout, type ChartLayout } from './chartLayout'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, tableLabel, type PdfNight } from './night'
import { drawNightLine } from './nightHeader'
import { MARGIN } from './paper'
import { progress } from './progress'
import { drawBell } from './shapes'
import { GHOST, planOf, roundLine } from './tableCards'
import type { PdfOptions } from './types'

const TOP = 30
// Partners are listed together: N with S, then E with W.
const ORDER: readonly Seat[] = ['N', 'S', 'E', 'W']

function drawCell(
  canvas: Canvas,
  night: PdfNight,
  table: TablePlan,
  x: number,
  y: number,
  l: ChartLayout,
): void {
  const { doc, pen, texts } = canvas
  const { size, line } = l
  const w = l.cellWidth
  const individual = night.state.rules.play === 'individual'
  doc.setLineWidth(0.3)
  doc.rect(x, y, w, l.cellHeight)
  doc.setFillColor(232, 232, 232)
  doc.rect(x, y, w, line + 1, 'F')
  const head = table.table === 1 && !individual
  const bell = head ? line : 0
  if (head) drawBell(doc, x + 1, y + 0.7, line - 0.4)
  const title = tableLabel(texts, table.table) + (head ? ` · ${texts.common.headTable}` : '')
  pen.text(
    title,
    { x: x + bell, y, w: w - bell, h: line + 1 },
    { size, bold: true, pad: 1.2, minSize: size * 0.6 },
  )
  const label = size * 0.36 + 1.5
  ORDER.forEach((seat, i) => {
    const top = y + 1.5 + line * (i + 1) + (i >= 2 ? 0.5 : 0)
    const seatBox = { x: x + 1.2, y: top, w: label, h: line }
    pen.text(texts.common.seatShort[seat], seatBox, { size: size * 0.85, grey: 110, bold: true })
    // alone at the table, an empty chair is just empty
    const id = table.seats[seat]
    const ghost = isGhost(id)
    const name = ghost ? (individual ? '' : texts.common.ghostSeat) : displayName(night, id, texts)
    pen.text(
      name,
      { x: x + 1.2 + label, y: top, w: w - label - 2.4, h: line },
      { size, minSize: Math.max(5.5, size * 0.6), ...(ghost ? GHOST : {}) },
    )
  })
  doc.setDrawColor(200)
  doc.line(x + 1.2, y + 1.5 + line * 3 + 0.25, x + w - 1.2, y + 1.5 + line * 3 + 0.25)
  doc.setDrawColor(0)
}

/** The widest text of any cell, in ems: a table's title in bold, or a name. */
function widestEm(canvas: Canvas, night: PdfNight): number {
  const { pen, texts } = canvas
  const plan = planOf(night)
  let widest = 0
  const measure = (text: string, bold: boolean): void => {
    const font = pen.use(text, bold)
    widest = Math.max(widest, pen.em(pen.faces.printable(text, font)))
  }
  for (const table of plan.tables) {
    measure(`${tableLabel(texts, table.table)} · ${texts.common.headTable}`, true)
    for (const id of Object.values(table.seats))
      measure(isGhost(id) ? texts.common.ghostSeat : displayName(night, id, texts), false)
  }
  return widest
}

/** Every table of the current round on one page (or as few pages as keep the names readable). */
export async function seatingChart(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const canvas = newCanvas('seatingChart', options)
  const { page, pen, texts } = canvas
  const plan = planOf(night)
  const layout = chartLayout(page, TOP, plan.tables.length, widestEm(canvas, night))
  const perPage = layout.columns * layout.rows
  const pages = Math.ceil(plan.tables.length / perPage)
  const width = page.width - 2 * MARGIN
  const tick = progress(pages, options.onProgress, 1)
  for (let p = 0; p < pages; p++) {
    if (p > 0) pen.addPage()
    pen.text(
      texts.chart.title,
      { x: MARGIN, y: MARGIN, w: width * 0.6, h: 10 },
      { size: 18, bold: true },
    )
    if (pages > 1) {
      const pageNo = fill(texts.common.page, { n: p + 1, total: pages })
      pen.text(
        pageNo,
        { x: MARGIN + width * 0.6, y: MARGIN, w: width * 0.4, h: 10 },
        { size: 9, grey: 90, align: 'right' },
      )
    }
    const sub = { x: MARGIN, y: MARGIN + 11, w: width, h: 6 }
    drawNightLine(
      canvas,
      night,
      sub,
      { size: 10, grey: 90 },
      `${roundLine(canvas, plan, roundsInNight(night.state.rules))} · `,
    )
    plan.tables.slice(p * perPage, (p + 1) * perPage).forEach((table, i) => {
      const col = i % layout.columns
      const row = Math.floor(i / layout.columns)
      const x = MARGIN + col * (layout.cellWidth + layout.gap)
      const y = TOP + row * (layout.cellHeight + layout.gap)
      drawCell(canvas, night, table, x, y, layout)
    })
    await tick(p + 1)
  }
  return finish(canvas)
}
