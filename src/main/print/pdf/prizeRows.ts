// The prizes' rows of the results: the prize, its status, who holds it and how it was settled.
import { PRIZE_COUNTS, type Award } from '@shared/bunco'
import { fill, type PdfTexts } from '@shared/i18n/pdf'
import { countText } from '@shared/i18n/plural'
import type { Canvas } from './document'
import { displayName, type PdfNight } from './night'
import { money } from './pages'
import { MARGIN, PT } from './paper'

/** A prize's row is at least this high (mm): two lines of its name. */
const PRIZE_ROW = 15
/** The amounts' column of a club night, at the right of the prizes and of the pot (mm). */
export const AMOUNT_W = 32

/** One holder's payout on a line of its own, the amount right-aligned beside the name. */
interface PaidLine {
  name: string
  amount: string
  height: number
}

function names(night: PdfNight, texts: PdfTexts, keys: readonly string[]): string {
  return keys.map((k) => displayName(night, k, texts)).join(', ')
}

function awardNames(night: PdfNight, texts: PdfTexts, award: Award, provisional: boolean): string {
  if (award.status === 'needsRollOff')
    return fill(texts.results.tied, { names: names(night, texts, award.tied) })
  if (award.winners.length > 0) return names(night, texts, award.winners)
  // while the night goes on, the status ('Nobody yet') says it all
  return provisional ? '' : texts.results.nobody
}

/** How the prize was settled, which tie-break steps were passed over and why, and the count. */
function awardDetail(night: PdfNight, canvas: Canvas, award: Award): string {
  const { texts, options } = canvas
  const t = texts.results
  const how = award.decidedBy ? t.decidedBy[award.decidedBy] : ''
  const skipped = award.skipped.map((s) =>
    fill(t.skipped[s.reason], { names: names(night, texts, s.players) }),
  )
  const unit = PRIZE_COUNTS[award.prize]
  // a prize nobody holds has no count to give ("0 Buncos" of nobody)
  const held = award.status !== 'none' && award.value !== null
  const count = held && unit ? countText(t.counts[unit], award.value ?? 0, options.language) : ''
  return [how, ...skipped, count].filter(Boolean).join(' · ')
}

const NAMES = { size: 10, lineHeight: 1.15 }
const DETAIL = { size: 7.5, lineHeight: 1.15 }

/** A prize's row: its names and how it was settled, each given the lines it needs at its size. */
export function awardRow(
  canvas: Canvas,
  night: PdfNight,
  award: Award,
  provisional: boolean,
): {
  names: string
  detail: string
  namesH: number
  detailH: number
  height: number
  paid: PaidLine[]
  share: string
} {
  const { page, pen, texts } = canvas
  const cash = night.money
  const w = page.width - 2 * MARGIN - 98 - 2 - (cash ? AMOUNT_W : 0)
  const lines = (text: string, size: number): number => (text ? pen.wrap(text, w, size).length : 0)
  const line = NAMES.size * PT * NAMES.lineHeight
  // once the night is settled, each holder's payout stands on its own line beside their name
  const paid = (cash?.settled ? cash.payouts : [])
    .filter((p) => p.prize === award.prize)
    .map((p) => {
      const name = displayName(night, p.player, texts)
      const height = Math.min(2, Math.max(1, lines(name, NAMES.size))) * line
      return { name, amount: money(canvas, p.amount, cash?.currency ?? ''), height }
    })
  const shareOf = cash && !cash.settled ? cash.shares.find((s) => s.prize === award.prize) : null
  const share = shareOf && cash ? money(canvas, shareOf.amount, cash.currency) : ''
  const names = paid.length > 0 ? '' : awardNames(night, texts, award, provisional)
  const detail = awardDetail(night, canvas, award)
  const namesH =
    paid.length > 0
      ? paid.reduce((sum, p) => sum + p.height, 0)
      : Math.max(1, lines(names, NAMES.size)) * line
  const detailH = lines(detail, DETAIL.size) * DETAIL.size * PT * DETAIL.lineHeight
  const height = Math.max(PRIZE_ROW, namesH + detailH + 2.5)
  return { names, detail, namesH, detailH, height, paid, share }
}

/** Draws a prize's row at `y` and returns its height. */
export function drawAward(
  canvas: Canvas,
  night: PdfNight,
  award: Award,
  y: number,
  provisional: boolean,
): number {
  const { doc, page, pen, texts } = canvas
  const t = texts.results
  const width = page.width - 2 * MARGIN
  const row = awardRow(canvas, night, award, provisional)
  const h = row.height
  if (award.status === 'needsRollOff') {
    doc.setFillColor(225, 225, 225)
    doc.rect(MARGIN, y, width, h, 'F')
  }
  doc.setDrawColor(200)
  doc.line(MARGIN, y + h, MARGIN + width, y + h)
  doc.setDrawColor(0)
  const label = { size: 10, bold: true, maxLines: 2, pad: 1 }
  pen.text(texts.prizes[award.prize], { x: MARGIN, y, w: 58, h }, label)
  // a night still going has leaders, not winners
  const status = (provisional ? t.leading : t.status)[award.status]
  pen.text(status, { x: MARGIN + 58, y, w: 40, h }, label)
  const x = MARGIN + 98
  const amountW = night.money ? AMOUNT_W : 0
  const nameW = width - 98 - amountW
  const amountX = MARGIN + width - AMOUNT_W
  const top = y + (h - row.namesH - row.detailH) / 2
  const namesBox = { x, y: top, w: nameW, h: row.namesH }
  if (row.paid.length === 0)
    pen.text(row.names, namesBox, { ...NAMES, minSize: NAMES.size, maxLines: 9, pad: 1 })
  let lineTop = top
  for (const p of row.paid) {
    const box = { ...namesBox, y: lineTop, h: p.height }
    pen.text(p.name, box, { ...NAMES, minSize: NAMES.size, maxLines: 2, pad: 1, valign: 'top' })
    const first = { x: amountX, y: lineTop, w: AMOUNT_W, h: NAMES.size * PT * NAMES.lineHeight }
    pen.text(p.amount, first, { ...NAMES, minSize: 8, bold: true, align: 'right', pad: 1 })
    lineTop += p.height
  }
  if (row.share) {
    const caption = 2 * DETAIL.size * PT * DETAIL.lineHeight
    const amountH = NAMES.size * PT * NAMES.lineHeight
    const shareTop = y + (h - amountH - caption) / 2
    const amountBox = { x: amountX, y: shareTop, w: AMOUNT_W, h: amountH }
    pen.text(row.share, amountBox, { ...NAMES, minSize: 8, bold: true, align: 'right', pad: 1 })
    const captionBox = { x: amountX, y: shareTop + amountH, w: AMOUNT_W, h: caption }
    pen.text(texts.money.share, captionBox, {
      ...DETAIL,
      minSize: DETAIL.size,
      grey: 100,
      align: 'right',
      maxLines: 2,
      valign: 'top',
      pad: 1,
    })
  }
  const detail = { x, y: top + row.namesH, w: nameW, h: row.detailH }
  if (row.detail)
    pen.text(row.detail, detail, {
      ...DETAIL,
      minSize: DETAIL.size,
      grey: 100,
      maxLines: 9,
      valign: 'top',
      pad: 1,
    })
  return h
}
