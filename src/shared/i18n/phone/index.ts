import type { Language } from '../../settings'
import { phoneDe } from './de'
import { phoneEn } from './en'
import { phoneFr } from './fr'
import { phoneJa } from './ja'
import type { PhoneTexts } from './types'

export type { PhoneTexts } from './types'

/** The phone page's texts by language. */
export const phoneTexts: Record<Language, PhoneTexts> = {
  en: phoneEn,
  fr: phoneFr,
  de: phoneDe,
  ja: phoneJa,
}
