import { afterEach, describe, expect, it } from 'vitest'
import { applyLanguage, countOf, listOf, plural } from '../../src/renderer/src/i18n'
import { pluralForm } from '../../src/renderer/src/lib/plural'

afterEach(() => applyLanguage('en'))

describe('pluralForm', () => {
  it('follows each language: English and German count 0 as plural, French as singular', () => {
    expect([0, 1, 2].map((n) => pluralForm('en', n))).toEqual(['other', 'one', 'other'])
    expect([0, 1, 2].map((n) => pluralForm('de', n))).toEqual(['other', 'one', 'other'])
    expect([0, 1, 2].map((n) => pluralForm('fr', n))).toEqual(['one', 'one', 'other'])
  })

  it('has one form for Japanese', () => {
    expect([0, 1, 2].map((n) => pluralForm('ja', n))).toEqual(['other', 'other', 'other'])
  })
})

describe('countOf and plural', () => {
  it('says counted words in the current language', async () => {
    expect(countOf('wins', 1)).toBe('1 win')
    expect(countOf('wins', 18)).toBe('18 wins')
    await applyLanguage('fr')
    expect(countOf('wins', 0)).toBe('0 victoire')
    expect(countOf('guests', 12)).toBe('12 invités')
    await applyLanguage('de')
    expect(countOf('tables', 1)).toBe('1 Tisch')
    expect(countOf('pages', 3)).toBe('3 Seiten')
    await applyLanguage('ja')
    expect(countOf('tables', 3)).toBe('テーブル 3 卓')
  })

  it('fills a plural message with its other values', () => {
    expect(plural('entry.missing', 1, { tables: '3' })).toBe('Waiting for table 3')
    expect(plural('entry.missing', 2, { tables: '2, 3' })).toBe('Waiting for tables 2, 3')
  })
})

describe('listOf', () => {
  it('lists items the way each language does', async () => {
    expect(listOf([2])).toBe('2')
    expect(listOf([2, 3, 4])).toBe('2, 3, and 4')
    await applyLanguage('fr')
    expect(listOf(['Ana', 'Bea'])).toBe('Ana et Bea')
    await applyLanguage('de')
    expect(listOf(['Ana', 'Bea'])).toBe('Ana und Bea')
    await applyLanguage('ja')
    expect(listOf([1, 2])).toBe('1、2')
  })
})

describe('counts', () => {
  it('write the number as the language does', async () => {
    expect(countOf('guests', 1200)).toBe('1,200 guests')
    await applyLanguage('de')
    expect(countOf('guests', 1200)).toBe('1.200 Gäste')
  })
})
