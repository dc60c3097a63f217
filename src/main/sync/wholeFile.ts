// A file written whole or not at all: a reader (or a sync service) never sees half of it.
import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
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
