// The PDF texts: the same keys and placeholders in every language, and nothing left empty.
import { describe, expect, it } from 'vitest'
import { messageKeys } from '../../../../src/shared/i18n'
import { fill, pdfTexts } from '../../../../src/shared/i18n/pdf'
import { LANGUAGES } from '../../../../src/shared/settings'

function leaves(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  )
}

const placeholders = (s: string): string[] =>
  [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort()

describe('PDF texts', () => {
  const reference = new Map(leaves(pdfTexts.en))

  it.each(LANGUAGES)('%s has exactly the English keys, each with the same placeholders', (lang) => {
    expect(messageKeys(pdfTexts[lang])).toEqual(messageKeys(pdfTexts.en))
    for (const [key, value] of leaves(pdfTexts[lang])) {
      // the gap between two sentences is a space, or nothing in Japanese
      if (!key.endsWith('.gap')) expect(value.trim(), key).not.toBe('')
      expect(placeholders(value), `${lang}.${key}`).toEqual(placeholders(reference.get(key) ?? ''))
    }
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Table {n} of {total}', { n: 3 })).toBe('Table 3 of {total}')
  })
})
