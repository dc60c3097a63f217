import { describe, expect, it } from 'vitest'
import {
  defaultSettings,
  languageFromLocales,
  paperSizeFromLocale,
} from '../../src/shared/settings'

describe('first-start settings from the OS', () => {
  it.each([
    [['fr-FR'], 'fr'],
    [['de_AT'], 'de'],
    [['ja'], 'ja'],
    [['es-ES', 'de-DE'], 'de'],
    [['pt-BR'], 'en'],
    [[], 'en'],
  ])('%j → %s', (locales, expected) => {
    expect(languageFromLocales(locales)).toBe(expected)
  })

  it.each([
    ['en-US', 'letter'],
    ['fr-CA', 'letter'],
    ['en-GB', 'a4'],
    ['de-DE', 'a4'],
    ['ja-JP', 'a4'],
    ['fr', 'a4'],
  ])('paper for %s is %s', (locale, paper) => {
    expect(paperSizeFromLocale(locale)).toBe(paper)
  })

  it('combines both, with the system theme', () => {
    expect(defaultSettings(['en-US'])).toEqual({
      language: 'en',
      paperSize: 'letter',
      theme: 'system',
      textSize: 'standard',
    })
  })
})
