import { messages, type Messages } from '@shared/i18n'
import type { Language } from '@shared/settings'
import { createI18n } from 'vue-i18n'
import { toMessageFunctions } from './lib/messageFunctions'

const dateFormats = {
  long: { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
} as const

/** The renderer's vue-i18n instance over the shared catalogues (composition API). */
export const i18n = createI18n<[Messages], Language, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: toMessageFunctions(messages),
  datetimeFormats: { en: dateFormats, fr: dateFormats, de: dateFormats, ja: dateFormats },
})

/** Switches every label (and the document's lang attribute) to a language. */
export function applyLanguage(language: Language): void {
  i18n.global.locale.value = language
  document.documentElement.lang = language
}
