// A fundraiser's refusal said as its organiser reads it: the field it names in their words and
// its amounts as money in the fundraiser's currency, not as a field code and a count of cents.
// Applied once, where the fundraiser's calls are registered.
import { AppError } from '@shared/app-error'
import { isCurrency } from '@shared/bunco'
import type { CallName, Handlers } from '@shared/contract'
import { FUNDRAISER_KEY_PREFIX } from '@shared/fundraiser'
import { fundraiserRefusalParams } from '@shared/i18n/fundraiser/params'
import type { Language } from '@shared/settings'
import type { FundraiserDeps } from './fundraiserDeps'
import { readFundraiser } from './fundraiserLog'

/** The currency a call's refusal is said in: the settings it sends, else its night's fundraiser's. */
export function refusalCurrency(deps: FundraiserDeps, args: unknown): string {
  const given = args as { nightId?: unknown; settings?: { currency?: unknown } } | null
  const sent = given?.settings?.currency
  if (typeof sent === 'string' && isCurrency(sent)) return sent
  try {
    const nightId = given?.nightId
    if (typeof nightId === 'number')
      return readFundraiser(deps, nightId)?.state.settings.currency ?? 'USD'
  } catch {
    // a damaged log is refused in its own words; its amounts are then said in dollars
  }
  return 'USD'
}

function worded(err: unknown, currency: () => string, language: Language): unknown {
  if (!(err instanceof AppError) || !err.messageKey.startsWith(FUNDRAISER_KEY_PREFIX)) return err
  const params = fundraiserRefusalParams(err.messageKey, err.params, currency(), language)
  return new AppError(err.code, err.messageKey, params, err.problems)
}

/** The same handlers, whose fundraiser refusals name fields in words and amounts as money. */
export function withFundraiserWords<K extends CallName>(
  handlers: Pick<Handlers, K>,
  currencyOf: (args: unknown) => string,
  language: () => Language,
): Pick<Handlers, K> {
  const out: Partial<Pick<Handlers, K>> = {}
  for (const name of Object.keys(handlers) as K[]) {
    const handler = handlers[name] as (args: unknown) => unknown
    const say = (err: unknown, args: unknown): unknown =>
      worded(err, () => currencyOf(args), language())
    const run = (args: unknown): unknown => {
      try {
        const answer = handler(args)
        return answer instanceof Promise
          ? answer.catch((err: unknown) => Promise.reject(say(err, args)))
          : answer
      } catch (err) {
        throw say(err, args)
      }
    }
    out[name] = run as Handlers[K]
  }
  return out as Pick<Handlers, K>
}
