// The language a phone speaks: the page's choice, sent with every request, and what the server
// reads back from it; typed as one of ours from the header to the refusal's words.
import { LANGUAGES, type Language } from '../settings'

/**
 * The language a phone's tag names by its first two letters ('fr', 'fr-CA', an Accept-Language
 * 'de,en;q=0.8'), when it is one of ours; else null.
 */
export function phoneLanguage(tag: string | null | undefined): Language | null {
  const base = (tag ?? '').slice(0, 2).toLowerCase()
  return LANGUAGES.find((l) => l === base) ?? null
}
