import { en, type Messages } from '@shared/i18n/messages/en'
import type { Language } from '@shared/settings'
import { createI18n } from 'vue-i18n'
import { toMessageFunctions } from './lib/messageFunctions'
import { pluralForm } from './lib/plural'

const dateFormats = {
  long: { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
} as const

/** The renderer's vue-i18n instance over the shared catalogues (composition API). */
export const i18n = createI18n<[Messages], Language, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  // English is the fallback, so it is always there; the others load when first chosen.
  messages: { en: toMessageFunctions(en) } as Record<Language, Messages>,
  datetimeFormats: { en: dateFormats, fr: dateFormats, de: dateFormats, ja: dateFormats },
})

// Each other language is its own chunk, fetched the first time it is chosen.
const catalogues: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  fr: () => import('@shared/i18n/messages/fr').then((m) => m.fr),
  de: () => import('@shared/i18n/messages/de').then((m) => m.de),
  ja: () => import('@shared/i18n/messages/ja').then((m) => m.ja),
}
let chosen = 0

/** Switches every label (and the document's lang attribute) to a language, loading it first. */
export async function applyLanguage(language: Language): Promise<void> {
  const mine = ++chosen
  if (language !== 'en' && !i18n.global.availableLocales.includes(language))
    i18n.global.setLocaleMessage(language, toMessageFunctions(await catalogues[language]()))
  // a language chosen later has the last word, whichever loads first
  if (mine !== chosen) return
  i18n.global.locale.value = language
  document.documentElement.lang = language
}

const lists = new Map<string, Intl.ListFormat>()

/** Joins names or numbers the way the current language lists them ("2, 3 and 4", "2、3、4"). */
export function listOf(items: readonly (string | number)[]): string {
  return listFormat().format(items.map(String))
}

/** The parts of a list as the current language writes it: each item, and the words between. */
export function listParts(
  items: readonly string[],
): { type: 'element' | 'literal'; value: string }[] {
  return listFormat().formatToParts(items)
}

function listFormat(): Intl.ListFormat {
  const language = i18n.global.locale.value
  let format = lists.get(language)
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'conjunction' })
    lists.set(language, format)
  }
  return format
}

/** A message with `one` and `other` forms, picked for the count `n` in the current language. */
export function plural(key: string, n: number, params: Record<string, unknown> = {}): string {
  const { t, n: number, locale } = i18n.global
  return t(`${key}.${pluralForm(locale.value, n)}`, { n: number(n), ...params })
}

/** A counted word ("1 win", "3 wins") from the `counts` catalogue, in the current language. */
export function countOf(word: keyof Messages['counts'], n: number): string {
  return plural(`counts.${word}`, n)
}
