// Drawn symbols and guides: the fonts have no bell glyph, so the bell is a path.
import type { jsPDF } from 'jspdf'

/** Draws the head table's bell, `size` mm tall, its top left corner at (x, y). */
export function drawBell(doc: jsPDF, x: number, y: number, size: number): void {
  const p = (u: number, v: number): [number, number] => [x + size * (0.5 + u), y + size * v]
  doc.setFillColor(0, 0, 0)
  doc.moveTo(...p(-0.46, 0.8))
  doc.curveTo(...p(-0.33, 0.7), ...p(-0.4, 0.12), ...p(0, 0.12))
  doc.curveTo(...p(0.4, 0.12), ...p(0.33, 0.7), ...p(0.46, 0.8))
  doc.curveTo(...p(0.2, 0.86), ...p(-0.2, 0.86), ...p(-0.46, 0.8))
  doc.close()
  doc.fill()
  doc.circle(...p(0, 0.9), size * 0.09, 'F')
  doc.circle(...p(0, 0.07), size * 0.06, 'F')
}

/** A grey dashed line to cut along. */
export function drawCutLine(doc: jsPDF, x1: number, y1: number, x2: number, y2: number): void {
  doc.setDrawColor(150)
  doc.setLineWidth(0.2)
  doc.setLineDashPattern([2, 1.5], 0)
  doc.line(x1, y1, x2, y2)
  doc.setLineDashPattern([], 0)
  doc.setDrawColor(0)
}
