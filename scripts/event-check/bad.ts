// Bad input at every turn of the night, each as a volunteer or the organiser could give it: it
// must be refused with the fundraiser's own reason, and change nothing in the store.
import { createHash } from 'node:crypto'
import { importAttendees } from '../../src/main/fundraiser/attendeeImport'
import { record } from '../../src/main/fundraiser/fundraiserLog'
import { AppError } from '../../src/shared/app-error'
import type { FundraiserAction } from '../../src/shared/fundraiser'
import { owes, ownHalf } from './book'
import { BANK_STATEMENT } from './files'
import { nextRange } from './games'
import { DESKS, act, type Sim } from './sim'

/** How the bad inputs went. */
export interface BadTally {
  tried: number
  refused: number
  /** Refused for another reason than the one expected. */
  otherReason: number
  accepted: number
  changed: number
}

/** An empty tally. */
export function badTally(): BadTally {
  return { tried: 0, refused: 0, otherReason: 0, accepted: 0, changed: 0 }
}

function fingerprint(sim: Sim): string {
  const rows = JSON.stringify(sim.deps.repo.entries(sim.nightId))
  return createHash('sha256').update(rows).digest('hex')
}

/** Runs one bad input: refused with `errors.fundraiser.<key>`, and the log as it was. */
function refusedAs(sim: Sim, bad: BadTally, key: string, run: () => unknown): void {
  bad.tried++
  const before = fingerprint(sim)
  let got = ''
  try {
    run()
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    got = err.messageKey
  }
  if (fingerprint(sim) !== before) bad.changed++
  if (got === '') bad.accepted++
  else if (got === `errors.fundraiser.${key}`) bad.refused++
  else bad.otherReason++
  if (got !== `errors.fundraiser.${key}`)
    console.error(`event-check: ${key} answered ${got || 'accepted'}`)
}

const base64 = (text: string | Uint8Array): string => Buffer.from(text).toString('base64')
const desk = (sim: Sim): string => DESKS[sim.random.int(DESKS.length)] ?? 'desk-A'
const tryAct = (sim: Sim, action: FundraiserAction) => () => act(sim, action, desk(sim))

/** Before anything is sold: a draw with no ticket sold, in either game. */
export function badBeforeSales(sim: Sim, bad: BadTally): void {
  refusedAs(
    sim,
    bad,
    'raffle.noTicketSold',
    tryAct(sim, { type: 'draw', game: 'raffle', prizeId: 'prize-x' }),
  )
  refusedAs(sim, bad, 'raffle.noTicketSold', tryAct(sim, { type: 'draw', game: 'fiftyFifty' }))
}

/** Files that are no list of people. */
export function badFiles(sim: Sim, bad: BadTally): void {
  const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49)
  refusedAs(sim, bad, 'csv.noNameColumn', () =>
    importAttendees(sim.deps, sim.nightId, base64(BANK_STATEMENT)),
  )
  refusedAs(sim, bad, 'csv.binary', () => importAttendees(sim.deps, sim.nightId, base64(png)))
  refusedAs(sim, bad, 'csv.empty', () => importAttendees(sim.deps, sim.nightId, base64('\r\n\r\n')))
}

