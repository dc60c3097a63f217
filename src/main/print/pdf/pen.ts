// Every text of every document goes through the pen: it picks the font and fits the box.
import type { jsPDF } from 'jspdf'
import { ELLIPSIS, fitText, type Fitted } from './fitText'
import { wrapLines } from './wrap'
import type { FontSource } from './fonts'
import { PT } from './paper'
import { Typefaces, type FontName, type Run } from './typefaces'

/** A rectangle on the page, in millimetres from the top left corner. */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** How a text is set in its box (sizes in points). */
export interface TextStyle {
  size: number
  /** Smallest size before wrapping (default 70 % of size). */
  minSize?: number
  bold?: boolean
  align?: 'left' | 'center' | 'right'
  valign?: 'top' | 'middle' | 'bottom'
  maxLines?: number
  /** Line spacing as a multiple of the font size (default 1.15). */
  lineHeight?: number
  /** Grey level of the text, 0 (black) to 255. */
  grey?: number
  /** Room kept free on the left and right inside the box, in mm. */
  pad?: number
}

/** Lines as jsPDF drew them. */
interface Drawn {
  lines: string[]
  /** Font size in points, read back from jsPDF after drawing. */
  size: number
  /** Each line's width in mm at the size drawn, measured by jsPDF. */
  widths: number[]
  /** Distance between baselines in mm. */
  lineHeight: number
  /** Each line's baseline, mm from the top of the page. */
  baselines: number[]
}

/** One text as drawn, with its box: what tests check for overflow. */
export interface DrawnText extends Drawn {
  page: number
  text: string
  box: Box
  font: FontName
  /** The printed lines in runs of one font each (Japanese text with Noto Sans letters beside). */
  runs: Run[]
  bold: boolean
  /** Grey level, 0 (black) to 255. */
  grey: number
  truncated: boolean
}

/** Draws fitted text on a jsPDF document in the embedded Noto fonts. */
export class Pen {
  page = 1
  readonly faces: Typefaces
  private readonly ems = new Map<string, number>()
  private grey = 0

  constructor(
    readonly doc: jsPDF,
    fonts: FontSource,
    private readonly inspect?: (drawn: DrawnText) => void,
    /** Sets up each new page (large print enlarges it) before anything is drawn on it. */
    private readonly pageSetup?: () => void,
  ) {
    this.faces = new Typefaces(doc, fonts)
  }

  /** Starts a new page (same format and orientation). */
  addPage(): void {
    this.doc.addPage()
    this.page++
    this.pageSetup?.()
  }

  /** Forgets the font and colour last set, so the next text sets them again (new content stream). */
  forgetState(): void {
    this.faces.current = ''
    this.grey = -1
  }

  /** Selects the font the text needs (see Typefaces). */
  use(text: string, bold = false): FontName {
    return this.faces.use(text, bold)
  }

  /** The font and weight `use` selected last. */
  private selected(): { font: FontName; bold: boolean } {
    const [font, weight] = this.faces.current.split('/')
    const known: FontName = font === 'jp' ? 'jp' : 'latin'
    return { font: known, bold: weight === 'bold' }
  }

  /** Width of a text in ems in the font `use` selected last (cached: labels repeat on every sheet). */
  em(text: string): number {
    const key = `${this.faces.current}\u0000${text}`
    let width = this.ems.get(key)
    if (width === undefined) {
      const { font, bold } = this.selected()
      // Japanese text with European letters is two fonts side by side: each run in its own
      width = this.faces.mixed(text, font)
        ? this.faces
            .runs(text, font)
            .reduce(
              (sum, run) =>
                sum +
                this.faces.withFont(run.font, bold, () => this.doc.getStringUnitWidth(run.text)),
              0,
            )
        : this.doc.getStringUnitWidth(text)
      this.ems.set(key, width)
    }
    return width
  }

  /** Whether a text fits on one line `width` mm wide at `size` points. */
  fits(text: string, width: number, size: number, bold = false): boolean {
    const font = this.use(text, bold)
    return this.em(this.faces.printable(text, font)) * size * PT <= width
  }

  /** Breaks a text into lines no wider than `width` mm at `size` points. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = this.use(text, bold)
    return wrapLines(this.faces.printable(text, font), width / (size * PT), (s) => this.em(s))
  }

  private setGrey(grey: number): void {
    if (grey === this.grey) return
    this.doc.setTextColor(grey)
    this.grey = grey
  }

  /** Reports a drawn text to the inspect hook, measured as jsPDF drew it. */
  private record(
    text: string,
    drawn: Drawn,
    box: Box,
    truncated: boolean,
    font: FontName,
    style: TextStyle,
  ): void {
    const runs = this.faces.runs(drawn.lines.join(' '), font)
    const look = { bold: style.bold ?? false, grey: style.grey ?? 0 }
    this.inspect?.({ page: this.page, text, ...drawn, box, font, runs, ...look, truncated })
  }

