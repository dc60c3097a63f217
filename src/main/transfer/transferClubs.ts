// Clubs in a move file: each club's log with the uids its person and night ids stand for; on
// import, the actions this computer lacks (by uid) are read with its own ids, checked by the
// engine against the club so far, and appended. An action refused here refuses the whole import.
import { type AppError } from '@shared/app-error'
import { BuncoRuleError } from '@shared/bunco'
import { applyClubAction, idsOf, remapClubAction, type ClubState } from '@shared/club'
import type { Db } from '../db/connection'
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
  const out = { addClubs: [] as string[], updatedClubs: [] as string[], added: 0 }
  for (const club of file.clubs ?? []) {
    const ids = localIds(club, personId, nightId, invalid)
    let state: ClubState | null = null
    for (const { action } of clubs.events(club.uid)) state = applyClubAction(state, action)
    const isNew = state === null
    let adds = 0
    for (const event of club.events) {
      if (clubs.has(event.uid)) continue
      const action = remapClubAction(event.action, ids)
      try {
        state = applyClubAction(state, action)
      } catch (err) {
        if (err instanceof BuncoRuleError) throw invalid(`club ${club.uid}: ${err.message}`)
        throw err
      }
      if (write) clubs.append(club.uid, event.uid, action, event.at)
      adds++
    }
    if (adds === 0 || !state) continue
    out.added += isNew ? 1 : 0
    if (isNew) out.addClubs.push(state.name)
    else out.updatedClubs.push(state.name)
  }
  return out
}
