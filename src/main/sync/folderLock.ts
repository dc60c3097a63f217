// A club folder locked by a passphrase: the folder's club.json holds a random salt and a
// known text sealed with the key, so a laptop can tell a wrong passphrase from a right one; every
// segment is sealed with AES-256-GCM under a key PBKDF2 draws from the passphrase. Without the
// passphrase a laptop sees that the folder is locked, and reads nothing from it.
import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
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

const FolderSchema = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(1),
  salt: z.string().regex(/^[A-Za-z0-9+/=]{24}$/),
  iterations: z.int().min(100_000).max(10_000_000),
  check: Sealed,
})

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

/** What the folder says of its lock: open, locked (and whether this key opens it), or unread. */
export type FolderLock =
  { kind: 'open' } | { kind: 'locked'; key: Buffer | null } | { kind: 'unreadable' }

/** Reads the folder's lock and, with a passphrase, the key it opens (null: the wrong one). */
export function readLock(folder: string, passphrase: string | null): FolderLock {
  const path = join(folder, FOLDER_FILE)
  if (!existsSync(path)) return { kind: 'open' }
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return { kind: 'unreadable' } // half-copied: tried again at the next look
  }
  const lock = FolderSchema.safeParse(raw)
  if (!lock.success) return { kind: 'unreadable' }
  if (!passphrase) return { kind: 'locked', key: null }
  const key = derive(passphrase, lock.data.salt, lock.data.iterations)
  return { kind: 'locked', key: unseal(key, lock.data.check) === CHECK ? key : null }
}

// the folder is looked at every 30 s: its key is drawn from the passphrase once, not each time
const derived = new Map<string, Buffer>()

function derive(passphrase: string, salt: string, iterations: number): Buffer {
  const id = JSON.stringify([salt, iterations, passphrase])
  const known = derived.get(id)
  if (known) return known
  const key = pbkdf2Sync(passphrase, Buffer.from(salt, 'base64'), iterations, 32, 'sha256')
  derived.set(id, key)
  return key
}

/** Locks a folder that is not locked yet with this passphrase; returns its key. */
export function lockFolder(folder: string, passphrase: string): Buffer {
  const salt = randomBytes(16)
  const key = pbkdf2Sync(passphrase, salt, ITERATIONS, 32, 'sha256')
  const file = {
    format: FORMAT,
    version: 1,
    salt: salt.toString('base64'),
    iterations: ITERATIONS,
    check: seal(key, CHECK),
  }
  writeWhole(folder, FOLDER_FILE, `${JSON.stringify(file)}\n`)
  return key
}
