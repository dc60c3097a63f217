import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../src/shared/bunco'
import { cashDrawer } from '../../../src/shared/fundraiser/drawer'
import type { FundraiserEvent, PaymentMethod } from '../../../src/shared/fundraiser/events'
import { replayFundraiser } from '../../../src/shared/fundraiser/ledger'
import { flowByDevice, flowByMethod } from '../../../src/shared/fundraiser/movements'
import { moneyRaised } from '../../../src/shared/fundraiser/raised'
import { drawTicket } from '../../../src/shared/fundraiser/raffleDraws'
import { SETTINGS, guest, payment, refused, tickets } from './helpers'

const AT = '2025-03-14T21:00:00Z'
const run = (...events: FundraiserEvent[]) => replayFundraiser(SETTINGS, events)
const donation = (
  id: string,
  amountMinor: number,
  method: Exclude<PaymentMethod, 'free'> = 'cash',
  deviceId = 'desk1',
): FundraiserEvent => ({
  type: 'donation',
  donationId: id,
  amountMinor,
  donor: null,
  method,
  note: '',
  deviceId,
})
const payout = (
  id: string,
  kind: 'prize' | 'fiftyFifty',
  amountMinor: number,
): FundraiserEvent => ({
  type: 'payout',
  payoutId: id,
  kind,
  amountMinor,
  method: 'cash',
  note: '',
  deviceId: 'desk1',
})
const draw50 = (ticket: number, drawId = 'ff1'): FundraiserEvent => ({
  type: 'draw',
  game: 'fiftyFifty',
  drawId,
  prizeId: 'fiftyFifty',
  ticket,
  at: AT,
})

describe('ticket sales in the ledger', () => {
  it('prices a sale at the strip and ticket prices of the time', () => {
    const state = run(tickets('s1', 'raffle', 1, 13), tickets('s2', 'fiftyFifty', 1, 5))
    expect(state.sales.get('s1')?.amountMinor).toBe(1100)
    expect(state.sales.get('s2')?.amountMinor).toBe(1000)
  })

  it('keeps each game’s numbers apart, and refuses a range sold twice in one game', () => {
    expect(() =>
      run(tickets('s1', 'raffle', 1, 10), tickets('s2', 'fiftyFifty', 1, 10)),
    ).not.toThrow()
    refused(
      () => run(tickets('s1', 'raffle', 1, 10), tickets('s2', 'raffle', 10, 20, { seller: 'Cy' })),
      'raffle.rangeOverlap',
    )
  })

  it('closes the 50/50’s sales once it is drawn', () => {
    refused(
      () => run(tickets('s1', 'fiftyFifty', 1, 10), draw50(3), tickets('s2', 'fiftyFifty', 11, 12)),
      'raffle.salesClosed',
    )
    expect(() =>
      run(
        tickets('s1', 'raffle', 1, 10),
        tickets('s2', 'fiftyFifty', 1, 2),
        draw50(1),
        tickets('s3', 'raffle', 11, 12),
      ),
    ).not.toThrow()
  })

  it('refuses a sale with no seller, a free method, or a draw with no ticket sold', () => {
    refused(() => run(tickets('s1', 'raffle', 1, 10, { seller: '' })), 'event.text')
    refused(
      () => run(tickets('s1', 'raffle', 1, 10, { method: 'free' as never })),
      'payment.method',
    )
    refused(() => run(draw50(1)), 'raffle.noTicketSold')
  })
})

describe('donations', () => {
  it('records amount, donor or anonymous, method and note', () => {
    const state = run(donation('d1', 5000), {
      type: 'donation',
      donationId: 'd2',
      amountMinor: 2500,
      donor: 'Mrs Ito',
      method: 'cheque',
      note: 'In memory of Ken',
      deviceId: 'desk1',
    })
    expect([...state.donations.values()].map((d) => [d.donor, d.method, d.note])).toEqual([
      [null, 'cash', ''],
      ['Mrs Ito', 'cheque', 'In memory of Ken'],
    ])
  })

  it('refuses negative, fractional, zero and huge donations', () => {
    refused(() => run(donation('d', -500)), 'money.negative')
    refused(() => run(donation('d', 12.34)), 'money.notWhole')
    refused(() => run(donation('d', 0)), 'money.zero')
    refused(() => run(donation('d', 1e20)), 'money.tooLarge')
  })
})

