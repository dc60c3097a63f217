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
import { lookMemo } from './lookMemo'
import { PersonEditBody, readRosterEvents } from './rosterSync'
import type { SyncEvent } from './segmentFile'
import { personEditsRepo } from '../roster/personEditsRepo'

function takePeople(
  db: Db,
  scan: FolderScan,
  fresh: readonly SyncEvent[],
  clubUid: string,
): number {
  const named = namedPeople(
    scan.segments.flatMap((s) => s.events),
    clubUid,
  )
  const repo = transferRepo(db)
  let taken = 0
  for (const e of fresh) {
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
    taken++
  }
  return taken
}

// whether this store holds all a change of the folder brings (a card: once its person is here)
function held(db: Db, e: SyncEvent, clubUid: string): boolean {
  if (clubChangeOf(e, clubUid)) return clubRepo(db).has(e.id)
  const person = PersonBody.safeParse(e.body)
  if (person.success) return peopleRepo(db).byUid(person.data.uid) !== undefined
  const edit = PersonEditBody.safeParse(e.body)
  return !edit.success || personEditsRepo(db).has(e.id)
}

/** Adds what the folder holds and this store lacks: people first, then the club's actions. */
export function readAll(
  db: Db,
  clubUid: string,
  clock: LaptopClock,
  scan: FolderScan,
  note: Notices,
): { added: number } {
  // a segment whose every change this store holds is not read again
  const absorbed = lookMemo(db).absorbed
  const fresh = scan.segments.filter((s) => !absorbed.get(`${clubUid}:${s.sha256}`))
  const events = fresh.flatMap((s) => s.events)
  const taken = takePeople(db, scan, events, clubUid)
  let added = readRosterEvents(db, events, (hlc) => clock.heard(hlc))
  // the people here follow every edit and merge in the folder, also of people who just arrived
  if (added + taken > 0) applyPersonEdits(db)
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
  for (const s of fresh)
    if (s.events.every((e) => held(db, e, clubUid))) absorbed.set(`${clubUid}:${s.sha256}`, true)
  return { added }
}

/** How many of the club's changes name a person not here yet (they wait for them). */
export function waitingFor(db: Db, clubUid: string): number {
  const people = peopleRepo(db)
  return clubRepo(db)
    .events(clubUid)
    .filter((e) => uidsOf(e.action).some((uid) => !people.byUid(uid))).length
}
