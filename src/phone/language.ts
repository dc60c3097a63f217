// The page's language: the one picked on this phone, else the phone's own, else English.
import { phoneTexts, type PhoneTexts } from '@shared/i18n/phone'
import { phoneLanguage } from '@shared/phones/language'
import { LANGUAGES, type Language } from '@shared/settings'
import { h } from './dom'
import { readStored, writeStored } from './stored'

const KEY = 'bunco-phone-lang'

/** The language to show: stored choice, then the phone's languages in order, then English. */
export function pickLanguage(): Language {
  const kept = readStored(KEY)
  const asked = [
    typeof kept === 'string' ? kept : null,
    ...(navigator.languages ?? [navigator.language]),
  ]
  for (const tag of asked) {
    const language = phoneLanguage(tag)
    if (language) return language
  }
  return 'en'
}

/** Remembers the guest's choice on this phone. */
export function rememberLanguage(language: Language): void {
  writeStored(KEY, language)
}

/** The texts of a language. */
export function textsOf(language: Language): PhoneTexts {
  return phoneTexts[language]
}

/** The row of language buttons under the page, each in its own language, the one in use pressed. */
export function languageNav(current: Language, pick: (language: Language) => void): HTMLElement {
  return h(
    'nav',
    { class: 'langs', 'aria-label': 'Language' },
    ...LANGUAGES.map((l) =>
      h(
        'button',
        {
          type: 'button',
          lang: l,
          'aria-pressed': l === current ? 'true' : 'false',
          'data-testid': `lang-${l}`,
          onclick: () => pick(l),
        },
        textsOf(l).lang,
      ),
    ),
  )
}

export { LANGUAGES }
