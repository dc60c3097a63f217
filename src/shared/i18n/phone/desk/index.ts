import type { Language } from '../../../settings'
import { phoneDeskDe } from './de'
import { phoneDeskEn } from './en'
import { phoneDeskFr } from './fr'
import { phoneDeskJa } from './ja'
import type { PhoneDeskTexts } from './types'

export type { PhoneDeskTexts } from './types'

/** A door desk's page's texts by language (its own chunk: a table's phone never loads them). */
export const phoneDeskTexts: Record<Language, PhoneDeskTexts> = {
  en: phoneDeskEn,
  fr: phoneDeskFr,
  de: phoneDeskDe,
  ja: phoneDeskJa,
}
