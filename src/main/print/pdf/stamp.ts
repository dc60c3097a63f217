// Parts that repeat (grids, labels, the two halves of a table card) are drawn once into a PDF
// form XObject and placed again and again: fast to write, small to store.
import type { Canvas } from './document'
import { PT } from './paper'

/** A recorded drawing that can be placed on the current page. */
export interface Stamp {
  /** Places it shifted by (dx, dy) mm. */
  at(dx: number, dy: number): void
  /** Places it turned by 180° around the page's centre (the back of a folded card). */
  upsideDown(): void
}

let forms = 0

/** Records `draw` (in page coordinates) into a reusable form. */
export function makeStamp(canvas: Canvas, draw: () => void): Stamp {
  const { doc, pen } = canvas
  const key = `stamp${++forms}`
  // the paper's size, not large print's smaller page: the form is placed under the same
  // enlargement as everything else drawn on the page
  const width = doc.internal.pageSize.getWidth() / PT
  const height = doc.internal.pageSize.getHeight() / PT
  doc.beginFormObject(0, 0, width, height, doc.Matrix(1, 0, 0, 1, 0, 0))
  pen.forgetState()
  doc.setDrawColor(0)
  doc.setFillColor(0, 0, 0)
  doc.setLineWidth(0.25)
  draw()
  doc.endFormObject(key)
  pen.forgetState()
  return {
    at: (dx, dy) => doc.doFormObject(key, doc.Matrix(1, 0, 0, 1, dx / PT, -dy / PT)),
    upsideDown: () => doc.doFormObject(key, doc.Matrix(-1, 0, 0, -1, width, height)),
  }
}
