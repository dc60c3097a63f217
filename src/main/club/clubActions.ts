// The host's changes to a club: each checked by the engine against the club so far, saved as one
// row of its log, and announced once saved. Starting a club night saves the night, its guests
// and its place on the schedule in one transaction.
import type { ClubAction, ClubMoney } from '@shared/club'
import { carryNow, entryOf, moneyOf, playingAt, type SeasonRules } from '@shared/club'
import { AppError } from '@shared/app-error'
import { transferRepo } from '../transfer/transferRepo'
import { countedNightId, moneyReads } from './clubReads'
import type { NightView } from '@shared/views'
import { createNight } from '../night/nightActions'
import { setNightGuests } from '../night/nightGuests'
import { nightOf } from '../night/nightReads'
import { announce, appendAction, named, readClub, type ClubDeps } from './clubLog'

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
 * its guests who said they come and the substitutes, linked to the schedule (by the night's uid,
 * with the split and the carry it starts with, fixed from now on), in one transaction.
 */
export function startClubNight(deps: ClubDeps, clubId: string, entryId: string): NightView {
  const view = deps.store.transaction(() => {
    const { state } = readClub(deps, clubId)
    const entry = named(deps, () => entryOf(state, entryId))
    const here = countedNightId(deps, entry)
    if (here !== null) return nightOf(deps.night, here)
    const night = createNight(deps.night, {
      title: state.name,
      date: entry.date,
      venue: entry.place,
    })
    const uid = transferRepo(deps.db).nightUid(night.id)
    if (!uid) throw new AppError('not-found', 'errors.store.nightNotFound', { id: night.id })
    appendAction(deps, clubId, {
      type: 'night',
      entryId,
      night: uid,
      money: moneyOf(state, entry),
      carryIn: carryNow(state, moneyReads(deps)),
    })
    const guests = playingAt(state, entry)
    return guests.length > 0 ? setNightGuests(deps.night, night.id, guests) : night
  })
  announce(deps, clubId)
  return view
}

/**
 * Takes a club night the host deletes out of its club: the club keeps, in its log, that this
 * night was deleted, so a look never brings it back from the folder and no other night here
 * takes its place. Its scheduled night can be started again; its buy-ins stay ticked.
 */
export function deleteClubNight(deps: ClubDeps, nightId: number): void {
  const night = transferRepo(deps.db).nightUid(nightId)
  if (!night) return
  for (const clubId of deps.repo.clubs()) {
    const { state } = readClub(deps, clubId)
    for (const entry of [...state.entries.values(), ...state.removed.values()])
      if (entry.starts.some((s) => s.night === night))
        save(deps, clubId, { type: 'nightDeleted', entryId: entry.entryId, night })
  }
}
