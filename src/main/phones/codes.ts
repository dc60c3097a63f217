import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A table's or a guest's code: 128 random bits, in URL-safe base64 (22 characters). */
export function newCode(): string {
  return randomBytes(16).toString('base64url')
}

/** The key a code is looked up by: its SHA-256, so the lookup's timing says nothing of the code. */
export function codeKey(code: string): Buffer {
  return createHash('sha256').update(code, 'utf8').digest()
}

/** Whether a code sent by a phone is the stored one, compared in constant time. */
export function sameCode(sent: string, stored: string): boolean {
  const a = Buffer.from(sent, 'utf8')
  const b = Buffer.from(stored, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A code's shape: anything else is refused before any lookup. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/
