// How the fundraiser says no: a message key under 'errors.fundraiser.' and its parameters, so the
// i18n layer words it in the organiser's language; no English lives in the logic.
import { AppError } from '../app-error'
import type { ErrorCode } from '../errors'

/** Every refusal the fundraiser can give; each needs a text in every language (i18n, later). */
export const FUNDRAISER_REFUSALS = [
  'money.notWhole',
  'money.negative',
  'money.zero',
  'money.tooLarge',
  'settings.currency',
  'event.idTwice',
  'event.unknown',
  'event.time',
  'event.text',
  'registration.unknown',
  'registration.name',
  'registration.freePriced',
  'registration.alreadyArrived',
  'registration.notArrived',
  'registration.arrivedNoShow',
  'registration.alreadyNoShow',
  'payment.unknown',
  'payment.method',
  'payment.moreThanDue',
  'payment.freeNotZero',
  'refund.moreThanPaid',
  'refund.free',
  'raffle.range',
  'raffle.rangeTooLong',
  'raffle.rangeOverlap',
  'raffle.ticketNotSold',
  'raffle.noTicketSold',
  'raffle.noTicketLeft',
  'raffle.ticketWonBefore',
  'raffle.ticketUnclaimed',
  'raffle.prizeUnknown',
  'raffle.prizeTwice',
  'raffle.prizeDrawn',
  'raffle.drawUnknown',
  'raffle.drawNotStanding',
  'raffle.drawPaid',
  'raffle.strip',
  'raffle.salesClosed',
  'raffle.random',
  'payout.fiftyFiftyNotDrawn',
  'payout.fiftyFiftyAmount',
  'payout.fiftyFiftyTwice',
  'csv.empty',
  'csv.binary',
  'csv.tooLarge',
  'csv.tooManyRows',
  'csv.tooManyColumns',
  'csv.unclosedQuote',
  'csv.noNameColumn',
  'csv.noSuchColumn',
  'label.position',
  'donation.unknown',
  'log.notStarted',
  'log.damaged',
  'log.refused',
  'import.rowNoName',
] as const

/** One refusal's key, without the 'errors.fundraiser.' prefix. */
export type FundraiserRefusal = (typeof FUNDRAISER_REFUSALS)[number]

/** The prefix of every fundraiser message key in the catalogue. */
export const FUNDRAISER_KEY_PREFIX = 'errors.fundraiser.'

/** Throws an AppError whose message key is `errors.fundraiser.<key>`, changing nothing. */
export function refuse(
  key: FundraiserRefusal,
  params: Record<string, string | number> = {},
  code: ErrorCode = 'invalid-args',
): never {
  throw new AppError(code, `${FUNDRAISER_KEY_PREFIX}${key}`, params)
}
