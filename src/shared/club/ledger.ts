// The season's money: what each person paid in and won, and each night's pot, payouts, carry
// and what the club kept, or held while not settled. Integers of minor units throughout; every
// sum is checked.
import type { PrizeCategory } from '../bunco/rules'

/** A sum one person paid: a night's buy-in, or the season's dues. */
export interface Paid {
  personId: number
  amount: number
}

/** One payout of a night, by person. */
export interface PersonPayout {
  personId: number
  prize: PrizeCategory
  amount: number
}

/**
 * A scheduled night's money: the buy-ins paid, the carry it started with, and its split once
 * settled (what it carried on includes buy-ins ticked after), or its whole pot held until then.
 */
export interface NightMoney {
  nightId: number
  buyIns: Paid[]
  carriedIn: number
  payouts: PersonPayout[]
  carried: number
  kept: number
  /** The pot not settled yet (provisional): 0 once settled. */
  held: number
}

/** One person's season money. */
export interface PersonLedger {
  personId: number
  paidIn: number
  won: number
  /** Won less paid in (negative when they paid more than they won). */
  net: number
}

/** One night's money. */
export interface NightLedger {
  nightId: number
  /** The buy-ins plus the carry it started with. */
  pot: number
  paidOut: number
  carried: number
  kept: number
  held: number
}

/** The season's ledger and its totals; `mismatches` names every sum that does not add up. */
export interface SeasonLedger {
  people: PersonLedger[]
  nights: NightLedger[]
  totals: {
    /** Buy-ins and dues paid in. */
    paidIn: number
    /** The buy-ins alone: with the carries its nights took in, what the season shared out. */
    buyIns: number
    /** The club's carry when the season began (what seasons before left). */
    carriedIn: number
    dues: number
    pot: number
    paidOut: number
    kept: number
    /** The club's carry when the season ends: what it leaves to the nights after. */
    carried: number
    /** Pots not settled yet. */
    held: number
  }
  mismatches: string[]
}

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0)

/**
 * The ledger of a season's nights (in the order played) and dues, the club's carry being
 * `carriedIn` when it began: per person paid in, won and net; per night pot, paid out, carried,
 * kept and held. It checks that every night's pot is its payouts + carried + kept + held, and
 * that the season's buy-ins with the carry it began with are all paid out, kept, held, or left in
 * the club's carry.
 */
export function seasonLedger(
  nights: readonly NightMoney[],
  dues: readonly Paid[] = [],
  carriedIn = 0,
): SeasonLedger {
  const people = new Map<number, PersonLedger>()
  const person = (id: number): PersonLedger => {
    const found = people.get(id) ?? { personId: id, paidIn: 0, won: 0, net: 0 }
    people.set(id, found)
    return found
  }
  const mismatches: string[] = []
  const rows: NightLedger[] = []
  for (const night of nights) {
    for (const p of night.buyIns) person(p.personId).paidIn += p.amount
    for (const p of night.payouts) person(p.personId).won += p.amount
    const pot = sum(night.buyIns.map((p) => p.amount)) + night.carriedIn
    const paidOut = sum(night.payouts.map((p) => p.amount))
    const { carried, kept, held } = night
    if (pot !== paidOut + carried + kept + held)
      mismatches.push(
        `night ${night.nightId}: pot ${pot} ≠ ${paidOut} + ${carried} + ${kept} + ${held}`,
      )
    rows.push({ nightId: night.nightId, pot, paidOut, carried, kept, held })
  }
  for (const p of dues) person(p.personId).paidIn += p.amount
  for (const p of people.values()) p.net = p.won - p.paidIn
  const buyIns = sum(nights.flatMap((n) => n.buyIns.map((p) => p.amount)))
  const duesPaid = sum(dues.map((p) => p.amount))
  const total = (key: 'paidOut' | 'kept' | 'held'): number => sum(rows.map((r) => r[key]))
  const [paidOut, kept, held] = [total('paidOut'), total('kept'), total('held')]
  // the club's carry: what the season began with, what its nights carried on, less what they took
  const carried = carriedIn + sum(rows.map((r) => r.carried)) - sum(nights.map((n) => n.carriedIn))
  if (buyIns + carriedIn !== paidOut + kept + carried + held)
    mismatches.push(
      `paid in ${buyIns} + carried in ${carriedIn} ≠ paid out ${paidOut} + kept ${kept} + carried ${carried} + held ${held}`,
    )
  return {
    people: [...people.values()].sort((a, b) => a.personId - b.personId),
    nights: rows,
    totals: {
      paidIn: buyIns + duesPaid,
      buyIns,
      carriedIn,
      dues: duesPaid,
      pot: sum(rows.map((r) => r.pot)),
      paidOut,
      kept,
      carried,
      held,
    },
    mismatches,
  }
}