describe('the money raised', () => {
  const night = [
    guest('a'),
    guest('b'),
    guest('c', { kind: 'free', priceMinor: 0 }),
    payment('p1', 'a', 3000, 'online'),
    payment('p2', 'b', 3000, 'cash'),
    {
      type: 'refund',
      refundId: 'r1',
      paymentId: 'p2',
      amountMinor: 1000,
      deviceId: 'desk1',
    } as FundraiserEvent,
    donation('d1', 10_000, 'card', 'tablet'),
    tickets('s1', 'raffle', 1, 6),
    tickets('s2', 'fiftyFifty', 1, 5, { method: 'card' }),
    tickets('s3', 'fiftyFifty', 100, 100),
    {
      type: 'prize',
      prizeId: 'basket',
      name: 'Wine basket',
      donor: 'Corner shop',
    } as FundraiserEvent,
    payout('o1', 'prize', 2000),
  ]

  it('is entry fees + donations + raffle + the 50/50’s kept share − prize money', () => {
    const raised = moneyRaised(run(...night))
    expect(raised).toMatchObject({
      entryFeesMinor: 5000,
      donationsMinor: 10_000,
      raffleMinor: 500,
      fiftyFifty: { salesMinor: 1200, winnerMinor: 600, keptMinor: 600 },
      prizePayoutsMinor: 2000,
      totalMinor: 5000 + 10_000 + 500 + 600 - 2000,
      goalMinor: SETTINGS.goalMinor,
      mismatches: [],
    })
  })

  it('does not count the 50/50 winner’s half twice once it is paid', () => {
    const before = moneyRaised(run(...night, draw50(3)))
    const after = moneyRaised(run(...night, draw50(3), payout('o2', 'fiftyFifty', 600)))
    expect(after.totalMinor).toBe(before.totalMinor)
    expect(after.fiftyFiftyPaidMinor).toBe(600)
    expect(after.mismatches).toEqual([])
  })

  it('keeps the odd cent of the 50/50 with the cause', () => {
    const odd = { ...SETTINGS, fiftyFifty: { ticketMinor: 101, strip: null } }
    const state = replayFundraiser(odd, [
      tickets('s', 'fiftyFifty', 1, 1),
      draw50(1),
      payout('o', 'fiftyFifty', 50),
    ])
    expect(moneyRaised(state)).toMatchObject({
      fiftyFifty: { winnerMinor: 50, keptMinor: 51 },
      totalMinor: 51,
      mismatches: [],
    })
    refused(
      () =>
        replayFundraiser(odd, [
          tickets('s', 'fiftyFifty', 1, 1),
          draw50(1),
          payout('o', 'fiftyFifty', 51),
        ]),
      'payout.fiftyFiftyAmount',
    )
  })

  it('pays the 50/50 winner only after the draw, only once, and then it stays claimed', () => {
    refused(() => run(...night, payout('o2', 'fiftyFifty', 600)), 'payout.fiftyFiftyNotDrawn')
    refused(
      () =>
        run(...night, draw50(3), payout('o2', 'fiftyFifty', 600), payout('o3', 'fiftyFifty', 600)),
      'payout.fiftyFiftyTwice',
    )
    refused(
      () =>
        run(...night, draw50(3), payout('o2', 'fiftyFifty', 600), {
          type: 'unclaimed',
          game: 'fiftyFifty',
          drawId: 'ff1',
        }),
      'raffle.drawPaid',
    )
  })

  it('redraws an unclaimed 50/50, keeping the first draw on record', () => {
    const state = run(
      ...night,
      draw50(3),
      { type: 'unclaimed', game: 'fiftyFifty', drawId: 'ff1' },
      draw50(100, 'ff2'),
    )
    expect(state.books.fiftyFifty.draws.map((d) => [d.ticket, d.status])).toEqual([
      [3, 'unclaimed'],
      [100, 'standing'],
    ])
  })

  it('tabulates money by method and by desk device', () => {
    const state = run(...night)
    const byMethod = Object.fromEntries(flowByMethod(state))
    expect(byMethod.cash).toEqual({
      inMinor: 3000 + 500 + 200,
      outMinor: 1000 + 2000,
      netMinor: 700,
    })
    expect(byMethod.card).toEqual({ inMinor: 10_000 + 1000, outMinor: 0, netMinor: 11_000 })
    expect(byMethod.online).toEqual({ inMinor: 3000, outMinor: 0, netMinor: 3000 })
    expect(flowByDevice(state).get('tablet')).toEqual({
      inMinor: 10_000,
      outMinor: 0,
      netMinor: 10_000,
    })
  })

  it('compares the cash drawer with the cash recorded, over or short', () => {
    const state = run(...night)
    expect(cashDrawer(state, { floatMinor: 5000, countedMinor: 5700 })).toEqual({
      floatMinor: 5000,
      expectedMinor: 5700,
      countedMinor: 5700,
      differenceMinor: 0,
    })
    expect(cashDrawer(state, { floatMinor: 5000, countedMinor: 5500 }).differenceMinor).toBe(-200)
    expect(
      cashDrawer(state, { floatMinor: 0, countedMinor: 0, deviceId: 'tablet' }).expectedMinor,
    ).toBe(0)
    refused(() => cashDrawer(state, { floatMinor: -1, countedMinor: 0 }), 'money.negative')
    refused(() => cashDrawer(state, { floatMinor: 0, countedMinor: 0.5 }), 'money.notWhole')
  })
})

