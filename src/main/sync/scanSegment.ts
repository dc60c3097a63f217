// One segment file of a look: decoded once while its text is unchanged, read only as the
// folder's access allows (an unsealed file in a locked folder only if the lock vouches for it),
// its changes checked (the laptop whose own segment holds them, the shape of their clocks), and
// filed into the look's result.
import { join } from 'node:path'
import { bounded } from './bounded'
import { acceptedEvents } from './eventChecks'
import { fileSha } from './folderLock'
import type { FolderAccess } from './lockRecord'
import type { Notices } from './notices'
import type { FolderScan } from './scanResult'
import { decodeSegment, type SegmentRead } from './segmentFile'

// each file's text and what it read as, so a file unchanged since the last look is not parsed again
const decoded = bounded<string, { text: string; key: Buffer | null; read: SegmentRead }>(4096)

function decodeOnce(path: string, text: string, key: Buffer | null): SegmentRead {
  const known = decoded.get(path)
  const sameKey = (a: Buffer | null, b: Buffer | null) => a === b || (!!a && !!b && a.equals(b))
  if (known && known.text === text && sameKey(known.key, key)) return known.read
  const read = decodeSegment(text, key)
  decoded.set(path, { text, key, read })
  return read
}

/** Files one segment's read into the scan. */
export function segmentRead(
  out: FolderScan,
  note: Notices,
  file: {
    laptop: string
    path: string
    named: { seq: number; copy: boolean; relay: boolean }
    text: string
    access: FolderAccess
    seen: Set<string>
    now: number
    root: string
  },
): void {
  const read = decodeOnce(join(file.root, file.path), file.text, file.access.key)
  if (read.kind === 'torn') out.torn.push(file.path)
  else if (read.kind === 'newer') out.newer.push(file.path)
  else if (read.kind === 'locked') out.locked.push(file.path)
  else if (read.kind === 'tooDeep') note.add('tooDeep', file.path)
  else if (read.kind === 'altered') note.add('altered', file.path)
  // a segment filed under another laptop's folder is not that laptop's: left alone
  else if (read.segment.laptop !== file.laptop || read.segment.seq !== file.named.seq)
    note.add('wrongLaptop', file.path)
  else if (!read.sealed && !vouched(out, file.access, file.text)) note.add('unsealed', file.path)
  else {
    if (file.named.copy) out.conflictCopies.push(file.path)
    const copyOf = `${file.named.relay}:${read.segment.sha256}`
    if (file.seen.has(copyOf)) return
    file.seen.add(copyOf)
    // a laptop's own segment speaks for it alone; its relay carries other laptops' changes
    const holder = file.named.relay ? null : file.laptop
    const events = acceptedEvents(read.segment.events, holder, file.path, note, file.now)
    out.segments.push({ ...read.segment, events })
    out.origins.push({ path: file.path, sealed: read.sealed, relay: file.named.relay })
  }
}

/** Whether an unsealed file may be read: in an open folder, or one its lock vouches for. */
export function vouched(out: FolderScan, access: FolderAccess, text: string): boolean {
  const sha = fileSha(text)
  if (access.vouched && !access.vouched.has(sha)) return false
  out.unsealed.push(sha)
  return true
}
