// A phone's pass: who a phone is to the night's server, so its limits, its live stream and the
// table it speaks for are its own and not shared by everyone holding its code. Signed with this
// run's secret, so checking one needs no storage; after a restart the page asks for a new one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { PhoneKind } from '@shared/phones/protocol'
import { PhoneError, type PhonesContext } from './phonesContext'
import { checkCode } from './tableCodes'

/** A pass's shape: its id (96 random bits), a dot, its signature (128 bits), base64url. */
export const PASS_PATTERN = /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/

function signature(secret: Buffer, id: string): string {
  return createHmac('sha256', secret)
    .update(`pass:${id}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/** A new pass, signed with `secret`. */
export function issuePass(secret: Buffer): string {
  const id = randomBytes(12).toString('base64url')
  return `${id}.${signature(secret, id)}`
}

/** The id of a pass signed with `secret`; null for anything else (missing, forged, another run's). */
export function passId(secret: Buffer, pass: unknown): string | null {
  if (typeof pass !== 'string' || !PASS_PATTERN.test(pass)) return null
  const [id = '', sent = ''] = pass.split('.')
  const want = Buffer.from(signature(secret, id))
  const got = Buffer.from(sent)
  return want.length === got.length && timingSafeEqual(want, got) ? id : null
}

/** The id of a phone's pass; refused when it has none this laptop gave. */
export function checkPass(cx: PhonesContext, pass: string | null): string {
  const id = passId(cx.passSecret, pass)
  if (id === null) throw new PhoneError(403, 'pass')
  return id
}

/** A new phone's pass, given to anyone holding a live code of its kind. */
export function newPass(cx: PhonesContext, code: string, kind: PhoneKind): string {
  checkCode(cx, code, kind)
  return issuePass(cx.passSecret)
}
