// What the phones' server reads from a request (its code, language and device) and how it
// refuses one, shared by its routes and its live streams.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LANGUAGES, type Language } from '@shared/settings'
import {
  LANGUAGE_HEADER,
  PASS_HEADER,
  PASS_PARAM,
  type PhoneErrorBody,
  type PhoneErrorKey,
} from '@shared/phones/protocol'
import { CODE_PATTERN } from './codes'
import { deviceName } from './deviceName'
import { PhoneError, type PhoneSender } from './phonesContext'

/** The language the phone asked for (its header, else its browser's), English when unknown. */
export function language(req: FastifyRequest): Language {
  const asked = String(req.headers[LANGUAGE_HEADER] ?? req.headers['accept-language'] ?? '')
    .slice(0, 2)
    .toLowerCase()
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : 'en'
}

/** The phone's name for the host's board, from its user agent and address. */
export function device(req: FastifyRequest): string {
  return deviceName(String(req.headers['user-agent'] ?? '').slice(0, 400), req.ip)
}

/** The code in the request's path, when it has a code's shape. */
export function codeOf(req: FastifyRequest): string | null {
  const code = (req.params as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && CODE_PATTERN.test(code) ? code : null
}

/** The pass the phone sent: its header, or (a live stream's) the query parameter. */
export function passOf(req: FastifyRequest): string | null {
  const header = req.headers[PASS_HEADER]
  if (typeof header === 'string') return header
  const query = (req.query as Record<string, unknown> | undefined)?.[PASS_PARAM]
  return typeof query === 'string' ? query : null
}

/** Who sent the request: its pass and its name for the host's board. */
export function sender(req: FastifyRequest): PhoneSender {
  return { pass: passOf(req), device: device(req) }
}

/** A refusal's body, as the protocol shapes it. */
export function refusal(key: PhoneErrorKey, detail: string | null = null): PhoneErrorBody {
  return { error: { key, detail } }
}

/** Answers with the service's refusal, or a server error for anything else thrown. */
export function refuse(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof PhoneError) return reply.code(err.status).send(refusal(err.key, err.detail))
  return reply.code(500).send(refusal('server'))
}
