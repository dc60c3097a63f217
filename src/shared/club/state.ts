// A club as its log says it is: replaying the same actions gives the same club on any laptop.
// The reducer checks each action against the club so far and refuses, with a problem code the
// host reads in their language, anything that would make the club say two things at once; what
// two laptops did apart (a night started on both, an entry removed on one while the other played
// it) is kept and marked, for the host to choose, never dropped.
import type { ClubAction } from './actions'
import { entryChange, removeEntry } from './entryChanges'
import {
  checkShares,
  inClub,
  refuse,
  seasonOf,
  type ActionMeta,
  type ClubSeason,
  type ClubState,
} from './model'

function createdClub(action: Extract<ClubAction, { type: 'create' }>): ClubState {
  checkShares(action.money)
  return {
    name: action.name,
    money: action.money,
    members: [],
    substitutes: [],
    seasons: new Map(),
    entries: new Map(),
    removed: new Map(),
  }
}

function setRole(state: ClubState, action: Extract<ClubAction, { type: 'role' }>): ClubState {
  const members = state.members.filter((id) => id !== action.personId)
  const substitutes = state.substitutes.filter((id) => id !== action.personId)
  if (action.role === 'member') members.push(action.personId)
  if (action.role === 'substitute') substitutes.push(action.personId)
  return { ...state, members, substitutes }
}

function season(state: ClubState, action: Extract<ClubAction, { type: 'season' }>): ClubState {
  if (action.end < action.start)
    refuse('club.seasonDates', { start: action.start, end: action.end })
  const before = state.seasons.get(action.seasonId)
  const outside = [...state.entries.values()].find(
    (e) => e.seasonId === action.seasonId && (e.date < action.start || e.date > action.end),
  )
  if (outside)
    refuse('club.entryOutside', { date: outside.date, start: action.start, end: action.end })
  const next: ClubSeason = {
    seasonId: action.seasonId,
    name: action.name,
    start: action.start,
    end: action.end,
    rules: action.rules,
    dues: before?.dues ?? new Map(),
  }
  return { ...state, seasons: new Map(state.seasons).set(action.seasonId, next) }
}

function dues(state: ClubState, action: Extract<ClubAction, { type: 'dues' }>): ClubState {
  const found = seasonOf(state, action.seasonId)
  if (!inClub(state, action.personId)) refuse('club.notInClub', { person: action.personId })
  const paid = new Map(found.dues)
  if (action.amount === 0) paid.delete(action.personId)
  else paid.set(action.personId, action.amount)
  return { ...state, seasons: new Map(state.seasons).set(found.seasonId, { ...found, dues: paid }) }
}

/** Applies one action to a club (null before its `create`); refuses what does not fit. */
export function applyClubAction(
  state: ClubState | null,
  action: ClubAction,
  meta: ActionMeta = { laptop: '' },
): ClubState {
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
      return setRole(state, action)
    case 'season':
      return season(state, action)
    case 'dues':
      return dues(state, action)
    case 'entryRemoved':
      return removeEntry(state, action, meta)
    default:
      return entryChange(state, action, meta)
  }
}

/** Replays a club's whole log. */
export function replayClub(actions: readonly ClubAction[]): ClubState | null {
  return actions.reduce<ClubState | null>((state, action) => applyClubAction(state, action), null)
}
