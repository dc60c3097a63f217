// Money as the host types it: read with the engine's parseMoney in the club's currency, refusals
// in the host's language (this pulls in every language's problem texts: club screens only).
import { BuncoRuleError, isCurrency, minorDigits, parseMoney } from '@shared/bunco'
import type { PotShare } from '@shared/bunco'
import { translateProblem } from '@shared/i18n/problems'
import type { Language } from '@shared/settings'
import { hostLanguage } from './moneyText'

/** Currencies offered first when a club is created; any other ISO code can be typed. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY'] as const

/** The split a new club starts with: the rest of the pot is the club's. */
export const DEFAULT_SHARES: PotShare[] = [
  { prize: 'mostWins', percent: 50 },
  { prize: 'mostBuncos', percent: 30 },
  { prize: 'mostLosses', percent: 10 },
]

/** What reading a typed amount gives: its minor units, or why not in the host's language. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string }

/** The engine's refusal as the host's sentence; anything else as its own text. */
function refusal(err: unknown, language: Language): string {
  if (err instanceof BuncoRuleError)
    return err.details.map((d) => translateProblem(language, d)).join(' ')
  return String(err)
}

/** Reads an amount the host typed ("5", "5,50", "1 234.5") in the club's currency. */
export function readMoney(
  text: string,
  currency: string,
  language: Language = hostLanguage(),
): Read<number> {
  try {
    return { ok: true, value: parseMoney(text.trim() === '' ? '0' : text, currency) }
  } catch (err) {
    return { ok: false, message: refusal(err, language) }
  }
}

/** An amount as an editable text in the host's own decimal mark: 550 USD is "5.50" in English. */
export function moneyInput(
  minor: number,
  currency: string,
  language: Language = hostLanguage(),
): string {
  if (!isCurrency(currency)) return String(minor)
  const digits = minorDigits(currency)
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits)
}

/** A currency code as typed ("usd ") in the form the engine takes ("USD"), if this system knows it. */
export function readCurrency(text: string): string | null {
  const code = text.trim().toUpperCase()
  return isCurrency(code) ? code : null
}

/** A share typed in percent ("12.5", "12,5"), 0 to 100 with at most two decimals; empty is 0. */
export function readPercent(text: string): number | null {
  const bare = text.trim().replace(',', '.')
  if (bare === '') return 0
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(bare)) return null
  const value = Number(bare)
  return value <= 100 ? value : null
}

/** The sum of shares in percent, exact to two decimals (worked in basis points). */
export function shareSum(shares: readonly PotShare[]): number {
  return shares.reduce((sum, s) => sum + Math.round(s.percent * 100), 0) / 100
}
