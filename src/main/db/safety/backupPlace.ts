// The order backups were made in, carried by each backup file itself: its place (1, 2, 3, …) in
// the `application_id` field of its SQLite header, a field the store leaves at 0. Rotation keeps
// by place, not by the time in a name: a clock that ran years ahead and was put right cannot make
// its future-dated backups look newest, and the newest real ones are never the ones to go.
import { closeSync, fsyncSync, openSync, readSync, writeSync } from 'node:fs'

// where SQLite keeps the application id: 4 bytes, big-endian, in the 100-byte file header
const OFFSET = 68
const MAGIC = 'SQLite format 3\u0000'

/** A backup's place in the order made; 0 when it has none (older backups, a raw copy). */
export function readPlace(file: string): number {
  let fd: number | undefined
  try {
    fd = openSync(file, 'r')
    const header = Buffer.alloc(100)
    if (readSync(fd, header, 0, 100, 0) < 100) return 0
    if (header.toString('latin1', 0, 16) !== MAGIC) return 0
    return header.readUInt32BE(OFFSET)
  } catch {
    return 0
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/** Writes `place` into a finished copy's header (the copy only, before it is listed). */
export function writePlace(file: string, place: number): void {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(place)
  const fd = openSync(file, 'r+')
  try {
    writeSync(fd, bytes, 0, 4, OFFSET)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
