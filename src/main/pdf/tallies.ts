// Table tallies: one page per table, a row per round, a column per team for running totals.
import { SEATS, isGhost, tableGoal, tableStatements, type HouseRules } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { sayStatement } from '@shared/i18n/rules'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, seatingPlan, tableCount, tableLabel, type PdfNight } from './night'
import { drawNightLine } from './nightHeader'
import { MARGIN } from './paper'
import { progress } from './progress'
import { drawRoundGrid, gridRows, type GridColumn } from './roundGrid'
import { drawBell } from './shapes'
import { makeStamp } from './stamp'
import type { PdfOptions } from './types'

const GREY = 90
const GRID_TOP = 46
const HINT = 9

/**
 * Boxes for a team's running totals in one round, one per scoring turn. In 20,000 simulated
 * rounds with the engine's dice, 95 % of busier teams needed at most this many (tallySlots.test).
 */
export const TEAM_SLOTS = 12
/** The same for a player alone at the table (individual play, first to the target). */
export const PLAYER_SLOTS = 10

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
  // Alone, only the seats someone sits in get a column.
  const playing = SEATS.filter((s) => !seats || !isGhost(seats[s]))
  const winnerWidth = individual ? 8 * playing.length : 26
  const winners = individual
    ? playing.map((s) => texts.common.seatShort[s]).join('  ')
    : `${texts.common.teams.NS}   ${texts.common.teams.EW}`
  const sides = individual
    ? playing.map((s) =>
        seats
          ? displayName(night, seats[s], texts)
          : fill(t.player, { seat: texts.common.seats[s] }),
      )
    : [fill(t.team, { team: texts.common.teams.NS }), fill(t.team, { team: texts.common.teams.EW })]
  const rest = width - 36 - winnerWidth
  const slots = individual ? PLAYER_SLOTS : TEAM_SLOTS
  return [
    ...fixed,
    ...sides.map((header) => ({ header, width: rest / sides.length, slots })),
    { header: t.winner, width: winnerWidth, cell: () => winners, grey: 150 },
  ]
}

function drawFrame(canvas: Canvas, night: PdfNight): void {
  const { page, pen, texts } = canvas
  const { rules } = night.state
  const width = page.width - 2 * MARGIN
  drawNightLine(canvas, night, { x: MARGIN, y: MARGIN, w: width, h: 5 }, { size: 8.5, grey: GREY })
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
    { size: 8, minSize: 6, grey: GREY, maxLines: 2, valign: 'top' },
  )
}

/** The table's own heading: its number, the head-table bell, what it plays to and how it ends. */
function drawTableHead(canvas: Canvas, rules: HouseRules, table: number, tables: number): void {
  const { doc, page, pen, texts } = canvas
  const alone = rules.play === 'individual'
  const head = table === 1 && !alone
  const width = page.width - 2 * MARGIN
  const bell = head ? 11 : 0
  if (head) drawBell(doc, MARGIN, 16.5, 10)
  const title = tableLabel(texts, table) + (head ? ` · ${texts.common.headTable}` : '')
  pen.text(title, { x: MARGIN + bell, y: 15.5, w: width - bell, h: 12 }, { size: 22, bold: true })
  const goal =
    tableGoal(rules, table) === 'target'
      ? fill(texts.tally.playTo, { target: rules.target })
      : texts.tally.playToBell
  pen.text(goal, { x: MARGIN, y: 28.5, w: width, h: 6 }, { size: 11, bold: true })
  const note = tableStatements(rules, table, tables)
    .map((s) => sayStatement(texts.rules, s))
    .join(texts.rules.gap)
  pen.text(
    note,
    { x: MARGIN, y: 35, w: width, h: 10.5 },
    { size: 9, minSize: 6.5, grey: GREY, maxLines: 3, valign: 'top' },
  )
}

/** One tally page per table of the current seating (or per table the guests will fill). */
export async function tallies(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const { rules } = night.state
  // Players alone need more columns of boxes: the page turns sideways for them.
  const canvas = newCanvas(
    'tallies',
    options,
    rules.play === 'individual' ? 'landscape' : 'portrait',
  )
  const frame = makeStamp(canvas, () => drawFrame(canvas, night))
  const count = tableCount(night.state)
  const tick = progress(count, options.onProgress)
  for (let table = 1; table <= count; table++) {
    if (table > 1) canvas.pen.addPage()
    frame.at(0, 0)
    drawTableHead(canvas, rules, table, count)
    await tick(table)
  }
  return finish(canvas)
}
