// Table tallies: one page per table, a row per round, a column per team for running totals.
import { SEATS, type HouseRules } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, nightLine, seatingPlan, tableCount, tableLabel, type PdfNight } from './night'
import { MARGIN } from './paper'
import { progress } from './progress'
import { drawRoundGrid, gridRows, type GridColumn } from './roundGrid'
import { drawBell } from './shapes'
import { makeStamp } from './stamp'
import type { PdfOptions } from './types'

const GREY = 90
const GRID_TOP = 46
const HINT = 9

function columns(canvas: Canvas, night: PdfNight, width: number): GridColumn[] {
  const { texts } = canvas
  const { rules } = night.state
  // Alone at one table, nobody moves: each column can carry its player's name.
  const seats = seatingPlan(night.state)?.tables[0]?.seats
  const t = texts.tally
  const fixed: GridColumn[] = [
    { header: t.round, width: 24, cell: (face) => fill(texts.common.round, { n: face }) },
    { header: t.target, width: 12, cell: (face) => String(face), bold: true },
  ]
  const individual = rules.play === 'individual'
  const winnerWidth = individual ? 30 : 26
  const winners = individual
    ? SEATS.map((s) => texts.common.seatShort[s]).join('  ')
    : `${texts.common.teams.NS}   ${texts.common.teams.EW}`
  const sides = individual
    ? SEATS.map((s) =>
        seats
          ? displayName(night, seats[s], texts)
          : fill(t.player, { seat: texts.common.seats[s] }),
      )
    : [fill(t.team, { team: texts.common.teams.NS }), fill(t.team, { team: texts.common.teams.EW })]
  const rest = width - 36 - winnerWidth
  return [
    ...fixed,
    ...sides.map((header) => ({ header, width: rest / sides.length, slots: individual ? 3 : 6 })),
    { header: t.winner, width: winnerWidth, cell: () => winners, grey: 150 },
  ]
}

function drawFrame(canvas: Canvas, night: PdfNight, line: string): void {
  const { page, pen, texts } = canvas
  const { rules } = night.state
  const width = page.width - 2 * MARGIN
  pen.text(line, { x: MARGIN, y: MARGIN, w: width, h: 5 }, { size: 8.5, grey: GREY })
  pen.text(
    fill(texts.tally.playTo, { target: rules.target }),
    { x: MARGIN, y: 29, w: width, h: 6 },
    {
      size: 11,
      bold: true,
    },
  )
  const rowHeight = Math.min(
    10,
    (page.height - MARGIN - HINT - GRID_TOP - 9) / gridRows(rules.sets),
  )
  const bottom = drawRoundGrid(canvas, {
    x: MARGIN,
    y: GRID_TOP,
    columns: columns(canvas, night, width),
    sets: rules.sets,
    rowHeight,
    headerHeight: 9,
    textSize: Math.min(9, rowHeight * 1.5),
  })
  const hint = rules.play === 'individual' ? texts.tally.hintAlone : texts.tally.hint
  pen.text(
    hint,
    { x: MARGIN, y: bottom + 1.5, w: width, h: HINT - 1.5 },
    {
      size: 8,
      minSize: 6,
      grey: GREY,
      maxLines: 2,
      valign: 'top',
    },
  )
}

function drawTableHead(canvas: Canvas, rules: HouseRules, table: number): void {
  const { doc, page, pen, texts } = canvas
  const alone = rules.play === 'individual'
  const head = table === 1 && !alone
  const width = page.width - 2 * MARGIN
  const bell = head ? 11 : 0
  if (head) drawBell(doc, MARGIN, 16.5, 10)
  const title = tableLabel(texts, table) + (head ? ` · ${texts.common.headTable}` : '')
  pen.text(title, { x: MARGIN + bell, y: 15.5, w: width - bell, h: 12 }, { size: 22, bold: true })
  const note = alone
    ? texts.tally.alone
    : (head ? texts.tally.head : texts.tally.other)[rules.roundEnd]
  pen.text(
    fill(note, { target: rules.target }),
    { x: MARGIN, y: 35, w: width, h: 10 },
    {
      size: 9,
      minSize: 7,
      grey: GREY,
      maxLines: 2,
      valign: 'top',
    },
  )
}

/** One tally page per table of the current seating (or per table the guests will fill). */
export async function tallies(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const canvas = newCanvas('tallies', options)
  const { rules } = night.state
  const frame = makeStamp(canvas, () =>
    drawFrame(canvas, night, nightLine(night.state, options.language)),
  )
  const count = tableCount(night.state)
  const tick = progress(count, options.onProgress)
  for (let table = 1; table <= count; table++) {
    if (table > 1) canvas.pen.addPage()
    frame.at(0, 0)
    drawTableHead(canvas, rules, table)
    await tick(table)
  }
  return finish(canvas)
}
