// The night's line at the top of a page: a long title is shortened, never the date after it.
import type { Canvas } from './document'
import { ELLIPSIS } from './fitText'
import { nightLine, type PdfNight } from './night'
import type { Box, TextStyle } from './pen'

/** Draws "title · date · venue" (after `prefix`), shortening the title until the line fits. */
export function drawNightLine(
  canvas: Canvas,
  night: PdfNight,
  box: Box,
  style: TextStyle,
  prefix = '',
): void {
  const { pen, options } = canvas
  const smallest = style.minSize ?? style.size * 0.7
  const chars = [...night.state.details.title]
  let line = prefix + nightLine(night.state, options.language)
  while (chars.length > 0 && !pen.fits(line, box.w - 2 * (style.pad ?? 0), smallest, style.bold)) {
    chars.pop()
    const title = chars.join('').trimEnd() + ELLIPSIS
    line = prefix + nightLine(night.state, options.language, title)
  }
  pen.text(line, box, { ...style, minSize: smallest, maxLines: 1 })
}
