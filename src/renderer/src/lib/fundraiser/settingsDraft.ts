// The settings form's draft: what the host types, turned into settings the ledger checks, with
// each game's prices checked on their own so a refusal lands beside that game's field.
import { AppError } from '@shared/app-error'
import {
  ENTRY_KINDS,
  TICKET_GAMES,
  checkPrices,
  type EntryKind,
  type FundraiserSettings,
  type TicketGame,
} from '@shared/fundraiser'
import type { Language } from '@shared/settings'
import { readCurrency } from '../moneyInput'

/** One game's prices as typed: the strip's size is text, empty for no strip. */
export interface PricesDraft {
  ticketMinor: number
  stripSize: string
  stripMinor: number
}

/** The settings as the form holds them. */
export interface SettingsDraft {
  cause: string
  goalMinor: number
  currency: string
  entryPrices: Record<EntryKind, number>
  games: Record<TicketGame, PricesDraft>
  winAgain: boolean
}

/** The currency a new fundraiser is offered in the host's language. */
const CURRENCY_OF: Record<Language, string> = { en: 'USD', fr: 'EUR', de: 'EUR', ja: 'JPY' }

/** A draft of saved settings, or of new ones in the host's currency. */
export function draftOf(settings: FundraiserSettings | null, language: Language): SettingsDraft {
  const game = (g: TicketGame): PricesDraft => {
    const prices = settings?.[g]
    return {
      ticketMinor: prices?.ticketMinor ?? 0,
      stripSize: prices?.strip ? String(prices.strip.size) : '',
      stripMinor: prices?.strip?.priceMinor ?? 0,
    }
  }
  return {
    cause: settings?.cause ?? '',
    goalMinor: settings?.goalMinor ?? 0,
    currency: settings?.currency ?? CURRENCY_OF[language],
    entryPrices: { ...(settings?.entryPrices ?? { early: 0, regular: 0, door: 0, free: 0 }) },
    games: { raffle: game('raffle'), fiftyFifty: game('fiftyFifty') },
    winAgain: settings?.winAgain ?? false,
  }
}

/** The strip's size as a number (NaN when it is not whole digits), or null for no strip. */
function stripOf(p: PricesDraft): { size: number; priceMinor: number } | null {
  const typed = p.stripSize.trim()
  if (typed === '') return null
  return { size: /^\d+$/.test(typed) ? Number(typed) : NaN, priceMinor: p.stripMinor }
}

/** The settings a draft says. */
export function settingsOf(draft: SettingsDraft): FundraiserSettings {
  const prices = (g: TicketGame): FundraiserSettings[TicketGame] => ({
    ticketMinor: draft.games[g].ticketMinor,
    strip: stripOf(draft.games[g]),
  })
  return {
    cause: draft.cause.trim(),
    goalMinor: draft.goalMinor,
    currency: readCurrency(draft.currency) ?? draft.currency.trim().toUpperCase(),
    entryPrices: Object.fromEntries(ENTRY_KINDS.map((k) => [k, draft.entryPrices[k]])) as Record<
      EntryKind,
      number
    >,
    raffle: prices('raffle'),
    fiftyFifty: prices('fiftyFifty'),
    winAgain: draft.winAgain,
  }
}

/** A game's prices refused, with the form's field it is about ('raffle.stripSize'), or null. */
export function pricesRefusal(draft: SettingsDraft): { err: AppError; field: string } | null {
  const settings = settingsOf(draft)
  for (const game of TICKET_GAMES) {
    try {
      checkPrices(settings[game])
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      const named = err.params['field']
      if (named === 'ticketPrice' || named === 'stripPrice')
        return { err, field: `${game}.${named === 'ticketPrice' ? 'ticket' : 'stripPrice'}` }
      // the size as typed, not as the number it could not be read as
      const size = draft.games[game].stripSize.trim()
      return { err: new AppError(err.code, err.messageKey, { size }), field: `${game}.stripSize` }
    }
  }
  return null
}
