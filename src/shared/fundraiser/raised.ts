// The money raised, one figure and its parts: entry fees + donations + raffle + the 50/50's kept
// share − the prize money the cause paid out. The parts are summed one way and every movement
// another, and any difference is named.
import { sumMinor } from './amounts'
import type { FundraiserState } from './events'
import { splitFiftyFifty, type FiftyFiftySplit } from './fiftyFifty'
import { fiftyFiftySales } from './games'
import { movements } from './movements'

/** The money raised and every part of it, in minor units. */
export interface MoneyRaised {
  /** Entry payments less refunds. */
  entryFeesMinor: number
  donationsMinor: number
  raffleMinor: number
  /** The 50/50's sales, its winner's half (owed from the first sale, paid or not) and what is kept. */
  fiftyFifty: FiftyFiftySplit
  /** The 50/50 winner's half paid out so far (0 until paid). */
  fiftyFiftyPaidMinor: number
  /** Prize money the cause paid out. */
  prizePayoutsMinor: number
  totalMinor: number
  goalMinor: number
  /** Every sum that does not agree with another, by name; empty when all agree to the minor unit. */
  mismatches: string[]
}

/** The money raised, with its parts and the check that they add up to the minor unit. */
export function moneyRaised(state: FundraiserState): MoneyRaised {
  const sum = (list: Iterable<{ amountMinor: number }>): number =>
    sumMinor([...list].map((x) => x.amountMinor))
  const refunds = sum(state.refunds.values())
  const entryFeesMinor = sum(state.payments.values()) - refunds
  const donationsMinor = sum(state.donations.values())
  const raffleMinor = sum([...state.sales.values()].filter((s) => s.game === 'raffle'))
  const fiftyFifty = splitFiftyFifty(fiftyFiftySales(state))
  const payouts = [...state.payouts.values()]
  const prizePayoutsMinor = sum(payouts.filter((p) => p.kind === 'prize'))
  const fiftyFiftyPaidMinor = sum(payouts.filter((p) => p.kind === 'fiftyFifty'))
  const totalMinor = sumMinor([
    entryFeesMinor,
    donationsMinor,
    raffleMinor,
    fiftyFifty.keptMinor,
    -prizePayoutsMinor,
  ])
  const raised = {
    entryFeesMinor,
    donationsMinor,
    raffleMinor,
    fiftyFifty,
    fiftyFiftyPaidMinor,
    prizePayoutsMinor,
    totalMinor,
    goalMinor: state.settings.goalMinor,
  }
  return { ...raised, mismatches: raisedMismatches(state, raised) }
}

/**
 * Checks the parts against the movements summed independently: all money in less all money out,
 * less the 50/50 winner's half still owed, is what was raised; and each part's movements are it.
 */
function raisedMismatches(
  state: FundraiserState,
  raised: Omit<MoneyRaised, 'mismatches'>,
): string[] {
  const list = movements(state)
  const out: string[] = []
  const net = list.reduce((a, m) => a + m.amountMinor, 0)
  const owed = raised.fiftyFifty.winnerMinor - raised.fiftyFiftyPaidMinor
  if (net - owed !== raised.totalMinor)
    out.push(`total: parts ${raised.totalMinor}, movements ${net - owed}`)
  const part = (name: string): number =>
    list.filter((m) => m.part === name).reduce((a, m) => a + m.amountMinor, 0)
  const expect: [string, number][] = [
    ['entryFees', raised.entryFeesMinor],
    ['donations', raised.donationsMinor],
    ['raffle', raised.raffleMinor],
    ['fiftyFifty', raised.fiftyFifty.salesMinor - raised.fiftyFiftyPaidMinor],
    ['prizePayouts', -raised.prizePayoutsMinor],
  ]
  for (const [name, value] of expect)
    if (part(name) !== value) out.push(`${name}: ${value} ≠ ${part(name)}`)
  if (raised.fiftyFifty.winnerMinor + raised.fiftyFifty.keptMinor !== raised.fiftyFifty.salesMinor)
    out.push('fiftyFifty: winner + kept ≠ sales')
  if (owed < 0)
    out.push(
      `fiftyFifty: paid ${raised.fiftyFiftyPaidMinor} > half ${raised.fiftyFifty.winnerMinor}`,
    )
  // a guest's paid figure is what their payments less refunds say
  let paid = 0
  for (const r of state.registrations.values()) paid += r.paidMinor
  if (paid !== raised.entryFeesMinor)
    out.push(`entryFees: guests ${paid} ≠ payments ${raised.entryFeesMinor}`)
  return out
}
