import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import {
  applyFundraiserEvent,
  cashDrawer,
  createFundraiser,
  flowByMethod,
  moneyRaised,
  soldCount,
  stillDue,
  type FundraiserEvent,
  type FundraiserState,
} from '../../../src/shared/fundraiser'
import { SETTINGS } from './helpers'

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e')
const money = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 5000 }), weight: 6 },
  { arbitrary: fc.constantFrom(-1, 0.5, 2 ** 53, Number.NaN), weight: 1 },
)
const method = fc.constantFrom('cash', 'card', 'cheque', 'online', 'free')
const moneyMethod = fc.constantFrom('cash', 'card', 'cheque', 'online')
const device = fc.constantFrom('desk1', 'tablet')

/** Any event, sensible or not: the ledger must refuse the wrong ones without changing. */
const event: fc.Arbitrary<FundraiserEvent> = fc.oneof(
  fc.record({
    type: fc.constant('register' as const),
    registrationId: id,
    firstName: fc.constantFrom('Ann', 'Bo', ''),
    lastName: fc.constantFrom('Lee', 'Kim'),
    email: fc.constant(null),
    kind: fc.constantFrom('early', 'regular', 'door', 'free'),
    priceMinor: money,
    source: fc.constantFrom('import', 'typed', 'walkIn'),
  }),
  fc.record({
    type: fc.constant('payment' as const),
    paymentId: id,
    registrationId: id,
    method,
    amountMinor: money,
    deviceId: device,
  }),
  fc.record({
    type: fc.constant('refund' as const),
    refundId: id,
    paymentId: id,
    amountMinor: money,
    deviceId: device,
  }),
  fc.record({
    type: fc.constantFrom('arrive' as const, 'arrivalUndone' as const, 'noShow' as const),
    registrationId: id,
    deviceId: device,
  }),
  fc.record({
    type: fc.constant('donation' as const),
    donationId: id,
    amountMinor: money,
    donor: fc.constant(null),
    method: moneyMethod,
    note: fc.constant(''),
    deviceId: device,
  }),
  fc.record({
    type: fc.constant('ticketSale' as const),
    saleId: id,
    game: fc.constantFrom('raffle', 'fiftyFifty'),
    first: fc.integer({ min: 1, max: 40 }),
    last: fc.integer({ min: 1, max: 40 }),
    seller: fc.constantFrom('Bea', 'Cy'),
    buyer: fc.constant(null),
    method: moneyMethod,
    deviceId: device,
  }),
  fc.record({
    type: fc.constant('prize' as const),
    prizeId: id,
    name: fc.constant('Basket'),
    donor: fc.constant(null),
  }),
  fc.record({
    type: fc.constant('draw' as const),
    game: fc.constantFrom('raffle', 'fiftyFifty'),
    drawId: id,
    prizeId: fc.constantFrom('a', 'b', 'fiftyFifty'),
    ticket: fc.integer({ min: 0, max: 41 }),
    at: fc.constant('2025-03-14T21:00:00Z'),
  }),
  fc.record({
    type: fc.constant('unclaimed' as const),
    game: fc.constantFrom('raffle', 'fiftyFifty'),
    drawId: id,
  }),
  fc.record({
    type: fc.constant('payout' as const),
    payoutId: id,
    kind: fc.constantFrom('prize', 'fiftyFifty'),
    amountMinor: money,
    method: moneyMethod,
    note: fc.constant(''),
    deviceId: device,
  }),
) as fc.Arbitrary<FundraiserEvent>

/** Long enough runs that draws and payouts happen after the sales they need. */
const anyEvents = fc.array(event, { minLength: 30, maxLength: 90 })

/** Applies what fits; a refusal must be an AppError and leave the state as it was. */
function applyAll(events: readonly FundraiserEvent[]): FundraiserState {
  let state = createFundraiser(SETTINGS)
  for (const e of events) {
    const before = JSON.stringify(moneyRaised(state))
    try {
      state = applyFundraiserEvent(state, e)
    } catch (err) {
      expect(err).toBeInstanceOf(AppError)
      expect(JSON.stringify(moneyRaised(state))).toBe(before)
    }
  }
  return state
}

describe('the ledger under any sequence of events', () => {
  it('adds up to the minor unit, whatever was accepted or refused', () => {
    fc.assert(
      fc.property(anyEvents, (events) => {
        const state = applyAll(events)
        const raised = moneyRaised(state)
        expect(raised.mismatches).toEqual([])
        expect(raised.totalMinor).toBe(
          raised.entryFeesMinor +
            raised.donationsMinor +
            raised.raffleMinor +
            raised.fiftyFifty.keptMinor -
            raised.prizePayoutsMinor,
        )
        for (const part of [raised.entryFeesMinor, raised.donationsMinor, raised.raffleMinor])
          expect(Number.isSafeInteger(part) && part >= 0).toBe(true)
      }),
      { numRuns: 150, seed: 37 },
    )
  })

  it('never sells a ticket twice, never owes a negative amount, never pays a guest past their price', () => {
    fc.assert(
      fc.property(anyEvents, (events) => {
        const state = applyAll(events)
        for (const game of ['raffle', 'fiftyFifty'] as const) {
          const book = state.books[game]
          const numbers = book.ranges.flatMap((r) =>
            Array.from({ length: r.last - r.first + 1 }, (_, k) => r.first + k),
          )
          expect(new Set(numbers).size).toBe(numbers.length)
          expect(soldCount(book)).toBe(numbers.length)
          for (const d of book.draws) expect(numbers).toContain(d.ticket)
        }
        for (const r of state.registrations.values()) {
          expect(stillDue(r)).toBeGreaterThanOrEqual(0)
          expect(r.paidMinor).toBeGreaterThanOrEqual(0)
          expect(r.paidMinor).toBeLessThanOrEqual(r.priceMinor)
        }
      }),
      { numRuns: 150, seed: 41 },
    )
  })

  it('expects in the drawer the float plus the cash net of the method table', () => {
    fc.assert(
      fc.property(anyEvents, fc.integer({ min: 0, max: 10_000 }), (events, float) => {
        const state = applyAll(events)
        const cash = flowByMethod(state).get('cash')?.netMinor ?? 0
        expect(cashDrawer(state, { floatMinor: float, countedMinor: 0 }).expectedMinor).toBe(
          float + cash,
        )
      }),
      { numRuns: 100, seed: 43 },
    )
  })
})
