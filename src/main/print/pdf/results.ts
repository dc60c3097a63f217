// Results: the standings of the night and its prizes, with how each prize was settled.
import { roundsInNight } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, type PdfNight } from './night'
import { drawNightLine } from './nightHeader'
import { MARGIN, PT } from './paper'
import { awardRow, drawAward } from './prizeRows'
import { numberPages } from './pages'
import { playoffLines } from './playoffLines'
import { drawPot, potHeight } from './pot'
import { progress } from './progress'
import { nightAwards, rankedStandings, type RankedRecord } from './standings'
import type { PdfOptions } from './types'

const ROW = 6.5
const PLAYOFF_LINE = 6
/** The smallest size of the standings' headers (pt). */
const HEADER_SIZE = 7.5
const HEADER = 8
// Where the first page's standings start, and a later page's (below its repeated header).
const FIRST_TOP = 40
const LATER_TOP = MARGIN + 13

interface Column {
  header: string
  width: number
  value: (r: RankedRecord) => string
}

function standingColumns(canvas: Canvas, night: PdfNight): Column[] {
  const { pen } = canvas
  const t = canvas.texts.results
  const rules = night.state.rules
  // a column is as wide as its header's longest word in bold at 7.5 pt needs
  const need = (header: string): number => {
    pen.use(header, true)
    const words = header.split(/\s+/).map((w) => pen.em(w) * HEADER_SIZE * PT + 2.4)
    return Math.max(...words, pen.em(header) * HEADER_SIZE * PT * 0.5 + 2.4)
  }
  const count = (header: string, value: (r: RankedRecord) => number, width = 17): Column => ({
    header,
    width: Math.max(width, need(header)),
    value: (r) => String(value(r)),
  })
  const columns = [
    count(t.wins, (r) => r.wins),
    count(t.losses, (r) => r.losses),
    count(t.buncos, (r) => r.buncos),
    ...(rules.recordMinis ? [count(t.minis, (r) => r.minis, 15)] : []),
    ...(rules.recordWipeouts ? [count(t.wipeouts, (r) => r.wipeouts)] : []),
    count(t.points, (r) => r.points),
    count(t.rounds, (r) => r.roundsPlayed),
  ]
  const width = canvas.page.width - 2 * MARGIN - 10 - columns.reduce((s, c) => s + c.width, 0)
  const name = (r: RankedRecord): string => displayName(night, r.player, canvas.texts)
  return [count(t.rank, (r) => r.place, 10), { header: t.name, width, value: name }, ...columns]
}

function drawHeader(canvas: Canvas, columns: Column[], y: number): void {
  const { doc, pen } = canvas
  doc.setFillColor(225, 225, 225)
  doc.rect(MARGIN, y, canvas.page.width - 2 * MARGIN, HEADER, 'F')
  let x = MARGIN
  for (const [i, c] of columns.entries()) {
    const align = i === 1 ? 'left' : 'center'
    pen.text(
      c.header,
      { x, y, w: c.width, h: HEADER },
      { size: 8.5, minSize: HEADER_SIZE, bold: true, maxLines: 2, align, pad: 1 },
    )
    x += c.width
  }
}

function drawRows(canvas: Canvas, columns: Column[], rows: RankedRecord[], y: number): void {
  const { doc, pen } = canvas
  doc.setDrawColor(200)
  doc.setLineWidth(0.15)
  rows.forEach((_, i) =>
    doc.line(MARGIN, y + (i + 1) * ROW, canvas.page.width - MARGIN, y + (i + 1) * ROW),
  )
  doc.setDrawColor(0)
  let x = MARGIN
  for (const [i, c] of columns.entries()) {
    const box = { x, y, w: c.width, h: ROW }
    if (i === 1) {
      rows.forEach((r, k) =>
        pen.text(
          c.value(r),
          { ...box, y: y + k * ROW },
          { size: 10, minSize: 6.5, maxLines: 2, pad: 1 },
        ),
      )
    } else {
      pen.column(rows.map(c.value), box, { size: 10, align: 'center', bold: i === 2 })
    }
    x += c.width
  }
}

