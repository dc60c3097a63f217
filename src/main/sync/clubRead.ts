// What a look reads: the people the club's changes name (a card no change names is not taken),
// the edits of its people, and every club change this store lacks, kept as the club keeps it
// (people and nights by uid). A change this store holds in another version is said, not taken.
import { canonicalJson } from '@shared/sync/canonical'
import { uidsOf } from '@shared/club'
import type { Db } from '../db/connection'
import { clubRepo } from '../club/clubRepo'
import { peopleRepo } from '../roster/peopleRepo'
import { applyPersonEdits } from '../roster/rosterEdits'
import { transferRepo } from '../transfer/transferRepo'
import { clubChangeOf, namedPeople, PersonBody } from './clubEvents'
import type { FolderScan } from './folderScan'
import type { LaptopClock } from './laptopClock'
import type { Notices } from './notices'
import { readRosterEvents } from './rosterSync'

function takePeople(db: Db, scan: FolderScan, clubUid: string): void {
  const events = scan.segments.flatMap((s) => s.events)
  const named = namedPeople(events, clubUid)
  const repo = transferRepo(db)
  for (const e of events) {
    const person = PersonBody.safeParse(e.body)
    // a person comes with what names them: one nothing of the club names is not taken in
    if (e.scope !== 'roster' || !person.success || !named.has(person.data.uid)) continue
    if (peopleRepo(db).byUid(person.data.uid)) continue
    repo.insertPerson({
      uid: person.data.uid,
      name: person.data.name,
      note: person.data.note,
      archived: person.data.archived ? 1 : 0,
      created_at: new Date().toISOString(),
    })
  }
}

/** Adds what the folder holds and this store lacks: people first, then the club's actions. */
export function readAll(
  db: Db,
  clubUid: string,
  clock: LaptopClock,
  scan: FolderScan,
  note: Notices,
): { added: number } {
  takePeople(db, scan, clubUid)
  const events = scan.segments.flatMap((s) => s.events)
  let added = readRosterEvents(db, events, (hlc) => clock.heard(hlc))
  // the people here follow every edit and merge in the folder, also of people who just arrived
  // (here or with a night): cheap, and it changes nothing once they agree
  applyPersonEdits(db)
  const clubs = clubRepo(db)
  for (const e of events) {
    const change = clubChangeOf(e, clubUid)
    if (!change) continue
    const held = clubs.byUid(e.id)
    if (held) {
      if (canonicalJson([held.hlc, held.action]) !== canonicalJson([e.hlc, change.action]))
        note.add('twoVersions', e.id)
      continue
    }
    clubs.append(clubUid, { uid: e.id, hlc: e.hlc, ...change })
    clock.heard(e.hlc)
    added++
  }
  return { added }
}

/** How many of the club's changes name a person not here yet (they wait for them). */
export function waitingFor(db: Db, clubUid: string): number {
  const people = peopleRepo(db)
  return clubRepo(db)
    .events(clubUid)
    .filter((e) => uidsOf(e.action).some((uid) => !people.byUid(uid))).length
}
