// An action becomes its events: ids from the log's places, the device and time main gives, a
// check-in paying what is still due, a walk-in registered, arrived and paid, a draw by the source
// passed in, a 50/50 payout of its winner's half.
import { describe, expect, it } from 'vitest'
import {
  FundraiserActionSchema,
  applyFundraiserEvents,
  createFundraiser,
  eventsOf,
  type FundraiserAction,
  type FundraiserState,
} from '../../../src/shared/fundraiser'
import { SETTINGS, guest, payment, refused, tickets } from './helpers'

const AT = '2026-12-05T19:30:00.000Z'

function run(
  state: FundraiserState,
  action: FundraiserAction,
  nextSeq = 10,
  random = (n: number) => n - 1,
) {
  const events = eventsOf(state, action, { nextSeq, deviceId: 'desk-A', at: AT, random })
  return { events, state: applyFundraiserEvents(state, events) }
}

const base = applyFundraiserEvents(createFundraiser(SETTINGS), [
  guest('r1', { priceMinor: 3000 }),
  payment('p1', 'r1', 1000, 'online'),
  guest('r2', { kind: 'free', priceMinor: 0 }),
])

describe('an action’s events', () => {
  it('checks a guest in, paying what is still due when no amount is given', () => {
    const { events, state } = run(base, {
      type: 'checkIn',
      registrationId: 'r1',
      payment: { method: 'cash' },
    })
    expect(events).toEqual([
      { type: 'arrive', registrationId: 'r1', deviceId: 'desk-A' },
      {
        type: 'payment',
        paymentId: 'pay11',
        registrationId: 'r1',
        method: 'cash',
        amountMinor: 2000,
        deviceId: 'desk-A',
      },
    ])
    expect(state.registrations.get('r1')).toMatchObject({ status: 'arrived', paidMinor: 3000 })
  })

  it('checks in a guest with nothing due without a payment, and a late no-show owing again', () => {
    expect(
      run(base, { type: 'checkIn', registrationId: 'r2', payment: { method: 'cash' } }).events,
    ).toHaveLength(1)
    const gone = run(base, { type: 'noShow', registrationId: 'r1' }).state
    const late = run(gone, { type: 'checkIn', registrationId: 'r1', payment: { method: 'card' } })
    expect(late.state.registrations.get('r1')).toMatchObject({ status: 'arrived', paidMinor: 3000 })
  })

  it('adds a walk-in at the door price, arrived and paid, under ids from its places', () => {
    const { events, state } = run(base, {
      type: 'walkIn',
      firstName: 'Zoë',
      lastName: 'Núñez',
      payment: { method: 'card' },
    })
    expect(events.map((e) => e.type)).toEqual(['register', 'arrive', 'payment'])
    expect(state.registrations.get('r10')).toMatchObject({
      kind: 'door',
      priceMinor: 3500,
      paidMinor: 3500,
      status: 'arrived',
      source: 'walkIn',
    })
    expect(state.payments.get('pay12')?.deviceId).toBe('desk-A')
    const free = run(base, { type: 'walkIn', firstName: 'Kid', lastName: 'Lee', kind: 'free' })
    expect(free.state.registrations.get('r10')).toMatchObject({ waived: true, priceMinor: 0 })
  })

  it('draws with the random source given, and pays the 50/50 winner half, the odd cent kept', () => {
    let state = applyFundraiserEvents(base, [
      tickets('s1', 'fiftyFifty', 1, 3),
      tickets('s2', 'raffle', 1, 4),
      { type: 'prize', prizeId: 'basket', name: 'Basket', donor: null },
    ])
    const raffle = run(state, { type: 'draw', game: 'raffle', prizeId: 'basket' }, 20, () => 2)
    expect(raffle.events).toEqual([
      { type: 'draw', game: 'raffle', drawId: 'draw20', prizeId: 'basket', ticket: 3, at: AT },
    ])
    state = run(state, { type: 'draw', game: 'fiftyFifty' }, 21).state
    const { events } = run(state, { type: 'payout', kind: 'fiftyFifty', method: 'cash' }, 22)
    expect(events[0]).toMatchObject({ kind: 'fiftyFifty', amountMinor: 300, payoutId: 'out22' })
    refused(() => run(state, { type: 'payout', kind: 'prize', method: 'cash' }), 'money.notWhole')
    refused(
      () => run(base, { type: 'draw', game: 'raffle', prizeId: 'basket' }),
      'raffle.noTicketSold',
    )
    refused(() => run(state, { type: 'draw', game: 'raffle' }), 'raffle.prizeUnknown')
  })

  it('refuses a check-in of a guest not on the list', () => {
    refused(() => run(base, { type: 'checkIn', registrationId: 'r9' }), 'registration.unknown')
  })

  it('reads only the shapes it knows at the contract', () => {
    const ok = FundraiserActionSchema.safeParse({ type: 'draw', game: 'raffle', prizeId: 'p1' })
    expect(ok.success).toBe(true)
    for (const bad of [
      { type: 'arrive', registrationId: 'r1' },
      { type: 'draw', game: 'raffle', ticket: 5 },
      { type: 'donation', amountMinor: '5', donor: null, method: 'cash' },
      { type: 'donation', amountMinor: 5, donor: null, method: 'free' },
      { type: 'register', firstName: 'a\u202Eb', lastName: '', kind: 'early' },
    ])
      expect(FundraiserActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})
