// The fundraiser's words: every refusal it can give has a text in every language, each text uses
// only the params its refusals pass, and a refusal's field and amounts read as words and money.
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AppError } from '../../../src/shared/app-error'
import { FUNDRAISER_REFUSALS, checkMinor } from '../../../src/shared/fundraiser'
import { hasMessage, messageKeys, messages, translate } from '../../../src/shared/i18n'
import { fundraiserRefusalParams } from '../../../src/shared/i18n/fundraiser/params'
import { LANGUAGES } from '../../../src/shared/settings'

const folder = resolve(__dirname, '../../../src/shared/fundraiser')
const sources = readdirSync(folder)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(folder, f), 'utf8'))
  .join('\n')

/**
 * The param names of an object literal's text, nested calls and their commas set aside; a quoted
 * '@name' (a message key whose text fills {name}) counts as name.
 */
function paramNames(body: string): string[] {
  let flat = body
  while (/\([^()]*\)/.test(flat)) flat = flat.replace(/\([^()]*\)/g, '')
  return flat
    .split(',')
    .map((part) => /^\s*(?:'@)?([A-Za-z]+)'?\s*(?::|$)/.exec(part)?.[1])
    .filter((name): name is string => name !== undefined)
}

/** Every param name any call passes with each refusal key. */
function paramsByKey(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  const add = (key: string, names: string[]): void => {
    const set = found.get(key) ?? new Set()
    for (const n of names) set.add(n)
    found.set(key, set)
  }
  for (const m of sources.matchAll(/refuse\(\s*'([a-zA-Z.]+)'\s*(?:,\s*\{([^}]*)\})?/g))
    add(m[1] as string, paramNames(m[2] ?? ''))
  // checkChoice refuses with the key it is given and the value it got
  for (const m of sources.matchAll(/checkChoice\([^)]*'([a-zA-Z.]+)'\)/g))
    add(m[1] as string, ['got'])
  return found
}

const holes = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')

describe('the fundraiser’s texts', () => {
  it.each(LANGUAGES)('words every refusal in %s, and nothing else under errors.fundraiser', (l) => {
    for (const key of FUNDRAISER_REFUSALS)
      expect(hasMessage(l, `errors.fundraiser.${key}`), key).toBe(true)
    const listed = messageKeys(messages[l].errors.fundraiser)
    expect(listed).toEqual([...FUNDRAISER_REFUSALS].sort())
  })

  it('uses in each refusal only the params its calls pass', () => {
    const passed = paramsByKey()
    for (const key of FUNDRAISER_REFUSALS) {
      const names = passed.get(key)
      expect(names, `${key} is thrown somewhere`).toBeDefined()
      for (const l of LANGUAGES) {
        const text = translate(l, `errors.fundraiser.${key}`)
        for (const hole of holes(text)) expect([...(names ?? [])], `${l} ${key}`).toContain(hole)
      }
    }
  })

  it('names every field a check names', () => {
    const fields = [...sources.matchAll(/check(?:Text|Minor|PositiveMinor)\([^,]+,\s*'(\w+)'/g)]
    expect(fields.length).toBeGreaterThan(20)
    for (const [, field] of fields)
      for (const l of LANGUAGES)
        expect(hasMessage(l, `fundraiser.field.${field}`), field).toBe(true)
  })

  it('says a refusal’s field in words and its amounts as money, in each language', () => {
    let refusal: AppError | undefined
    try {
      checkMinor(-1250, 'donation')
    } catch (err) {
      refusal = err as AppError
    }
    if (!refusal) throw new Error('a negative donation was taken')
    const say = (l: (typeof LANGUAGES)[number]): string =>
      translate(
        l,
        refusal.messageKey,
        fundraiserRefusalParams(refusal.messageKey, refusal.params, 'USD', l),
      ).replace(/[\u00a0\u202f]/g, ' ')
    expect(say('en')).toBe('Donation: an amount cannot be negative (-$12.50).')
    expect(say('fr')).toContain('Don : ')
    expect(say('fr')).toContain('-12,50 $US')
    expect(say('de')).toContain('Spende: ')
    expect(say('ja')).toContain('寄付：')
    const due = fundraiserRefusalParams(
      'errors.fundraiser.payment.moreThanDue',
      { due: 2500, got: 3000 },
      'JPY',
      'ja',
    )
    expect(due).toEqual({ due: '￥2,500', got: '￥3,000' })
    // a field the catalogue does not name, and a text that is no amount, stay as they came
    expect(
      fundraiserRefusalParams(
        'errors.fundraiser.money.notWhole',
        { field: 'x', got: '1.5' },
        'USD',
        'en',
      ),
    ).toEqual({ field: 'x', got: '1.5' })
  })
})
