// Font choice per text: Helvetica when it can show every character, else Noto Sans (every
// European letter), else Noto Sans JP, with any letter Japanese lacks set in Noto Sans beside it.
import type { jsPDF } from 'jspdf'
import type { FontFamily, FontSource, FontWeight } from './fonts'
import { helveticaCanShow } from './winAnsi'

/** The font a text was drawn in. */
export type FontName = 'helvetica' | FontFamily

/** A piece of a text set in one font. */
export interface Run {
  font: FontName
  text: string
}

const FAMILY_NAME: Record<FontFamily, string> = { latin: 'NotoSans', jp: 'NotoSansJP' }

interface Metadata {
  characterToGlyph(code: number): number
}

/** Selects fonts on one document and knows which characters each embedded font has. */
export class Typefaces {
  /** The font and weight set last ('' when unknown), e.g. 'jp/bold'. */
  current = ''
  private readonly registered = new Set<string>()
  // Both weights of a family cover the same characters.
  private readonly glyphs: Record<FontFamily, Map<string, boolean>> = {
    latin: new Map(),
    jp: new Map(),
  }

  constructor(
    private readonly doc: jsPDF,
    private readonly source: FontSource,
  ) {}

  /** True once the document embeds one of the Noto fonts. */
  get embedsFont(): boolean {
    return this.registered.size > 0
  }

  private register(family: FontFamily, weight: FontWeight): void {
    const key = `${family}/${weight}`
    if (this.registered.has(key)) return
    const file = `${FAMILY_NAME[family]}-${weight}.ttf`
    this.doc.addFileToVFS(file, this.source(family, weight))
    this.doc.addFont(file, FAMILY_NAME[family], weight)
    this.registered.add(key)
  }

  /**
   * Runs `look` with a font selected, then selects again what was selected before (jsPDF writes
   * a font into the page only when text is drawn, so looking leaves no trace).
   */
  withFont<T>(font: FontName, bold: boolean, look: () => T): T {
    const before = this.current
    this.select(font, bold)
    try {
      return look()
    } finally {
      const [was, weight] = before.split('/')
      if (was === 'helvetica' || was === 'latin' || was === 'jp')
        this.select(was, weight === 'bold')
    }
  }

  /** Whether a family has a glyph for a character (jsPDF maps only the Basic Multilingual Plane). */
  has(family: FontFamily, ch: string): boolean {
    let known = this.glyphs[family].get(ch)
    if (known === undefined) {
      const metadata = this.withFont(family, false, () => this.doc.getFont().metadata as Metadata)
      const code = ch.codePointAt(0) ?? 0
      known = code <= 0xffff && metadata.characterToGlyph(code) !== 0
      this.glyphs[family].set(ch, known)
    }
    return known
  }

  /** The font a whole text is set in. */
  choose(text: string): FontName {
    if (helveticaCanShow(text)) return 'helvetica'
    for (const ch of text) if (!this.has('latin', ch) && ch.trim() !== '') return 'jp'
    return 'latin'
  }

  /** Selects the font the text needs and returns which one it is. */
  use(text: string, bold = false): FontName {
    const font = this.choose(text)
    this.select(font, bold)
    return font
  }

  /** Selects a font and weight on the document (nothing when already selected). */
  select(font: FontName, bold: boolean): void {
    const weight: FontWeight = bold ? 'bold' : 'normal'
    const key = `${font}/${weight}`
    if (key === this.current) return
    if (font !== 'helvetica') this.register(font, weight)
    this.doc.setFont(font === 'helvetica' ? 'helvetica' : FAMILY_NAME[font], weight)
    this.current = key
  }

  /** Whether the text set in this font has letters only Noto Sans draws (runs of two fonts). */
  mixed(text: string, font: FontName): boolean {
    if (font !== 'jp') return false
    for (const ch of text) if (!this.has('jp', ch) && this.has('latin', ch)) return true
    return false
  }

  /** The text in runs of one font each: Japanese text with its European letters set apart. */
  runs(text: string, font: FontName): Run[] {
    if (!this.mixed(text, font)) return [{ font, text }]
    const out: Run[] = []
    for (const ch of text) {
      const own: FontName = this.has('jp', ch) || !this.has('latin', ch) ? 'jp' : 'latin'
      const last = out.at(-1)
      if (last && last.font === own) last.text += ch
      else out.push({ font: own, text: ch })
    }
    return out
  }

  /** The text as its fonts can print it: a letter no font has loses its accents, else becomes '?'. */
  printable(text: string, font: FontName): string {
    if (font === 'helvetica') return text
    const shows = (ch: string): boolean =>
      this.has(font, ch) || (font === 'jp' && this.has('latin', ch))
    let out = ''
    for (const ch of text) {
      if (shows(ch)) out += ch
      // Without shaping, combining accents land on the wrong letter: keep the base letter only.
      else
        out += [...ch.normalize('NFD')].filter((c) => !/\p{M}/u.test(c) && shows(c)).join('') || '?'
    }
    return out
  }
}
