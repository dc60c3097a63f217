// A club action with its people named otherwise: a merge here, another computer's ids (a move
// file), or the uids the club's record keeps (people are named by uid wherever the club's log is
// kept or shared; this store's ids are read from them when it is replayed).
import type { z } from 'zod'
import {
  ClubActionSchema,
  ClubRecordSchema,
  type ClubAction,
  type ClubRecord,
  type LegacyClubAction,
} from './actions'

/** The fields of an action that name a person (each holds an id, or a uid in a record). */
const PERSON_FIELDS = ['personId', 'for', 'host'] as const

/** The same action, every person it names passed through `person`. */
export function remapClubAction(action: ClubAction, person: (id: number) => number): ClubAction {
  const out = { ...action }
  if ('personId' in out) out.personId = person(out.personId)
  if (out.type === 'substitute' && out.for !== null) out.for = person(out.for)
  if (out.type === 'entry' && out.host !== null) out.host = person(out.host)
  return out
}

/** Every person an action names, to carry their meaning with it. */
export function idsOf(action: ClubAction): number[] {
  const people: number[] = []
  remapClubAction(action, (id) => (people.push(id), id))
  return people
}

/** Every person (by uid) a record names. */
export function uidsOf(record: ClubRecord): string[] {
  const uids: string[] = []
  mapPeople(record, (v) => (typeof v === 'string' && uids.push(v), v))
  if (record.type === 'settled') for (const p of record.payouts) if (p.person) uids.push(p.person)
  return uids
}

// the action with each person field passed through `to`; null when one cannot be
function mapPeople(
  action: ClubAction | ClubRecord,
  to: (value: number | string) => number | string | undefined,
): Record<string, unknown> | null {
  const out: Record<string, unknown> = { ...action }
  for (const field of PERSON_FIELDS) {
    const value = out[field]
    if (typeof value !== 'number' && typeof value !== 'string') continue
    const mapped = to(value)
    if (mapped === undefined) return null
    out[field] = mapped
  }
  return out
}

// the action with its people passed through `to`, checked as `schema` says it must then be
function converted<T>(
  action: ClubAction | ClubRecord,
  to: (value: number | string) => number | string | undefined,
  schema: z.ZodType<T>,
): T | null {
  const mapped = mapPeople(action, to)
  const parsed = mapped ? schema.safeParse(mapped) : null
  return parsed?.success ? parsed.data : null
}

/** The action as the club's record keeps it; null when a person it names has no uid here. */
export function toRecord(
  action: ClubAction,
  uidOf: (personId: number) => string | undefined,
): ClubRecord | null {
  const to = (v: number | string) => (typeof v === 'number' ? uidOf(v) : undefined)
  return converted(action, to, ClubRecordSchema)
}

/** The record as this store names its people; null while a person it names is not here. */
export function toLocal(
  record: ClubRecord,
  idOf: (uid: string) => number | undefined,
): ClubAction | null {
  return converted(record, (v) => (typeof v === 'string' ? idOf(v) : undefined), ClubActionSchema)
}

/**
 * An older log's change (a store's own ids) as the club's record keeps it, given the uids those
 * ids stood for; null when one is not known.
 */
export function legacyToRecord(
  action: LegacyClubAction,
  uidOfPerson: (id: number) => string | undefined,
  uidOfNight: (id: number) => string | undefined,
): ClubRecord | null {
  if (action.type !== 'night') return toRecord(action, uidOfPerson)
  const night = uidOfNight(action.nightId)
  return night === undefined ? null : { type: 'night', entryId: action.entryId, night }
}
