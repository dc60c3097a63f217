// Font choice per character: Noto Sans for every letter it has (one Latin face in every
// document, Japanese ones included), Noto Sans JP only for what Noto Sans lacks.
import type { jsPDF } from 'jspdf'
import type { FontFamily, FontSource, FontWeight } from './fonts'

/** The font a text was drawn in. */
export type FontName = FontFamily

/** A piece of a text set in one font. */
export interface Run {
  font: FontName
  text: string
}

const FAMILY_NAME: Record<FontFamily, string> = { latin: 'NotoSans', jp: 'NotoSansJP' }

// Emoji and what builds them (skin tones, joiners, flags' letters, keycaps, tags, the emoji
// variation selector): printed as nothing when no embedded font draws them.
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u
const EMOJI_PARTS = /\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3|[\u{e0020}-\u{e007f}]/u

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
      if (was === 'latin' || was === 'jp') this.select(was, weight === 'bold')
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

  /** The font of one character: Noto Sans when it has it (or nobody has it), else Noto Sans JP. */
  private own(ch: string): FontName {
    return this.has('latin', ch) || !this.has('jp', ch) ? 'latin' : 'jp'
  }

  /** The font a text is set in: Noto Sans JP when some character needs it, else Noto Sans. */
  choose(text: string): FontName {
    for (const ch of text) if (ch.trim() !== '' && this.own(ch) === 'jp') return 'jp'
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
    this.register(font, weight)
    this.doc.setFont(FAMILY_NAME[font], weight)
    this.current = key
  }

  /** Whether a text set in this font has letters Noto Sans draws beside Japanese (two fonts). */
  mixed(text: string, font: FontName): boolean {
    if (font !== 'jp') return false
    for (const ch of text) if (ch.trim() !== '' && this.own(ch) === 'latin') return true
    return false
  }

  /** The text in runs of one font each; a space stays with the run it follows. */
  runs(text: string, font: FontName): Run[] {
    if (!this.mixed(text, font)) return [{ font, text }]
    const out: Run[] = []
    for (const ch of text) {
      const last = out.at(-1)
      const own = last && ch.trim() === '' ? last.font : this.own(ch)
      if (last && last.font === own) last.text += ch
      else out.push({ font: own, text: ch })
    }
    return out
  }

  /**
   * The text as its fonts can print it: an emoji (no embedded font has one) is left out, the
   * same way on every document ("Ann 🎲" prints "Ann"); a letter no font has loses its accents,
   * else becomes '?'.
   */
  printable(text: string, font: FontName): string {
    const shows = (ch: string): boolean =>
      this.has('latin', ch) || (font === 'jp' && this.has('jp', ch))
    let out = ''
    for (const ch of text) {
      if (EMOJI_PARTS.test(ch) || (EMOJI.test(ch) && !shows(ch))) continue
      if (shows(ch)) out += ch
      // Without shaping, combining accents land on the wrong letter: keep the base letter only.
      else
        out += [...ch.normalize('NFD')].filter((c) => !/\p{M}/u.test(c) && shows(c)).join('') || '?'
    }
    // the space an emoji stood between two words is one space
    return out === text ? out : out.replace(/ {2,}/g, ' ').trim()
  }
}
