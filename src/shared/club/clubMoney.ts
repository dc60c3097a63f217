// The club's money night by night, settled once: a night's split and the carry it takes in are
// fixed when it starts, its payouts when its prizes are settled (the settlement is recorded in
// the club's log). What comes or is decided later (a buy-in ticked after, an earlier night's
// late roll-off, a split changed elsewhere) flows on to the next night not yet started, never
// into one already paid: the club's carry is what settled nights carried on less what started
// nights took. Money not settled yet is provisional, and says so.
import type { Award } from '../bunco/prizes'
import { splitPot, type Payout, type PotSplit } from '../bunco/pot'
import { playerKey, personOf } from '../night/state'
import { seasonLedger, type NightMoney, type Paid, type SeasonLedger } from './ledger'
import {
  countedStart,
  moneyOf,
  seasonOf,
  seasonEntries,
  type ClubEntry,
  type ClubState,
  type StartedNight,
} from './model'

/** One scheduled night's money. */
export interface EntryMoney extends NightMoney {
  entryId: string
  seasonId: string
  date: string
  /** The night the season counts for it (uid), null before it starts. */
  night: string | null
  /** Buy-ins plus the carry it started with (as settled, once settled). */
  pot: number
  /** The payouts by player key, as the night's awards name the holders. */
  split: Payout[]
  /** False while its prizes are not settled in money: its pot is provisional, held whole. */
  settled: boolean
}

/** What the money needs to know of this laptop's nights and people. */
export interface MoneyReads {
  /** A night's awards once it is over and every roll-off decided; null before, or not here. */
  awards(night: string): Award[] | null
  /** The id here of a person named by uid (null when not here). */
  person(uid: string): number | null
  /** The id here of a night (0 when not here). */
  nightId(night: string): number
  /** How far a night here is played, to tell two starts of one night apart. */
  progress?(night: string): number
}

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0)

/** Whether every award of a finished night is decided (no roll-off left). */
export function settledAwards(awards: readonly Award[] | null): awards is Award[] {
  return awards !== null && awards.every((a) => a.status !== 'needsRollOff')
}

function seasonsInOrder(state: ClubState) {
  return [...state.seasons.values()].sort(
    (a, b) => a.start.localeCompare(b.start) || a.seasonId.localeCompare(b.seasonId),
  )
}

/**
 * A started night's split of its pot by the night's awards, as its settlement records it: the
 * pot is its buy-ins now plus the carry it started with.
 */
export function splitOf(
  state: ClubState,
  entry: ClubEntry,
  start: StartedNight,
  awards: Award[],
): PotSplit & { buyIns: number } {
  const buyIns = sum([...entry.payments.values()].map((p) => p.amount))
  const money = moneyOf(state, entry, start)
  const pot = buyIns + (start.carryIn ?? 0)
  return { buyIns, ...splitPot({ pot, shares: money.shares, awards, unclaimed: money.unclaimed }) }
}

// a ghost cannot win a prize; should one ever hold money, the club keeps it rather than lose it
function ghostsKept(payouts: readonly Payout[]): number {
  return sum(payouts.filter((p) => personOf(p.player) === null).map((p) => p.amount))
}

function entryLine(
  state: ClubState,
  entry: ClubEntry,
  start: StartedNight | null,
  carriedIn: number,
  reads: MoneyReads,
): EntryMoney {
  const buyIns: Paid[] = [...entry.payments.values()].map((p) => ({
    personId: p.personId,
    amount: p.amount,
  }))
  const paidIn = sum(buyIns.map((p) => p.amount))
  const base = {
    entryId: entry.entryId,
    seasonId: entry.seasonId,
    date: entry.date,
    night: start?.night ?? null,
    nightId: start ? reads.nightId(start.night) : 0,
    buyIns,
    carriedIn,
  }
  const held = { split: [], payouts: [], carried: 0, kept: 0, settled: false }
  if (!start) return { ...base, ...held, pot: paidIn, held: paidIn }
  const settlement = entry.settled.get(start.night)
  if (settlement) {
    const payouts = settlement.payouts.flatMap((p) => {
      const personId = p.person === null ? null : reads.person(p.person)
      return personId === null ? [] : [{ personId, prize: p.prize, amount: p.amount }]
    })
    const split = payouts.map((p) => ({
      prize: p.prize,
      player: playerKey(p.personId),
      amount: p.amount,
    }))
    // a payout to someone not here yet is still paid: counted as such, kept nowhere else
    const unnamed = sum(settlement.payouts.map((p) => p.amount)) - sum(payouts.map((p) => p.amount))
    // a buy-in ticked or taken back after the settlement flows on with what it carried
    return {
      ...base,
      pot: paidIn + carriedIn,
      split,
      payouts,
      carried: settlement.carried + paidIn - settlement.buyIns,
      kept: settlement.kept + unnamed,
      held: 0,
      settled: true,
    }
  }
  const awards = start.carryIn === null ? reads.awards(start.night) : null
  // a night started before carries were fixed at start is split as it always was, when it is over
  if (!settledAwards(awards))
    return { ...base, ...held, pot: paidIn + carriedIn, held: paidIn + carriedIn }
  const split = splitOf(state, entry, { ...start, carryIn: carriedIn }, awards)
  const payouts = split.payouts.flatMap((p) => {
    const personId = personOf(p.player)
    return personId === null ? [] : [{ personId, prize: p.prize, amount: p.amount }]
  })
  return {
    ...base,
    pot: paidIn + carriedIn,
    split: split.payouts,
    payouts,
    carried: split.carried,
    kept: split.kept + ghostsKept(split.payouts),
    held: 0,
    settled: true,
  }
}

/** Every scheduled night's money, seasons in order of their start, nights by date; and the carry. */
export function clubLedger(
  state: ClubState,
  reads: MoneyReads,
): { lines: EntryMoney[]; carry: number } {
  const lines: EntryMoney[] = []
  let carry = 0
  for (const season of seasonsInOrder(state)) {
    for (const entry of seasonEntries(state, season.seasonId)) {
      const start = countedStart(entry, reads.progress)
      if (!start && entry.payments.size === 0) continue
      const carriedIn = start ? (start.carryIn ?? Math.max(0, carry)) : 0
      const line = entryLine(state, entry, start, carriedIn, reads)
      carry += line.carried - carriedIn
      lines.push(line)
    }
  }
  return { lines, carry }
}

/** Every scheduled night's money, seasons in order of their start, nights by date. */
export function clubMoney(state: ClubState, reads: MoneyReads): EntryMoney[] {
  return clubLedger(state, reads).lines
}

/** The carry the next night to start takes in: what settled nights carried on, less what was taken. */
export function carryNow(state: ClubState, reads: MoneyReads): number {
  return Math.max(0, clubLedger(state, reads).carry)
}

/** One season's ledger: its nights' money and its dues. */
export function clubSeasonLedger(
  state: ClubState,
  seasonId: string,
  reads: MoneyReads,
): SeasonLedger {
  const season = seasonOf(state, seasonId)
  const lines = clubMoney(state, reads)
  const nights = lines.filter((m) => m.seasonId === seasonId)
  const first = lines.findIndex((m) => m.seasonId === seasonId)
  // the club's carry when the season began: what the nights before carried on, less what they took
  const before = lines
    .slice(0, first < 0 ? 0 : first)
    .reduce((carry, m) => carry + m.carried - m.carriedIn, 0)
  const dues = [...season.dues].map(([personId, amount]) => ({ personId, amount }))
  return seasonLedger(nights, dues, before)
}
