// What the club's engine asks of this laptop's nights and people: a night's settled awards and
// how far it is played, the id here of a night or person named by uid.
import type { Award } from '@shared/bunco'
import { countedStart, type ClubEntry, type MoneyReads } from '@shared/club'
import { transferRepo } from '../transfer/transferRepo'
import type { ClubDeps } from './clubLog'

/** The id here of a night named by uid; null while it has not reached this laptop. */
export function localNight(deps: ClubDeps, night: string): number | null {
  return transferRepo(deps.db).nightIdByUid(night) ?? null
}

/** The settled awards of a finished night here, or null (not over, damaged, or not here). */
export function awardsOf(deps: ClubDeps, nightId: number | null): Award[] | null {
  if (nightId === null) return null
  try {
    const state = deps.store.state(nightId)
    return state.status === 'finished' ? state.awards : null
  } catch {
    return null
  }
}

/** Rounds played, and more for a night played to its end: two starts of one night told apart. */
export function progressOf(deps: ClubDeps, night: string): number {
  const nightId = localNight(deps, night)
  if (nightId === null) return -1
  try {
    const state = deps.store.state(nightId)
    return state.played.length + (state.status === 'finished' ? 10_000 : 0)
  } catch {
    return -1
  }
}

/** The reads the club's money makes of this laptop. */
export function moneyReads(deps: ClubDeps): MoneyReads {
  return {
    awards: (night) => awardsOf(deps, localNight(deps, night)),
    person: (uid) => transferRepo(deps.db).personByUid(uid)?.id ?? null,
    nightId: (night) => localNight(deps, night) ?? 0,
    progress: (night) => progressOf(deps, night),
  }
}

/** The night here the season counts for a scheduled night; null before it starts, or not here. */
export function countedNightId(deps: ClubDeps, entry: ClubEntry): number | null {
  const start = countedStart(entry, (night) => progressOf(deps, night))
  return start ? localNight(deps, start.night) : null
}
