// The money events beyond the door: donations, raffle and 50/50 tickets, prizes, draws and what
// the cause pays out. Each handler checks everything first and writes only once the event fits.
import { checkMinor, checkPositiveMinor } from './amounts'
import { checkChoice, checkNewId, checkText } from './checks'
import {
  PAYMENT_METHODS,
  PAYOUT_KINDS,
  TICKET_GAMES,
  type Draft,
  type FundraiserEvent,
  type FundraiserState,
  type MoneyMethod,
} from './events'
import { splitFiftyFifty } from './fiftyFifty'
import { addPrize, rangeSize, sellRange, ticketsPrice } from './raffle'
import { markUnclaimed, prizeWon, recordDraw } from './raffleDraws'
import { refuse } from './refusals'

type Of<T extends FundraiserEvent['type']> = Extract<FundraiserEvent, { type: T }>

/** The 50/50's one prize: its pot. */
export const FIFTY_FIFTY_PRIZE = 'fiftyFifty'

const MONEY_METHODS = PAYMENT_METHODS.filter((m): m is MoneyMethod => m !== 'free')

/** The 50/50's sales so far. */
export function fiftyFiftySales(state: Pick<FundraiserState, 'sales'>): number {
  let sum = 0
  for (const sale of state.sales.values()) if (sale.game === 'fiftyFifty') sum += sale.amountMinor
  return sum
}

/** Records a donation: an amount, a donor or none, how it was given, a note. */
export function donate(draft: Draft, event: Of<'donation'>): void {
  const donationId = checkNewId(draft.donations, event.donationId)
  draft.donations.set(donationId, {
    donationId,
    amountMinor: checkPositiveMinor(event.amountMinor, 'donation'),
    donor: event.donor === null ? null : checkText(event.donor, 'donor') || null,
    method: checkChoice(MONEY_METHODS, event.method, 'payment.method'),
    note: checkText(event.note, 'note'),
    deviceId: checkText(event.deviceId, 'device', true),
  })
}

/** Sells a range of a game's tickets at the prices of the time; never a number sold before. */
export function sellTickets(draft: Draft, event: Of<'ticketSale'>): void {
  const saleId = checkNewId(draft.sales, event.saleId)
  const game = checkChoice(TICKET_GAMES, event.game, 'event.unknown')
  const method = checkChoice(MONEY_METHODS, event.method, 'payment.method')
  const seller = checkText(event.seller, 'seller', true)
  const buyer = event.buyer === null ? null : checkText(event.buyer, 'buyer') || null
  const deviceId = checkText(event.deviceId, 'device', true)
  // the 50/50's pot is fixed once drawn: its winner's half must not change after
  if (game === 'fiftyFifty' && draft.books.fiftyFifty.draws.length > 0)
    refuse('raffle.salesClosed', { game }, 'conflict')
  const range = { saleId, first: event.first, last: event.last, seller, buyer }
  const book = sellRange(draft.books[game], range)
  const count = rangeSize(range)
  const amountMinor = ticketsPrice(count, draft.settings[game])
  const sale = { ...range, game, method, deviceId, count, amountMinor }
  draft.books = { ...draft.books, [game]: book }
  draft.sales.set(saleId, sale)
}

/** Adds a donated prize to the raffle. */
export function addRafflePrize(draft: Draft, event: Of<'prize'>): void {
  const name = checkText(event.name, 'prize', true)
  const donor = event.donor === null ? null : checkText(event.donor, 'donor') || null
  const book = addPrize(draft.books.raffle, { prizeId: event.prizeId, name, donor })
  draft.books = { ...draft.books, raffle: book }
}

/** Records a draw made (drawTicket chose the ticket; a replay checks it again). */
export function draw(draft: Draft, event: Of<'draw'>): void {
  const game = checkChoice(TICKET_GAMES, event.game, 'event.unknown')
  const { drawId, prizeId, ticket, at } = event
  const book = recordDraw(draft.books[game], { drawId, prizeId, ticket, at })
  draft.books = { ...draft.books, [game]: book }
}

/** Marks a draw unclaimed so its prize is drawn again; a paid 50/50 winner has claimed. */
export function unclaimed(draft: Draft, event: Of<'unclaimed'>): void {
  const game = checkChoice(TICKET_GAMES, event.game, 'event.unknown')
  const paid = [...draft.payouts.values()].some((p) => p.kind === 'fiftyFifty')
  if (game === 'fiftyFifty' && paid) refuse('raffle.drawPaid', { draw: event.drawId }, 'conflict')
  draft.books = { ...draft.books, [game]: markUnclaimed(draft.books[game], event.drawId) }
}

/** Records money the cause paid out: prize money, or the 50/50 winner's exact half, once. */
export function payOut(draft: Draft, event: Of<'payout'>): void {
  const payoutId = checkNewId(draft.payouts, event.payoutId)
  const kind = checkChoice(PAYOUT_KINDS, event.kind, 'event.unknown')
  const amountMinor =
    kind === 'prize'
      ? checkPositiveMinor(event.amountMinor, 'payout')
      : checkMinor(event.amountMinor, 'payout')
  if (kind === 'fiftyFifty') {
    if (!prizeWon(draft.books.fiftyFifty, FIFTY_FIFTY_PRIZE))
      refuse('payout.fiftyFiftyNotDrawn', {}, 'conflict')
    if ([...draft.payouts.values()].some((p) => p.kind === 'fiftyFifty'))
      refuse('payout.fiftyFiftyTwice', {}, 'conflict')
    const { winnerMinor } = splitFiftyFifty(fiftyFiftySales(draft))
    if (amountMinor !== winnerMinor)
      refuse('payout.fiftyFiftyAmount', { due: winnerMinor, got: amountMinor })
  }
  draft.payouts.set(payoutId, {
    payoutId,
    kind,
    amountMinor,
    method: checkChoice(MONEY_METHODS, event.method, 'payment.method'),
    note: checkText(event.note, 'note'),
    deviceId: checkText(event.deviceId, 'device', true),
  })
}
