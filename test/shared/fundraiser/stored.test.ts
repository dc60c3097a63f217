// A stored log read back: each event's shape checked, the log folded from its settings, a gap or
// a row the ledger refuses named by its seq.
import { describe, expect, it } from 'vitest'
import {
  FundraiserEventSchema,
  foldLog,
  readStoredEvent,
  type FundraiserEvent,
} from '../../../src/shared/fundraiser'
import { SETTINGS, guest, payment, refused } from './helpers'

const log = (events: FundraiserEvent[]) => events.map((event, i) => ({ seq: i + 1, event }))

describe('the stored log', () => {
  it('folds from the settings that started it', () => {
    const state = foldLog(
      log([{ type: 'settings', settings: SETTINGS }, guest('r1'), payment('p', 'r1', 3000)]),
    )
    expect(state.registrations.get('r1')?.paidMinor).toBe(3000)
  })

  it('refuses a log with no settings first, a gap, or a row the ledger refuses, naming its seq', () => {
    refused(() => foldLog([]), 'log.notStarted')
    refused(() => foldLog(log([guest('r1')])), 'log.notStarted')
    const gap = [
      { seq: 1, event: { type: 'settings', settings: SETTINGS } as FundraiserEvent },
      { seq: 3, event: guest('r1') },
    ]
    expect(refused(() => foldLog(gap), 'log.damaged').params).toEqual({ seq: 2 })
    const wrong = log([
      { type: 'settings', settings: SETTINGS },
      guest('r1'),
      payment('p', 'r1', 9000),
    ])
    expect(refused(() => foldLog(wrong), 'log.refused').params).toMatchObject({
      seq: 3,
      '@reason': 'errors.fundraiser.payment.moreThanDue',
    })
    const badSettings = log([{ type: 'settings', settings: { ...SETTINGS, currency: 'usd' } }])
    expect(refused(() => foldLog(badSettings), 'log.refused').params).toMatchObject({ seq: 1 })
  })

  it('reads a stored event only when it has every field it should, and no other', () => {
    expect(readStoredEvent(guest('r1'), 4)).toEqual(guest('r1'))
    for (const bad of [
      undefined,
      null,
      { type: 'register' },
      { ...guest('r1'), extra: 1 },
      { type: 'nope' },
    ])
      expect(refused(() => readStoredEvent(bad, 4), 'log.damaged').params).toEqual({ seq: 4 })
    expect(FundraiserEventSchema.safeParse(payment('p', 'r1', 5)).success).toBe(true)
  })
})
