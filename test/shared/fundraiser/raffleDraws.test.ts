import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../src/shared/bunco'
import {
  chiSquareP,
  chiSquareStatistic,
  drawChiSquareP,
  logGamma,
} from '../../../src/shared/fundraiser/chiSquare'
import {
  addPrize,
  emptyBook,
  sellRange,
  type RaffleBook,
} from '../../../src/shared/fundraiser/raffle'
import {
  drawTicket,
  eligibleCount,
  markUnclaimed,
  recordDraw,
} from '../../../src/shared/fundraiser/raffleDraws'
import { refused } from './helpers'

const AT = '2025-03-14T20:30:00.000Z'

function book(winAgain: boolean, ranges: [number, number][], prizes = 5): RaffleBook {
  let b = emptyBook(winAgain)
  ranges.forEach(([first, last], i) => {
    b = sellRange(b, { saleId: `s${i}`, first, last, seller: `seller${i % 3}`, buyer: null })
  })
  for (let p = 1; p <= prizes; p++)
    b = addPrize(b, { prizeId: `p${p}`, name: `Prize ${p}`, donor: null })
  return b
}

/** Draws and records a draw for `prizeId`. */
function draw(
  b: RaffleBook,
  prizeId: string,
  seed: number,
  drawId = `d${b.draws.length}`,
): RaffleBook {
  const ticket = drawTicket(b, createRandom(seed).int)
  return recordDraw(b, { drawId, prizeId, ticket, at: AT })
}

describe('drawing a ticket', () => {
  it('refuses a draw when no ticket has been sold', () => {
    const b = book(false, [])
    refused(() => drawTicket(b, createRandom(1).int), 'raffle.noTicketSold')
    refused(
      () => recordDraw(b, { drawId: 'd', prizeId: 'p1', ticket: 1, at: AT }),
      'raffle.noTicketSold',
    )
  })

  it('only ever draws sold tickets', () => {
    const b = book(true, [
      [1, 10],
      [500, 510],
      [9000, 9000],
    ])
    const random = createRandom(42)
    for (let i = 0; i < 2000; i++) {
      const t = drawTicket(b, random.int)
      expect((t >= 1 && t <= 10) || (t >= 500 && t <= 510) || t === 9000).toBe(true)
    }
  })

  it('is the same draw for the same seed', () => {
    const b = book(false, [[1, 1000]])
    expect(drawTicket(b, createRandom(5).int)).toBe(drawTicket(b, createRandom(5).int))
  })

  it('refuses a random source that answers out of range', () => {
    const b = book(false, [[1, 10]])
    refused(() => drawTicket(b, () => 10), 'raffle.random')
    refused(() => drawTicket(b, () => -1), 'raffle.random')
    refused(() => drawTicket(b, () => 0.5), 'raffle.random')
  })

  it('draws the lowest and highest eligible tickets at the ends of the random range', () => {
    const b = book(false, [
      [5, 7],
      [20, 21],
    ])
    expect(drawTicket(b, () => 0)).toBe(5)
    expect(drawTicket(b, (n) => n - 1)).toBe(21)
  })
})

describe('the organiser’s rule on winning again', () => {
  it('never draws a ticket that won when winning again is off', () => {
    let b = book(false, [[1, 5]])
    for (let p = 1; p <= 5; p++) b = draw(b, `p${p}`, p * 31)
    expect(new Set(b.draws.map((d) => d.ticket)).size).toBe(5)
    expect(eligibleCount(b)).toBe(0)
    b = addPrize(b, { prizeId: 'p6', name: 'One more', donor: null })
    refused(() => drawTicket(b, createRandom(1).int), 'raffle.noTicketLeft')
  })

  it('refuses recording a ticket that won before when winning again is off', () => {
    const b = recordDraw(book(false, [[1, 5]]), { drawId: 'd1', prizeId: 'p1', ticket: 3, at: AT })
    refused(
      () => recordDraw(b, { drawId: 'd2', prizeId: 'p2', ticket: 3, at: AT }),
      'raffle.ticketWonBefore',
    )
  })

  it('lets a winner win again when the rule allows it', () => {
    let b = book(true, [[1, 1]])
    b = draw(b, 'p1', 1)
    b = draw(b, 'p2', 2)
    expect(b.draws.map((d) => d.ticket)).toEqual([1, 1])
    expect(eligibleCount(b)).toBe(1)
  })
})

