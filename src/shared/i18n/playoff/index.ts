// The playoff's texts by language: the host's screen reads them through the app's catalogue
// (under 'playoff.'), the TV page and the results PDF read them here.
import type { Language } from '../../settings'
import { playoffDe } from './de'
import { playoffEn } from './en'
import { playoffFr } from './fr'
import { playoffJa } from './ja'
import type { PlayoffTexts } from './types'

export type { PlayoffTexts } from './types'

/** The playoff's texts by language. */
export const playoffTexts: Record<Language, PlayoffTexts> = {
  en: playoffEn,
  fr: playoffFr,
  de: playoffDe,
  ja: playoffJa,
}
