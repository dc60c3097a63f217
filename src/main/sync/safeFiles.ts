// Reading a folder other people and programs write into: entries as they are (a link is never
// followed, a pipe or a device never opened), at most so many of them, files up to a size, and
// JSON only when it is nested no deeper than anything the app writes. Nothing here throws for
// what it finds: a file that vanished or cannot be read is said, like any other.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  opendirSync,
  readSync,
} from 'node:fs'
import { join } from 'node:path'

/** What a folder entry is, as the entry itself says (never what a link points to). */
export type EntryKind = 'file' | 'folder' | 'link' | 'special'

/** One entry of a folder. */
export interface FolderEntry {
  name: string
  kind: EntryKind
}

/** The app's limits on what one look reads. */
export const READ_LIMITS = {
  /** Entries listed per folder (a laptop's folder holds a few hundred files in years). */
  entries: 20_000,
  /** Bytes per file: a segment of 500 changes or a night of 300 guests is far below. */
  fileBytes: 8 * 1024 * 1024,
  /** Bytes per look, all files together. */
  lookBytes: 96 * 1024 * 1024,
  /** JSON nesting: the app's files are less than 20 deep. */
  depth: 64,
}

// O_NOFOLLOW and O_NONBLOCK do not exist on Windows, where links and pipes are not files anyway
const NO_FOLLOW = (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)

function kindOf(path: string): EntryKind | null {
  try {
    const s = lstatSync(path)
    if (s.isSymbolicLink()) return 'link'
    if (s.isDirectory()) return 'folder'
    return s.isFile() ? 'file' : 'special'
  } catch {
    return null // gone since it was listed
  }
}

/**
 * The entries of a folder, at most `limit` of them (`more` says there were others); null when
 * the folder is not there or not a folder (a link to one is not followed).
 */
export function listFolder(
  dir: string,
  limit = READ_LIMITS.entries,
): { entries: FolderEntry[]; more: boolean } | null {
  if (kindOf(dir) !== 'folder') return null
  let handle
  try {
    handle = opendirSync(dir)
  } catch {
    return null
  }
  const entries: FolderEntry[] = []
  let more = false
  try {
    for (let d = handle.readSync(); d !== null; d = handle.readSync()) {
      if (entries.length === limit) {
        more = true
        break
      }
      let kind: EntryKind | null = d.isSymbolicLink()
        ? 'link'
        : d.isDirectory()
          ? 'folder'
          : d.isFile()
            ? 'file'
            : d.isFIFO() || d.isSocket() || d.isBlockDevice() || d.isCharacterDevice()
              ? 'special'
              : null
      // a file system that does not say what an entry is: ask the entry itself
      kind ??= kindOf(join(dir, d.name))
      if (kind) entries.push({ name: d.name, kind })
    }
  } catch {
    // the folder went while it was read: what was listed stands
  } finally {
    handle.closeSync()
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { entries, more }
}

/** A file's text, or why it was not read. */
export type FileRead =
  { ok: true; text: string } | { ok: false; why: 'tooBig' | 'special' | 'link' | 'gone' }

/** Reads a regular file of at most `max` bytes, never through a link, never blocking on a pipe. */
export function readCapped(path: string, max = READ_LIMITS.fileBytes): FileRead {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW)
  } catch (err) {
    const code = (err as { code?: string }).code
    return { ok: false, why: code === 'ELOOP' ? 'link' : 'gone' }
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) return { ok: false, why: 'special' }
    if (stat.size > max) return { ok: false, why: 'tooBig' }
    const buffer = Buffer.alloc(stat.size)
    let read = 0
    while (read < stat.size) {
      const n = readSync(fd, buffer, read, stat.size - read, read)
      if (n === 0) break // cut while read: what came is read, and is torn
      read += n
    }
    return { ok: true, text: buffer.subarray(0, read).toString('utf8') }
  } catch {
    return { ok: false, why: 'gone' }
  } finally {
    closeSync(fd)
  }
}

/** Whether JSON text nests no deeper than `limit` arrays and objects (strings are skipped). */
export function shallowEnough(text: string, limit = READ_LIMITS.depth): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // a backslash: the next character is escaped
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      if (++depth > limit) return false
    } else if (c === 93 || c === 125) depth--
  }
  return true
}

/** JSON text read as a value, or why not: not JSON (cut, or never JSON), or nested too deep. */
export type JsonRead = { ok: true; value: unknown } | { ok: false; why: 'notJson' | 'tooDeep' }

/** Parses JSON from a folder, refusing nesting deeper than the app's before anything else. */
export function parseShallow(text: string, limit = READ_LIMITS.depth): JsonRead {
  if (!shallowEnough(text, limit)) return { ok: false, why: 'tooDeep' }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, why: 'notJson' }
  }
}
