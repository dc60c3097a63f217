// A file written whole or not at all: a reader (or a sync service) never sees half of it.
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'

/** Writes a file whole: a temporary name in the same folder, flushed, then renamed over. */
export function writeWhole(folder: string, name: string, content: string): void {
  const temp = join(folder, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  const fd = openSync(temp, 'w')
  try {
    writeSync(fd, content)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, join(folder, name))
}

/**
 * Removes the temporary files a killed write left in this laptop's own folder (older than a
 * minute, so a write under way is never touched).
 */
export function sweepTemporaries(folder: string, now: number = Date.now()): number {
  let swept = 0
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    if (!name.startsWith('.') || !name.endsWith('.tmp')) continue
    const path = join(folder, name)
    try {
      if (now - statSync(path).mtimeMs < 60_000) continue
      rmSync(path, { force: true })
      swept++
    } catch {
      // gone already, or being written: the next look tries again
    }
  }
  return swept
}
