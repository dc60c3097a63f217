// A text as large as its box allows and never cut: a guest's name on a tag, an amount on a receipt.
import type { Canvas } from '../document'
import { fitText } from '../fitText'
import type { Box, TextStyle } from '../pen'

/** The smallest sizes tried, in turn, before a text would be cut (points). */
const FLOORS = [14, 10, 8, 6, 4.5, 3]

/**
 * Draws `text` in `box` at the largest size up to `style.size` on up to `style.maxLines` lines,
 * lowering the smallest size allowed until nothing is cut (a 40-letter name shrinks; it never
 * loses its end to an ellipsis). Returns the size drawn.
 */
export function drawLargest(canvas: Canvas, text: string, box: Box, style: TextStyle): number {
  const { pen } = canvas
  const font = pen.use(text, style.bold)
  const shown = pen.faces.printable(text, font)
  const rule = {
    width: box.w - 2 * (style.pad ?? 0),
    height: box.h,
    size: style.size,
    maxLines: style.maxLines ?? 1,
    lineHeight: style.lineHeight ?? 1.15,
  }
  const floors = FLOORS.filter((f) => f < style.size)
  let minSize = floors[0] ?? style.size
  for (const floor of floors) {
    minSize = floor
    if (!fitText(shown, { ...rule, minSize }, (s) => pen.em(s)).truncated) break
  }
  return pen.text(text, box, { ...style, minSize }).size
}
