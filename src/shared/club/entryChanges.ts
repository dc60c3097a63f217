// The changes to one scheduled night: its details, who comes and who stands in, buy-ins, its own
// split, and the nights started for it (each start kept, a deleted one never counted again, the
// money it settled kept as first settled). An entry removed from the schedule is kept aside: a
// laptop that had not seen the removal may still start it or tick a buy-in, and then it comes
// back, marked, with its money; the host chooses.
import type { ClubAction } from './actions'
import {
  checkShares,
  inClub,
  moneyOf,
  refuse,
  seasonOf,
  type ActionMeta,
  type ClubEntry,
  type ClubState,
} from './model'

type EntryAction = Exclude<
  ClubAction,
  { type: 'create' | 'rename' | 'money' | 'role' | 'season' | 'dues' | 'entryRemoved' }
>

function withEntry(state: ClubState, entry: ClubEntry): ClubState {
  if (state.entries.has(entry.entryId))
    return { ...state, entries: new Map(state.entries).set(entry.entryId, entry) }
  return { ...state, removed: new Map(state.removed).set(entry.entryId, entry) }
}

// the entry an action names, on the schedule or removed from it (acted on by a laptop that had
// not seen the removal)
function anyEntry(state: ClubState, entryId: string): ClubEntry {
  const entry = state.entries.get(entryId) ?? state.removed.get(entryId)
  if (!entry) refuse('club.unknownEntry')
  return entry
}

function schedule(state: ClubState, action: Extract<ClubAction, { type: 'entry' }>): ClubState {
  const season = seasonOf(state, action.seasonId)
  if (action.date < season.start || action.date > season.end)
    refuse('club.entryOutside', { date: action.date, start: season.start, end: season.end })
  const before = state.entries.get(action.entryId) ?? state.removed.get(action.entryId)
  if (before && before.seasonId !== action.seasonId) refuse('club.unknownEntry')
  const entry: ClubEntry = {
    starts: [],
    chosen: null,
    deleted: [],
    settled: new Map(),
    removedBy: null,
    money: null,
    answers: new Map(),
    substitutes: [],
    payments: new Map(),
    ...before,
    entryId: action.entryId,
    seasonId: action.seasonId,
    date: action.date,
    host: action.host,
    place: action.place,
    notes: action.notes,
  }
  if (before && !state.entries.has(action.entryId)) return withEntry(state, entry)
  return { ...state, entries: new Map(state.entries).set(entry.entryId, entry) }
}

function substitute(state: ClubState, action: Extract<ClubAction, { type: 'substitute' }>) {
  const entry = anyEntry(state, action.entryId)
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
  const entry = anyEntry(state, action.entryId)
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

function started(
  state: ClubState,
  action: Extract<ClubAction, { type: 'night' }>,
  meta: ActionMeta,
): ClubState {
  const entry = anyEntry(state, action.entryId)
  const elsewhere = [...state.entries.values(), ...state.removed.values()].find(
    (e) => e.entryId !== action.entryId && e.starts.some((s) => s.night === action.night),
  )
  if (elsewhere) refuse('club.nightTwice', { date: elsewhere.date })
  if (entry.deleted.includes(action.night) || entry.starts.some((s) => s.night === action.night))
    return state
  const start = {
    night: action.night,
    laptop: meta.laptop,
    money: action.money ?? moneyOf(state, entry),
    carryIn: action.carryIn ?? null,
  }
  const next = { ...entry, starts: [...entry.starts, start] }
  if (state.entries.has(entry.entryId)) return withEntry(state, next)
  // removed on a laptop that had not seen this one play it: back on the schedule, marked
  const removed = new Map(state.removed)
  removed.delete(entry.entryId)
  const marked = { ...next, removedBy: entry.removedBy ?? '' }
  return { ...state, removed, entries: new Map(state.entries).set(entry.entryId, marked) }
}

/** Applies one change to a scheduled night. */
export function entryChange(state: ClubState, action: EntryAction, meta: ActionMeta): ClubState {
  if (action.type === 'entry') return schedule(state, action)
  if (action.type === 'substitute') return substitute(state, action)
  if (action.type === 'rsvp') return rsvp(state, action)
  if (action.type === 'night') return started(state, action, meta)
  const entry = anyEntry(state, action.entryId)
  switch (action.type) {
    case 'substituteRemoved': {
      const answers = new Map(entry.answers)
      answers.delete(action.personId)
      const substitutes = entry.substitutes.filter((s) => s.personId !== action.personId)
      return withEntry(state, { ...entry, substitutes, answers })
    }
    case 'nightMoney':
      checkShares(action.money)
      return withEntry(state, { ...entry, money: action.money })
    case 'paid': {
      // anyone at the night may pay, a walk-in too
      const payment = { personId: action.personId, amount: action.amount, method: action.method }
      return withEntry(state, {
        ...entry,
        payments: new Map(entry.payments).set(action.personId, payment),
      })
    }
    case 'unpaid': {
      const payments = new Map(entry.payments)
      payments.delete(action.personId)
      return withEntry(state, { ...entry, payments })
    }
    case 'nightDeleted':
      return withEntry(state, {
        ...entry,
        starts: entry.starts.filter((s) => s.night !== action.night),
        chosen: entry.chosen === action.night ? null : entry.chosen,
        deleted: [...entry.deleted, action.night],
      })
    case 'settled': {
      if (entry.settled.has(action.night)) return state
      const { buyIns, payouts, carried, kept } = action
      const settled = new Map(entry.settled).set(action.night, { buyIns, payouts, carried, kept })
      return withEntry(state, { ...entry, settled })
    }
    case 'entryNight':
      if (!entry.starts.some((s) => s.night === action.night)) refuse('club.unknownEntry')
      return withEntry(state, { ...entry, chosen: action.night })
    case 'entryKept':
      return withEntry(state, { ...entry, removedBy: null })
  }
}

/**
 * Takes a night off the schedule. One that was played stays when the host removes it on a
 * laptop that has not seen it played (marked, for the host to choose), and leaves with its
 * nights when the host says so (`played`).
 */
export function removeEntry(
  state: ClubState,
  action: Extract<ClubAction, { type: 'entryRemoved' }>,
  meta: ActionMeta,
): ClubState {
  const entry = state.entries.get(action.entryId)
  if (!entry) return state.removed.has(action.entryId) ? state : refuse('club.unknownEntry')
  if (entry.starts.length > 0 && !action.played)
    return withEntry(state, { ...entry, removedBy: meta.laptop })
  const entries = new Map(state.entries)
  entries.delete(action.entryId)
  const deleted = [...entry.deleted, ...entry.starts.map((s) => s.night)]
  const aside = { ...entry, removedBy: meta.laptop, starts: [], chosen: null, deleted }
  return { ...state, entries, removed: new Map(state.removed).set(action.entryId, aside) }
}
