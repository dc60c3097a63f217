// Table tallies: one page per table, a row per round, a column per team for running totals.
import { SEATS, isGhost, tableGoal, tableStatements, type HouseRules } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { sayStatement } from '@shared/i18n/rules'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, seatingPlan, tableCount, tableLabel, type PdfNight } from './night'
import { drawNightLine } from './nightHeader'
import { MARGIN, PT } from './paper'
import { progress } from './progress'
import { drawRoundGrid, gridRows, type GridColumn } from './roundGrid'
import { drawLink, drawQr, linkWidth, qrCode } from './phoneCode'
import { drawBell } from './shapes'
import { makeStamp } from './stamp'
import type { PdfOptions } from './types'

const GREY = 90
/** Where the grid starts at the highest: the QR code and its quiet zone end above it. */
const GRID_TOP = 46
const NOTE_TOP = 35
const NOTE_SIZE = 9
const HINT = 9
/** With phones on: the table's QR code (mm, without its quiet zone), read from across a table. */
const TALLY_QR = 22
/** With phones on: the line under the heading that calls to scan and gives the link. */
const PHONE_LINE = 7.5

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

/** Some of the night's sets on one page: from `first` (0-based), `count` of them, rows this tall. */
interface SetsOnPage {
  first: number
  count: number
  rowHeight: number
}

// a grid's row height on a page this high, holding this many sets
function rowHeightOf(pageHeight: number, top: number, sets: number): number {
  return Math.min(10, (pageHeight - MARGIN - HINT - top - 9) / gridRows(sets))
}

/**
 * How a table's sets go onto its pages: all on one, or, in large print, as many a page as keep its
 * rows as tall (on the smaller page) as standard print's on the paper, so the rows grow by as much
 * as their text (a long night then takes each table two pages or more); the rows are all one height.
 */
export function setsOnPages(canvas: Canvas, sets: number, top: number): SetsOnPage[] {
  // the paper's height at standard print, the grid starting where it does on the smaller page
  const standard = rowHeightOf(canvas.page.height * canvas.scale, top, sets)
  let each = sets
  while (each > 1 && rowHeightOf(canvas.page.height, top, each) < standard) each--
  const rowHeight = rowHeightOf(canvas.page.height, top, each)
  const pages: SetsOnPage[] = []
  for (let first = 0; first < sets; first += each)
    pages.push({ first, count: Math.min(each, sets - first), rowHeight })
  return pages
}

function gridTop(night: PdfNight, notesEnd: number): number {
  return notesEnd + (night.phones ? PHONE_LINE : 0)
}