  /** Fits a text into a box (shrink, then wrap, then ellipsis) and draws it. */
  text(text: string, box: Box, style: TextStyle): Fitted {
    const pad = style.pad ?? 0
    const inner: Box = { x: box.x + pad, y: box.y, w: Math.max(0.1, box.w - 2 * pad), h: box.h }
    const font = this.use(text, style.bold)
    const lineHeight = style.lineHeight ?? 1.15
    const fitted = fitText(
      this.faces.printable(text, font),
      {
        width: inner.w,
        height: inner.h,
        size: style.size,
        minSize: style.minSize ?? style.size * 0.7,
        maxLines: style.maxLines ?? 1,
        lineHeight,
      },
      (s) => this.em(s),
    )
    const line = fitted.size * PT * lineHeight
    const block = fitted.lines.length * line
    const valign = style.valign ?? 'middle'
    const slack = inner.h - block
    const top = inner.y + (valign === 'top' ? 0 : valign === 'bottom' ? slack : slack / 2)
    const drawn = this.draw(fitted.lines, inner, top + line / 2, fitted.size, lineHeight, style)
    if (drawn) this.record(text, drawn, inner, fitted.truncated, font, style)
    return fitted
  }

  /**
   * Draws one short text per row (row height `box.h`, first row at `box.y`) in a single jsPDF
   * call, all at one size: the fast path for the grids of score sheets and tallies.
   */
  column(texts: readonly string[], box: Box, style: TextStyle): void {
    const pad = style.pad ?? 0
    const inner: Box = { x: box.x + pad, y: box.y, w: Math.max(0.1, box.w - 2 * pad), h: box.h }
    const font = this.use(texts.join(''), style.bold)
    const shown = texts.map((t) => this.faces.printable(t, font))
    const minSize = style.minSize ?? style.size * 0.7
    const widest = Math.max(0, ...shown.map((t) => this.em(t)))
    const cap = Math.min(
      style.size,
      inner.h / (1.15 * PT),
      widest > 0 ? inner.w / (widest * PT) : Infinity,
    )
    const size = Math.max(Math.min(minSize, inner.h / (1.15 * PT)), Math.floor(cap * 4) / 4)
    const room = inner.w / (size * PT)
    const lines = shown.map((t) => (this.em(t) <= room ? t : this.cut(t, room)))
    const drawn = this.draw(lines, inner, inner.y + inner.h / 2, size, inner.h / (size * PT), style)
    if (!drawn) return
    lines.forEach((l, i) => {
      const row: Box = { ...inner, y: inner.y + i * inner.h }
      const one: Drawn = {
        lines: [l],
        size: drawn.size,
        widths: [drawn.widths[i] ?? 0],
        lineHeight: drawn.size * PT * 1.15,
        baselines: [drawn.baselines[i] ?? 0],
      }
      this.record(texts[i] ?? '', one, row, l !== shown[i], font, style)
    })
  }

  private cut(text: string, room: number): string {
    const chars = [...text]
    while (chars.length > 0 && this.em(chars.join('') + ELLIPSIS) > room) chars.pop()
    return chars.join('') + ELLIPSIS
  }

  /** Writes one line as runs of two fonts, placed one after the other as `align` asks. */
  private drawRuns(
    line: string,
    x: number,
    baseline: number,
    size: number,
    align: 'left' | 'center' | 'right',
  ): void {
    const { font, bold } = this.selected()
    const width = this.em(line) * size * PT
    let left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x
    for (const run of this.faces.runs(line, font)) {
      this.faces.select(run.font, bold)
      this.doc.text(run.text, left, baseline)
      left += this.doc.getStringUnitWidth(run.text) * size * PT
    }
    this.faces.select(font, bold)
  }

  /**
   * Writes lines whose first line's middle is at `middle`, spaced `lineHeight` × size; when a
   * test inspects the document, returns what jsPDF drew: size, widths and baselines.
   */
  private draw(
    lines: string[],
    inner: Box,
    middle: number,
    size: number,
    lineHeight: number,
    style: TextStyle,
  ): Drawn | null {
    const align = style.align ?? 'left'
    const x =
      align === 'center' ? inner.x + inner.w / 2 : align === 'right' ? inner.x + inner.w : inner.x
    const baseline = middle + 0.35 * size * PT
    this.doc.setFontSize(size)
    this.setGrey(style.grey ?? 0)
    const { font } = this.selected()
    if (lines.some((l) => this.faces.mixed(l, font))) {
      lines.forEach((line, i) =>
        this.drawRuns(line, x, baseline + i * size * PT * lineHeight, size, align),
      )
    } else {
      this.doc.text(lines, x, baseline, { align, lineHeightFactor: lineHeight })
    }
    if (!this.inspect) return null
    const actual = this.doc.getFontSize()
    const step = actual * PT * lineHeight
    return {
      lines,
      size: actual,
      widths: lines.map((l) => this.em(l) * actual * PT),
      lineHeight: step,
      baselines: lines.map((_, i) => baseline + i * step),
    }
  }
}
