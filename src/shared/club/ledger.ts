// The season's money: what each person paid in and won, and each night's pot, payouts, carry
// and what the club kept. Integers of minor units throughout; every sum is checked.
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

/** A played night's money: the buy-ins paid, the carry it started with, and its split. */
export interface NightMoney {
  nightId: number
  buyIns: Paid[]
  carriedIn: number
  payouts: PersonPayout[]
  carried: number
  kept: number
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
}

/** The season's ledger and its totals; `mismatches` names every sum that does not add up. */
export interface SeasonLedger {
  people: PersonLedger[]
  nights: NightLedger[]
  totals: {
    /** Buy-ins and dues paid in. */
    paidIn: number
    /** The buy-ins alone: with the carry the season started with, what its nights shared out. */
    buyIns: number
    /** What the season's first night carried in from the season before. */
    carriedIn: number
    dues: number
    pot: number
    paidOut: number
    kept: number
    carried: number
  }
  mismatches: string[]
}

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0)

/**
 * The ledger of a season's nights (in the order played) and dues: per person paid in, won and
 * net; per night pot, paid out, carried and kept. It checks that every night's pot is its
 * payouts + carried + kept, that each night starts with what the one before carried, and that
 * the money paid in (with the carry the season started with) is all paid out, kept, or still
 * carried at the end.
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
  let carry = carriedIn
  for (const night of nights) {
    for (const p of night.buyIns) person(p.personId).paidIn += p.amount
    for (const p of night.payouts) person(p.personId).won += p.amount
    const pot = sum(night.buyIns.map((p) => p.amount)) + night.carriedIn
    const paidOut = sum(night.payouts.map((p) => p.amount))
    if (night.carriedIn !== carry)
      mismatches.push(`night ${night.nightId} starts with ${night.carriedIn}, not ${carry}`)
    if (pot !== paidOut + night.carried + night.kept)
      mismatches.push(
        `night ${night.nightId}: pot ${pot} ≠ ${paidOut} + ${night.carried} + ${night.kept}`,
      )
    carry = night.carried
    rows.push({ nightId: night.nightId, pot, paidOut, carried: night.carried, kept: night.kept })
  }
  for (const p of dues) person(p.personId).paidIn += p.amount
  for (const p of people.values()) p.net = p.won - p.paidIn
  const buyIns = sum(nights.flatMap((n) => n.buyIns.map((p) => p.amount)))
  const duesPaid = sum(dues.map((p) => p.amount))
  const paidOut = sum(rows.map((r) => r.paidOut))
  const kept = sum(rows.map((r) => r.kept))
  if (buyIns + carriedIn !== paidOut + kept + carry)
    mismatches.push(
      `paid in ${buyIns} + carried in ${carriedIn} ≠ paid out ${paidOut} + kept ${kept} + carried ${carry}`,
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
      carried: carry,
    },
    mismatches,
  }
}
