// The texts printed on the PDFs, one catalogue per language, kept apart from the app's screens.
import type { Language } from '../../settings'
import { de } from './de'
import { en, type PdfTexts } from './en'
import { fr } from './fr'
import { ja } from './ja'

export type { PdfTexts }

/** Every language's PDF texts, keyed by language code. */
export const pdfTexts: Record<Language, PdfTexts> = { en, fr, de, ja }

/** Fills `{name}` placeholders of a PDF text; unknown placeholders stay visible. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}
