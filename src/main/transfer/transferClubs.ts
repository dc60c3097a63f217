// Clubs in a move file: each club's log with the uids its person and night ids stand for; on
// import, the actions this computer lacks (by uid) are read with its own ids, checked by the
// engine against the club so far, and appended. An action refused here refuses the whole import.
import { type AppError } from '@shared/app-error'
import { BuncoRuleError } from '@shared/bunco'
import { applyClubAction, idsOf, remapClubAction, type ClubState } from '@shared/club'
import { parseHlc } from '@shared/sync/hlc'
import type { Db } from '../db/connection'
import { laptopClock } from '../sync/laptopClock'
import { clubRepo } from '../club/clubRepo'
import type { MovedClub, TransferFile } from './transferFormat'
import { personUids, type TransferRepo } from './transferRepo'

/** Every club of this store, ready for the move file. */
export function exportClubs(db: Db, repo: TransferRepo): MovedClub[] {
  const clubs = clubRepo(db)
  const uidOfPerson = personUids(db)
  const uidOfNight = new Map(repo.nights().map((n) => [n.id, n.uid]))
  return clubs.clubs().flatMap((uid) => {
    const events = clubs.events(uid)
    if (events.length === 0) return []
    const people: Record<string, string> = {}
    const nights: Record<string, string> = {}
    for (const e of events) {
      const ids = idsOf(e.action)
      for (const id of ids.people) {
        const found = uidOfPerson.get(id)
        if (found) people[String(id)] = found
      }
      for (const id of ids.nights) {
        const found = uidOfNight.get(id)
        if (found) nights[String(id)] = found
      }
    }
    return [{ uid, people, nights, events }]
  })
}

/** Reads a moved club's ids as this computer's; `personId` and `nightId` resolve uids here. */
function localIds(
  club: MovedClub,
  personId: (uid: string) => number,
  nightId: (uid: string) => number,
  invalid: (problem: string) => AppError,
) {
  const person = (id: number): number => {
    const uid = club.people[String(id)]
    if (!uid) throw invalid(`club ${club.uid}: unknown person ${id}`)
    return personId(uid)
  }
  const night = (id: number): number => {
    const uid = club.nights[String(id)]
    if (!uid) throw invalid(`club ${club.uid}: unknown night ${id}`)
    return nightId(uid)
  }
  return { person, night }
}

/** What a club of the file would add here: new clubs by name, and clubs that gain actions. */
export interface ClubsPreview {
  addClubs: string[]
  updatedClubs: string[]
}

/**
 * Checks every club of the file against this store (as if imported) and says what it adds;
 * `personId`/`nightId` give the local id of a uid (stand-ins for what the import would add).
 */
export function importClubs(
  db: Db,
  file: TransferFile,
  personId: (uid: string) => number,
  nightId: (uid: string) => number,
  invalid: (problem: string) => AppError,
  write: boolean,
): ClubsPreview & { added: number } {
  const clubs = clubRepo(db)
  const clock = laptopClock(db)
  const out = { addClubs: [] as string[], updatedClubs: [] as string[], added: 0 }
  for (const club of file.clubs ?? []) {
    const ids = localIds(club, personId, nightId, invalid)
    const here = clubs.events(club.uid)
    const fresh = club.events
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
        action: remapClubAction(e.action, ids),
        isNew: true,
      }))
    if (fresh.length === 0) continue
    // the club as it will replay: this computer's actions and the new ones, in clock order
    const all = [...here.map((e) => ({ ...e, isNew: false })), ...fresh].sort((x, y) =>
      x.hlc < y.hlc ? -1 : x.hlc > y.hlc ? 1 : 0,
    )
    let state: ClubState | null = null
    for (const e of all) {
      try {
        state = applyClubAction(state, e.action)
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
