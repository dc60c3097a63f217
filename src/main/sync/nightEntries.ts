// A club night's history entries as files and rows hold them: each named by the hash of what it
// holds, so the same change made on two laptops is one entry, and an entry altered on the way
// (or forged under another's uid) is refused.
import { createHash } from 'node:crypto'
import { canonicalJson } from '@shared/sync/canonical'
import { ENTRY_KINDS, type NightEntry } from '@shared/sync/nightChain'
import { z } from 'zod'

const Uid = z.string().regex(/^[0-9a-f]{32}$/)

/** One entry as a file or a row holds it. */
export const NightEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal(ENTRY_KINDS[0]),
    uid: Uid,
    parent: Uid.nullable(),
    dropped: z.null(),
    at: z.string().max(40),
    laptop: z.string().regex(/^[a-z0-9]{4,32}$/),
    action: z.unknown(),
    redoOf: Uid.nullable(),
  }),
  z.strictObject({
    kind: z.literal(ENTRY_KINDS[1]),
    uid: Uid,
    parent: Uid,
    dropped: z.null(),
    at: z.string().max(40),
    laptop: z.string().regex(/^[a-z0-9]{4,32}$/),
    target: Uid,
  }),
  z.strictObject({
    kind: z.literal(ENTRY_KINDS[2]),
    uid: Uid,
    parent: Uid,
    dropped: Uid,
    at: z.string().max(40),
    laptop: z.string().regex(/^[a-z0-9]{4,32}$/),
  }),
])

type Draft<T> = T extends unknown ? Omit<T, 'uid'> : never
/** An entry before it is named. */
export type EntryDraft = Draft<NightEntry>

/** What an entry holds besides its name, time and laptop: what its uid is the hash of. */
function content(nightUid: string, e: EntryDraft): unknown[] {
  const own =
    e.kind === 'action' ? [e.action, e.redoOf] : e.kind === 'undo' ? [e.target] : [e.dropped]
  return [nightUid, e.parent, e.kind, ...own]
}

/** The uid an entry of this night must have: the hash of what it holds. */
export function entryUid(nightUid: string, e: EntryDraft): string {
  return createHash('sha256')
    .update(canonicalJson(content(nightUid, e)))
    .digest('hex')
    .slice(0, 32)
}

/** An entry with its uid made from what it holds. */
export function named(nightUid: string, e: EntryDraft): NightEntry {
  return { ...e, uid: entryUid(nightUid, e) }
}

/** Reads one entry (of a file, or a row); null when it is not of the shape, or not its own hash. */
export function entryOf(nightUid: string, value: unknown): NightEntry | null {
  const parsed = NightEntrySchema.safeParse(value)
  if (!parsed.success) return null
  return entryUid(nightUid, parsed.data) === parsed.data.uid ? parsed.data : null
}
