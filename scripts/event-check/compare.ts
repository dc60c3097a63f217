// The app's figures against the simulation's own: the money raised and each of its parts, the
// money by method, each device's cash drawer, every guest's account and place at the door, and
// every ticket sold once at most; and a store read again from disk against what was saved.
import {
  cashDrawer,
  flowByDevice,
  flowByMethod,
  moneyRaised,
  type FundraiserState,
  type MoneyRaised,
  type TicketGame,
} from '../../src/shared/fundraiser'
import { ownHalf, ownRaised, type OwnBook } from './book'

const FLOAT = 20_000

/** Tickets sold in more than one range, counted over every game's sales. */
export function doubleSold(state: FundraiserState): number {
  let twice = 0
  for (const game of ['raffle', 'fiftyFifty'] as TicketGame[]) {
    const ranges = [...state.sales.values()]
      .filter((s) => s.game === game)
      .map((s) => [s.first, s.last] as const)
      .sort((a, b) => a[0] - b[0])
    let reach = -Infinity
    for (const [first, last] of ranges) {
      if (first <= reach) twice += Math.min(last, reach) - first + 1
      reach = Math.max(reach, last)
    }
  }
  return twice
}

/** The parts of the money raised as the simulation counts them, by the app's names. */
function ownParts(book: OwnBook): Record<string, number> {
  const half = ownHalf(book.sales.fiftyFifty)
  return {
    entryFeesMinor: book.entryFees,
    donationsMinor: book.donations,
    raffleMinor: book.sales.raffle,
    fiftyFiftySales: book.sales.fiftyFifty,
    fiftyFiftyWinner: half,
    fiftyFiftyKept: book.sales.fiftyFifty - half,
    fiftyFiftyPaidMinor: book.fiftyFiftyPaid,
    prizePayoutsMinor: book.prizePayouts,
    totalMinor: ownRaised(book),
  }
}

/** The same parts as the app reports them. */
export function appParts(raised: MoneyRaised): Record<string, number> {
  return {
    entryFeesMinor: raised.entryFeesMinor,
    donationsMinor: raised.donationsMinor,
    raffleMinor: raised.raffleMinor,
    fiftyFiftySales: raised.fiftyFifty.salesMinor,
    fiftyFiftyWinner: raised.fiftyFifty.winnerMinor,
    fiftyFiftyKept: raised.fiftyFifty.keptMinor,
    fiftyFiftyPaidMinor: raised.fiftyFiftyPaidMinor,
    prizePayoutsMinor: raised.prizePayoutsMinor,
    totalMinor: raised.totalMinor,
  }
}

/** Every way the app's state differs from the simulation's book (empty when none). */
export function differences(state: FundraiserState, book: OwnBook, guests: number): string[] {
  const out: string[] = []
  const raised = moneyRaised(state)
  out.push(...raised.mismatches.map((m) => `app: ${m}`))
  const own = ownParts(book)
  for (const [part, value] of Object.entries(appParts(raised)))
    if (own[part] !== value) out.push(`${part}: app ${value}, own ${own[part]}`)
  const sum =
    raised.entryFeesMinor +
    raised.donationsMinor +
    raised.raffleMinor +
    raised.fiftyFifty.keptMinor -
    raised.prizePayoutsMinor
  if (sum !== raised.totalMinor) out.push(`total ${raised.totalMinor} ≠ its parts ${sum}`)
  for (const [method, line] of flowByMethod(state))
    if (line.netMinor !== (book.byMethod.get(method) ?? 0))
      out.push(`${method}: app ${line.netMinor}, own ${book.byMethod.get(method) ?? 0}`)
  const devices = new Set([...book.cashByDevice.keys(), ...flowByDevice(state).keys()])
  // each drawer started with change enough for what it paid out
  const count = (cash: number): { floatMinor: number; countedMinor: number } => {
    const floatMinor = FLOAT + Math.max(0, -cash)
    return { floatMinor, countedMinor: floatMinor + cash }
  }
  for (const deviceId of devices) {
    const drawer = cashDrawer(state, { ...count(book.cashByDevice.get(deviceId) ?? 0), deviceId })
    if (drawer.differenceMinor !== 0) out.push(`drawer ${deviceId}: ${drawer.differenceMinor}`)
  }
  const allCash = [...book.cashByDevice.values()].reduce((a, b) => a + b, 0)
  const whole = cashDrawer(state, count(allCash))
  if (whole.differenceMinor !== 0) out.push(`whole drawer: ${whole.differenceMinor}`)
  if (state.registrations.size !== guests || book.guests.size !== guests)
    out.push(`guests: app ${state.registrations.size}, own ${book.guests.size}, asked ${guests}`)
  for (const [id, guest] of book.guests) {
    const reg = state.registrations.get(id)
    if (reg?.status !== guest.status || reg.paidMinor !== guest.paid || reg.waived !== guest.waived)
      out.push(
        `${id}: app ${reg?.status}/${reg?.paidMinor}/${reg?.waived}, own ${guest.status}/${guest.paid}/${guest.waived}`,
      )
  }
  for (const game of ['raffle', 'fiftyFifty'] as TicketGame[]) {
    const app = [...state.sales.values()]
      .filter((s) => s.game === game)
      .reduce((n, s) => n + s.count, 0)
    const mine = book.sold[game].reduce((n, [a, b]) => n + b - a + 1, 0)
    if (app !== mine) out.push(`${game} tickets sold: app ${app}, own ${mine}`)
  }
  return out
}

/** Minor units that differ between the state as saved and as read again from disk. */
export function lostMinor(saved: FundraiserState, reread: FundraiserState): number {
  const a = appParts(moneyRaised(saved))
  const b = appParts(moneyRaised(reread))
  return Object.keys(a).reduce((n, k) => n + Math.abs((a[k] ?? 0) - (b[k] ?? 0)), 0)
}
