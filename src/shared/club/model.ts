// What a club is made of once its log is replayed (see state.ts), and the small reads every
// part of the club's engine shares: an entry, a season, a night's split, who plays.
import { fail } from '../bunco/errors'
import { shareBasisPoints } from '../bunco/pot'
import type { ProblemCode, ProblemParams } from '../bunco/problemCodes'
import type { ClubMoney, PaymentMethod, SettledPayout } from './actions'
import type { RsvpAnswer } from './rsvp'
import type { SeasonRules } from './season'

/** A substitute playing at one night, and the member they stand in for (when known). */
export interface Substitution {
  personId: number
  for: number | null
}

/** A buy-in ticked as paid. */
export interface Payment {
  personId: number
  amount: number
  method: PaymentMethod
}

/** A night started for a scheduled night: which, on which laptop, with the money it started with. */
export interface StartedNight {
  night: string
  /** The laptop that started it ('' when not known: a log from before laptops shared it). */
  laptop: string
  /** The split it started with (a later change of the club's split never rewrites it). */
  money: ClubMoney
  /** The carry it started with; null for a night started before carries were fixed at start. */
  carryIn: number | null
}

/** A night's prizes settled in money, once: what it counted and paid out. */
export interface Settlement {
  buyIns: number
  payouts: SettledPayout[]
  carried: number
  kept: number
}

/** A night on the season's schedule: when, who hosts, where, who comes, who paid. */
export interface ClubEntry {
  entryId: string
  seasonId: string
  date: string
  host: number | null
  place: string
  notes: string
  /** Every start of it, the first first (two laptops may start one night); deleted ones leave. */
  starts: StartedNight[]
  /** The start the host chose the season counts, when there were two. */
  chosen: string | null
  /** Nights of it deleted from the club: never counted again. */
  deleted: string[]
  /** Each night's settlement, the first one made. */
  settled: Map<string, Settlement>
  /** The laptop that removed it from the schedule while another played it (it stays, marked). */
  removedBy: string | null
  /** Its own split, set by the host for this night alone (else each start's). */
  money: ClubMoney | null
  answers: Map<number, RsvpAnswer>
  substitutes: Substitution[]
  payments: Map<number, Payment>
}

/** A season: its dates, rules and dues paid. */
export interface ClubSeason {
  seasonId: string
  name: string
  start: string
  end: string
  rules: SeasonRules
  dues: Map<number, number>
}

/** A whole club. */
export interface ClubState {
  name: string
  money: ClubMoney
  /** Members and substitutes, in the order they joined. */
  members: number[]
  substitutes: number[]
  seasons: Map<string, ClubSeason>
  entries: Map<string, ClubEntry>
  /** Entries removed from the schedule: a laptop that had not seen it may still act on them. */
  removed: Map<string, ClubEntry>
}

/** Who made an action (the laptop whose log holds it). */
export interface ActionMeta {
  laptop: string
}

/** Refuses an action with a problem the host reads. */
export function refuse(code: ProblemCode, params: ProblemParams = {}): never {
  return fail('invalid-club', code, params)
}

/** The pot's shares must leave the pot whole: at most 100 % in all, each prize once. */
export function checkShares(money: ClubMoney): void {
  shareBasisPoints(money.shares)
}

/** The entry an action names; refuses an entry the club does not have. */
export function entryOf(state: ClubState, entryId: string): ClubEntry {
  const entry = state.entries.get(entryId)
  if (!entry) refuse('club.unknownEntry')
  return entry
}

/** The season an action names; refuses a season the club does not have. */
export function seasonOf(state: ClubState, seasonId: string): ClubSeason {
  const season = state.seasons.get(seasonId)
  if (!season) refuse('club.unknownSeason')
  return season
}

/** The split a scheduled night's pot follows: its own, else the start's, else the club's. */
export function moneyOf(
  state: ClubState,
  entry: ClubEntry,
  start?: StartedNight | null,
): ClubMoney {
  return entry.money ?? start?.money ?? state.money
}

/** The scheduled nights of a season, by date (then by id, so every laptop orders them alike). */
export function seasonEntries(state: ClubState, seasonId: string): ClubEntry[] {
  return [...state.entries.values()]
    .filter((e) => e.seasonId === seasonId)
    .sort((a, b) => a.date.localeCompare(b.date) || a.entryId.localeCompare(b.entryId))
}

/** Who plays at a scheduled night: members who said they come, then the substitutes. */
export function playingAt(state: ClubState, entry: ClubEntry): number[] {
  const coming = state.members.filter((id) => entry.answers.get(id) === 'coming')
  return [...coming, ...entry.substitutes.map((s) => s.personId)]
}

/** Tells whether a person is a member or a substitute. */
export function inClub(state: ClubState, personId: number): boolean {
  return state.members.includes(personId) || state.substitutes.includes(personId)
}

/**
 * The start of a scheduled night the season counts: the host's choice; else the first settled;
 * else the one played furthest here (`progress`), the first started on a tie; null before any.
 */
export function countedStart(
  entry: ClubEntry,
  progress: (night: string) => number = () => 0,
): StartedNight | null {
  const starts = entry.starts
  const chosen = starts.find((s) => s.night === entry.chosen)
  if (chosen) return chosen
  for (const night of entry.settled.keys()) {
    const settled = starts.find((s) => s.night === night)
    if (settled) return settled
  }
  let best: StartedNight | null = null
  for (const s of starts) if (!best || progress(s.night) > progress(best.night)) best = s
  return best
}
