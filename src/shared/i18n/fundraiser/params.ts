// A fundraiser refusal's params as the organiser reads them: the field it names in their own words,
// and its amounts (integers of minor units) as money, never as a bare count of cents.
import { formatMoney } from '../../bunco/money'
import type { Language } from '../../settings'
import { fundraiserEn } from './en'

/** The params of each refusal that hold an amount of minor units. */
const MONEY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'money.negative': ['got'],
  'money.tooLarge': ['got'],
  'registration.freePriced': ['price'],
  'payment.moreThanDue': ['due', 'got'],
  'payment.freeNotZero': ['got'],
  'refund.moreThanPaid': ['left', 'got'],
  'payout.fiftyFiftyAmount': ['due', 'got'],
}

const FIELDS: ReadonlySet<string> = new Set(Object.keys(fundraiserEn.field))

/**
 * The params of a refusal (`errors.fundraiser.<key>`) ready for `translate` or the renderer's
 * `sayText`: a known `field` becomes '@field' (its name under fundraiser.field) and each amount
 * is formatted in the fundraiser's currency; other params are left as they are.
 */
export function fundraiserRefusalParams(
  messageKey: string,
  params: Readonly<Record<string, string | number>>,
  currency: string,
  language: Language,
): Record<string, string | number> {
  const key = messageKey.replace(/^errors\.fundraiser\./, '')
  const out: Record<string, string | number> = {}
  const money = new Set(MONEY_PARAMS[key] ?? [])
  for (const [name, value] of Object.entries(params)) {
    const minor = typeof value === 'number' || /^-?\d+$/.test(value) ? Number(value) : NaN
    if (name === 'field' && FIELDS.has(String(value))) out['@field'] = `fundraiser.field.${value}`
    else if (money.has(name) && Number.isSafeInteger(minor))
      out[name] = formatMoney(minor, currency, language)
    else out[name] = value
  }
  return out
}
