// One club through a shared folder: this laptop writes its own actions (and the people they
// name) into its own segments, and reads every laptop's segments into its store. Nothing is ever
// removed: an action is added once by its uid, wherever it was read, and replays by its clock.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { ClubActionSchema, idsOf, remapClubAction, type ClubAction } from '@shared/club'
import { z } from 'zod'
import type { Db } from '../db/connection'
import { clubRepo } from '../club/clubRepo'
import { peopleRepo } from '../roster/peopleRepo'
import { personUids, transferRepo, type MovePersonRow } from '../transfer/transferRepo'
import { emptyScan, LAPTOPS_FOLDER, scanFolder, type FolderScan } from './folderScan'
import { folderLockFor, lockNow, OPEN, type FolderAccess } from './lockRecord'
import { notices } from './notices'
import { listFolder } from './safeFiles'
import type { LaptopClock } from './laptopClock'
import { readNights, writeNights } from './nightFiles'
import { keptBy, ownRosterEvents, readRosterEvents } from './rosterSync'
import { applyPersonEdits } from '../roster/rosterEdits'
import type { NightStore } from '../night/nightStore'
import { encodeSegment, segmentName, type Segment, type SyncEvent } from './segmentFile'
import { writeWhole } from './wholeFile'

/** How many events a segment holds before the next one is begun. */
export const SEGMENT_EVENTS = 500

const PersonBody = z.strictObject({
  kind: z.literal('person'),
  uid: z.string().regex(/^[0-9a-f]{32}$/),
  name: z.string().min(1).max(200),
  note: z.string().max(500),
  archived: z.boolean(),
})

const ClubBody = z.strictObject({
  kind: z.literal('club'),
  at: z.string().max(40),
  laptop: z.string().max(40),
  action: ClubActionSchema,
  /** The uid behind each person id and night id the action names (ids differ per laptop). */
  people: z.record(z.string(), z.string()),
  nights: z.record(z.string(), z.string()),
})

/** What one sync of a club did. */
export interface ClubSyncResult {
  /** Actions and people this laptop wrote to its files. */
  written: number
  /** Actions read from the folder that this store did not have. */
  added: number
  /** Actions waiting for something not in the folder yet (a night not synced). */
  waiting: number
  /** Nights whose copy here went another way than another laptop's (both kept). */
  differ: string[]
  /** Each other laptop whose copy of a night went another way, by night uid. */
  versions: { night: string; laptop: string }[]
  scan: FolderScan
  /**
   * Whether the folder is open, sealed with this laptop's passphrase, or closed to it: locked,
   * a wrong passphrase, a lock file still being copied, not this app's, or a newer app's.
   */
  lock: 'open' | 'sealed' | 'locked' | 'wrongPassphrase' | 'unreadable' | 'foreign' | 'newer'
}

function ownEvents(db: Db, clubUid: string, clock: LaptopClock): SyncEvent[] {
  const people = personUids(db)
  const repo = transferRepo(db)
  const rows = new Map(repo.people().map((p) => [p.uid, p]))
  const nights = new Map(repo.nights().map((n) => [n.id, n.uid]))
  const persons = new Map<number, SyncEvent>()
  const out: SyncEvent[] = []
  for (const e of clubRepo(db).events(clubUid)) {
    if (e.laptop !== clock.laptop) continue
    const ids = idsOf(e.action)
    const map = (list: number[], uids: Map<number, string>) =>
      Object.fromEntries(list.flatMap((id) => (uids.has(id) ? [[String(id), uids.get(id)]] : [])))
    for (const id of ids.people) {
      const uid = people.get(id)
      if (uid && !persons.has(id)) persons.set(id, personEvent(rows.get(uid), uid, e.hlc))
    }
    out.push({
      id: e.uid,
      hlc: e.hlc,
      scope: `club:${clubUid}`,
      body: {
        kind: 'club',
        at: e.at,
        laptop: e.laptop,
        action: e.action,
        people: map(ids.people, people),
        nights: map(ids.nights, nights),
      },
    })
  }
  const roster = ownRosterEvents(db, clubUid, clock.laptop)
  // a merge names who was kept: they go with it, for laptops that never met them
  for (const uid of keptBy(roster)) {
    const id = [...people].find(([, u]) => u === uid)?.[0]
    if (id !== undefined && !persons.has(id))
      persons.set(id, personEvent(rows.get(uid), uid, clock.stamp()))
  }
  return [...persons.values(), ...out, ...roster]
}

// a person as the other laptops need them to read the actions that name them
function personEvent(row: MovePersonRow | undefined, uid: string, hlc: string): SyncEvent {
  return {
    id: `pp-${uid}`,
    hlc,
    scope: 'roster',
    body: {
      kind: 'person',
      uid,
      name: row?.name ?? uid,
      note: row?.note ?? '',
      archived: row?.archived === 1,
    },
  }
}

/** Writes this laptop's events that its files do not hold yet; returns how many. */
export function writeOwn(
  db: Db,
  folder: string,
  clubUid: string,
  clock: LaptopClock,
  scan: FolderScan,
  key: Buffer | null = null,
): number {
  const mine = scan.segments.filter((s) => s.laptop === clock.laptop).sort((a, b) => a.seq - b.seq)
  const held = new Set(mine.flatMap((s) => s.events.map((e) => e.id)))
  const missing = ownEvents(db, clubUid, clock).filter((e) => !held.has(e.id))
  if (missing.length === 0) return 0
  const dir = join(folder, LAPTOPS_FOLDER, clock.laptop)
  mkdirSync(dir, { recursive: true })
  const last: Segment | undefined = mine.at(-1)
  let events = last && last.events.length < SEGMENT_EVENTS ? [...last.events] : []
  let seq = last && last.events.length < SEGMENT_EVENTS ? last.seq : (last?.seq ?? 0) + 1
  for (const e of missing) {
    events.push(e)
    if (events.length === SEGMENT_EVENTS) {
      writeWhole(dir, segmentName(seq), encodeSegment(clock.laptop, seq, events, key))
      seq++
      events = []
    }
  }
  if (events.length > 0)
    writeWhole(dir, segmentName(seq), encodeSegment(clock.laptop, seq, events, key))
  return missing.length
}

