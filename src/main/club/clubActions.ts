// The host's changes to a club: each checked by the engine against the club so far, saved as one
// row of its log, and announced once saved. Starting a club night saves the night, its guests
// and its place on the schedule in one transaction.
import type { ClubAction, ClubMoney } from '@shared/club'
import { playingAt, entryOf, type SeasonRules } from '@shared/club'
import type { NightView } from '@shared/views'
import { announce, appendAction, readClub, type ClubDeps } from './clubLog'

/** Saves one action and tells the windows; returns the club's id. */
function save(deps: ClubDeps, clubId: string, action: ClubAction): string {
  deps.db.transaction(() => appendAction(deps, clubId, action)).immediate()
  announce(deps, clubId)
  return clubId
}

/** A new club with its money settings; returns its id. */
export function createClub(deps: ClubDeps, name: string, money: ClubMoney): string {
  return save(deps, deps.newUid('club'), { type: 'create', name, money })
}

/** Any change to what a club already has (people, RSVPs, money, links). */
export function actOnClub(deps: ClubDeps, clubId: string, action: ClubAction): string {
  return save(deps, clubId, action)
}

/** Adds a season (no id) or changes one; returns the club's id. */
export function saveSeason(
  deps: ClubDeps,
  clubId: string,
  season: { seasonId?: string; name: string; start: string; end: string; rules: SeasonRules },
): string {
  const seasonId = season.seasonId ?? deps.newUid('season')
  return save(deps, clubId, { type: 'season', ...season, seasonId })
}

/** Adds a night to a season's schedule (no id) or changes one; returns the club's id. */
export function saveEntry(
  deps: ClubDeps,
  clubId: string,
  entry: {
    seasonId: string
    entryId?: string
    date: string
    host: number | null
    place: string
    notes: string
  },
): string {
  const entryId = entry.entryId ?? deps.newUid('entry')
  return save(deps, clubId, { type: 'entry', ...entry, entryId })
}

/**
 * Starts the scheduled night: a night titled with the club's name on the entry's date and place,
 * its guests who said they come and the substitutes, linked to the schedule, in one transaction.
 */
export function startClubNight(deps: ClubDeps, clubId: string, entryId: string): NightView {
  const view = deps.store.transaction(() => {
    const { state } = readClub(deps, clubId)
    const entry = entryOf(state, entryId)
    if (entry.nightId !== null) return deps.nights.get(entry.nightId)
    const night = deps.nights.create({
      title: state.name,
      date: entry.date,
      venue: entry.place,
    })
    appendAction(deps, clubId, { type: 'night', entryId, nightId: night.id })
    const guests = playingAt(state, entry)
    return guests.length > 0 ? deps.nights.setGuests(night.id, guests) : night
  })
  announce(deps, clubId)
  return view
}
