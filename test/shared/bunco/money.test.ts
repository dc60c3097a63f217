import { describe, expect, it } from 'vitest'
import {
  BuncoRuleError,
  formatMoney,
  isCurrency,
  minorDigits,
  parseMoney,
} from '../../../src/shared/bunco'

function problemOf(text: string, currency = 'USD'): string | undefined {
  try {
    parseMoney(text, currency)
  } catch (e) {
    if (e instanceof BuncoRuleError) return e.details[0]?.code
    throw e
  }
  return undefined
}

describe('money in minor units', () => {
  it('knows each currency’s minor digits', () => {
    expect(minorDigits('USD')).toBe(2)
    expect(minorDigits('EUR')).toBe(2)
    expect(minorDigits('JPY')).toBe(0)
    expect(isCurrency('usd')).toBe(false)
    expect(isCurrency('XYZW')).toBe(false)
  })

  it('shows an amount in the host’s language', () => {
    expect(formatMoney(2450, 'USD', 'en')).toBe('$24.50')
    expect(formatMoney(2450, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('24,50 €')
    expect(formatMoney(123456, 'EUR', 'de')).toMatch(/^1\.234,56\s€$/)
    expect(formatMoney(500, 'JPY', 'ja')).toMatch(/^[￥¥]500$/)
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05')
  })

  it('reads what a host types, in cents, in any of the four languages’ habits', () => {
    expect(parseMoney('24.50', 'USD')).toBe(2450)
    expect(parseMoney('24,5', 'EUR')).toBe(2450)
    expect(parseMoney('5', 'USD')).toBe(500)
    expect(parseMoney('1 234,56', 'EUR')).toBe(123456)
    expect(parseMoney('1.234,56', 'EUR')).toBe(123456)
    expect(parseMoney('1,234.56', 'USD')).toBe(123456)
    expect(parseMoney('1,234', 'USD')).toBe(123400)
    expect(parseMoney('1.234.567,89', 'EUR')).toBe(123456789)
    expect(parseMoney('1.000', 'JPY')).toBe(1000)
    expect(parseMoney(' 500 ', 'JPY')).toBe(500)
  })

  it('refuses negative, over-precise and non-amounts in words', () => {
    expect(problemOf('-5')).toBe('money.negative')
    expect(parseMoney('2.505', 'USD')).toBe(250500)
    expect(problemOf('2.5', 'JPY')).toBe('money.decimals')
    expect(problemOf('12.345,678')).toBe('money.notAmount')
    expect(problemOf('abc')).toBe('money.notAmount')
    expect(problemOf('')).toBe('money.notAmount')
    expect(problemOf('5.')).toBe('money.notAmount')
    expect(problemOf('1.2.3')).toBe('money.notAmount')
    expect(problemOf('1,234,56')).toBe('money.notAmount')
    expect(problemOf('99999999999999')).toBe('money.tooLarge')
    expect(problemOf('5', 'EURO')).toBe('money.currency')
  })
})
