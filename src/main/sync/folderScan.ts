// Reads every laptop's files from the club folder as a sync service and the people around it
// leave it: whole files, half-copied ones (left for later), a service's conflicted copies (read
// like any other copy), files of a newer app (left, and said), temporary files (never read), and
// everything that is not the app's (named once, never followed or opened). Events are unioned by
// id afterwards, so a copy, a late file or a file reverted to an older version adds, never removes.
import { join } from 'node:path'
import { isLaptopId } from '@shared/sync/hlc'
import { z } from 'zod'
import { oneVersion } from './eventChecks'
import { OPEN, type FolderAccess } from './lockRecord'
import { notices, type Notices } from './notices'
import { listFolder, parseShallow, readCapped, READ_LIMITS, type FolderEntry } from './safeFiles'
import { emptyScan, type FolderScan } from './scanResult'
import { segmentRead } from './scanSegment'
import { readName } from './segmentFile'

export { emptyScan, type FolderScan, type NightFileText } from './scanResult'

/** The folder inside the club folder that holds one folder per laptop. */
export const LAPTOPS_FOLDER = 'laptops'
/** The file in a laptop's folder that holds the name its host gave it. */
export const LAPTOP_FILE = 'laptop.json'

const NIGHT_NAME = /^night-[0-9a-f]{32}( \(.*\))?\.json$/
// the app's own temporary files (see wholeFile.ts): a write under way, never read
const TEMPORARY = /^\..*\.tmp$/

/** Says an entry that is not a file the app reads: a link, a pipe or device, a folder. */
function odd(entry: FolderEntry, path: string, note: Notices): boolean {
  if (entry.kind === 'file') return false
  note.add(entry.kind === 'folder' ? 'strayFolder' : entry.kind, path)
  return true
}

/** Reads what one look may still read of a file; says why not otherwise. */
function readFile(root: string, path: string, budget: { left: number }, note: Notices) {
  const read = readCapped(join(root, path), Math.min(READ_LIMITS.fileBytes, budget.left))
  if (read.ok) {
    budget.left -= Buffer.byteLength(read.text)
    return read.text
  }
  if (read.why === 'tooBig')
    note.add(budget.left < READ_LIMITS.fileBytes ? 'tooMany' : 'tooBig', path)
  else if (read.why !== 'gone') note.add(read.why, path)
  return null
}

/**
 * Reads the club folder as `access` allows (a locked folder's sealed files with its key, and
 * only the unsealed files its lock vouches for); null when it is not there (an unplugged stick,
 * an unmounted drive).
 */
export function scanFolder(
  root: string,
  access: FolderAccess = OPEN,
  note: Notices = notices(),
  now: number = Date.now(),
): FolderScan | null {
  if (!listFolder(root, 1)) return null
  const out = emptyScan()
  const top = listFolder(join(root, LAPTOPS_FOLDER))
  if (!top) return { ...out, notices: note.list() }
  if (top.more) note.add('tooMany', LAPTOPS_FOLDER)
  const budget = { left: READ_LIMITS.lookBytes }
  const seen = new Set<string>()
  for (const entry of top.entries) {
    const path = join(LAPTOPS_FOLDER, entry.name)
    if (entry.kind !== 'folder' || !isLaptopId(entry.name)) {
      note.add(
        entry.kind === 'file' ? 'stray' : entry.kind === 'folder' ? 'strayFolder' : entry.kind,
        path,
      )
      continue
    }
    const listed = listFolder(join(root, path))
    if (!listed) continue
    if (listed.more) note.add('tooMany', path)
    out.laptops.push(entry.name)
    for (const file of originalsFirst(listed.entries)) {
      const filePath = join(path, file.name)
      if (TEMPORARY.test(file.name)) continue
      const named = readName(file.name)
      const night = NIGHT_NAME.test(file.name)
      if (!named && !night && file.name !== LAPTOP_FILE) {
        if (!odd(file, filePath, note)) note.add('stray', filePath)
        continue
      }
      if (odd(file, filePath, note)) continue
      const text = readFile(root, filePath, budget, note)
      if (text === null) continue
      if (file.name === LAPTOP_FILE) laptopName(out, entry.name, text)
      else if (night) out.nightFiles.push({ laptop: entry.name, path: filePath, text })
      else if (named)
        segmentRead(out, note, {
          laptop: entry.name,
          path: filePath,
          named,
          text,
          access,
          seen,
          now,
          root,
        })
    }
  }
  const files = out.segments.map((s, i) => ({ path: out.origins[i]?.path ?? '', events: s.events }))
  oneVersion(files, note)
  out.segments = out.segments.map((s, i) => ({ ...s, events: files[i]?.events ?? [] }))
  return { ...out, notices: note.list() }
}

// a sync service's copies after the file they copy, so the original's version of a change is kept
function originalsFirst(entries: readonly FolderEntry[]): FolderEntry[] {
  const order = (e: FolderEntry): [number, number] => {
    const named = readName(e.name)
    return named ? [named.seq + (named.relay ? 1e9 : 0), named.copy ? 1 : 0] : [0, 0]
  }
  return [...entries].sort((a, b) => {
    const [x, y] = [order(a), order(b)]
    return x[0] - y[0] || x[1] - y[1] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  })
}

const LaptopFileSchema = z.looseObject({ name: z.string() })

// a laptop's own name for itself; a half-copied or odd file just leaves it unnamed
function laptopName(out: FolderScan, laptop: string, text: string): void {
  const json = parseShallow(text, 4)
  const file = json.ok ? LaptopFileSchema.safeParse(json.value) : null
  if (file?.success) out.names[laptop] = file.data.name.slice(0, 60)
}
