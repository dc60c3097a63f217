// A club's people through its folder: each laptop writes the edits it made to the people the club
// knows (names, notes, archived, merges) as events, and takes in every other laptop's; the
// roster then follows the latest edit of each field and every merge (rosterEdits.ts).
import { uidsOf } from '@shared/club'
import { NameSchema, NoteSchema } from '@shared/schemas/night'
import { z } from 'zod'
import type { Db } from '../db/connection'
import { clubRepo } from '../club/clubRepo'
import { personEditsRepo, PERSON_FIELDS } from '../roster/personEditsRepo'
import { transferRepo } from '../transfer/transferRepo'
import type { SyncEvent } from './segmentFile'

const Uid = z.string().regex(/^[0-9a-f]{32}$/)

/** An edit of a person as it travels: which person, which field, its new value. */
export const PersonEditBody = z
  .strictObject({
    kind: z.literal('personEdit'),
    person: Uid,
    field: z.enum(PERSON_FIELDS),
    value: z.string().max(500),
    laptop: z.string().max(40),
  })
  .refine((b) => {
    if (b.field === 'name') return NameSchema.safeParse(b.value).data === b.value
    if (b.field === 'note') return NoteSchema.safeParse(b.value).data === b.value
    if (b.field === 'archived') return b.value === '0' || b.value === '1'
    return Uid.safeParse(b.value).success && b.value !== b.person
  })

/** The uids of the people a club knows: named by its actions or playing in its nights. */
export function clubPeople(db: Db, clubUid: string): Set<string> {
  const repo = transferRepo(db)
  const out = new Set<string>()
  for (const e of clubRepo(db).events(clubUid)) {
    for (const uid of uidsOf(e.action)) out.add(uid)
    if (e.action.type !== 'night') continue
    const nightId = repo.nightIdByUid(e.action.night)
    if (nightId !== undefined) for (const p of repo.playerUids(nightId)) out.add(p.uid)
  }
  return out
}

/** Every edit this laptop holds of the club's people, whichever laptop made it. */
export function rosterEvents(db: Db, clubUid: string): SyncEvent[] {
  const known = clubPeople(db, clubUid)
  return personEditsRepo(db)
    .all()
    .filter((e) => known.has(e.person_uid))
    .map((e) => ({
      id: e.uid,
      hlc: e.hlc,
      scope: 'roster',
      body: {
        kind: 'personEdit',
        person: e.person_uid,
        field: e.field,
        value: e.value,
        laptop: e.laptop,
      },
    }))
}

/** The uids a merge edit among `events` keeps, so their person goes into the folder too. */
export function keptBy(events: readonly SyncEvent[]): string[] {
  return events.flatMap((e) => {
    const body = PersonEditBody.safeParse(e.body)
    return body.success && body.data.field === 'merged' ? [body.data.value] : []
  })
}

/** Keeps every person edit the folder holds that this store lacks; returns how many were new. */
export function readRosterEvents(
  db: Db,
  events: readonly SyncEvent[],
  heard: (hlc: string) => void,
): number {
  const edits = personEditsRepo(db)
  let added = 0
  for (const e of events) {
    if (e.scope !== 'roster') continue
    const body = PersonEditBody.safeParse(e.body)
    if (!body.success) continue
    const { person, field, value, laptop } = body.data
    if (!edits.add({ uid: e.id, person_uid: person, field, value, hlc: e.hlc, laptop })) continue
    heard(e.hlc)
    added++
  }
  return added
}
