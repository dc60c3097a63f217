// One laptop's changes in the shared club folder: append-only segments, each a whole JSON file
// with a SHA-256 of its content, written under a temporary name and renamed (so a reader sees
// the old file or the new one, never half). A file that is cut, or whose checksum does not match
// (a sync service still copying it), is left alone until it is whole.
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { seal, sealedOf, unseal } from './folderLock'
import { parseShallow } from './safeFiles'

/** The format name inside every segment file. */
export const SEGMENT_FORMAT = 'bunco-night/sync-segment' as const
/** The segment format this app writes and reads. */
export const SEGMENT_VERSION = 1 as const

/** One synced event: a stable id, its hybrid clock, what it belongs to, and what it holds. */
export const SyncEventSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{1,8}-[0-9a-f-]{8,40}$/),
  hlc: z.string().max(60),
  /** 'club:<uid>', 'night:<uid>' or 'roster'. */
  scope: z.string().max(80),
  body: z.unknown(),
})

/** One synced event. */
export type SyncEvent = z.infer<typeof SyncEventSchema>

const SegmentSchema = z.strictObject({
  format: z.literal(SEGMENT_FORMAT),
  version: z.literal(SEGMENT_VERSION),
  laptop: z.string().regex(/^[a-z0-9]{4,32}$/),
  seq: z.int().min(1),
  events: z.array(SyncEventSchema).max(100_000),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

/** A segment as read back and checked. */
export type Segment = z.infer<typeof SegmentSchema>

// a segment of a locked folder: its events sealed under the folder's key
const SealedSegmentSchema = z.strictObject({
  format: z.literal(SEGMENT_FORMAT),
  version: z.literal(SEGMENT_VERSION),
  laptop: z.string().regex(/^[a-z0-9]{4,32}$/),
  seq: z.int().min(1),
  sealed: z.unknown(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

function digest(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

/** A segment's file content; with a key its events are sealed (a locked folder). */
export function encodeSegment(
  laptop: string,
  seq: number,
  events: readonly SyncEvent[],
  key: Buffer | null = null,
): string {
  const head = { format: SEGMENT_FORMAT, version: SEGMENT_VERSION, laptop, seq }
  if (key) {
    const sealed = seal(key, JSON.stringify(events))
    const sha256 = digest([head.format, head.version, laptop, seq, sealed])
    return `${JSON.stringify({ ...head, sealed, sha256 })}\n`
  }
  const sha256 = digest([head.format, head.version, laptop, seq, events])
  return `${JSON.stringify({ ...head, events: [...events], sha256 })}\n`
}

/**
 * What reading one file gave: a whole segment, or why it is not one: `torn` may still become
 * whole (a copy under way), `altered` will not (another shape, or a checksum that does not
 * match), `tooDeep` is refused before it is looked at.
 */
export type SegmentRead =
  | { kind: 'segment'; segment: Segment; sealed: boolean }
  | { kind: 'torn' }
  | { kind: 'altered'; reason: 'notSegment' | 'checksum' }
  | { kind: 'tooDeep' }
  | { kind: 'newer'; version: number }
  | { kind: 'locked' }

/**
 * Reads one segment file's content; a sealed one without the folder's key (or with the wrong
 * one) is `locked`.
 */
export function decodeSegment(text: string, key: Buffer | null = null): SegmentRead {
  const json = parseShallow(text)
  if (!json.ok) return { kind: json.why === 'tooDeep' ? 'tooDeep' : 'torn' }
  const raw = json.value
  const head = z.looseObject({ format: z.literal(SEGMENT_FORMAT), version: z.int() }).safeParse(raw)
  if (head.success && head.data.version > SEGMENT_VERSION)
    return { kind: 'newer', version: head.data.version }
  const sealedSeg = SealedSegmentSchema.safeParse(raw)
  if (sealedSeg.success) return openSealed(sealedSeg.data, key)
  const parsed = SegmentSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'altered', reason: 'notSegment' }
  const d = parsed.data
  if (digest([d.format, d.version, d.laptop, d.seq, d.events]) !== d.sha256)
    return { kind: 'altered', reason: 'checksum' }
  return { kind: 'segment', segment: d, sealed: false }
}

function openSealed(seg: z.infer<typeof SealedSegmentSchema>, key: Buffer | null): SegmentRead {
  const sealed = sealedOf(seg.sealed)
  if (!sealed || digest([seg.format, seg.version, seg.laptop, seg.seq, sealed]) !== seg.sha256)
    return { kind: 'altered', reason: 'checksum' }
  if (!key) return { kind: 'locked' }
  const text = unseal(key, sealed)
  if (text === null) return { kind: 'locked' }
  const inner = parseShallow(text)
  if (!inner.ok)
    return { kind: inner.why === 'tooDeep' ? 'tooDeep' : 'altered', reason: 'notSegment' }
  const events = z.array(SyncEventSchema).max(100_000).safeParse(inner.value)
  if (!events.success) return { kind: 'altered', reason: 'notSegment' }
  return {
    kind: 'segment',
    sealed: true,
    segment: {
      format: seg.format,
      version: seg.version,
      laptop: seg.laptop,
      seq: seg.seq,
      events: events.data,
      sha256: seg.sha256,
    },
  }
}

/**
 * The file name of a laptop's segment number `seq`: its own changes, or (a relay) the changes of
 * other laptops it holds that the folder had lost.
 */
export function segmentName(seq: number, relay = false): string {
  return `${relay ? 'relay' : 'segment'}-${String(seq).padStart(8, '0')}.json`
}

/**
 * What a file name in a laptop's folder is: its segment number, whether it is a relay, whether it
 * is a sync service's copy ("segment-00000003 (Ann's conflicted copy 2026-12-01).json",
 * "segment-00000003 (1).json"), or null for anything else (temporary files start with a dot and
 * are never read).
 */
export function readName(name: string): { seq: number; copy: boolean; relay: boolean } | null {
  const m = /^(segment|relay)-(\d{8})( \(.*\))?\.json$/.exec(name)
  if (!m) return null
  return { seq: Number(m[2]), copy: m[3] !== undefined, relay: m[1] === 'relay' }
}
