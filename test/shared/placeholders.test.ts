import { describe, expect, it } from 'vitest'
import { messageKeys, messages, translate } from '../../src/shared/i18n'
import { splitPlaceholders } from '../../src/shared/i18n/placeholders'
import { LANGUAGES } from '../../src/shared/settings'

describe('splitPlaceholders', () => {
  it('cuts text into literal pieces and named placeholders', () => {
    expect(splitPlaceholders('Table {table}: {name} wins')).toEqual([
      'Table ',
      { name: 'table' },
      ': ',
      { name: 'name' },
      ' wins',
    ])
  })

  it('handles texts that are only a placeholder, or have none', () => {
    expect(splitPlaceholders('{n}')).toEqual([{ name: 'n' }])
    expect(splitPlaceholders('Plain text')).toEqual(['Plain text'])
    expect(splitPlaceholders('')).toEqual([])
  })

  it('accepts spaces inside the braces, as vue-i18n does', () => {
    expect(splitPlaceholders('{ round }/{total}')).toEqual([
      { name: 'round' },
      '/',
      { name: 'total' },
    ])
  })

  it.each(['Open {', 'close } here', '{1} item', '{two words}', "{'literal'}", '{}'])(
    'refuses a brace that is not a placeholder: %s',
    (text) => {
      expect(() => splitPlaceholders(text)).toThrow(/brace/)
    },
  )

  it('reads every text of every catalogue', () => {
    for (const lang of LANGUAGES) {
      for (const key of messageKeys(messages[lang])) {
        expect(() => splitPlaceholders(translate(lang, key)), `${lang} ${key}`).not.toThrow()
      }
    }
  })
})
