// A club as its log says it is: replaying the same actions gives the same club on any laptop.
// The reducer checks each action against the club so far and refuses, with a problem code the
// host reads in their language, anything that would make the club say two things at once.
import { fail } from '../bunco/errors'
import { shareBasisPoints } from '../bunco/pot'
import type { ProblemCode, ProblemParams } from '../bunco/problemCodes'
import type { ClubAction, ClubMoney, PaymentMethod } from './actions'
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

/** A night on the season's schedule: when, who hosts, where, who comes, who paid. */
export interface ClubEntry {
  entryId: string
  seasonId: string
  date: string
  host: number | null
  place: string
  notes: string
  /** The night played for it, once started. */
  nightId: number | null
  /**
   * The split this night's pot follows: the club's settings when the night started (a later
   * change of the club's split never rewrites a night already played), or its own.
   */
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
}

function refuse(code: ProblemCode, params: ProblemParams = {}): never {
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

/** The split a scheduled night's pot follows (its own once started, else the club's). */
export function moneyOf(state: ClubState, entry: ClubEntry): ClubMoney {
  return entry.money ?? state.money
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

function withEntry(state: ClubState, entry: ClubEntry): ClubState {
  return { ...state, entries: new Map(state.entries).set(entry.entryId, entry) }
}

function inClub(state: ClubState, personId: number): boolean {
  return state.members.includes(personId) || state.substitutes.includes(personId)
}

function createdClub(action: Extract<ClubAction, { type: 'create' }>): ClubState {
  checkShares(action.money)
  return {
    name: action.name,
    money: action.money,
    members: [],
    substitutes: [],
    seasons: new Map(),
    entries: new Map(),
  }
}

function schedule(state: ClubState, action: Extract<ClubAction, { type: 'entry' }>): ClubState {
  const season = seasonOf(state, action.seasonId)
  if (action.date < season.start || action.date > season.end)
    refuse('club.entryOutside', { date: action.date, start: season.start, end: season.end })
  const before = state.entries.get(action.entryId)
  if (before && before.seasonId !== action.seasonId) refuse('club.unknownEntry')
  return withEntry(state, {
    entryId: action.entryId,
    seasonId: action.seasonId,
    date: action.date,
    host: action.host,
    place: action.place,
    notes: action.notes,
    nightId: before?.nightId ?? null,
    money: before?.money ?? null,
    answers: before?.answers ?? new Map(),
    substitutes: before?.substitutes ?? [],
    payments: before?.payments ?? new Map(),
  })
}

function substitute(state: ClubState, action: Extract<ClubAction, { type: 'substitute' }>) {
  const entry = entryOf(state, action.entryId)
  if (state.members.includes(action.personId))
    refuse('club.subIsMember', { person: action.personId })
  if (!state.substitutes.includes(action.personId))
    refuse('club.notInClub', { person: action.personId })
  if (action.for !== null) {
    if (!state.members.includes(action.for)) refuse('club.subForMember', { person: action.for })
    if (entry.answers.get(action.for) === 'coming')
      refuse('club.subForComing', { person: action.for })
    const taken = entry.substitutes.find((s) => s.for === action.for)
    if (taken && taken.personId !== action.personId)
      refuse('club.subForTaken', { person: action.for, sub: taken.personId })
  }
  const others = entry.substitutes.filter((s) => s.personId !== action.personId)
  const answers = new Map(entry.answers).set(action.personId, 'coming' as const)
  return withEntry(state, {
    ...entry,
    answers,
    substitutes: [...others, { personId: action.personId, for: action.for }],
  })
}

function rsvp(state: ClubState, action: Extract<ClubAction, { type: 'rsvp' }>): ClubState {
  const entry = entryOf(state, action.entryId)
  if (!inClub(state, action.personId)) refuse('club.notInClub', { person: action.personId })
  if (action.answer === 'coming' && entry.substitutes.some((s) => s.for === action.personId))
    refuse('club.memberReplaced', { person: action.personId })
  const answers = new Map(entry.answers).set(action.personId, action.answer)
  // a substitute who no longer comes no longer plays
  const substitutes =
    action.answer === 'coming'
      ? entry.substitutes
      : entry.substitutes.filter((s) => s.personId !== action.personId)
  return withEntry(state, { ...entry, answers, substitutes })
}

function setRole(state: ClubState, personId: number, role: ClubAction & { type: 'role' }) {
  const members = state.members.filter((id) => id !== personId)
  const substitutes = state.substitutes.filter((id) => id !== personId)
  if (role.role === 'member') members.push(personId)
  if (role.role === 'substitute') substitutes.push(personId)
  return { ...state, members, substitutes }
}

/** Applies one action to a club (null before its `create`); refuses what does not fit. */
export function applyClubAction(state: ClubState | null, action: ClubAction): ClubState {
  if (action.type === 'create') {
    if (state) refuse('club.exists')
    return createdClub(action)
  }
  if (!state) refuse('club.notCreated')
  switch (action.type) {
    case 'rename':
      return { ...state, name: action.name }
    case 'money':
      checkShares(action.money)
      return { ...state, money: action.money }
    case 'role':
      return setRole(state, action.personId, action)
    case 'season': {
      if (action.end < action.start)
        refuse('club.seasonDates', { start: action.start, end: action.end })
      const before = state.seasons.get(action.seasonId)
      const outside = [...state.entries.values()].find(
        (e) => e.seasonId === action.seasonId && (e.date < action.start || e.date > action.end),
      )
      if (outside)
        refuse('club.entryOutside', { date: outside.date, start: action.start, end: action.end })
      const season: ClubSeason = {
        seasonId: action.seasonId,
        name: action.name,
        start: action.start,
        end: action.end,
        rules: action.rules,
        dues: before?.dues ?? new Map(),
      }
      return { ...state, seasons: new Map(state.seasons).set(action.seasonId, season) }
    }
    case 'entry':
      return schedule(state, action)
    case 'entryRemoved': {
      const entry = entryOf(state, action.entryId)
      if (entry.nightId !== null) refuse('club.entryPlayed', { date: entry.date })
      const entries = new Map(state.entries)
      entries.delete(action.entryId)
      return { ...state, entries }
    }
    case 'rsvp':
      return rsvp(state, action)
    case 'substitute':
      return substitute(state, action)
    case 'substituteRemoved': {
      const entry = entryOf(state, action.entryId)
      const substitutes = entry.substitutes.filter((s) => s.personId !== action.personId)
      const answers = new Map(entry.answers)
      answers.delete(action.personId)
      return withEntry(state, { ...entry, substitutes, answers })
    }
    case 'night': {
      const entry = entryOf(state, action.entryId)
      if (entry.nightId !== null && entry.nightId !== action.nightId)
        refuse('club.entryPlayed', { date: entry.date })
      const elsewhere = [...state.entries.values()].find(
        (e) => e.nightId === action.nightId && e.entryId !== action.entryId,
      )
      if (elsewhere) refuse('club.nightTwice', { date: elsewhere.date })
      return withEntry(state, {
        ...entry,
        nightId: action.nightId,
        money: entry.money ?? state.money,
      })
    }
    case 'nightMoney': {
      const entry = entryOf(state, action.entryId)
      checkShares(action.money)
      return withEntry(state, { ...entry, money: action.money })
    }
    case 'paid': {
      // anyone at the night may pay, a walk-in too
      const entry = entryOf(state, action.entryId)
      const payment = { personId: action.personId, amount: action.amount, method: action.method }
      return withEntry(state, {
        ...entry,
        payments: new Map(entry.payments).set(action.personId, payment),
      })
    }
    case 'unpaid': {
      const entry = entryOf(state, action.entryId)
      const payments = new Map(entry.payments)
      payments.delete(action.personId)
      return withEntry(state, { ...entry, payments })
    }
    case 'dues': {
      const season = seasonOf(state, action.seasonId)
      if (!inClub(state, action.personId)) refuse('club.notInClub', { person: action.personId })
      const dues = new Map(season.dues)
      if (action.amount === 0) dues.delete(action.personId)
      else dues.set(action.personId, action.amount)
      return { ...state, seasons: new Map(state.seasons).set(season.seasonId, { ...season, dues }) }
    }
  }
}

/** Replays a club's whole log. */
export function replayClub(actions: readonly ClubAction[]): ClubState | null {
  return actions.reduce<ClubState | null>((state, action) => applyClubAction(state, action), null)
}
