// Money as the host types and reads it on the club screens.
import { describe, expect, it } from 'vitest'
import {
  moneyInput,
  readCurrency,
  readMoney,
  readPercent,
  shareSum,
} from '../../src/renderer/src/lib/moneyInput'
import { showMoney } from '../../src/renderer/src/lib/moneyText'

const nbsp = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ')

describe('typed money', () => {
  it('reads what the host types in the club’s currency', () => {
    expect(readMoney('5', 'USD', 'en')).toEqual({ ok: true, value: 500 })
    expect(readMoney('5,50', 'EUR', 'fr')).toEqual({ ok: true, value: 550 })
    expect(readMoney('5.5', 'USD', 'en')).toEqual({ ok: true, value: 550 })
    expect(readMoney('500', 'JPY', 'ja')).toEqual({ ok: true, value: 500 })
    expect(readMoney('', 'USD', 'en')).toEqual({ ok: true, value: 0 })
  })

  it('refuses what is not an amount, in the host’s language', () => {
    const fr = readMoney('5,555', 'EUR', 'fr')
    expect(fr.ok).toBe(true) // a comma and three digits group thousands
    const bad = readMoney('cinq', 'EUR', 'fr')
    expect(bad.ok).toBe(false)
    expect(bad.ok ? '' : bad.message).toContain('cinq')
    const de = readMoney('5,5', 'JPY', 'de')
    expect(de.ok ? '' : de.message).toMatch(/Dezimal|Nachkomma/)
    const negative = readMoney('-5', 'USD', 'en')
    expect(negative.ok ? '' : negative.message).toContain('negative')
  })

  it('shows amounts with the host’s language and puts them back into a field', () => {
    expect(showMoney(2450, 'USD', 'en')).toBe('$24.50')
    expect(nbsp(showMoney(2450, 'EUR', 'fr'))).toBe('24,50 €')
    expect(nbsp(showMoney(2450, 'EUR', 'de'))).toBe('24,50 €')
    expect(showMoney(500, 'JPY', 'ja')).toMatch(/500/)
    expect(moneyInput(550, 'EUR', 'fr')).toBe('5,50')
    expect(moneyInput(550, 'USD', 'en')).toBe('5.50')
    expect(moneyInput(500, 'JPY', 'en')).toBe('500')
    expect(readMoney(moneyInput(123456, 'EUR', 'de'), 'EUR', 'de')).toEqual({
      ok: true,
      value: 123456,
    })
  })

  it('reads currency codes and percentages', () => {
    expect(readCurrency(' eur ')).toBe('EUR')
    expect(readCurrency('XYZ1')).toBeNull()
    expect(readPercent('12,5')).toBe(12.5)
    expect(readPercent('')).toBe(0)
    expect(readPercent('101')).toBeNull()
    expect(readPercent('1.234')).toBeNull()
    expect(
      shareSum([
        { prize: 'mostWins', percent: 33.33 },
        { prize: 'mostBuncos', percent: 33.33 },
        { prize: 'mostLosses', percent: 33.34 },
      ]),
    ).toBe(100)
  })
})
