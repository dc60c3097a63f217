// What a look writes: every change this laptop holds that the folder lacks. Its own changes go
// into its own segments; other laptops' changes the folder has lost (a file reverted, a laptop
// gone, a lock remade) go into its relay files, so the club survives any laptop lost as long as
// one laptop holds it. Each laptop writes only into its own folder.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseHlc } from '@shared/sync/hlc'
import type { Db } from '../db/connection'
import { clubRepo } from '../club/clubRepo'
import { personEditsRepo } from '../roster/personEditsRepo'
import { heldEvents } from './clubEvents'
import { lookMemo } from './lookMemo'
import { LAPTOPS_FOLDER, type FolderScan } from './folderScan'
import type { LaptopClock } from './laptopClock'
import { encodeSegment, segmentName, type Segment, type SyncEvent } from './segmentFile'
import { writeWhole } from './wholeFile'

/** How many events a segment holds before the next one is begun. */
export const SEGMENT_EVENTS = 500

/** Appends events to a laptop's segments (or relay files) after the last one; returns how many. */
function append(
  dir: string,
  laptop: string,
  files: readonly Segment[],
  events: readonly SyncEvent[],
  options: { key: Buffer | null; relay: boolean },
): number {
  if (events.length === 0) return 0
  mkdirSync(dir, { recursive: true })
  const last = [...files].sort((a, b) => a.seq - b.seq).at(-1)
  const open = last && last.events.length < SEGMENT_EVENTS ? last : null
  let batch = open ? [...open.events] : []
  let seq = open ? open.seq : (last?.seq ?? 0) + 1
  const flush = (): void =>
    writeWhole(dir, segmentName(seq, options.relay), encodeSegment(laptop, seq, batch, options.key))
  for (const e of events) {
    batch.push(e)
    if (batch.length === SEGMENT_EVENTS) {
      flush()
      seq++
      batch = []
    }
  }
  if (batch.length > 0) flush()
  return events.length
}

/**
 * Writes what this laptop holds and the folder lacks: its own changes into its segments, other
 * laptops' into its relay files (not while that laptop's files are still being copied). Returns
 * how many changes were written.
 */
export function writeOwn(
  db: Db,
  folder: string,
  clubUid: string,
  clock: LaptopClock,
  scan: FolderScan,
  key: Buffer | null = null,
): number {
  const me = clock.laptop
  const own = scan.segments.filter((s, i) => s.laptop === me && !scan.origins[i]?.relay)
  const relays = scan.segments.filter((s, i) => s.laptop === me && scan.origins[i]?.relay)
  const inOwn = new Set(own.flatMap((s) => s.events.map((e) => e.id)))
  const inFolder = new Set(scan.segments.flatMap((s) => s.events.map((e) => e.id)))
  // nothing new here and nothing lost there since the last look wrote nothing: nothing to write
  const mark = [
    clubRepo(db).lastId(clubUid),
    personEditsRepo(db).count(),
    inOwn.size,
    inFolder.size,
    scan.torn.length,
  ].join(':')
  const memo = lookMemo(db).written
  if (memo.get(`club:${clubUid}`) === mark) return 0
  const copying = (laptop: string): boolean =>
    scan.torn.some((path) => path.startsWith(join(LAPTOPS_FOLDER, laptop)))
  const mine: SyncEvent[] = []
  const lost: SyncEvent[] = []
  for (const e of heldEvents(db, clubUid, clock)) {
    const origin = parseHlc(e.hlc)?.laptop
    if (origin === me) {
      if (!inOwn.has(e.id)) mine.push(e)
    } else if (origin && !inFolder.has(e.id) && !copying(origin)) lost.push(e)
  }
  const dir = join(folder, LAPTOPS_FOLDER, me)
  const written =
    append(dir, me, own, mine, { key, relay: false }) +
    append(dir, me, relays, lost, { key, relay: true })
  if (written === 0) memo.set(`club:${clubUid}`, mark)
  return written
}
