// Reads every laptop's segments from the club folder as a sync service leaves it: whole files,
// half-copied ones (left for later), its conflicted copies (read like any other copy), files of a
// newer app (left, and said), temporary files (never read). Events are unioned by id afterwards,
// so a copy, a late file or a file reverted to an older version can add but never remove.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { decodeSegment, readName, type Segment } from './segmentFile'

/** The folder inside the club folder that holds one folder per laptop. */
export const LAPTOPS_FOLDER = 'laptops'

/** What one look at the folder found. */
export interface FolderScan {
  /** Whole segments, each content once (a copy identical to its original is one segment). */
  segments: Segment[]
  /** Files that are not whole yet (cut, or their checksum does not match). */
  torn: string[]
  /** Sync services' copies that were whole and read. */
  conflictCopies: string[]
  /** Files written by a newer version of the app, left unread. */
  newer: string[]
  /** Sealed files this laptop has no key (or the wrong key) for. */
  locked: string[]
  laptops: string[]
  /** The name each laptop gave itself (its laptop.json), by laptop id. */
  names: Record<string, string>
}

/** The file in a laptop's folder that holds the name its host gave it. */
export const LAPTOP_FILE = 'laptop.json'

/**
 * Reads the club folder (sealed files with `key`, a locked folder's); null when it is not there
 * (an unplugged stick, an unmounted drive).
 */
export function scanFolder(root: string, key: Buffer | null = null): FolderScan | null {
  if (!existsSync(root) || !statSync(root).isDirectory()) return null
  const out: FolderScan = {
    segments: [],
    torn: [],
    conflictCopies: [],
    newer: [],
    locked: [],
    laptops: [],
    names: {},
  }
  const base = join(root, LAPTOPS_FOLDER)
  if (!existsSync(base)) return out
  const seen = new Set<string>()
  for (const laptop of readdirSync(base).sort()) {
    const folder = join(base, laptop)
    if (!/^[a-z0-9]{4,32}$/.test(laptop) || !statSync(folder).isDirectory()) continue
    out.laptops.push(laptop)
    const name = laptopName(join(folder, LAPTOP_FILE))
    if (name) out.names[laptop] = name
    for (const name of readdirSync(folder).sort()) {
      const named = readName(name)
      if (!named) continue
      const path = join(LAPTOPS_FOLDER, laptop, name)
      let text: string
      try {
        text = readFileSync(join(folder, name), 'utf8')
      } catch {
        out.torn.push(path) // vanished or locked while the service writes it
        continue
      }
      const read = decodeSegment(text, key)
      if (read.kind === 'torn') out.torn.push(path)
      else if (read.kind === 'newer') out.newer.push(path)
      else if (read.kind === 'locked') out.locked.push(path)
      // a segment filed under another laptop's folder is not that laptop's: left alone
      else if (read.segment.laptop !== laptop || read.segment.seq !== named.seq) out.torn.push(path)
      else {
        if (named.copy) out.conflictCopies.push(path)
        if (seen.has(read.segment.sha256)) continue
        seen.add(read.segment.sha256)
        out.segments.push(read.segment)
      }
    }
  }
  return out
}

// a laptop's own name for itself; a half-copied or odd file just leaves it unnamed
function laptopName(path: string): string | null {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'))
    const name = (value as { name?: unknown } | null)?.name
    return typeof name === 'string' ? name.slice(0, 60) : null
  } catch {
    return null
  }
}
