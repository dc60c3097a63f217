// Clubs in a move file: each club's log as the club keeps it (people and nights by uid; a
// version 2 file's ids are read through the uids it gives for them); on import, the actions this
// computer lacks (by uid) are checked by the engine against the club so far, and appended. An
// action refused here refuses the whole import.
import { type AppError } from '@shared/app-error'
import { BuncoRuleError } from '@shared/bunco'
import {
  applyClubAction,
  legacyToRecord,
  toLocal,
  type ClubRecord,
  type ClubState,
} from '@shared/club'
import { parseHlc } from '@shared/sync/hlc'
import type { Db } from '../db/connection'
import { laptopClock } from '../sync/laptopClock'
import { clubRepo } from '../club/clubRepo'
import type { LegacyMovedClub, MovedClub, TransferFile } from './transferFormat'

/** Every club of this store, ready for the move file. */
export function exportClubs(db: Db): MovedClub[] {
  const clubs = clubRepo(db)
  return clubs.clubs().flatMap((uid) => {
    const events = clubs.events(uid)
    return events.length === 0 ? [] : [{ uid, events: [...events] }]
  })
}

/** A moved club's log as the club keeps it: a version 2 file's ids read as the uids it gives. */
function recordsOf(
  club: MovedClub | LegacyMovedClub,
  invalid: (problem: string) => AppError,
): (MovedClub['events'][number] & { action: ClubRecord })[] {
  if (!('people' in club)) return club.events
  return club.events.map((e) => {
    const action = legacyToRecord(
      e.action,
      (id) => club.people[String(id)],
      (id) => club.nights[String(id)],
    )
    if (!action) throw invalid(`club ${club.uid}: unknown person or night in ${e.uid}`)
    return { ...e, action }
  })
}

/** What a club of the file would add here: new clubs by name, and clubs that gain actions. */
export interface ClubsPreview {
  addClubs: string[]
  updatedClubs: string[]
}

/**
 * Checks every club of the file against this store (as if imported) and says what it adds;
 * `personId` gives the local id of a uid (a stand-in for what the import would add).
 */
export function importClubs(
  db: Db,
  file: TransferFile,
  personId: (uid: string) => number,
  invalid: (problem: string) => AppError,
  write: boolean,
): ClubsPreview & { added: number } {
  const clubs = clubRepo(db)
  const clock = laptopClock(db)
  const out = { addClubs: [] as string[], updatedClubs: [] as string[], added: 0 }
  for (const club of file.clubs ?? []) {
    const here = clubs.events(club.uid)
    const fresh = recordsOf(club, invalid)
      .filter((e) => !clubs.has(e.uid))
      .map((e, i) => ({
        uid: e.uid,
        at: e.at,
        // a file from before sync: stamped now on import (a preview writes nothing, not even
        // the clock, and orders them last, as the import will)
        hlc:
          e.hlc && parseHlc(e.hlc)
            ? e.hlc
            : write
              ? clock.stamp()
              : `~${String(i).padStart(9, '0')}`,
        laptop: e.laptop ?? clock.laptop,
        action: e.action,
        isNew: true,
      }))
    if (fresh.length === 0) continue
    // the club as it will replay: this computer's actions and the new ones, in clock order
    const all = [...here.map((e) => ({ ...e, isNew: false })), ...fresh].sort((x, y) =>
      x.hlc < y.hlc ? -1 : x.hlc > y.hlc ? 1 : 0,
    )
    let state: ClubState | null = null
    for (const e of all) {
      const action = toLocal(e.action, personId)
      if (!action) continue
      try {
        state = applyClubAction(state, action, { laptop: e.laptop })
      } catch (err) {
        if (!(err instanceof BuncoRuleError)) throw err
        if (e.isNew) throw invalid(`club ${club.uid}: ${err.message}`)
      }
    }
    if (!state) continue
    if (write)
      for (const e of fresh)
        clubs.append(club.uid, {
          uid: e.uid,
          at: e.at,
          hlc: e.hlc,
          laptop: e.laptop,
          action: e.action,
        })
    if (write) for (const e of fresh) clock.heard(e.hlc)
    if (here.length === 0) {
      out.addClubs.push(state.name)
      out.added++
    } else out.updatedClubs.push(state.name)
  }
  return out
}