describe('a seeded night against an independent sum', () => {
  for (const seed of [1, 11, 99]) {
    it(`adds up to the minor unit (seed ${seed})`, () => {
      const random = createRandom(seed)
      const events: FundraiserEvent[] = []
      const methods = ['cash', 'card', 'cheque', 'online'] as const
      let expected = 0
      let next50 = 1
      let nextRaffle = 1
      let fifty = 0
      for (let g = 0; g < 120; g++) {
        const id = `g${g}`
        const price = [2500, 3000, 3500, 0][random.int(4)] as number
        events.push(guest(id, { priceMinor: price, kind: price === 0 ? 'free' : 'regular' }))
        if (price > 0 && random.int(10) > 0) {
          const method = methods[random.int(4)] as (typeof methods)[number]
          events.push(payment(`p${g}`, id, price, method, `desk${random.int(2)}`))
          expected += price
          if (random.int(12) === 0 && method !== 'online') {
            const back = 1 + random.int(price)
            events.push({
              type: 'refund',
              refundId: `r${g}`,
              paymentId: `p${g}`,
              amountMinor: back,
              deviceId: 'desk0',
            })
            expected -= back
          }
        }
        if (random.int(4) === 0) {
          const gift = 1 + random.int(20_000)
          events.push(donation(`d${g}`, gift, methods[random.int(3)]))
          expected += gift
        }
        const count = 1 + random.int(12)
        events.push(
          tickets(`t${g}`, 'raffle', nextRaffle, nextRaffle + count - 1, {
            seller: `s${random.int(3)}`,
          }),
        )
        nextRaffle += count + random.int(3)
        expected += Math.floor(count / 6) * 500 + (count % 6) * 100
        const c50 = 1 + random.int(5)
        events.push(tickets(`f${g}`, 'fiftyFifty', next50, next50 + c50 - 1))
        next50 += c50
        fifty += c50 * 200
      }
      let state = replayFundraiser(SETTINGS, events)
      const ticket = drawTicket(state.books.fiftyFifty, random.int)
      state = replayFundraiser(SETTINGS, [...events, draw50(ticket)])
      expected += fifty - Math.floor(fifty / 2)
      const raised = moneyRaised(state)
      expect(raised.mismatches).toEqual([])
      expect(raised.totalMinor).toBe(expected)
      expect(
        raised.entryFeesMinor +
          raised.donationsMinor +
          raised.raffleMinor +
          raised.fiftyFifty.keptMinor -
          raised.prizePayoutsMinor,
      ).toBe(raised.totalMinor)
    })
  }
})