describe('draws recorded', () => {
  it('records the ticket, the prize and the time given', () => {
    const b = draw(book(false, [[1, 100]]), 'p1', 9, 'first')
    expect(b.draws).toEqual([
      { drawId: 'first', prizeId: 'p1', ticket: expect.any(Number), at: AT, status: 'standing' },
    ])
  })

  it('refuses a ticket outside the sold ranges, an unknown prize, a bad time and a reused id', () => {
    const b = book(false, [
      [1, 10],
      [20, 30],
    ])
    refused(
      () => recordDraw(b, { drawId: 'd', prizeId: 'p1', ticket: 15, at: AT }),
      'raffle.ticketNotSold',
    )
    refused(
      () => recordDraw(b, { drawId: 'd', prizeId: 'p1', ticket: 31, at: AT }),
      'raffle.ticketNotSold',
    )
    refused(
      () => recordDraw(b, { drawId: 'd', prizeId: 'nope', ticket: 1, at: AT }),
      'raffle.prizeUnknown',
    )
    refused(
      () => recordDraw(b, { drawId: 'd', prizeId: 'p1', ticket: 1, at: 'teatime' }),
      'event.time',
    )
    const once = recordDraw(b, { drawId: 'd', prizeId: 'p1', ticket: 1, at: AT })
    refused(
      () => recordDraw(once, { drawId: 'd', prizeId: 'p2', ticket: 2, at: AT }),
      'event.idTwice',
    )
  })

  it('refuses drawing a prize that already has its winner', () => {
    const b = draw(book(true, [[1, 100]]), 'p1', 3)
    refused(() => draw(b, 'p1', 4), 'raffle.prizeDrawn')
  })
})

describe('an unclaimed prize', () => {
  it('is drawn again, the first draw kept and marked unclaimed', () => {
    let b = draw(book(false, [[1, 100]]), 'p1', 3, 'first')
    b = markUnclaimed(b, 'first')
    b = draw(b, 'p1', 4, 'second')
    expect(b.draws.map((d) => [d.drawId, d.prizeId, d.status])).toEqual([
      ['first', 'p1', 'unclaimed'],
      ['second', 'p1', 'standing'],
    ])
    expect(b.draws[0]?.ticket).not.toBe(b.draws[1]?.ticket)
  })

  it('never gives the absent holder’s ticket another prize, even when winning again is allowed', () => {
    let b = book(true, [[1, 2]])
    b = recordDraw(b, { drawId: 'a', prizeId: 'p1', ticket: 1, at: AT })
    b = markUnclaimed(b, 'a')
    for (let seed = 0; seed < 50; seed++) expect(drawTicket(b, createRandom(seed).int)).toBe(2)
    refused(
      () => recordDraw(b, { drawId: 'b', prizeId: 'p1', ticket: 1, at: AT }),
      'raffle.ticketUnclaimed',
    )
  })

  it('refuses marking an unknown draw, or one already unclaimed', () => {
    const b = markUnclaimed(draw(book(false, [[1, 9]]), 'p1', 1, 'x'), 'x')
    refused(() => markUnclaimed(b, 'x'), 'raffle.drawNotStanding')
    refused(() => markUnclaimed(b, 'y'), 'raffle.drawUnknown')
  })
})

describe('the chi-square test', () => {
  it('matches the textbook critical values', () => {
    expect(chiSquareP(3.841458820694124, 1)).toBeCloseTo(0.05, 6)
    expect(chiSquareP(18.307038053275146, 10)).toBeCloseTo(0.05, 6)
    expect(chiSquareP(6.634896601021214, 1)).toBeCloseTo(0.01, 6)
    expect(chiSquareP(124.34211340400407, 100)).toBeCloseTo(0.05, 5)
  })

  it('is exp(−x/2) with two degrees of freedom, and 1 at zero', () => {
    for (const x of [0.1, 1, 5, 20, 60]) expect(chiSquareP(x, 2)).toBeCloseTo(Math.exp(-x / 2), 10)
    expect(chiSquareP(0, 4)).toBe(1)
  })

  it('has ln Γ right at known points', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12)
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12)
  })

  it('sums (o − e)² / e', () => {
    expect(chiSquareStatistic([10, 20], [15, 15])).toBeCloseTo(10 / 3, 12)
  })

  it('finds draws uniform over sold tickets across ranges of different sizes', () => {
    const b = book(true, [
      [1, 50],
      [101, 300],
      [1000, 1009],
      [5000, 5499],
      [7000, 7000],
    ])
    const random = createRandom(11)
    const drawn = Array.from({ length: 20_000 }, () => drawTicket(b, random.int))
    expect(drawChiSquareP(b, drawn)).toBeGreaterThan(0.001)
  })

  it('holds for other seeds, and catches a source that favours low tickets', () => {
    const b = book(true, [
      [1, 100],
      [200, 299],
      [300, 399],
      [400, 599],
    ])
    for (const seed of [1, 2, 3]) {
      const random = createRandom(seed)
      const drawn = Array.from({ length: 5000 }, () => drawTicket(b, random.int))
      expect(drawChiSquareP(b, drawn)).toBeGreaterThan(0.001)
    }
    const random = createRandom(4)
    const skewed = (n: number): number => Math.min(random.int(n), random.int(n))
    const drawn = Array.from({ length: 5000 }, () => drawTicket(b, skewed))
    expect(drawChiSquareP(b, drawn)).toBeLessThan(0.001)
  })

  it('is 0 for a drawn ticket that was never sold', () => {
    expect(drawChiSquareP(book(true, [[1, 10]]), [3, 11])).toBe(0)
  })
})
