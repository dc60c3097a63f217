// The night's money beyond the door: three sellers selling raffle and 50/50 tickets from their own
// books in ranges (a torn ticket now and then leaves a number never sold), donations, donated
// prizes, draws under the organiser's win-again rule both ways with an unclaimed prize drawn
// again, the 50/50 drawn and its winner paid half, and a prize paid in cash.
import { saveSettings } from '../../src/main/fundraiser/fundraiserActions'
import {
  eligibleCount,
  type FundraiserAction,
  type FundraiserSettings,
  type MoneyMethod,
  type TicketGame,
} from '../../src/shared/fundraiser'
import { moved, ownHalf, ownPrice } from './book'
import { DESKS, act, pick, problem, type Sim } from './sim'

/** The simulated fundraiser's settings (the event-check's own copy of its prices). */
export const SETTINGS: FundraiserSettings = {
  cause: 'Food bank',
  goalMinor: 2_500_000,
  currency: 'USD',
  entryPrices: { early: 2500, regular: 3000, door: 3500, free: 0 },
  raffle: { ticketMinor: 100, strip: { size: 6, priceMinor: 500 } },
  // 75 cents a ticket: a night's 50/50 sales can come to an odd number of cents
  fiftyFifty: { ticketMinor: 75, strip: { size: 4, priceMinor: 250 } },
  winAgain: false,
}

const OWN_PRICES: Record<TicketGame, [number, { size: number; price: number }]> = {
  raffle: [100, { size: 6, price: 500 }],
  fiftyFifty: [75, { size: 4, price: 250 }],
}

/** Each seller's book: where their next ticket is, per game. */
export const SELLERS = ['Bea', 'Cy', 'Dee'] as const
const next: Record<TicketGame, number[]> = { raffle: [], fiftyFifty: [] }

/** Every seller's book opened at its first ticket (each seller's numbers apart from the others'). */
export function openBooks(): void {
  next.raffle = SELLERS.map((_, i) => i * 100_000 + 1)
  next.fiftyFifty = SELLERS.map((_, i) => i * 50_000 + 1)
}

const SIZES = [1, 1, 2, 3, 5, 6, 6, 10, 12, 25]
const METHODS: MoneyMethod[] = ['cash', 'cash', 'card', 'card', 'online', 'cheque']

/** The range a seller sells next (without selling it). */
export function nextRange(sim: Sim, game: TicketGame, seller: number): [number, number] {
  const first = next[game][seller] ?? 1
  return [first, first + pick(sim, SIZES) - 1]
}

/** A seller sells a range of a game's tickets. */
export function sell(sim: Sim, game: TicketGame): void {
  const seller = sim.random.int(SELLERS.length)
  const [first, last] = nextRange(sim, game, seller)
  // a torn ticket: its number is never sold
  next[game][seller] = last + 1 + (sim.random.next() < 0.1 ? 1 : 0)
  const method = pick(sim, METHODS)
  const device = pick(sim, [sim.deps.laptop, ...DESKS])
  const buyer = sim.random.next() < 0.5 ? null : `Buyer ${sim.seq}`
  const name = SELLERS[seller] ?? 'Bea'
  const state = act(
    sim,
    { type: 'ticketSale', game, first, last, seller: name, buyer, method },
    device,
  )
  const [each, strip] = OWN_PRICES[game]
  const amount = ownPrice(last - first + 1, each, strip)
  const sale = [...state.sales.values()].at(-1)
  if (sale?.first !== first || sale.amountMinor !== amount)
    problem(sim, `${game} ${first}–${last}: sold for ${sale?.amountMinor}, not ${amount}`)
  sim.book.sales[game] += amount
  sim.book.sold[game].push([first, last])
  moved(sim.book, method, device, amount)
}

/** A donation, named or anonymous, by any method. */
export function donate(sim: Sim): void {
  const amountMinor =
    pick(sim, [500, 1000, 2000, 2500, 5000, 10_000]) + (sim.random.next() < 0.3 ? 37 : 0)
  const method = pick(sim, METHODS)
  const device = pick(sim, [sim.deps.laptop, ...DESKS])
  const donor = sim.random.next() < 0.4 ? null : `Donor ${sim.seq}`
  act(sim, { type: 'donation', amountMinor, donor, method, note: 'event-check' }, device)
  sim.book.donations += amountMinor
  moved(sim.book, method, device, amountMinor)
}

