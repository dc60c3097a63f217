// The club's money night by night: each scheduled night's pot is the buy-ins paid at it plus what
// the night before carried; once the night is finished and its roll-offs settled, splitPot shares
// it over the prizes. A night still open keeps its whole pot, which goes on as its carry.
import type { Award } from '../bunco/prizes'
import { splitPot, type Payout } from '../bunco/pot'
import { personOf } from '../night/state'
import { seasonLedger, type NightMoney, type Paid, type SeasonLedger } from './ledger'
import { moneyOf, seasonOf, seasonEntries, type ClubEntry, type ClubState } from './state'

/** One scheduled night's money. */
export interface EntryMoney extends NightMoney {
  entryId: string
  seasonId: string
  date: string
  /** Buy-ins plus the carry it started with. */
  pot: number
  /** The payouts by player key, as the night's awards name the holders. */
  split: Payout[]
  /** False while the night is not played to its end (its pot waits, carried whole). */
  settled: boolean
}

/** What the money needs of a night: its settled awards, or null while it is not over. */
export type AwardsOf = (nightId: number) => Award[] | null

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0)

/** Whether every award of a finished night is decided (no roll-off left). */
export function settledAwards(awards: readonly Award[] | null): awards is Award[] {
  return awards !== null && awards.every((a) => a.status !== 'needsRollOff')
}

// an entry with nothing paid and no night played is still to come: it holds no money
function holdsMoney(entry: ClubEntry): boolean {
  return entry.nightId !== null || entry.payments.size > 0
}

/** Every scheduled night's money, seasons in order of their start, nights by date. */
export function clubMoney(state: ClubState, awardsOf: AwardsOf): EntryMoney[] {
  const seasons = [...state.seasons.values()].sort(
    (a, b) => a.start.localeCompare(b.start) || a.seasonId.localeCompare(b.seasonId),
  )
  const out: EntryMoney[] = []
  let carry = 0
  for (const season of seasons) {
    for (const entry of seasonEntries(state, season.seasonId).filter(holdsMoney)) {
      const buyIns: Paid[] = [...entry.payments.values()].map((p) => ({
        personId: p.personId,
        amount: p.amount,
      }))
      const pot = sum(buyIns.map((p) => p.amount)) + carry
      const awards = entry.nightId === null ? null : awardsOf(entry.nightId)
      const base = {
        entryId: entry.entryId,
        seasonId: season.seasonId,
        date: entry.date,
        nightId: entry.nightId ?? 0,
        buyIns,
        carriedIn: carry,
        pot,
      }
      if (!settledAwards(awards)) {
        out.push({ ...base, split: [], payouts: [], carried: pot, kept: 0, settled: false })
      } else {
        const money = moneyOf(state, entry)
        const split = splitPot({ pot, shares: money.shares, awards, unclaimed: money.unclaimed })
        const payouts = split.payouts.flatMap((p) => {
          const personId = personOf(p.player)
          return personId === null ? [] : [{ personId, prize: p.prize, amount: p.amount }]
        })
        out.push({ ...base, split: split.payouts, payouts, carried: split.carried, ...kept(split) })
      }
      carry = out.at(-1)?.carried ?? 0
    }
  }
  return out
}

// a ghost cannot win a prize; should one ever hold money, the club keeps it rather than lose it
function kept(split: { payouts: Payout[]; kept: number }): { kept: number; settled: true } {
  const ghosts = sum(split.payouts.filter((p) => personOf(p.player) === null).map((p) => p.amount))
  return { kept: split.kept + ghosts, settled: true }
}

/** One season's ledger: its nights' money (with the carry it started with) and its dues. */
export function clubSeasonLedger(
  state: ClubState,
  seasonId: string,
  awardsOf: AwardsOf,
): SeasonLedger {
  const season = seasonOf(state, seasonId)
  const nights = clubMoney(state, awardsOf).filter((m) => m.seasonId === seasonId)
  const dues = [...season.dues].map(([personId, amount]) => ({ personId, amount }))
  return seasonLedger(nights, dues, nights[0]?.carriedIn ?? 0)
}
