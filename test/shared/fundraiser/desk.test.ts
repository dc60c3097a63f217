import { describe, expect, it } from 'vitest'
import { stillDue } from '../../../src/shared/fundraiser/desk'
import type { FundraiserEvent } from '../../../src/shared/fundraiser/events'
import {
  applyFundraiserEvent,
  createFundraiser,
  entryPrice,
  replayFundraiser,
} from '../../../src/shared/fundraiser/ledger'
import { SETTINGS, guest, payment, refused } from './helpers'

const run = (...events: FundraiserEvent[]) => replayFundraiser(SETTINGS, events)
const reg = (events: FundraiserEvent[], id: string) => {
  const found = run(...events).registrations.get(id)
  if (!found) throw new Error(id)
  return found
}

describe('registrations', () => {
  it('registers guests at each entry price kind', () => {
    const state = run(
      guest('a', { kind: 'early', priceMinor: entryPrice(SETTINGS, 'early') }),
      guest('b', { kind: 'door', priceMinor: 3500, source: 'walkIn' }),
      guest('c', { kind: 'free', priceMinor: 0 }),
    )
    expect(
      [...state.registrations.values()].map((r) => [r.kind, r.priceMinor, stillDue(r)]),
    ).toEqual([
      ['early', 2500, 2500],
      ['door', 3500, 3500],
      ['free', 0, 0],
    ])
  })

  it('refuses a priced free place, a nameless guest, a reused id and an unknown kind', () => {
    refused(() => run(guest('a', { kind: 'free', priceMinor: 500 })), 'registration.freePriced')
    refused(() => run(guest('a', { firstName: ' ', lastName: '' })), 'registration.name')
    refused(() => run(guest('a'), guest('a')), 'event.idTwice')
    refused(() => run(guest('a', { kind: 'vip' as never })), 'event.unknown')
  })

  it('refuses negative, fractional and huge prices', () => {
    refused(() => run(guest('a', { priceMinor: -3000 })), 'money.negative')
    refused(() => run(guest('a', { priceMinor: 29.99 })), 'money.notWhole')
    refused(() => run(guest('a', { priceMinor: Number.MAX_SAFE_INTEGER + 2 })), 'money.tooLarge')
  })
})

describe('payments', () => {
  it('takes payments by every method and lowers what is still due', () => {
    const events = [guest('a'), payment('p1', 'a', 1000, 'cash'), payment('p2', 'a', 500, 'card')]
    expect(stillDue(reg(events, 'a'))).toBe(1500)
    const paid = [...events, payment('p3', 'a', 1000, 'cheque'), payment('p4', 'a', 500, 'online')]
    expect(stillDue(reg(paid, 'a'))).toBe(0)
    expect(reg(paid, 'a').paidMinor).toBe(3000)
  })

  it('records a free place as nothing taken and the rest waived', () => {
    const r = reg([guest('a'), payment('p1', 'a', 1000), payment('p2', 'a', 0, 'free')], 'a')
    expect([r.paidMinor, r.waived, stillDue(r)]).toEqual([1000, true, 0])
    refused(() => run(guest('a'), payment('p', 'a', 100, 'free')), 'payment.freeNotZero')
  })

  it('refuses paying more than is due (the rest is a donation) and paying nothing', () => {
    refused(() => run(guest('a'), payment('p', 'a', 3001)), 'payment.moreThanDue')
    refused(
      () => run(guest('a'), payment('p1', 'a', 3000), payment('p2', 'a', 1)),
      'payment.moreThanDue',
    )
    refused(() => run(guest('a'), payment('p', 'a', 0, 'cash')), 'money.zero')
  })

  it('refuses unknown guests, methods and devices, and bad money', () => {
    refused(() => run(payment('p', 'nobody', 100)), 'registration.unknown')
    refused(() => run(guest('a'), payment('p', 'a', 100, 'bitcoin' as never)), 'payment.method')
    refused(() => run(guest('a'), payment('p', 'a', 100, 'cash', '')), 'event.text')
    refused(() => run(guest('a'), payment('p', 'a', -100)), 'money.negative')
    refused(() => run(guest('a'), payment('p', 'a', 10.5)), 'money.notWhole')
    refused(() => run(guest('a'), payment('p', 'a', 2 ** 53)), 'money.tooLarge')
  })
})