/** Whether a ticket was sold, by the simulation's own list of ranges. */
function soldHere(sim: Sim, game: TicketGame, ticket: number): boolean {
  return sim.book.sold[game].some(([a, b]) => a <= ticket && ticket <= b)
}

function ownSold(sim: Sim, game: TicketGame): number {
  return sim.book.sold[game].reduce((n, [a, b]) => n + b - a + 1, 0)
}

/** One raffle draw for a prize, checked: a sold ticket, allowed by the rule. */
function drawFor(sim: Sim, prizeId: string): string {
  const before = sim.state?.books.raffle.draws ?? []
  const state = act(sim, { type: 'draw', game: 'raffle', prizeId }, sim.deps.laptop)
  const draw = state.books.raffle.draws.at(-1)
  sim.tally.draws++
  if (!draw || draw.prizeId !== prizeId || !soldHere(sim, 'raffle', draw.ticket)) {
    problem(sim, `raffle draw for ${prizeId} fell on ${draw?.ticket}, never sold`)
    return ''
  }
  for (const d of before) {
    if (d.ticket !== draw.ticket) continue
    if (d.status === 'unclaimed' || !state.settings.winAgain)
      problem(sim, `ticket ${draw.ticket} won again against the rule`)
  }
  return draw.drawId
}

/** Checks the tickets that can still win, counted the simulation's way, under the rule now. */
function checkEligible(sim: Sim): void {
  const book = sim.state?.books.raffle
  if (!book) return
  const unclaimed = new Set(book.draws.filter((d) => d.status === 'unclaimed').map((d) => d.ticket))
  const standing = new Set(book.draws.filter((d) => d.status === 'standing').map((d) => d.ticket))
  const out = book.winAgain ? unclaimed : new Set([...unclaimed, ...standing])
  const own = ownSold(sim, 'raffle') - out.size
  if (eligibleCount(book) !== own) problem(sim, `eligible: app ${eligibleCount(book)}, own ${own}`)
}

/** The prizes drawn: half with no second win, one unclaimed and drawn again, the rest with. */
export function drawPrizes(sim: Sim): void {
  const prizes = sim.state?.books.raffle.prizes.map((p) => p.prizeId) ?? []
  const half = Math.ceil(prizes.length / 2)
  const first = drawFor(sim, prizes[0] ?? '')
  act(sim, { type: 'unclaimed', game: 'raffle', drawId: first }, sim.deps.laptop)
  const again = drawFor(sim, prizes[0] ?? '')
  const redrawn = sim.state?.books.raffle.draws
  if (redrawn?.find((d) => d.drawId === first)?.status !== 'unclaimed' || !again)
    problem(sim, 'the unclaimed draw was not kept beside its redraw')
  for (const prize of prizes.slice(1, half)) drawFor(sim, prize)
  checkEligible(sim)
  const saved = saveSettings(sim.deps, sim.nightId, { ...SETTINGS, winAgain: true })
  sim.seq = saved.seq
  sim.state = saved.state
  checkEligible(sim)
  for (const prize of prizes.slice(half)) drawFor(sim, prize)
  checkEligible(sim)
}

/** The 50/50 drawn on a ticket sold. */
export function drawFiftyFifty(sim: Sim): void {
  const state = act(sim, { type: 'draw', game: 'fiftyFifty' }, sim.deps.laptop)
  sim.tally.draws++
  const ticket = state.books.fiftyFifty.draws.at(-1)?.ticket ?? -1
  if (!soldHere(sim, 'fiftyFifty', ticket)) problem(sim, `50/50 drawn on ${ticket}, never sold`)
}

/** The 50/50's winner paid half its sales to the cent, and a prize paid in cash. */
export function payOut(sim: Sim): void {
  const paid = act(sim, { type: 'payout', kind: 'fiftyFifty', method: 'cash' }, sim.deps.laptop)
  const half = ownHalf(sim.book.sales.fiftyFifty)
  const payout = [...paid.payouts.values()].find((p) => p.kind === 'fiftyFifty')
  if (payout?.amountMinor !== half) problem(sim, `50/50 paid ${payout?.amountMinor}, not ${half}`)
  sim.book.fiftyFiftyPaid += half
  moved(sim.book, 'cash', sim.deps.laptop, -half)
  const costume: FundraiserAction = {
    type: 'payout',
    kind: 'prize',
    amountMinor: 5000,
    method: 'cash',
    note: 'Best costume',
  }
  act(sim, costume, sim.deps.laptop)
  sim.book.prizePayouts += 5000
  moved(sim.book, 'cash', sim.deps.laptop, -5000)
}