/** Adds what the folder holds and this store lacks: people first, then the club's actions. */
export function readAll(
  db: Db,
  clubUid: string,
  clock: LaptopClock,
  scan: FolderScan,
): { added: number; waiting: number } {
  const repo = transferRepo(db)
  const clubs = clubRepo(db)
  const events = scan.segments.flatMap((s) => s.events)
  const named = namedPeople(events, clubUid)
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
  let added = readRosterEvents(db, events, (hlc) => clock.heard(hlc))
  // the people here follow every edit and merge in the folder, also of people who just arrived
  // (here or with a night): cheap, and it changes nothing once they agree
  applyPersonEdits(db)
  let waiting = 0
  for (const e of events) {
    if (e.scope !== `club:${clubUid}` || clubs.has(e.id)) continue
    const body = ClubBody.safeParse(e.body)
    if (!body.success) continue
    const action = localAction(body.data, (uid) => repo.personByUid(uid)?.id, repo.nightIdByUid)
    if (!action) {
      waiting++
      continue
    }
    clubs.append(clubUid, {
      uid: e.id,
      at: body.data.at,
      hlc: e.hlc,
      laptop: body.data.laptop,
      action,
    })
    clock.heard(e.hlc)
    added++
  }
  return { added, waiting }
}

// the people the club's changes and the merges in the folder name
function namedPeople(events: readonly SyncEvent[], clubUid: string): Set<string> {
  const out = new Set<string>(keptBy(events))
  for (const e of events) {
    if (e.scope !== `club:${clubUid}`) continue
    const body = ClubBody.safeParse(e.body)
    if (body.success) for (const uid of Object.values(body.data.people)) out.add(uid)
  }
  return out
}

// the action with this store's ids, or null while a person or night it names is not here yet
function localAction(
  body: z.infer<typeof ClubBody>,
  person: (uid: string) => number | undefined,
  night: (uid: string) => number | undefined,
): ClubAction | null {
  let missing = false
  const look =
    (map: Record<string, string>, find: (uid: string) => number | undefined) =>
    (id: number): number => {
      const uid = map[String(id)]
      const found = uid === undefined ? undefined : find(uid)
      if (found === undefined) missing = true
      return found ?? id
    }
  const action = remapClubAction(body.action, {
    person: look(body.people, person),
    night: look(body.nights, night),
  })
  return missing ? null : action
}

/** Syncs one club with its folder: reads first, then writes what the folder lacks. */
export function syncClub(
  db: Db,
  folder: string,
  clubUid: string,
  clock: LaptopClock,
  passphrase: string | null = null,
  store: NightStore | null = null,
): ClubSyncResult | null {
  if (!listFolder(folder, 1)) return null
  const note = notices()
  const lock = folderLockFor(db, folder, clubUid, passphrase, note)
  const closed = (state: ClubSyncResult['lock']): ClubSyncResult => ({
    ...NOTHING,
    lock: state,
    scan: { ...emptyScan(), notices: note.list() },
  })
  // a lock file still being copied, not this app's, or a newer app's: nothing is read or written
  if (lock.kind === 'unreadable' || lock.kind === 'foreign' || lock.kind === 'newer')
    return closed(lock.kind)
  if (lock.kind === 'locked' && !lock.key) return closed(passphrase ? 'wrongPassphrase' : 'locked')
  const access = accessOf(db, folder, clubUid, passphrase, lock)
  const scan = scanFolder(folder, access, note, clock.now())
  if (!scan) return null
  const key = access.key
  // nights first, so the club's actions that name them find them
  const nights = store ? readNights(db, store, scan, access, note, clock.laptop) : null
  const read = db.transaction(() => readAll(db, clubUid, clock, scan)).immediate()
  let written = writeOwn(db, folder, clubUid, clock, scan, key)
  if (store) written += writeNights(db, store, folder, clock.laptop, clubNights(db, clubUid), key)
  scan.notices = note.list()
  return {
    written,
    added: read.added + (nights ? nights.added + nights.extended : 0),
    waiting: read.waiting,
    differ: nights?.differ ?? [],
    versions: nights?.versions ?? [],
    scan,
    lock: key ? 'sealed' : 'open',
  }
}

const NOTHING = { written: 0, added: 0, waiting: 0, differ: [], versions: [] }

/**
 * What this look may read: a locked folder's key and vouched files; an open folder as it is, or,
 * with a passphrase, locked now (what is written from now on is sealed).
 */
function accessOf(
  db: Db,
  folder: string,
  clubUid: string,
  passphrase: string | null,
  lock: { kind: 'open' } | { kind: 'locked'; key: Buffer | null; vouched: Set<string> },
): FolderAccess {
  if (lock.kind === 'locked') return { key: lock.key, vouched: lock.vouched }
  if (!passphrase) return OPEN
  const before = scanFolder(folder, OPEN, notices())
  return lockNow(db, folder, clubUid, passphrase, before?.unsealed ?? [])
}

/** The nights this store links to the club's schedule. */
function clubNights(db: Db, clubUid: string): number[] {
  const ids = new Set<number>()
  for (const e of clubRepo(db).events(clubUid))
    if (e.action.type === 'night') ids.add(e.action.nightId)
  return [...ids]
}
