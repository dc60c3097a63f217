// A club's changes as they travel through its folder: each action as the club keeps it (people
// and nights by uid), a card for each person the club's changes name, and the edits of its
// people. Every laptop holds, and relays, every change it has read; older laptops' changes
// (their own ids, with the uids beside) are read too.
import {
  ClubRecordSchema,
  LegacyClubActionSchema,
  legacyToRecord,
  uidsOf,
  type ClubRecord,
} from '@shared/club'
import { formatHlc } from '@shared/sync/hlc'
import { z } from 'zod'
import type { Db } from '../db/connection'
import { clubRepo } from '../club/clubRepo'
import { peopleRepo } from '../roster/peopleRepo'
import type { LaptopClock } from './laptopClock'
import { keptBy, rosterEvents } from './rosterSync'
import type { SyncEvent } from './segmentFile'

const Uid = z.string().regex(/^[0-9a-f]{32}$/)

/** A person's card: who a change names, for a laptop that never met them. */
export const PersonBody = z.strictObject({
  kind: z.literal('person'),
  uid: Uid,
  name: z.string().min(1).max(200),
  note: z.string().max(500),
  archived: z.boolean(),
})

const ClubBody = z.strictObject({
  kind: z.literal('club'),
  at: z.string().max(40),
  laptop: z.string().max(40),
  action: ClubRecordSchema,
})

// as laptops wrote it before the club named people and nights by uid
const LegacyClubBody = z.strictObject({
  kind: z.literal('club'),
  at: z.string().max(40),
  laptop: z.string().max(40),
  action: LegacyClubActionSchema,
  people: z.record(z.string(), Uid),
  nights: z.record(z.string(), Uid),
})

/** A club change read from the folder: when, by which laptop, and its record. */
export interface ClubChange {
  at: string
  laptop: string
  action: ClubRecord
}

// each change as read, kept for as long as the look's cache keeps its file
const changes = new WeakMap<SyncEvent, ClubChange | null>()

/** A club change of the folder as the club keeps it; null for anything else. */
export function clubChangeOf(e: SyncEvent, clubUid: string): ClubChange | null {
  if (e.scope !== `club:${clubUid}`) return null
  const known = changes.get(e)
  if (known !== undefined) return known
  const change = readChange(e)
  changes.set(e, change)
  return change
}

function readChange(e: SyncEvent): ClubChange | null {
  const body = ClubBody.safeParse(e.body)
  if (body.success) return body.data
  const legacy = LegacyClubBody.safeParse(e.body)
  if (!legacy.success) return null
  const { people, nights } = legacy.data
  const action = legacyToRecord(
    legacy.data.action,
    (id) => people[String(id)],
    (id) => nights[String(id)],
  )
  return action && { at: legacy.data.at, laptop: legacy.data.laptop, action }
}

/** The people (by uid) the club's changes among `events` name, and the merges keep. */
export function namedPeople(events: readonly SyncEvent[], clubUid: string): Set<string> {
  const out = new Set<string>(keptBy(events))
  for (const e of events) {
    const change = clubChangeOf(e, clubUid)
    if (change) for (const uid of uidsOf(change.action)) out.add(uid)
  }
  return out
}

// a person as the other laptops need them to read the changes that name them
function personCard(db: Db, uid: string, hlc: string): SyncEvent | null {
  const row = peopleRepo(db).byUid(uid)
  if (!row) return null
  const body = { kind: 'person', uid, name: row.name, note: row.note, archived: row.archived === 1 }
  return { id: `pp-${uid}`, hlc, scope: 'roster', body }
}

/**
 * Every change of the club this laptop holds, whoever made it: its actions, the cards of the
 * people they name (this laptop's cards, stamped by it), and the edits of its people.
 */
export function heldEvents(db: Db, clubUid: string, clock: LaptopClock): SyncEvent[] {
  const actions = clubRepo(db)
    .events(clubUid)
    .map((e): SyncEvent => ({
      id: e.uid,
      hlc: e.hlc,
      scope: `club:${clubUid}`,
      body: { kind: 'club', at: e.at, laptop: e.laptop, action: e.action },
    }))
  const roster = rosterEvents(db, clubUid)
  const named = [...new Set([...actions.flatMap((e) => namedIn(e)), ...keptBy(roster)])]
  // a card is this laptop's: stamped with its id at the start of time, never ordered by clock
  const stamp = formatHlc({ wall: 0, counter: 0, laptop: clock.laptop })
  const cards = named.flatMap((uid) => personCard(db, uid, stamp) ?? [])
  return [...cards, ...actions, ...roster]
}

function namedIn(e: SyncEvent): string[] {
  const body = ClubBody.safeParse(e.body)
  return body.success ? uidsOf(body.data.action) : []
}
