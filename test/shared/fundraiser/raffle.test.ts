import { describe, expect, it } from 'vitest'
import {
  MAX_RANGE_TICKETS,
  addPrize,
  emptyBook,
  rangeOf,
  sellRange,
  soldCount,
  soldIndexOf,
  ticketAtSoldIndex,
  ticketsPrice,
  type RaffleBook,
} from '../../../src/shared/fundraiser/raffle'
import { refused } from './helpers'

function sale(
  saleId: string,
  first: number,
  last: number,
  seller = 'Ann',
): Parameters<typeof sellRange>[1] {
  return { saleId, first, last, seller, buyer: null }
}

function book(...ranges: [number, number][]): RaffleBook {
  return ranges.reduce(
    (b, [first, last], i) => sellRange(b, sale(`s${i}`, first, last)),
    emptyBook(false),
  )
}

describe('selling ticket ranges', () => {
  it('keeps ranges in ticket order whatever order they are sold in', () => {
    const b = book([200, 249], [1, 50], [100, 149])
    expect(b.ranges.map((r) => r.first)).toEqual([1, 100, 200])
    expect(soldCount(b)).toBe(150)
  })

  it('refuses a range overlapping one sold, naming the one it overlaps', () => {
    const b = book([100, 149])
    const err = refused(() => sellRange(b, sale('x', 140, 160)), 'raffle.rangeOverlap')
    expect(err.params).toMatchObject({ soldFirst: 100, soldLast: 149 })
    expect(err.code).toBe('conflict')
    refused(() => sellRange(b, sale('x', 90, 100)), 'raffle.rangeOverlap')
    refused(() => sellRange(b, sale('x', 149, 149)), 'raffle.rangeOverlap')
    refused(() => sellRange(b, sale('x', 1, 1000)), 'raffle.rangeOverlap')
    refused(() => sellRange(b, sale('x', 120, 130)), 'raffle.rangeOverlap')
  })

  it('accepts ranges that touch without overlapping', () => {
    const b = book([100, 149], [150, 150], [99, 99])
    expect(soldCount(b)).toBe(52)
  })

  it('never sells a number twice, over many random sales', () => {
    let b = emptyBook(false)
    let seed = 7
    const taken = new Set<number>()
    for (let i = 0; i < 300; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      const first = seed % 2000
      const last = first + (seed % 13)
      const free = Array.from({ length: last - first + 1 }, (_, k) => first + k).every(
        (t) => !taken.has(t),
      )
      if (free) {
        b = sellRange(b, sale(`s${i}`, first, last))
        for (let t = first; t <= last; t++) taken.add(t)
      } else refused(() => sellRange(b, sale(`s${i}`, first, last)), 'raffle.rangeOverlap')
    }
    expect(soldCount(b)).toBe(taken.size)
  })

  it('refuses ranges that are backwards, fractional, negative or absurdly long', () => {
    refused(() => book([10, 9]), 'raffle.range')
    refused(() => book([1.5, 9]), 'raffle.range')
    refused(() => book([-5, 9]), 'raffle.range')
    refused(() => book([1, Number.MAX_SAFE_INTEGER + 2]), 'raffle.range')
    refused(() => book([1, MAX_RANGE_TICKETS + 1]), 'raffle.rangeTooLong')
    expect(soldCount(book([1, MAX_RANGE_TICKETS]))).toBe(MAX_RANGE_TICKETS)
  })

  it('finds the range holding a ticket, and none for a number never sold', () => {
    const b = book([1, 50], [100, 149])
    expect(rangeOf(b, 1)?.saleId).toBe('s0')
    expect(rangeOf(b, 149)?.saleId).toBe('s1')
    expect(rangeOf(b, 75)).toBeNull()
    expect(rangeOf(b, 0)).toBeNull()
    expect(rangeOf(b, 150)).toBeNull()
  })

  it('maps sold tickets to their positions and back', () => {
    const b = book([1, 3], [10, 11], [20, 20])
    const tickets = [1, 2, 3, 10, 11, 20]
    tickets.forEach((t, i) => {
      expect(soldIndexOf(b, t)).toBe(i)
      expect(ticketAtSoldIndex(b, i)).toBe(t)
    })
    refused(() => soldIndexOf(b, 5), 'raffle.ticketNotSold')
    refused(() => ticketAtSoldIndex(b, 6), 'raffle.ticketNotSold')
  })
})

describe('ticket prices', () => {
  const prices = { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } }

  it('charges whole strips at the strip price and the rest per ticket', () => {
    expect(ticketsPrice(1, prices)).toBe(100)
    expect(ticketsPrice(6, prices)).toBe(500)
    expect(ticketsPrice(7, prices)).toBe(600)
    expect(ticketsPrice(25, prices)).toBe(2100)
  })

  it('charges per ticket when there is no strip', () => {
    expect(ticketsPrice(25, { ticketMinor: 200, strip: null })).toBe(5000)
  })

  it('refuses fractional or negative prices and strips of fewer than two', () => {
    refused(() => ticketsPrice(1, { ticketMinor: 1.5, strip: null }), 'money.notWhole')
    refused(() => ticketsPrice(1, { ticketMinor: -100, strip: null }), 'money.negative')
    refused(
      () => ticketsPrice(1, { ticketMinor: 100, strip: { size: 1, priceMinor: 50 } }),
      'raffle.strip',
    )
    refused(
      () => ticketsPrice(1, { ticketMinor: 100, strip: { size: 2.5, priceMinor: 50 } }),
      'raffle.strip',
    )
  })
})

describe('prizes', () => {
  it('refuses the same prize id twice', () => {
    const b = addPrize(emptyBook(false), { prizeId: 'p1', name: 'Basket', donor: 'The bakery' })
    refused(() => addPrize(b, { prizeId: 'p1', name: 'Other', donor: null }), 'raffle.prizeTwice')
    expect(b.prizes).toHaveLength(1)
  })
})