describe('refunds', () => {
  const paid = [guest('a'), payment('p1', 'a', 3000, 'card', 'tablet')]
  const refund = (id: string, amountMinor: number, paymentId = 'p1'): FundraiserEvent => ({
    type: 'refund',
    refundId: id,
    paymentId,
    amountMinor,
    deviceId: 'desk1',
  })

  it('gives money back by the method it was paid, in parts', () => {
    const state = run(...paid, refund('r1', 1000), refund('r2', 2000))
    expect([...state.refunds.values()].map((r) => [r.method, r.amountMinor])).toEqual([
      ['card', 1000],
      ['card', 2000],
    ])
    expect(state.registrations.get('a')?.paidMinor).toBe(0)
  })

  it('refuses refunding more than was paid, a free place, an unknown payment', () => {
    refused(() => run(...paid, refund('r1', 3001)), 'refund.moreThanPaid')
    refused(() => run(...paid, refund('r1', 2000), refund('r2', 1001)), 'refund.moreThanPaid')
    refused(() => run(guest('a'), payment('p1', 'a', 0, 'free'), refund('r', 1)), 'refund.free')
    refused(() => run(...paid, refund('r', 1, 'nope')), 'payment.unknown')
    refused(() => run(...paid, refund('r', -1)), 'money.negative')
  })
})

describe('arrivals and no-shows', () => {
  const arrive = (id: string, deviceId = 'desk1'): FundraiserEvent => ({
    type: 'arrive',
    registrationId: id,
    deviceId,
  })
  const noShow = (id: string): FundraiserEvent => ({
    type: 'noShow',
    registrationId: id,
    deviceId: 'desk1',
  })

  it('marks a guest arrived once: a second desk is refused, not counted twice', () => {
    expect(reg([guest('a'), arrive('a')], 'a').status).toBe('arrived')
    const err = refused(
      () => run(guest('a'), arrive('a', 'desk1'), arrive('a', 'tablet')),
      'registration.alreadyArrived',
    )
    expect(err.code).toBe('conflict')
  })

  it('undoes an arrival marked by mistake, and refuses undoing one never marked', () => {
    const undo: FundraiserEvent = { type: 'arrivalUndone', registrationId: 'a', deviceId: 'desk1' }
    expect(reg([guest('a'), arrive('a'), undo], 'a').status).toBe('expected')
    refused(() => run(guest('a'), undo), 'registration.notArrived')
  })

  it('marks no-shows, owing nothing, and lets a late one arrive', () => {
    expect(stillDue(reg([guest('a'), noShow('a')], 'a'))).toBe(0)
    expect(reg([guest('a'), noShow('a'), arrive('a')], 'a').status).toBe('arrived')
    refused(() => run(guest('a'), arrive('a'), noShow('a')), 'registration.arrivedNoShow')
    refused(() => run(guest('a'), noShow('a'), noShow('a')), 'registration.alreadyNoShow')
  })
})

describe('the event-sourced state', () => {
  it('never changes the state it was given, and a refusal changes nothing', () => {
    const before = createFundraiser(SETTINGS)
    const after = applyFundraiserEvent(before, guest('a'))
    expect(before.registrations.size).toBe(0)
    expect(after.registrations.size).toBe(1)
    refused(() => applyFundraiserEvent(after, payment('p', 'a', 5000)), 'payment.moreThanDue')
    expect(after.payments.size).toBe(0)
    expect(after.registrations.get('a')?.paidMinor).toBe(0)
  })

  it('gives the same state one event at a time as in one replay', () => {
    const events = [guest('a'), guest('b'), payment('p1', 'a', 3000), payment('p2', 'b', 0, 'free')]
    const stepped = events.reduce(applyFundraiserEvent, createFundraiser(SETTINGS))
    expect(stepped).toEqual(run(...events))
  })

  it('refuses bad settings: a currency nobody has, a priced free place, a fractional price', () => {
    refused(() => createFundraiser({ ...SETTINGS, currency: 'XYZ1' }), 'settings.currency')
    refused(
      () => createFundraiser({ ...SETTINGS, entryPrices: { ...SETTINGS.entryPrices, free: 1 } }),
      'registration.freePriced',
    )
    refused(() => createFundraiser({ ...SETTINGS, goalMinor: 1.5 }), 'money.notWhole')
    refused(() => run({ type: 'nonsense' } as never), 'event.unknown')
  })
})
