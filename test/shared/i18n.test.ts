import { describe, expect, it } from 'vitest'
import { messageKeys, messages, translate } from '../../src/shared/i18n'
import { LANGUAGES } from '../../src/shared/settings'

describe('message catalogues', () => {
  const reference = messageKeys(messages.en)

  it.each(LANGUAGES)('%s has exactly the English keys', (lang) => {
    const keys = messageKeys(messages[lang])
    expect(
      keys.filter((k) => !reference.includes(k)),
      'extra keys',
    ).toEqual([])
    expect(
      reference.filter((k) => !keys.includes(k)),
      'missing keys',
    ).toEqual([])
  })

  it.each(LANGUAGES)('%s has no empty text and the same placeholders as English', (lang) => {
    for (const key of reference) {
      const text = translate(lang, key)
      expect(text.trim(), key).not.toBe('')
      const holes = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort()
      expect(holes(text), key).toEqual(holes(translate('en', key)))
    }
  })

  it('has no vue-i18n special characters that would break message compilation', () => {
    for (const lang of LANGUAGES) {
      for (const key of reference) expect(translate(lang, key), key).not.toMatch(/[@|$]/)
    }
  })
})

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'menu.aboutDetail', { version: '1.2.3' })).toContain('1.2.3')
  })
  it('leaves unknown placeholders visible and returns the key for a missing text', () => {
    expect(translate('en', 'menu.aboutDetail')).toContain('{version}')
    expect(translate('fr', 'no.such.key')).toBe('no.such.key')
  })
})

describe('messageKeys', () => {
  it('lists nested keys with dots', () => {
    expect(messageKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual(['a', 'b.c', 'b.d.e'])
  })
})