/** In the middle of the night: ranges sold twice or overlapping, money that is no money, and more. */
export function badMidNight(sim: Sim, bad: BadTally): void {
  const sold = sim.book.sold.raffle.at(-1) ?? [1, 1]
  const sale = (first: number, last: number): FundraiserAction => ({
    type: 'ticketSale',
    game: 'raffle',
    first,
    last,
    seller: 'Bea',
    method: 'cash',
  })
  refusedAs(sim, bad, 'raffle.rangeOverlap', tryAct(sim, sale(sold[0], sold[1])))
  refusedAs(sim, bad, 'raffle.rangeOverlap', tryAct(sim, sale(sold[1], sold[1] + 3)))
  const [first] = nextRange(sim, 'raffle', 0)
  refusedAs(sim, bad, 'raffle.rangeTooLong', tryAct(sim, sale(first, first + 1_000_000)))
  refusedAs(sim, bad, 'raffle.range', tryAct(sim, sale(first + 5, first)))
  const gift = (amountMinor: number): FundraiserAction => ({
    type: 'donation',
    amountMinor,
    donor: null,
    method: 'cash',
  })
  refusedAs(sim, bad, 'money.negative', tryAct(sim, gift(-2500)))
  refusedAs(sim, bad, 'money.notWhole', tryAct(sim, gift(12.5)))
  refusedAs(sim, bad, 'money.notWhole', tryAct(sim, gift(Number.NaN)))
  refusedAs(sim, bad, 'money.zero', tryAct(sim, gift(0)))
  const owing = [...sim.book.guests].find(([, g]) => g.status === 'expected' && owes(g) > 0)
  if (owing) {
    const [id, guest] = owing
    const pay = (amountMinor: number): FundraiserAction => ({
      type: 'payment',
      registrationId: id,
      method: 'cash',
      amountMinor,
    })
    refusedAs(sim, bad, 'money.negative', tryAct(sim, pay(-500)))
    refusedAs(sim, bad, 'payment.moreThanDue', tryAct(sim, pay(owes(guest) + 1)))
  }
  const paidAhead = [...sim.book.guests.values()].flatMap((g) =>
    [...g.payments].filter(([, p]) => p.left > 0 && p.method !== 'free'),
  )[0]
  if (paidAhead) {
    const [paymentId, p] = paidAhead
    refusedAs(
      sim,
      bad,
      'money.notWhole',
      tryAct(sim, { type: 'refund', paymentId, amountMinor: 0.5 }),
    )
    refusedAs(
      sim,
      bad,
      'refund.moreThanPaid',
      tryAct(sim, { type: 'refund', paymentId, amountMinor: p.left + 1 }),
    )
  }
  refusedAs(
    sim,
    bad,
    'registration.unknown',
    tryAct(sim, { type: 'checkIn', registrationId: 'r999999' }),
  )
  // a draw recorded as a desk or a replay would record it, naming a ticket never sold
  const unsold = Math.max(...sim.book.sold.raffle.map(([, b]) => b)) + 1000
  const prizeId = sim.state?.books.raffle.prizes[0]?.prizeId ?? 'prize-x'
  const at = new Date().toISOString()
  refusedAs(sim, bad, 'raffle.ticketNotSold', () =>
    record(sim.deps, sim.nightId, sim.deps.laptop, () => [
      { type: 'draw', game: 'raffle', drawId: 'draw-forged', prizeId, ticket: unsold, at },
    ]),
  )
}

/** Once the 50/50 is drawn: no more of its tickets sold, and its winner paid nothing but half. */
export function badFiftyFiftyDrawn(sim: Sim, bad: BadTally): void {
  const [first, last] = nextRange(sim, 'fiftyFifty', 1)
  const sale: FundraiserAction = {
    type: 'ticketSale',
    game: 'fiftyFifty',
    first,
    last,
    seller: 'Cy',
    method: 'cash',
  }
  refusedAs(sim, bad, 'raffle.salesClosed', tryAct(sim, sale))
  const half = ownHalf(sim.book.sales.fiftyFifty)
  const wrong: FundraiserAction = {
    type: 'payout',
    kind: 'fiftyFifty',
    amountMinor: half + 1,
    method: 'cash',
  }
  refusedAs(sim, bad, 'payout.fiftyFiftyAmount', tryAct(sim, wrong))
}

/** Once the 50/50's winner is paid: not paid again, and their draw never unclaimed. */
export function badAfterPayout(sim: Sim, bad: BadTally): void {
  refusedAs(
    sim,
    bad,
    'payout.fiftyFiftyTwice',
    tryAct(sim, { type: 'payout', kind: 'fiftyFifty', method: 'cash' }),
  )
  const drawId = sim.state?.books.fiftyFifty.draws[0]?.drawId ?? 'draw-x'
  refusedAs(
    sim,
    bad,
    'raffle.drawPaid',
    tryAct(sim, { type: 'unclaimed', game: 'fiftyFifty', drawId }),
  )
}
