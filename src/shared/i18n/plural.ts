// Counted words in each language's plural forms (Intl.PluralRules): one home for the phone page
// and the printed documents.

/** A text's plural forms: `one` for what the language counts as one, `other` for the rest. */
export interface PluralText {
  one: string
  other: string
}

/** Fills the form of `forms` the language uses for `n` (`{n}` is the count). */
export function countText(
  forms: PluralText,
  n: number,
  language: string,
  params: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(language).select(n) === 'one' ? forms.one : forms.other
  const values: Record<string, string | number> = { n, ...params }
  return form.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
