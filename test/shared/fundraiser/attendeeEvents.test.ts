// An attendee list registered: each row at what it paid (or its kind's price), a payment for what
// it paid ahead, rows the organiser left out skipped, a nameless row refusing the whole list.
import { describe, expect, it } from 'vitest'
import {
  applyFundraiserEvents,
  attendeeEvents,
  createFundraiser,
  entryKindOf,
  parseAttendeesCsv,
} from '../../../src/shared/fundraiser'
import { SETTINGS, refused } from './helpers'

const FILE = [
  'First Name,Last Name,Email,Ticket Type,Total Paid,Payment Type',
  'Ann,Lee,ann@x.org,Early Bird,$25.00,Eventbrite',
  'Bo,Ng,,General Admission,,',
  'Cy,Ode,cy@x.org,Complimentary,$0.00,',
  'Ann,Lee,ann@x.org,Early Bird,$25.00,Eventbrite',
  'Di,Fox,,Pay at the door,,cash',
].join('\n')

describe('an attendee list as registrations', () => {
  it('guesses each row’s kind from its ticket type', () => {
    expect(entryKindOf({ ticketType: 'Early-Bird Special', paymentMethod: null })).toBe('early')
    expect(entryKindOf({ ticketType: 'Pay at the door', paymentMethod: null })).toBe('door')
    expect(entryKindOf({ ticketType: 'VIP', paymentMethod: 'free' })).toBe('free')
    expect(entryKindOf({ ticketType: 'Général', paymentMethod: 'card' })).toBe('regular')
  })

  it('registers every row not left out, with what it paid ahead', () => {
    const list = parseAttendeesCsv(FILE)
    const events = attendeeEvents(list, SETTINGS, 5, { skipRows: [5], deviceId: 'laptop-1' })
    const state = applyFundraiserEvents(createFundraiser(SETTINGS), events)
    expect(
      [...state.registrations.values()].map((r) => [
        r.lastName,
        r.kind,
        r.priceMinor,
        r.paidMinor,
        r.waived,
      ]),
    ).toEqual([
      ['Lee', 'early', 2500, 2500, false],
      ['Ng', 'regular', 3000, 0, false],
      ['Ode', 'free', 0, 0, true],
      ['Fox', 'door', 3500, 0, false],
    ])
    expect([...state.payments.values()]).toMatchObject([
      { method: 'online', amountMinor: 2500, paymentId: 'pay6' },
    ])
    expect(state.registrations.has('r5')).toBe(true)
  })

  it('refuses a list with a nameless row, or nothing left to register', () => {
    const list = parseAttendeesCsv('First Name,Last Name,Email\nAnn,Lee,a@x\n,,b@x\n')
    expect(
      refused(() => attendeeEvents(list, SETTINGS, 1, { deviceId: 'd' }), 'import.rowNoName')
        .params,
    ).toEqual({ row: 3 })
    expect(attendeeEvents(list, SETTINGS, 1, { deviceId: 'd', skipRows: [3] })).toHaveLength(1)
    refused(
      () => attendeeEvents(list, SETTINGS, 1, { deviceId: 'd', skipRows: [2, 3] }),
      'csv.empty',
    )
  })
})
