// The one client of the phones' server: the phone page, the LAN benches and the attack script
// call its routes through it, typed by the protocol's PhoneCalls as the server's routes are. How
// the bytes travel (the browser's fetch, a Node agent from a chosen address) is the caller's.
import type { Language } from '../settings'
import {
  LANGUAGE_HEADER,
  PASS_HEADER,
  PASS_PARAM,
  PHONE_ERROR_KEYS,
  phonePath,
  readsOnly,
  routesOf,
  type PhoneBody,
  type PhoneCall,
  type PhoneErrorKey,
  type PhoneKind,
  type PhoneReply,
} from './protocol'

/** A request as the client hands it to its fetch (the browser's `fetch` takes it as it is). */
export interface PhoneRequest {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
}

/** What the client reads of an answer (a browser's or Node's `Response` has it). */
export interface PhoneResponse {
  status: number
  text(): Promise<string>
}

/** Sends one request; rejects when no answer came (no connection, too slow). */
export type PhoneFetch = (url: string, init: PhoneRequest) => Promise<PhoneResponse>

/** The key of a call the laptop did not answer (the phone page has words for it). */
export const NO_ANSWER = 'offline'
/** Why a call failed: the server's refusal, or no answer. */
export type PhoneFailureKey = PhoneErrorKey | typeof NO_ANSWER

/** A failed call's key and detail (the body of the server's refusal, PhoneErrorBody). */
export interface PhoneFailure {
  key: PhoneFailureKey
  detail: string | null
}

/**
 * What a call came to: its reply as the route answers it, or its failure (status 0: no answer, the
 * detail saying why).
 */
export type PhoneOutcome<R extends PhoneCall> =
  | { ok: true; status: number; reply: PhoneReply<R> }
  | { ok: false; status: number; error: PhoneFailure }

/** An answer as it came back, unread: its status and body text. */
export interface RawAnswer {
  status: number
  text: string
}

/** Where the server is, how to reach it, and what each request says of its phone. */
export interface PhoneClientOptions {
  /** The server's address ('' on the phone page: the page's own). */
  baseUrl: string
  fetch: PhoneFetch
  /** The phone's pass, sent with each request when there is one. */
  pass?: () => string | null
  /** The language refusals are said in, sent with each request when there is one. */
  language?: () => Language | null
}

/** Calls to the phones' server, by route and code. */
export interface PhoneClient {
  /** Calls a route with its typed body (null for a read); never rejects. */
  call<R extends PhoneCall>(route: R, code: string, body: PhoneBody<R>): Promise<PhoneOutcome<R>>
  /** Asks for a phone's pass with a code of `kind`. */
  askPass(kind: PhoneKind, code: string): Promise<PhoneOutcome<'tablePass'>>
  /**
   * Sends what no phone would (a malformed or hostile body: a string is sent as it is) to a
   * route, for the tests and the attack; rejects when no answer came.
   */
  sendRaw(route: PhoneCall, code: string, body?: unknown): Promise<RawAnswer>
  /** A live stream's address for a code of `kind`, naming the pass when there is one. */
  streamUrl(kind: PhoneKind, code: string): string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A refusal's key and detail from its body; a body without a key of ours is said by its status. */
export function failureOf(status: number, body: unknown): PhoneFailure {
  const error = isRecord(body) && isRecord(body['error']) ? body['error'] : {}
  const key = PHONE_ERROR_KEYS.find((k) => k === error['key'])
  return {
    key: key ?? (status >= 500 ? 'server' : 'invalid'),
    detail: typeof error['detail'] === 'string' ? error['detail'] : null,
  }
}

/** A client of the server at `baseUrl`. */
export function phoneClient(options: PhoneClientOptions): PhoneClient {
  const base = options.baseUrl.replace(/\/$/, '')
  const passNow = (): string | null => options.pass?.() ?? null
  const exchange = async (
    route: PhoneCall,
    code: string,
    body: string | undefined,
    pass: string | null,
  ): Promise<RawAnswer> => {
    const language = options.language?.() ?? null
    const res = await options.fetch(base + phonePath(route, code), {
      method: readsOnly(route) ? 'GET' : 'POST',
      headers: {
        ...(language === null ? {} : { [LANGUAGE_HEADER]: language }),
        ...(pass === null ? {} : { [PASS_HEADER]: pass }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
    })
    // a body cut off on its way is no body: the status says what happened
    const text = await res.text().catch(() => '')
    return { status: res.status, text }
  }
  const call = async <R extends PhoneCall>(
    route: R,
    code: string,
    body: PhoneBody<R>,
    pass = passNow(),
  ): Promise<PhoneOutcome<R>> => {
    let answer: RawAnswer
    try {
      answer = await exchange(route, code, body === null ? undefined : JSON.stringify(body), pass)
    } catch (err) {
      // why, for the scripts' tallies (the page says only that the laptop did not answer)
      const detail = err instanceof Error ? err.message : String(err)
      return { ok: false, status: 0, error: { key: NO_ANSWER, detail } }
    }
    const { status, text } = answer
    // the server's replies are typed by the same PhoneCalls (its routes' generics): read, not
    // checked again; a success that is not JSON is the server's fault
    const json: PhoneReply<R> | undefined = parsed(text) as PhoneReply<R> | undefined
    if (status >= 200 && status < 300 && json !== undefined)
      return { ok: true, status, reply: json }
    return { ok: false, status, error: failureOf(status >= 300 ? status : 500, json) }
  }
  return {
    call: (route, code, body) => call(route, code, body),
    // a new pass is asked for as a phone without one
    askPass: (kind, code) => call(routesOf(kind).pass, code, {}, null),
    sendRaw: (route, code, body) =>
      exchange(
        route,
        code,
        body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
        passNow(),
      ),
    streamUrl: (kind, code) => {
      const path = base + phonePath(routesOf(kind).events, code)
      const pass = passNow()
      return pass === null ? path : `${path}?${PASS_PARAM}=${encodeURIComponent(pass)}`
    },
  }
}
