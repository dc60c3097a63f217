// The fundraiser's ledger as an event-sourced state: a new fundraiser from its settings, one event
// applied at a time (refused whole, changing nothing, when it does not fit), or a whole log replayed.
import { checkMinor } from './amounts'
import { isCurrency } from '../bunco/money'
import { checkText } from './checks'
import { arrive, noShow, pay, refund, register, undoArrival } from './desk'
import {
  ENTRY_KINDS,
  type Draft,
  type EntryKind,
  type FundraiserEvent,
  type FundraiserSettings,
  type FundraiserState,
} from './events'
import {
  FIFTY_FIFTY_PRIZE,
  addRafflePrize,
  donate,
  draw,
  payOut,
  sellTickets,
  unclaimed,
} from './games'
import { addPrize, checkPrices, emptyBook } from './raffle'
import { refuse } from './refusals'

/** Refuses settings with a bad currency, goal or price. */
export function checkSettings(settings: FundraiserSettings): void {
  checkText(settings.cause, 'cause')
  if (!isCurrency(settings.currency))
    refuse('settings.currency', { got: String(settings.currency) })
  checkMinor(settings.goalMinor, 'goal')
  for (const kind of ENTRY_KINDS) checkMinor(settings.entryPrices[kind], kind)
  if (settings.entryPrices.free !== 0)
    refuse('registration.freePriced', { price: settings.entryPrices.free })
  checkPrices(settings.raffle)
  checkPrices(settings.fiftyFifty)
}

/** A fundraiser with nothing recorded yet. */
export function createFundraiser(settings: FundraiserSettings): FundraiserState {
  checkSettings(settings)
  const fiftyFifty = addPrize(emptyBook(false), {
    prizeId: FIFTY_FIFTY_PRIZE,
    name: '',
    donor: null,
  })
  return {
    settings,
    registrations: new Map(),
    payments: new Map(),
    refunds: new Map(),
    donations: new Map(),
    sales: new Map(),
    payouts: new Map(),
    books: { raffle: emptyBook(settings.winAgain), fiftyFifty },
  }
}

/** The entry price a kind of registration owes under the settings. */
export function entryPrice(settings: FundraiserSettings, kind: EntryKind): number {
  return settings.entryPrices[kind]
}

function draftOf(state: FundraiserState): Draft {
  return {
    settings: state.settings,
    registrations: new Map(state.registrations),
    payments: new Map(state.payments),
    refunds: new Map(state.refunds),
    donations: new Map(state.donations),
    sales: new Map(state.sales),
    payouts: new Map(state.payouts),
    books: { ...state.books },
  }
}

function settingsChanged(draft: Draft, settings: FundraiserSettings): void {
  checkSettings(settings)
  draft.settings = settings
  // tickets already sold keep the price they were sold at; the rule applies to draws to come
  draft.books = { ...draft.books, raffle: { ...draft.books.raffle, winAgain: settings.winAgain } }
}

/** Applies one event to a draft: every handler checks before it writes, so a refusal changes nothing. */
function applyTo(draft: Draft, event: FundraiserEvent): void {
  switch (event.type) {
    case 'settings':
      return settingsChanged(draft, event.settings)
    case 'register':
      return register(draft, event)
    case 'payment':
      return pay(draft, event)
    case 'refund':
      return refund(draft, event)
    case 'arrive':
      return arrive(draft, event)
    case 'arrivalUndone':
      return undoArrival(draft, event)
    case 'noShow':
      return noShow(draft, event)
    case 'donation':
      return donate(draft, event)
    case 'ticketSale':
      return sellTickets(draft, event)
    case 'prize':
      return addRafflePrize(draft, event)
    case 'draw':
      return draw(draft, event)
    case 'unclaimed':
      return unclaimed(draft, event)
    case 'payout':
      return payOut(draft, event)
    default:
      refuse('event.unknown', { got: String((event as { type?: unknown }).type) })
  }
}

/** Applies one event, returning the new state; the state given is never changed. */
export function applyFundraiserEvent(
  state: FundraiserState,
  event: FundraiserEvent,
): FundraiserState {
  const draft = draftOf(state)
  applyTo(draft, event)
  return draft
}

/**
 * Applies events in order onto a state in one pass (one copy, not one per event), refusing at the
 * first misfit; `before` hears each event's index before it is applied, so a caller can tell
 * which one was refused. The state given is never changed.
 */
export function applyFundraiserEvents(
  state: FundraiserState,
  events: readonly FundraiserEvent[],
  before: (index: number) => void = () => undefined,
): FundraiserState {
  const draft = draftOf(state)
  events.forEach((event, i) => {
    before(i)
    applyTo(draft, event)
  })
  return draft
}

/** Replays a whole log in one pass (one copy, not one per event), refusing at the first misfit. */
export function replayFundraiser(
  settings: FundraiserSettings,
  events: readonly FundraiserEvent[],
): FundraiserState {
  return applyFundraiserEvents(createFundraiser(settings), events)
}
