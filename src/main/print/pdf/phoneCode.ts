// The table phones on paper: a phone page's QR code drawn as filled squares, and its link in
// words, in the document's own Noto Sans Bold (the only faces a document embeds).
import { qrModules } from '../../phones/qr'
import type { Canvas } from './document'
import type { Box } from './pen'
import { PT } from './paper'

/** Light modules kept clear on every side of a QR code, as the standard asks. */
export const QUIET_MODULES = 4

/** A link's QR code at a printed size. */
export interface QrCode {
  modules: boolean[][]
  /** Width of the code itself (without its quiet zone), mm. */
  size: number
  /** Width of the quiet zone on each side, mm: nothing else is drawn there. */
  quiet: number
}

/** The QR code of `link`, `size` mm wide without its quiet zone. */
export function qrCode(link: string, size: number): QrCode {
  const modules = qrModules(link)
  return { modules, size, quiet: (QUIET_MODULES * size) / modules.length }
}

/** The code's size for `room` mm including the quiet zone on both sides. */
export function qrSizeFor(link: string, room: number): number {
  const n = qrModules(link).length
  return (room * n) / (n + 2 * QUIET_MODULES)
}

/** Draws the dark modules as black squares (each row's runs merged), top left at (x, y). */
export function drawQr(canvas: Canvas, code: QrCode, x: number, y: number): void {
  const { doc } = canvas
  const n = code.modules.length
  const m = code.size / n
  doc.setFillColor(0, 0, 0)
  code.modules.forEach((row, r) => {
    let c = 0
    while (c < n) {
      if (!row[c]) {
        c++
        continue
      }
      let end = c
      while (end < n && row[end]) end++
      doc.rect(x + c * m, y + r * m, (end - c) * m, m, 'F')
      c = end
    }
  })
}

/** The width (mm) of a link on one line at `size` points, as drawLink writes it. */
export function linkWidth(canvas: Canvas, link: string, size: number): number {
  const { pen } = canvas
  pen.use(link, true)
  return pen.em(link) * size * PT
}

/**
 * Writes a link in bold in `box`: on one line at the largest size from `size` down to `minSize`
 * that fits, else in two lines (the address, then the code after '#').
 */
export function drawLink(
  canvas: Canvas,
  link: string,
  box: Box,
  style: { size: number; minSize: number; align?: 'left' | 'center' | 'right'; grey?: number },
): void {
  const { pen } = canvas
  pen.use(link, true)
  const widest = (lines: string[]): number => Math.max(...lines.map((l) => pen.em(l)))
  const hash = link.indexOf('#')
  const split = hash > 0 ? [link.slice(0, hash), link.slice(hash)] : [link]
  let lines = [link]
  let size = Math.min(style.size, box.w / (widest(lines) * PT), box.h / (1.15 * PT))
  if (size < style.minSize && split.length === 2) {
    lines = split
    size = Math.min(style.size, box.w / (widest(lines) * PT), box.h / (2 * 1.15 * PT))
  }
  size = Math.floor(size * 4) / 4
  const line = size * PT * 1.15
  const top = box.y + (box.h - line * lines.length) / 2
  const { align, grey } = style
  lines.forEach((l, i) =>
    pen.text(
      l,
      { x: box.x, y: top + line * i, w: box.w, h: line },
      { size, minSize: size, bold: true, align, grey },
    ),
  )
}
