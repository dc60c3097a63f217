// Money as integers of minor units (cents, yen): how many digits a currency's minor unit has,
// reading an amount the host typed, and showing one in the host's language.
import { fail } from './errors'
import { MAX_POT_MINOR } from './pot'

/** A three-letter ISO 4217 code the host's system knows, e.g. USD, EUR, JPY. */
export type CurrencyCode = string

/** Whether `code` is a currency this system can show (three letters, known to Intl). */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code })
    return true
  } catch {
    return false
  }
}

// Building an Intl.NumberFormat costs a fraction of a millisecond, formatting with one a few
// microseconds: a desk row, a report line or a CSV cell formats with the one kept for its pair.
const digitsOf = new Map<CurrencyCode, number>()
const formats = new Map<string, { digits: number; format: Intl.NumberFormat }>()

/** How many digits the currency's minor unit has: 2 for USD and EUR, 0 for JPY. */
export function minorDigits(currency: CurrencyCode): number {
  const known = digitsOf.get(currency)
  if (known !== undefined) return known
  if (!isCurrency(currency)) fail('invalid-pot', 'money.currency', { got: currency })
  const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
  const digits = options.maximumFractionDigits ?? 2
  digitsOf.set(currency, digits)
  return digits
}

/** An amount of minor units in the host's language: 2450 USD in English is "$24.50". */
export function formatMoney(minor: number, currency: CurrencyCode, locale: string): string {
  const key = `${currency} ${locale}`
  let kept = formats.get(key)
  if (!kept) {
    const digits = minorDigits(currency)
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    kept = { digits, format }
    formats.set(key, kept)
  }
  return kept.format.format(minor / 10 ** kept.digits)
}

const SPACES = /[\s\u00a0\u202f'’]/g

/**
 * The minor units of an amount the host typed ("24.50", "24,50", "1 234,5", "¥500" less the
 * sign): a dot or comma followed by at most the currency's minor digits is the decimal mark, one
 * followed by three digits groups thousands. Refuses, in words, a negative amount, more decimals
 * than the currency has, and anything that is not an amount.
 */
export function parseMoney(text: string, currency: CurrencyCode): number {
  const digits = minorDigits(currency)
  const bare = text.replace(SPACES, '')
  if (/^-/.test(bare)) fail('invalid-pot', 'money.negative', { got: text })
  if (!/^\d[\d.,]*$/.test(bare) || /[.,]$/.test(bare))
    fail('invalid-pot', 'money.notAmount', { got: text })
  const last = Math.max(bare.lastIndexOf('.'), bare.lastIndexOf(','))
  const tail = last < 0 ? '' : bare.slice(last + 1)
  const decimal = last >= 0 && (tail.length !== 3 || digits >= 3)
  if (decimal && tail.length > digits) fail('invalid-pot', 'money.decimals', { got: text, digits })
  const whole = decimal ? bare.slice(0, last) : bare
  // thousands are grouped by one mark only, never the decimal one
  const marks = new Set(whole.replace(/\d/g, ''))
  const mark = decimal ? bare[last] : undefined
  const grouped = marks.size === 0 || (marks.size === 1 && !marks.has(mark ?? ''))
  if (!grouped || !/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole))
    fail('invalid-pot', 'money.notAmount', { got: text })
  const units = Number(whole.replace(/[.,]/g, ''))
  const fraction = decimal ? Number(tail.padEnd(digits, '0')) : 0
  const minor = units * 10 ** digits + fraction
  if (!Number.isSafeInteger(minor) || minor > MAX_POT_MINOR)
    fail('invalid-pot', 'money.tooLarge', { got: text })
  return minor
}
