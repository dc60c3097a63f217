// Byte-level checks of SQLite's on-disk formats (https://www.sqlite.org/fileformat2.html).

const SQLITE_MAGIC = 'SQLite format 3\0'
const WAL_MAGIC = 0x377f0682
const WAL_VERSION = 3007000
const JOURNAL_MAGIC = [0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]

/** The fields of a database header that the safety checks use. */
export interface SqliteHeader {
  pageSize: number
  userVersion: number
}

const view = (b: Uint8Array): DataView => new DataView(b.buffer, b.byteOffset, b.byteLength)
const validPageSize = (n: number): boolean => n >= 512 && n <= 65536 && (n & (n - 1)) === 0

/** True when the bytes start with the 16-byte SQLite header string. */
export function hasSqliteMagic(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false
  for (let i = 0; i < 16; i++) if (bytes[i] !== SQLITE_MAGIC.charCodeAt(i)) return false
  return true
}

/** Parses the first 100 bytes of a database; null unless every checked field is plausible. */
export function parseHeader(bytes: Uint8Array): SqliteHeader | null {
  if (bytes.length < 100 || !hasSqliteMagic(bytes)) return null
  const v = view(bytes)
  const raw = v.getUint16(16)
  const pageSize = raw === 1 ? 65536 : raw
  const versionsOk = [18, 19].every((i) => bytes[i] === 1 || bytes[i] === 2)
  // Fixed payload fractions, schema format 0..4 and text encoding 0..3 (0 before any table).
  const fixedOk = bytes[21] === 64 && bytes[22] === 32 && bytes[23] === 32
  const schemaOk = v.getUint32(44) <= 4 && v.getUint32(56) <= 3
  if (!validPageSize(pageSize) || !versionsOk || !fixedOk || !schemaOk) return null
  return { pageSize, userVersion: v.getInt32(60) }
}

/** True when the first 32 bytes of a -wal are a WAL header SQLite would accept (checksum included). */
export function isValidWalHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 32) return false
  const v = view(bytes)
  const magic = v.getUint32(0)
  if ((magic & 0xfffffffe) !== WAL_MAGIC || v.getUint32(4) !== WAL_VERSION) return false
  if (!validPageSize(v.getUint32(8))) return false
  const littleEndian = (magic & 1) === 0
  let s0 = 0
  let s1 = 0
  for (let i = 0; i < 24; i += 8) {
    s0 = (s0 + v.getUint32(i, littleEndian) + s1) >>> 0
    s1 = (s1 + v.getUint32(i + 4, littleEndian) + s0) >>> 0
  }
  return s0 === v.getUint32(24) && s1 === v.getUint32(28)
}

/** True when a -journal would be played back (first byte set) but lacks the journal magic. */
export function isBadJournalHeader(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes[0] === 0) return false
  return bytes.length < 8 || JOURNAL_MAGIC.some((b, i) => bytes[i] !== b)
}
