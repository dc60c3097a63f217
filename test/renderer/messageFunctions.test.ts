import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { messageKeys, messages } from '../../src/shared/i18n'
import { LANGUAGES } from '../../src/shared/settings'
import { toMessageFunction, toMessageFunctions } from '../../src/renderer/src/lib/messageFunctions'

// The same catalogues as message functions and as texts for vue-i18n's own compiler (which
// tests still have; the build leaves it out).
function translator(catalogues: typeof messages) {
  return createI18n({ legacy: false, locale: 'en', messages: catalogues }).global
}

describe('toMessageFunctions', () => {
  const ours = translator(toMessageFunctions(messages))
  const theirs = translator(messages)

  it.each(LANGUAGES)('gives the same text as vue-i18n for every %s message', (lang) => {
    ours.locale.value = lang
    theirs.locale.value = lang
    const params = { name: 'Ana', round: 3, total: 24, n: 12, table: 2, count: 0, title: 'Fri' }
    for (const key of messageKeys(messages[lang])) {
      expect(ours.t(key, params), key).toBe(theirs.t(key, params))
    }
  })

  it('keeps the shape of the catalogue, with a function for every text', () => {
    const out = toMessageFunctions({ a: 'x', b: { c: 'y {n}' } }) as unknown as {
      a: unknown
      b: { c: unknown }
    }
    expect(typeof out.a).toBe('function')
    expect(typeof out.b.c).toBe('function')
  })
})

describe('toMessageFunction', () => {
  const named = (values: Record<string, unknown>) => ({ named: (k: string) => values[k] }) as never

  it('fills each placeholder with its named value', () => {
    expect(toMessageFunction('Round {round} of {total}')(named({ round: 2, total: 6 }))).toBe(
      'Round 2 of 6',
    )
  })

  it('leaves a missing value empty, as vue-i18n does', () => {
    expect(toMessageFunction('{who} wins')(named({}))).toBe(' wins')
  })

  it('refuses a text with a brace that is not a placeholder', () => {
    expect(() => toMessageFunction('Round {1}')).toThrow(/brace/)
  })
})
