// The rule sheet: one page stating tonight's house rules, set as large as the page allows.
import { finish, newCanvas, type Canvas } from './document'
import { tableCount, type PdfNight } from './night'
import { drawNightLine } from './nightHeader'
import { MARGIN, PT } from './paper'
import { ruleSections, type RuleSection } from './ruleText'
import type { PdfOptions } from './types'

// below a header kept compact: every line of the page is for the rules (the playoff's included)
const TOP = 31
const INDENT = 4.5
const LINE = 1.25
const LARGEST = 11
const SMALLEST = 6

interface Placed {
  heading: string
  paragraphs: { text: string; lines: number }[]
}

function place(
  canvas: Canvas,
  sections: RuleSection[],
  size: number,
): { placed: Placed[]; height: number } {
  const width = canvas.page.width - 2 * MARGIN - INDENT
  const line = size * PT * LINE
  let height = 0
  const placed = sections.map((section) => {
    const paragraphs = section.paragraphs.map((text) => ({
      text,
      lines: canvas.pen.wrap(text, width, size).length,
    }))
    height += line * 1.2 + 1.5
    for (const p of paragraphs) height += p.lines * line + size * 0.12
    height += size * 0.3
    return { heading: section.heading, paragraphs }
  })
  return { placed, height }
}

/** The rules chosen for the night, in the host's language, on one page. */
export async function ruleSheet(night: PdfNight, options: PdfOptions): Promise<Uint8Array> {
  const canvas = newCanvas('rules', options)
  const { doc, page, pen, texts } = canvas
  const width = page.width - 2 * MARGIN
  pen.text(texts.rules.title, { x: MARGIN, y: MARGIN, w: width, h: 10 }, { size: 20, bold: true })
  drawNightLine(canvas, night, { x: MARGIN, y: 21, w: width, h: 5 }, { size: 10, grey: 90 })
  doc.setLineWidth(0.4)
  doc.line(MARGIN, 28, page.width - MARGIN, 28)
  const sections = ruleSections(texts, night.state.rules, tableCount(night.state))
  const room = page.height - MARGIN - TOP
  let size = LARGEST
  let layout = place(canvas, sections, size)
  while (layout.height > room && size > SMALLEST) {
    size -= 0.25
    layout = place(canvas, sections, size)
  }
  const line = size * PT * LINE
  let y = TOP
  doc.setFillColor(0, 0, 0)
  for (const section of layout.placed) {
    const heading = { x: MARGIN, y, w: width, h: line * 1.2 }
    pen.text(section.heading, heading, { size: size * 1.1, bold: true, minSize: size })
    y += line * 1.2 + 1.5
    for (const { text, lines } of section.paragraphs) {
      const h = lines * line
      doc.circle(MARGIN + 1.6, y + line / 2, size * 0.07, 'F')
      const box = { x: MARGIN + INDENT, y, w: width - INDENT, h: h + 0.01 }
      pen.text(text, box, { size, minSize: size, maxLines: lines, lineHeight: LINE })
      y += h + size * 0.12
    }
    y += size * 0.3
  }
  return finish(canvas)
}
