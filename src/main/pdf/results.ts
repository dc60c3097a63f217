// Results: the standings of the night and its prizes, with how each prize was settled.
import { roundsInNight, type Award, type PrizeCategory } from '@shared/bunco'
import { fill, type PdfTexts } from '@shared/i18n/pdf'
import { finish, newCanvas, type Canvas } from './document'
import { displayName, nightLine, type PdfNight } from './night'
import { MARGIN } from './paper'
import { progress } from './progress'
import { nightAwards, rankedStandings, type RankedRecord } from './standings'
import type { PdfOptions } from './types'

const ROW = 6.5
const HEADER = 8
const PRIZE_ROW = 13
// What a prize's winning count counts, named by its standings column.
const UNITS: Partial<Record<PrizeCategory, 'wins' | 'losses' | 'buncos' | 'minis'>> = {
  mostWins: 'wins',
  mostLosses: 'losses',
  mostBuncos: 'buncos',
  mostMinis: 'minis',
}

interface Column {
  header: string
  width: number
  value: (r: RankedRecord) => string
}

function standingColumns(canvas: Canvas, night: PdfNight): Column[] {
  const t = canvas.texts.results
  const rules = night.state.rules
  const count = (header: string, value: (r: RankedRecord) => number, width = 17): Column => ({
    header,
    width,
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
  return [count(t.rank, (r) => r.rank, 10), { header: t.name, width, value: name }, ...columns]
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
      { size: 8.5, minSize: 6, bold: true, maxLines: 2, align, pad: 1 },
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

function awardNames(night: PdfNight, texts: PdfTexts, award: Award): string {
  const names = (keys: string[]): string => keys.map((k) => displayName(night, k, texts)).join(', ')
  if (award.status === 'needsRollOff') return fill(texts.results.tied, { names: names(award.tied) })
  return award.winners.length > 0 ? names(award.winners) : '—'
}

function drawAward(canvas: Canvas, night: PdfNight, award: Award, y: number): void {
  const { doc, page, pen, texts } = canvas
  const t = texts.results
  const width = page.width - 2 * MARGIN
  if (award.status === 'needsRollOff') {
    doc.setFillColor(225, 225, 225)
    doc.rect(MARGIN, y, width, PRIZE_ROW, 'F')
  }
  doc.setDrawColor(200)
  doc.line(MARGIN, y + PRIZE_ROW, MARGIN + width, y + PRIZE_ROW)
  doc.setDrawColor(0)
  pen.text(
    texts.prizes[award.prize],
    { x: MARGIN, y, w: 58, h: PRIZE_ROW },
    { size: 10, bold: true, maxLines: 2, pad: 1 },
  )
  const status = { x: MARGIN + 58, y, w: 40, h: PRIZE_ROW }
  pen.text(t.status[award.status], status, { size: 10, bold: true, maxLines: 2, pad: 1 })
  const names = { x: MARGIN + 98, y: y + 0.5, w: width - 98, h: 8 }
  pen.text(awardNames(night, texts, award), names, { size: 10, minSize: 7, maxLines: 2, pad: 1 })
  const how = award.decidedBy ? t.decidedBy[award.decidedBy] : ''
  const unit = UNITS[award.prize]
  const count = award.value !== null && unit ? `${award.value} ${t[unit]}` : ''
  const detail = [how, count].filter(Boolean).join(' · ')
  pen.text(
    detail,
    { x: MARGIN + 98, y: y + 8.5, w: width - 98, h: 4 },
    { size: 7.5, grey: 100, pad: 1 },
  )
}

/** Standings (flowing over pages) followed by the prizes of the night. */
export async function results(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const canvas = newCanvas('results', options)
  const { page, pen, texts } = canvas
  const { state } = night
  const t = texts.results
  const width = page.width - 2 * MARGIN
  pen.text(t.title, { x: MARGIN, y: MARGIN, w: width, h: 11 }, { size: 22, bold: true })
  pen.text(
    nightLine(state, options.language),
    { x: MARGIN, y: 22, w: width, h: 5.5 },
    { size: 10, grey: 90 },
  )
  const { awards, provisional } = nightAwards(state)
  const after = fill(t.after, { played: state.played.length, total: roundsInNight(state.rules) })
  const status =
    state.played.length === 0
      ? t.nothing
      : provisional
        ? `${after}${after.endsWith('。') ? '' : ' '}${t.provisional}`
        : after
  pen.text(status, { x: MARGIN, y: 28, w: width, h: 9 }, { size: 10, maxLines: 2, valign: 'top' })
  const standings = rankedStandings(state)
  const columns = standingColumns(canvas, night)
  let y = 40
  pen.text(t.standings, { x: MARGIN, y, w: width, h: 8 }, { size: 13, bold: true })
  y += 9
  const bottom = page.height - MARGIN
  const tick = progress(standings.length, options.onProgress, 40)
  for (let done = 0; done < standings.length;) {
    if (y + HEADER + ROW > bottom) {
      pen.addPage()
      y = MARGIN
    }
    const fits = Math.floor((bottom - y - HEADER) / ROW)
    const chunk = standings.slice(done, done + fits)
    drawHeader(canvas, columns, y)
    drawRows(canvas, columns, chunk, y + HEADER)
    y += HEADER + chunk.length * ROW
    done += chunk.length
    await tick(done)
  }
  y += 8
  if (awards.length === 0) return finish(canvas)
  if (y + 9 + PRIZE_ROW > bottom) {
    pen.addPage()
    y = MARGIN
  }
  pen.text(t.prizes, { x: MARGIN, y, w: width, h: 8 }, { size: 13, bold: true })
  y += 9
  for (const award of awards) {
    if (y + PRIZE_ROW > bottom) {
      pen.addPage()
      y = MARGIN
    }
    drawAward(canvas, night, award, y)
    y += PRIZE_ROW
  }
  return finish(canvas)
}
