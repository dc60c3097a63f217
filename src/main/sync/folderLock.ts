// A club folder locked by a passphrase: the folder's club.json holds a random salt and, sealed
// with the key, a known text and the list of files it vouches for (the unsealed files that were
// there when it was locked), so a laptop can tell a wrong passphrase from a right one and nobody
// without the passphrase can add a file that is read. Every segment is sealed with AES-256-GCM
// under a key PBKDF2 draws from the passphrase, with this app's own parameters only: a lock file
// asking for others is not this app's and costs nothing to refuse.
import { createCipheriv, createDecipheriv, createHash, pbkdf2Sync, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import { parseShallow, readCapped } from './safeFiles'
import { writeWhole } from './wholeFile'

/** The file at the top of a club folder that says whether it is locked, and how. */
export const FOLDER_FILE = 'club.json'
const FORMAT = 'bunco-night/sync-folder'
// OWASP's 2023 figure for PBKDF2-HMAC-SHA256: slow for a guesser, a moment for a host
const ITERATIONS = 600_000
const CHECK = 'bunco-night folder key'

const Sealed = z.strictObject({
  iv: z.string().regex(/^[A-Za-z0-9+/=]{16}$/),
  tag: z.string().regex(/^[A-Za-z0-9+/=]{24}$/),
  data: z.string().max(200_000_000),
})

/** Text sealed with a folder key. */
export type SealedText = z.infer<typeof Sealed>

// a loose head first, so a lock of another shape or version is told from a half-copied one
const HeadSchema = z.looseObject({ format: z.literal(FORMAT), version: z.int() })
const FolderSchema = z.strictObject({
  format: z.literal(FORMAT),
  version: z.union([z.literal(1), z.literal(2)]),
  // 16 random bytes, and the iterations this app uses: nothing else is derived
  salt: z.string().regex(/^[A-Za-z0-9+/]{22}==$/),
  iterations: z.literal(ITERATIONS),
  check: Sealed,
})
const Sha = z.string().regex(/^[0-9a-f]{64}$/)
const CheckSchema = z.strictObject({ check: z.literal(CHECK), vouched: z.array(Sha).max(100_000) })

/** Seals text under a key (a fresh 12-byte nonce each time). */
export function seal(key: Buffer, text: string): SealedText {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  }
}

/** Opens sealed text; null when the key is wrong or the text was altered. */
export function unseal(key: Buffer, sealed: SealedText): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'))
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'))
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.data, 'base64')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}

/** Whether sealed text parses as such. */
export function sealedOf(value: unknown): SealedText | null {
  const parsed = Sealed.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The SHA-256 of a file's text: how a lock vouches for an unsealed file. */
export function fileSha(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * What the folder says of its lock: open; locked (with the key this passphrase opens, or null,
 * the lock file's text, and the unsealed files it vouches for); being copied; or a lock file that
 * is not this app's (other key parameters, another shape), or of a newer app.
 */
export type FolderLock =
  | { kind: 'open' }
  | { kind: 'locked'; key: Buffer | null; text: string; vouched: Set<string> }
  | { kind: 'unreadable' }
  | { kind: 'foreign' }
  | { kind: 'newer' }

/** Reads the folder's lock file; with a passphrase, the key it opens (null: the wrong one). */
export function readLock(folder: string, passphrase: string | null): FolderLock {
  const read = readCapped(join(folder, FOLDER_FILE), 64 * 1024)
  if (!read.ok) return read.why === 'gone' ? { kind: 'open' } : { kind: 'foreign' }
  return lockOf(read.text, passphrase)
}

/** A lock file's text read as a lock (the folder's, or the one this laptop remembers). */
export function lockOf(text: string, passphrase: string | null): FolderLock {
  const json = parseShallow(text, 4)
  // cut: a sync service still copying it, read at the next look
  if (!json.ok) return { kind: json.why === 'notJson' ? 'unreadable' : 'foreign' }
  const head = HeadSchema.safeParse(json.value)
  if (head.success && head.data.version > 2) return { kind: 'newer' }
  const lock = FolderSchema.safeParse(json.value)
  if (!lock.success) return { kind: 'foreign' }
  if (!passphrase) return { kind: 'locked', key: null, text, vouched: new Set() }
  const key = derive(passphrase, lock.data.salt)
  const opened = unseal(key, lock.data.check)
  if (opened === CHECK) return { kind: 'locked', key, text, vouched: new Set() }
  const check = opened === null ? null : parseShallow(opened, 4)
  const vouched = check?.ok ? CheckSchema.safeParse(check.value) : null
  if (!vouched?.success) return { kind: 'locked', key: null, text, vouched: new Set() }
  return { kind: 'locked', key, text, vouched: new Set(vouched.data.vouched) }
}

// the folder is looked at every 30 s: a key is drawn from its passphrase once, not each time;
// a few are kept (a laptop shares a club or two), never more
const derived = new Map<string, Buffer>()
const KEYS_KEPT = 8

function derive(passphrase: string, salt: string): Buffer {
  const id = createHash('sha256')
    .update(JSON.stringify([salt, passphrase]))
    .digest('hex')
  const known = derived.get(id)
  if (known) return known
  const key = pbkdf2Sync(passphrase, Buffer.from(salt, 'base64'), ITERATIONS, 32, 'sha256')
  derived.set(id, key)
  for (const old of derived.keys()) if (derived.size > KEYS_KEPT) derived.delete(old)
  return key
}

/** Locks a folder that is not locked yet with this passphrase; returns its key. */
export function lockFolder(folder: string, passphrase: string): Buffer {
  return writeLock(folder, passphrase, []).key
}

/**
 * Locks a folder that is not locked yet with this passphrase, vouching for the unsealed files
 * already there (their SHA-256s): they stay readable, no file added later is. Returns the lock.
 */
export function writeLock(
  folder: string,
  passphrase: string,
  vouched: readonly string[],
): { key: Buffer; text: string; vouched: Set<string> } {
  const salt = randomBytes(16)
  const key = pbkdf2Sync(passphrase, salt, ITERATIONS, 32, 'sha256')
  const file = {
    format: FORMAT,
    version: 2,
    salt: salt.toString('base64'),
    iterations: ITERATIONS,
    check: seal(key, JSON.stringify({ check: CHECK, vouched: [...new Set(vouched)].sort() })),
  }
  const text = `${JSON.stringify(file)}\n`
  writeWhole(folder, FOLDER_FILE, text)
  return { key, text, vouched: new Set(vouched) }
}