/** A later page: the title and the night's line again, small, so a loose page says what it is. */
function newPage(canvas: Canvas, night: PdfNight): number {
  const { page, pen, texts } = canvas
  pen.addPage()
  const width = page.width - 2 * MARGIN
  const box = { x: MARGIN, y: MARGIN, w: width * 0.8, h: 6 }
  drawNightLine(canvas, night, box, { size: 9, grey: 90 }, `${texts.results.title} · `)
  return LATER_TOP
}

/** Standings (flowing over pages) followed by the prizes of the night. */
export async function results(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const canvas = newCanvas('results', options)
  const { page, pen, texts } = canvas
  const { state } = night
  const t = texts.results
  const width = page.width - 2 * MARGIN
  pen.text(t.title, { x: MARGIN, y: MARGIN, w: width, h: 11 }, { size: 22, bold: true })
  drawNightLine(canvas, night, { x: MARGIN, y: 22, w: width, h: 5.5 }, { size: 10, grey: 90 })
  const { awards, provisional } = nightAwards(state)
  const after = fill(t.after, { played: state.played.length, total: roundsInNight(state.rules) })
  const status =
    state.played.length === 0
      ? t.nothing
      : provisional
        ? `${after}${texts.rules.gap}${t.provisional}`
        : after
  pen.text(status, { x: MARGIN, y: 28, w: width, h: 9 }, { size: 10, maxLines: 2, valign: 'top' })
  const standings = rankedStandings(state, (p) => displayName(night, p, texts))
  const columns = standingColumns(canvas, night)
  let y = FIRST_TOP
  pen.text(t.standings, { x: MARGIN, y, w: width, h: 8 }, { size: 13, bold: true })
  y += 9
  if (standings.length === 0) {
    const note = { x: MARGIN, y, w: width, h: 3 * 11 * PT * 1.15 }
    pen.text(t.noStandings, note, { size: 11, minSize: 11, maxLines: 3, valign: 'top' })
    y += note.h
  }
  // the page number sits in the bottom margin's upper half
  const bottom = page.height - MARGIN - 2
  const tick = progress(standings.length, options.onProgress, 40)
  for (let done = 0; done < standings.length;) {
    if (y + HEADER + ROW > bottom) y = newPage(canvas, night)
    const fits = Math.floor((bottom - y - HEADER) / ROW)
    const chunk = standings.slice(done, done + fits)
    drawHeader(canvas, columns, y)
    drawRows(canvas, columns, chunk, y + HEADER)
    y += HEADER + chunk.length * ROW
    done += chunk.length
    await tick(done)
  }
  y += 8
  if (awards.length > 0) {
    if (y + 9 + awardRow(canvas, night, awards[0]!, provisional).height > bottom)
      y = newPage(canvas, night)
    pen.text(t.prizes, { x: MARGIN, y, w: width, h: 8 }, { size: 13, bold: true })
    y += 9
    for (const award of awards) {
      if (y + awardRow(canvas, night, award, provisional).height > bottom)
        y = newPage(canvas, night)
      y += drawAward(canvas, night, award, y, provisional)
    }
  }
  // the playoff after the qualifying rounds, its own section below their standings and prizes
  const playoff = playoffLines(canvas, night)
  if (playoff.length > 0) y += 6
  for (const line of playoff) {
    if (y + PLAYOFF_LINE > bottom) y = newPage(canvas, night)
    const box = { x: MARGIN, y, w: width, h: PLAYOFF_LINE }
    pen.text(line.text, box, { size: line.size, minSize: 6.5, bold: line.bold, maxLines: 1 })
    y += PLAYOFF_LINE
  }
  if (night.money) {
    y += 6
    if (y + potHeight(canvas, night.money) > bottom) y = newPage(canvas, night)
    drawPot(canvas, night.money, y)
  }
  numberPages(canvas)
  return finish(canvas)
}
