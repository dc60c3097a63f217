// What the host's screens are shown of a club: names resolved, money worked out, all plain data.
import type { Payout } from '../bunco/pot'
import type { NightStatus } from '../night'
import type { ClubMoney, ClubRole } from './actions'
import type { NightLedger, PersonLedger, SeasonLedger } from './ledger'
import type { RsvpAnswer, RsvpSummary } from './rsvp'
import type { SeasonLine, SeasonRules } from './season'
import type { Payment, Substitution } from './model'

/** A club in the list of clubs. */
export interface ClubSummary {
  clubId: string
  name: string
  members: number
  substitutes: number
  /** The next scheduled night not yet played (date), if any. */
  next: string | null
}

/** A person of the club and their place in it. */
export interface ClubPerson {
  personId: number
  name: string
  role: Exclude<ClubRole, 'none'>
}

/** A scheduled night as the host sees it. */
export interface ClubEntryView {
  entryId: string
  seasonId: string
  date: string
  host: number | null
  place: string
  notes: string
  /** The night here the season counts for it (null before it starts, or until it reaches here). */
  nightId: number | null
  /** Whether a laptop started it (its night may not have reached this laptop yet). */
  started: boolean
  nightStatus: NightStatus | null
  answers: { personId: number; answer: RsvpAnswer }[]
  substitutes: Substitution[]
  payments: Payment[]
  /** Who comes, seats to fill for full tables, who to ask. */
  rsvp: RsvpSummary
}

/** A season as the host sees it. */
export interface ClubSeasonView {
  seasonId: string
  name: string
  start: string
  end: string
  rules: SeasonRules
  dues: { personId: number; amount: number }[]
  entries: ClubEntryView[]
}

/** A whole club: its people (names resolved), money settings, seasons and schedule. */
export interface ClubView {
  clubId: string
  name: string
  money: ClubMoney
  people: ClubPerson[]
  /** Every name the club's screens may show, members, substitutes, hosts and walk-ins alike. */
  names: Record<number, string>
  seasons: ClubSeasonView[]
}

/** One night's line in the season's money. */
export interface SeasonNightMoney extends NightLedger {
  entryId: string
  date: string
  settled: boolean
}

/** A season's report: standings by its rules and its ledger, to the cent. */
export interface SeasonReport {
  clubId: string
  clubName: string
  seasonId: string
  seasonName: string
  start: string
  end: string
  currency: string
  rules: SeasonRules
  /** The season's scheduled nights, in date order, and how many are played. */
  nights: number
  played: number
  standings: SeasonLine[]
  people: (PersonLedger & { name: string })[]
  money: SeasonNightMoney[]
  totals: SeasonLedger['totals']
  /** Any sum that does not add up (always empty unless the store was damaged). */
  mismatches: string[]
}

/** A club night's money, shown on the prizes tab, the TV's award cards and the results PDF. */
export interface NightMoneyView {
  clubId: string
  clubName: string
  entryId: string
  currency: string
  buyIn: number
  /** Who paid at this night. */
  paid: Payment[]
  carriedIn: number
  pot: number
  /** Each prize's share of this pot, in percent and in money (before any spread or carry). */
  shares: { prize: Payout['prize']; percent: number; amount: number }[]
  /** Once the night is settled: what each holder wins (player keys, as the awards name them). */
  payouts: Payout[]
  carried: number
  kept: number
  /** Whether its prizes are settled in money: until then what it shows is provisional. */
  settled: boolean
}