function drawFrame(canvas: Canvas, night: PdfNight, notesEnd: number, part: SetsOnPage): void {
  const { page, pen, texts } = canvas
  const { rules } = night.state
  const width = page.width - 2 * MARGIN
  drawNightLine(canvas, night, { x: MARGIN, y: MARGIN, w: width, h: 5 }, { size: 8.5, grey: GREY })
  const top = gridTop(night, notesEnd)
  const rowHeight = part.rowHeight
  const bottom = drawRoundGrid(canvas, {
    x: MARGIN,
    y: top,
    columns: columns(canvas, night, width),
    sets: part.count,
    firstSet: part.first,
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

/** The note under a table's heading: how its rounds end and where its players go. */
function tableNote(canvas: Canvas, rules: HouseRules, table: number, tables: number): string {
  const { texts } = canvas
  return tableStatements(rules, table, tables)
    .map((s) => sayStatement(texts.rules, s))
    .join(texts.rules.gap)
}

/**
 * Where the notes end and the grid starts: the longest table's note at NOTE_SIZE decides it for
 * every page, so each table's note prints at one size; lower with phones on (the call to scan).
 */
function noteBottom(canvas: Canvas, night: PdfNight, tables: number): number {
  const width = headingWidth(canvas, night.phones?.table(1) ?? null)
  let lines = 1
  for (let t = 1; t <= tables; t++)
    lines = Math.max(
      lines,
      canvas.pen.wrap(tableNote(canvas, night.state.rules, t, tables), width, NOTE_SIZE).length,
    )
  return Math.max(GRID_TOP, NOTE_TOP + lines * NOTE_SIZE * PT * 1.15 + 0.5)
}

/**
 * The table's QR code at the right of the heading, and under the heading the call to scan and
 * the link; returns the width the heading keeps on the left.
 */
function drawTablePhone(canvas: Canvas, link: string, notesEnd: number): number {
  const { page, pen, texts } = canvas
  const code = qrCode(link, TALLY_QR)
  const right = page.width - MARGIN
  // below the night line (which ends at 15 mm) by the quiet zone
  drawQr(canvas, code, right - code.size, 15.5 + code.quiet)
  // under the notes, clear of them and of the grid
  const y = notesEnd + 0.5
  const h = PHONE_LINE - 1.5
  const size = 8.5
  const linkW = Math.min(linkWidth(canvas, link, size), right - MARGIN - 60)
  drawLink(canvas, link, { x: right - linkW, y, w: linkW, h }, { size, minSize: 6 })
  pen.text(
    texts.phones.table,
    { x: MARGIN, y, w: right - linkW - 3 - MARGIN, h },
    { size: 9, minSize: 7, bold: true, align: 'right' },
  )
  return headingWidth(canvas, link)
}

/** The width the heading keeps on the left of the QR code (all of it with phones off). */
function headingWidth(canvas: Canvas, link: string | null): number {
  const { page } = canvas
  if (!link) return page.width - 2 * MARGIN
  const code = qrCode(link, TALLY_QR)
  return page.width - 2 * MARGIN - code.size - code.quiet - 1
}

/** The table's own heading: its number, the head-table bell, what it plays to and how it ends. */
function drawTableHead(
  canvas: Canvas,
  rules: HouseRules,
  table: number,
  tables: number,
  link: string | null,
  notesEnd: number,
): void {
  const { doc, page, pen, texts } = canvas
  const alone = rules.play === 'individual'
  const head = table === 1 && !alone
  const width = link ? drawTablePhone(canvas, link, notesEnd) : page.width - 2 * MARGIN
  const bell = head ? 11 : 0
  if (head) drawBell(doc, MARGIN, 16.5, 10)
  const title = tableLabel(texts, table) + (head ? ` · ${texts.common.headTable}` : '')
  pen.text(title, { x: MARGIN + bell, y: 15.5, w: width - bell, h: 12 }, { size: 22, bold: true })
  const goal =
    tableGoal(rules, table) === 'target'
      ? fill(texts.tally.playTo, { target: rules.target })
      : texts.tally.playToBell
  pen.text(goal, { x: MARGIN, y: 28.5, w: width, h: 6 }, { size: 11, bold: true })
  const note = tableNote(canvas, rules, table, tables)
  const h = notesEnd - NOTE_TOP
  const rows = Math.max(1, Math.floor(h / (NOTE_SIZE * PT * 1.15) + 1e-9))
  pen.text(
    note,
    { x: MARGIN, y: NOTE_TOP, w: width, h },
    { size: NOTE_SIZE, minSize: 7, grey: GREY, maxLines: rows, valign: 'top' },
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
  const count = tableCount(night.state)
  const notesEnd = noteBottom(canvas, night, count)
  const parts = setsOnPages(canvas, rules.sets, gridTop(night, notesEnd))
  const frames = parts.map((part) =>
    makeStamp(canvas, () => drawFrame(canvas, night, notesEnd, part)),
  )
  const tick = progress(count, options.onProgress)
  for (let table = 1; table <= count; table++) {
    for (const [i, frame] of frames.entries()) {
      if (table > 1 || i > 0) canvas.pen.addPage()
      frame.at(0, 0)
      drawTableHead(canvas, rules, table, count, night.phones?.table(table) ?? null, notesEnd)
    }
    await tick(table)
  }
  return finish(canvas)
}
