// What the phones' server reads from a request (its code, language and device) and how it
// refuses one, shared by its routes and its live streams.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Language } from '@shared/settings'
import { phoneLanguage } from '@shared/phones/language'
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
  const asked = req.headers[LANGUAGE_HEADER] ?? req.headers['accept-language']
  return phoneLanguage(typeof asked === 'string' ? asked : null) ?? 'en'
}

/** The phone's name for the host's board, from its user agent and address. */
export function device(req: FastifyRequest): string {
  return deviceName(String(req.headers['user-agent'] ?? '').slice(0, 400), req.ip)
}

// a request's path parameter or query parameter, when it is a string
function stringIn(record: unknown, name: string): string | null {
  if (typeof record !== 'object' || record === null || !(name in record)) return null
  const value: unknown = Reflect.get(record, name)
  return typeof value === 'string' ? value : null
}

/** The code in the request's path, when it has a code's shape (any route, typed or not). */
export function codeOf(req: FastifyRequest): string | null {
  const code = stringIn(req.params, 'code')
  return code !== null && CODE_PATTERN.test(code) ? code : null
}

/** The pass the phone sent: its header, or (a live stream's) the query parameter. */
export function passOf(req: FastifyRequest): string | null {
  const header = req.headers[PASS_HEADER]
  if (typeof header === 'string') return header
  return stringIn(req.query, PASS_PARAM)
}

/** Who sent the request: its pass and its name for the host's board. */
export function sender(req: FastifyRequest): PhoneSender {
  return { pass: passOf(req), device: device(req) }
}

/** A refusal's body, as the protocol shapes it. */
export function refusal(key: PhoneErrorKey, detail: string | null = null): PhoneErrorBody {
  return { error: { key, detail } }
}

/** A refusal as it is answered: the phones' own (PhoneError), or a server error for anything else. */
export function refusalOf(err: unknown): { status: number; body: PhoneErrorBody } {
  if (err instanceof PhoneError) return { status: err.status, body: refusal(err.key, err.detail) }
  return { status: 500, body: refusal('server') }
}

/** Answers a request (a live stream's, before it is taken over) with what `err` refuses. */
export function refuse(reply: FastifyReply, err: unknown): FastifyReply {
  const { status, body } = refusalOf(err)
  return reply.code(status).send(body)
}
