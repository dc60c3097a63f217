// A club night's file in a laptop's folder: the night's whole history as that laptop holds it
// (every entry it has read, its own and the others', so any laptop relays what it holds), the
// entry it is at, and the people its actions name. Sealed under the folder's key when locked.
// Files of the app before the history was kept (version 1: the night's actions as they stood)
// are read as a history of those actions, one after the other.
import { createHash } from 'node:crypto'
import { isGhost } from '@shared/bunco'
import type { NightEntry } from '@shared/sync/nightChain'
import { NightActionSchema } from '@shared/schemas/actions'
import { z } from 'zod'
import { remapAction } from '../night/remapPlayers'
import { fileSha, seal, sealedOf, unseal } from './folderLock'
import type { FolderAccess } from './lockRecord'
import { entryOf, named } from './nightEntries'
import { parseShallow } from './safeFiles'

const FORMAT = 'bunco-night/sync-night'
const Uid = z.string().regex(/^[0-9a-f]{32}$/)
const Laptop = z.string().regex(/^[a-z0-9]{4,32}$/)
const Card = z.strictObject({
  uid: Uid,
  name: z.string().min(1).max(200),
  note: z.string().max(500),
})

/** A person a night's actions name, for a laptop that never met them. */
export type PersonCard = z.infer<typeof Card>

const Head = z.looseObject({ format: z.literal(FORMAT), version: z.int() })
const FileV2 = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(2),
  night: Uid,
  laptop: Laptop,
  head: Uid,
  people: z.array(Card).max(10_000),
  entries: z.array(z.unknown()).min(1).max(200_000),
})
const FileV1 = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(1),
  night: Uid,
  people: z.array(Card),
  players: z.record(z.string(), Uid),
  actions: z.array(z.strictObject({ at: z.string().max(40), action: NightActionSchema })).min(1),
})
const Envelope = z.strictObject({
  night: z.unknown().optional(),
  sealed: z.unknown().optional(),
  sha: z.string().regex(/^[0-9a-f]{64}$/),
})

/** A night file as read: its night, the laptop at `head`, its entries and people. */
export interface NightFile {
  night: string
  head: string
  entries: Map<string, NightEntry>
  people: PersonCard[]
  /** The digest of its content, to tell a file unchanged since it was written. */
  sha: string
}

/** Why a night file was not read: cut (still copying), altered, too deep, locked, unsealed, newer. */
export type NightRefusal = 'torn' | 'altered' | 'tooDeep' | 'locked' | 'unsealed' | 'newer'

/** The file name of a night's file. */
export const nightFileName = (nightUid: string): string => `night-${nightUid}.json`

const digest = (body: string): string => createHash('sha256').update(body).digest('hex')

const plainOf = (body: string): unknown => JSON.parse(body)

/** A night file's text: plain, or sealed under the folder's key. */
export function encodeNightFile(
  file: {
    night: string
    laptop: string
    head: string
    entries: NightEntry[]
    people: PersonCard[]
  },
  key: Buffer | null,
): { text: string; sha: string } {
  const body = JSON.stringify({ format: FORMAT, version: 2, ...file })
  const sha = digest(body)
  const envelope = key ? { sealed: seal(key, body), sha } : { night: plainOf(body), sha }
  return { text: `${JSON.stringify(envelope)}\n`, sha }
}

// a version 1 file's actions, one after the other, as the history a laptop starts from
function fromV1(file: z.infer<typeof FileV1>, laptop: string): Map<string, NightEntry> {
  const entries = new Map<string, NightEntry>()
  let parent: string | null = null
  for (const { at, action } of file.actions) {
    const byUid = remapAction(action, (k) => (isGhost(k) ? k : `u${file.players[k] ?? k}`))
    const entry = named(file.night, {
      kind: 'action',
      parent,
      dropped: null,
      at,
      laptop,
      action: byUid,
      redoOf: null,
    })
    entries.set(entry.uid, entry)
    parent = entry.uid
  }
  return entries
}

/** Reads a night file of `laptop`'s folder as `access` allows. */
export function decodeNightFile(
  text: string,
  access: FolderAccess,
  laptop: string,
): NightFile | NightRefusal {
  const json = parseShallow(text)
  if (!json.ok) return json.why === 'tooDeep' ? 'tooDeep' : 'torn'
  const raw = Envelope.safeParse(json.value)
  if (!raw.success) return 'altered'
  const sealed = sealedOf(raw.data.sealed)
  if (!sealed && access.vouched && !access.vouched.has(fileSha(text))) return 'unsealed'
  if (sealed && !access.key) return 'locked'
  const body = sealed && access.key ? unseal(access.key, sealed) : JSON.stringify(raw.data.night)
  if (body === null || body === undefined) return 'locked'
  if (digest(body) !== raw.data.sha) return 'altered'
  const inner = parseShallow(body)
  if (!inner.ok) return inner.why === 'tooDeep' ? 'tooDeep' : 'altered'
  const head = Head.safeParse(inner.value)
  if (head.success && head.data.version > 2) return 'newer'
  const v1 = FileV1.safeParse(inner.value)
  if (v1.success) {
    const entries = fromV1(v1.data, laptop)
    const last = [...entries.keys()].at(-1) ?? ''
    return { night: v1.data.night, head: last, entries, people: v1.data.people, sha: raw.data.sha }
  }
  const v2 = FileV2.safeParse(inner.value)
  if (!v2.success || v2.data.laptop !== laptop) return 'altered'
  const entries = new Map<string, NightEntry>()
  for (const value of v2.data.entries) {
    const entry = entryOf(v2.data.night, value)
    if (!entry) return 'altered'
    entries.set(entry.uid, entry)
  }
  const { night, people } = v2.data
  return { night, head: v2.data.head, entries, people, sha: raw.data.sha }
}
