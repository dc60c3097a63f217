// Font choice per text: Helvetica when it can show every character, else Noto Sans JP,
// registered with the document the first time a text needs it.
import type { jsPDF } from 'jspdf'
import type { FontSource, FontWeight } from './fonts'
import { helveticaCanShow } from './winAnsi'

/** The font a text was drawn in. */
export type FontName = 'helvetica' | 'noto'

const NOTO = 'NotoSansJP'

/** Selects fonts on one document and knows which characters the embedded font has. */
export class Typefaces {
  /** The font and weight set last ('' when unknown), e.g. 'noto/bold'. */
  current = ''
  private readonly registered = new Set<FontWeight>()
  // Both weights of Noto Sans JP cover the same characters.
  private readonly glyphs = new Map<string, boolean>()

  constructor(
    private readonly doc: jsPDF,
    private readonly source: FontSource,
  ) {}

  /** True once the document embeds the Japanese font. */
  get embedsFont(): boolean {
    return this.registered.size > 0
  }

  /** Selects the font the text needs and returns which one it is. */
  use(text: string, bold = false): FontName {
    const weight: FontWeight = bold ? 'bold' : 'normal'
    const font: FontName = helveticaCanShow(text) ? 'helvetica' : 'noto'
    const key = `${font}/${weight}`
    if (key === this.current) return font
    if (font === 'noto' && !this.registered.has(weight)) {
      const file = `${NOTO}-${weight}.ttf`
      this.doc.addFileToVFS(file, this.source(weight))
      this.doc.addFont(file, NOTO, weight)
      this.registered.add(weight)
    }
    this.doc.setFont(font === 'noto' ? NOTO : 'helvetica', weight)
    this.current = key
    return font
  }

  /** The text as the font can print it: a letter the font lacks loses its accents, else becomes '?'. */
  printable(text: string, font: FontName): string {
    if (font === 'helvetica') return text
    const metadata = this.doc.getFont().metadata as { characterToGlyph(code: number): number }
    const has = (ch: string): boolean => {
      let known = this.glyphs.get(ch)
      if (known === undefined) {
        // jsPDF maps only the Basic Multilingual Plane; anything above prints nothing.
        const code = ch.codePointAt(0) ?? 0
        known = code <= 0xffff && metadata.characterToGlyph(code) !== 0
        this.glyphs.set(ch, known)
      }
      return known
    }
    let out = ''
    for (const ch of text) {
      if (has(ch)) out += ch
      // Without shaping, combining accents land on the wrong letter: keep the base letter only.
      else
        out += [...ch.normalize('NFD')].filter((c) => !/\p{M}/u.test(c) && has(c)).join('') || '?'
    }
    return out
  }
}
