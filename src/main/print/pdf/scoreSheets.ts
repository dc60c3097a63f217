// Score sheets for every guest (by first table and seat) plus blank ones for late guests.
import { SEATS } from '@shared/bunco'
import type { PdfTexts } from '@shared/i18n/pdf'
import { finish, newCanvas, turnBlank } from './document'
import { displayName, firstSeats, guestKeys, type PdfNight } from './night'
import { progress } from './progress'
import { drawSheetFrame, drawSheetOwner, noteHeight, type SheetFor } from './scoreSheet'
import { drawCutLine } from './shapes'
import { SHEET_PHONE, sheetLayout } from './sheetLayout'
import { makeStamp } from './stamp'
import type { PdfOptions } from './types'

/** The guests' sheets in handing-out order: by first table and seat, then by name. */
export function guestSheets(night: PdfNight, texts: PdfTexts, language: string): SheetFor[] {
  const seats = firstSeats(night.state)
  const sheets = guestKeys(night.state).map((key) => ({
    player: key,
    name: displayName(night, key, texts),
    start: seats.get(key) ?? null,
  }))
  const order = (s: SheetFor): number =>
    s.start ? s.start.table * 4 + SEATS.indexOf(s.start.seat) : Number.MAX_SAFE_INTEGER
  return sheets.sort(
    (a, b) => order(a) - order(b) || (a.name ?? '').localeCompare(b.name ?? '', language),
  )
}

/** Score sheets, several per page with cut lines; `options.blanks` adds unnamed ones. */
export async function scoreSheets(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const { state } = night
  // the note's height at each width decides how sheets share a page, and its orientation
  const measuring = newCanvas('scoreSheets', options)
  const note = (width: number): number => noteHeight(measuring, state.rules, width)
  const extra = night.phones ? SHEET_PHONE : 0
  const layout = sheetLayout(measuring.page, state.rules.sets, extra, note, measuring.scale > 1)
  const canvas =
    layout.orientation === 'portrait' ? measuring : turnBlank(measuring, layout.orientation)
  const blank: SheetFor = { player: null, name: null, start: null }
  const sheets = [
    ...guestSheets(night, canvas.texts, options.language),
    ...Array.from({ length: Math.max(0, options.blanks ?? 0) }, () => blank),
  ]
  const first = layout.boxes[0]!
  const frame = makeStamp(canvas, () => drawSheetFrame(canvas, first, layout.rowHeight, night))
  const tick = progress(sheets.length, options.onProgress)
  for (let i = 0; i < Math.max(1, sheets.length); i++) {
    const slot = i % layout.boxes.length
    if (slot === 0) {
      if (i > 0) canvas.pen.addPage()
      for (const cut of layout.cuts) drawCutLine(canvas.doc, ...cut)
    }
    const sheet = sheets[i]
    if (!sheet) break
    const box = layout.boxes[slot]!
    frame.at(box.x - first.x, box.y - first.y)
    const link = sheet.player !== null ? (night.phones?.guest(sheet.player) ?? null) : null
    drawSheetOwner(canvas, box, sheet, link)
    await tick(i + 1)
  }
  return finish(canvas)
}
