/** The plural forms our catalogues give for counted words (CLDR categories EN/FR/DE/JA need). */
export type PluralForm = 'one' | 'other'

const rules = new Map<string, Intl.PluralRules>()

/** Which form a count takes in a language: French says "0 victoire", English "0 wins". */
export function pluralForm(language: string, n: number): PluralForm {
  let rule = rules.get(language)
  if (!rule) {
    rule = new Intl.PluralRules(language)
    rules.set(language, rule)
  }
  return rule.select(n) === 'one' ? 'one' : 'other'
}
