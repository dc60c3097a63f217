// Whose allowance a request to the phones' server counts against: the phone's own (its pass),
// else its code's from its address (a page before its pass), else its address's (no code, or a
// wrong one); the page's own files have an allowance of their own per address. A phone is never
// slowed down by another holder of its code, nor a page load by wrong codes.
import type { FastifyRequest } from 'fastify'
import { kindOfPath, PHONE_API_PREFIX } from '@shared/phones/protocol'
import { passId } from './passes'
import { codeOf, passOf } from './phoneRequests'
import type { PhonesContext } from './phonesContext'
import { PHONE_LIMITS } from './serverLimits'
import { checkCode } from './tableCodes'

/** The rate limit's key of a request. */
export function limitKey(cx: PhonesContext, req: FastifyRequest): string {
  if (!req.url.startsWith(PHONE_API_PREFIX)) return `page:${req.ip}`
  const code = codeOf(req)
  if (code) {
    try {
      const row = checkCode(cx, code, kindOfPath(req.url))
      const phone = passId(cx.passSecret, passOf(req))
      return phone ? `phone:${phone}` : `code:${row.id}:${req.ip}`
    } catch {
      // not a live code: the address's allowance
    }
  }
  return `addr:${req.ip}`
}

/** How many requests a minute a key may make. */
export function limitOf(key: string): number {
  if (key.startsWith('addr:')) return PHONE_LIMITS.perAddress
  return key.startsWith('page:') ? PHONE_LIMITS.pagesPerAddress : PHONE_LIMITS.perPhone
}
