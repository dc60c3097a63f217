/** Languages the app speaks, in the order the settings screen lists them. */
export const LANGUAGES = ['en', 'fr', 'de', 'ja'] as const
/** Paper sizes the printed sheets can use. */
export const PAPER_SIZES = ['letter', 'a4'] as const
/** Colour themes; `system` follows the operating system. */
export const THEMES = ['system', 'light', 'dark'] as const
/** Text sizes: large print for guests and hosts who read better with it. */
export const TEXT_SIZES = ['standard', 'large', 'largest'] as const

/** A language the app speaks. */
export type Language = (typeof LANGUAGES)[number]
/** A paper size for PDFs. */
export type PaperSize = (typeof PAPER_SIZES)[number]
/** A colour theme. */
export type Theme = (typeof THEMES)[number]
/** A text size. */
export type TextSize = (typeof TEXT_SIZES)[number]

/** How much larger each text size draws than the standard one (screens and printed sheets). */
export const TEXT_SCALE: Record<TextSize, number> = { standard: 1, large: 1.25, largest: 1.5 }

/** The host's saved preferences. */
export interface Settings {
  language: Language
  paperSize: PaperSize
  theme: Theme
  textSize: TextSize
}

// North America (and a few others) print on Letter; everywhere else uses A4.
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PR'])

/** Picks the app language for an OS locale list such as ['fr-CA', 'en-US']; English if none fits. */
export function languageFromLocales(locales: readonly string[]): Language {
  for (const locale of locales) {
    const base = locale.toLowerCase().split(/[-_]/)[0]
    const match = LANGUAGES.find((l) => l === base)
    if (match) return match
  }
  return 'en'
}

/** Picks the paper size customary for an OS locale such as 'en-US' (Letter) or 'de-DE' (A4). */
export function paperSizeFromLocale(locale: string): PaperSize {
  const region = locale.split(/[-_]/)[1]?.toUpperCase()
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4'
}

/** The settings a first start uses for the OS locales given (most preferred first). */
export function defaultSettings(locales: readonly string[]): Settings {
  return {
    language: languageFromLocales(locales),
    paperSize: paperSizeFromLocale(locales[0] ?? 'en-US'),
    theme: 'system',
    textSize: 'standard',
  }
}
