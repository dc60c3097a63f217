// The page's language: the one picked on this phone, else the phone's own, else English.
import { phoneTexts, type PhoneTexts } from '@shared/i18n/phone'
import { LANGUAGES, type Language } from '@shared/settings'

const KEY = 'bunco-phone-lang'

function stored(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

/** The language to show: stored choice, then the phone's languages in order, then English. */
export function pickLanguage(): Language {
  const asked = [stored(), ...(navigator.languages ?? [navigator.language])]
  for (const tag of asked) {
    const base = (tag ?? '').slice(0, 2).toLowerCase()
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language
  }
  return 'en'
}

/** Remembers the guest's choice on this phone. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language)
  } catch {
    // private mode: the choice lasts this visit only
  }
}

/** The texts of a language. */
export function textsOf(language: Language): PhoneTexts {
  return phoneTexts[language]
}

export { LANGUAGES }
