// The table phones' protocol, one home for both ends: the routes the laptop's server answers,
// the language header, the error keys and body, and the live stream's events and heartbeat.
// The server (src/main/phones) and the phone pages (src/phone) import it; nothing here is sent
// that is not named here.
import type { PhoneConfirm, PhoneLive, PhoneResult } from '../schemas/phones'
import type { DeskOutcome, DeskPost, PhoneDeskView } from './desk'
import type { SubmissionStatus } from './status'
import type { PhoneGuestView, PhoneTableView, PhoneTvView } from './views'

/**
 * Who a code belongs to: one table (its phones send results), one guest (read-only), the night's
 * TV (read-only: what the projector shows, nothing more), or one door desk (the desk's actions
 * on the fundraiser's guest list, nothing more).
 */
export const PHONE_KINDS = ['table', 'guest', 'tv', 'desk'] as const
/** One of PHONE_KINDS. */
export type PhoneKind = (typeof PHONE_KINDS)[number]

/** Where the phone page itself is served (its files, and the QR codes' links). */
export const PHONE_PAGE_PATH = '/p/'

/** The letter a phone link names its code's kind by in the page's hash (`#t=…`, `#v=…`, `#d=…`). */
export const LINK_KEYS = { table: 't', guest: 'g', tv: 'v', desk: 'd' } as const satisfies Record<
  PhoneKind,
  string
>

/** The link a QR code carries: the phone page under the server's base URL, with the code. */
export function phoneLink(baseUrl: string, kind: PhoneKind, code: string): string {
  return `${baseUrl.replace(/\/$/, '')}${PHONE_PAGE_PATH}#${LINK_KEYS[kind]}=${code}`
}

/** The kind and code a phone page was opened with, read from its hash; null kind when none. */
export function linkOf(hash: string): { kind: PhoneKind | null; code: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  for (const kind of PHONE_KINDS) {
    const code = params.get(LINK_KEYS[kind])
    if (code) return { kind, code }
  }
  return { kind: null, code: '' }
}

/** The routes, as the server registers them (`:code` is the table's, guest's, TV's or desk's). */
export const PHONE_ROUTES = {
  tableView: '/api/t/:code',
  tableEvents: '/api/t/:code/events',
  tableResult: '/api/t/:code/result',
  tableConfirm: '/api/t/:code/confirm',
  /** A table's running score as its phone keeps it roll by roll (never a result). */
  tableLive: '/api/t/:code/live',
  guestView: '/api/g/:code',
  guestEvents: '/api/g/:code/events',
  tvView: '/api/v/:code',
  tvEvents: '/api/v/:code/events',
  /** One picture slide's image, for the TV's code only (a table's, guest's or desk's is refused). */
  tvSlide: '/api/v/:code/slides/:slide',
  /** A door desk's guest list, and its live stream (the other desks' check-ins). */
  deskView: '/api/d/:code',
  deskEvents: '/api/d/:code/events',
  /** One desk action (a check-in, a walk-in, a payment, an arrival undone, a no-show). */
  deskAct: '/api/d/:code/act',
  /** A phone's pass, asked for with any live code of its kind (see PASS_HEADER). */
  tablePass: '/api/t/:code/pass',
  guestPass: '/api/g/:code/pass',
  tvPass: '/api/v/:code/pass',
  deskPass: '/api/d/:code/pass',
} as const
/** One of PHONE_ROUTES' names. */
export type PhoneRoute = keyof typeof PHONE_ROUTES

/**
 * What each route a phone calls takes (`null`: a GET, nothing) and answers: the server's routes
 * are typed by it (Fastify's route generics) and the one client (client.ts) reads it, so the two
 * ends cannot drift. The live streams (`…Events`) are not calls.
 */
export interface PhoneCalls {
  tableView: { body: null; reply: PhoneTableView }
  guestView: { body: null; reply: PhoneGuestView }
  tvView: { body: null; reply: PhoneTvView }
  deskView: { body: null; reply: PhoneDeskView }
  tableResult: { body: PhoneResult; reply: SubmitOutcome }
  tableConfirm: { body: PhoneConfirm; reply: SubmitOutcome }
  tableLive: { body: PhoneLive; reply: PhoneLiveOutcome }
  tablePass: { body: PassAsk; reply: PhonePass }
  guestPass: { body: PassAsk; reply: PhonePass }
  tvPass: { body: PassAsk; reply: PhonePass }
  deskAct: { body: DeskPost; reply: DeskOutcome }
  deskPass: { body: PassAsk; reply: PhonePass }
}
/** One of the routes a phone calls. */
export type PhoneCall = keyof PhoneCalls
/** What a route takes (null: nothing, a GET). */
export type PhoneBody<R extends PhoneCall> = PhoneCalls[R]['body']
/** What a route answers when it is not refused. */
export type PhoneReply<R extends PhoneCall> = PhoneCalls[R]['reply']

/** The routes that only read (GET); every other call is a POST. */
export const PHONE_READS = [
  'tableView',
  'guestView',
  'tvView',
  'deskView',
] as const satisfies readonly PhoneCall[]

/** Whether a route only reads. */
export function readsOnly(route: PhoneCall): boolean {
  return PHONE_READS.some((r) => r === route)
}

/** What a phone's result or answer did (the reply to the result and confirm routes). */
export interface SubmitOutcome {
  status: SubmissionStatus
  flagged: boolean
  /** True when this key had already been received: nothing new was saved. */
  repeated: boolean
}

/** What asking for a pass sends: nothing (an empty object). */
export type PassAsk = Record<string, never>

/**
 * A phone's pass: who this phone is to the laptop, kept on the phone and sent with each request
 * (PASS_HEADER; a live stream names it in PASS_PARAM, as browsers give streams no headers). Its
 * limits, its live stream and the table it speaks for in a round are its own, not its code's.
 */
export interface PhonePass {
  pass: string
}

/** The header a phone sends its pass in. */
export const PASS_HEADER = 'x-bunco-phone'
/** The query parameter a live stream names its phone's pass in. */
export const PASS_PARAM = 'phone'

/** What the live route answers: whether this post is now the table's running score. */
export interface PhoneLiveOutcome {
  /** False when a newer post of the table had already arrived (this one is dropped). */
  kept: boolean
}

/** Where every route starts (the server marks these answers as never to be cached). */
export const PHONE_API_PREFIX = '/api/'

/**
 * The header every answer carries the laptop's time in (ms since 1970): a phone or TV whose own
 * clock is wrong still counts the move down to the laptop's second.
 */
export const LAPTOP_TIME_HEADER = 'X-Laptop-Time'

const prefixOf = (route: string): string => route.slice(0, route.indexOf(':'))

/** Which kind of code a request path is for (a guest's, the TV's or a desk's routes, else a table's). */
export function kindOfPath(path: string): PhoneKind {
  if (path.startsWith(prefixOf(PHONE_ROUTES.guestView))) return 'guest'
  if (path.startsWith(prefixOf(PHONE_ROUTES.tvView))) return 'tv'
  if (path.startsWith(prefixOf(PHONE_ROUTES.deskView))) return 'desk'
  return 'table'
}

/** A route's path for one code, as a phone requests it. */
export function phonePath(route: PhoneRoute, code: string): string {
  return PHONE_ROUTES[route].replace(':code', encodeURIComponent(code))
}

/** Where the TV's page reads a picture slide's image, for its code. */
export function tvSlidePath(code: string, slideId: number): string {
  return phonePath('tvSlide', code).replace(':slide', String(slideId))
}

/** The view, live-stream and pass routes of each kind of code. */
export const KIND_ROUTES = {
  table: { view: 'tableView', events: 'tableEvents', pass: 'tablePass' },
  guest: { view: 'guestView', events: 'guestEvents', pass: 'guestPass' },
  tv: { view: 'tvView', events: 'tvEvents', pass: 'tvPass' },
  desk: { view: 'deskView', events: 'deskEvents', pass: 'deskPass' },
} as const satisfies Record<PhoneKind, { view: PhoneCall; events: PhoneRoute; pass: PhoneCall }>

/** The view, live-stream and pass routes of a kind of code. */
export function routesOf<K extends PhoneKind>(kind: K): (typeof KIND_ROUTES)[K] {
  return KIND_ROUTES[kind]
}

/** The view a page opened with a code of kind K reads. */
export type PhoneView<K extends PhoneKind> = PhoneReply<(typeof KIND_ROUTES)[K]['view']>

/** The header a phone names its language in, so refusals come back in its words. */
export const LANGUAGE_HEADER = 'x-bunco-lang'

/** Every refusal the server can send, by key (the phone has a sentence for each). */
export const PHONE_ERROR_KEYS = [
  'host',
  'code',
  'revoked',
  'over',
  'paused',
  'pastRound',
  'tableGone',
  'invalid',
  'refused',
  'tooBig',
  'slowDown',
  'server',
  'notFound',
  'keyReused',
  'otherTable',
  'replaced',
  'settled',
  'hostEntered',
  /** The phone's pass is missing or not this laptop's (the page asks for a new one). */
  'pass',
  /** The phone already speaks for another table this round (the detail names it). */
  'joinedElsewhere',
  /** The phone that sent a result cannot also confirm it. */
  'ownResult',
  /** The table has sent as many results as a round takes. */
  'tooMany',
  /**
   * The fundraiser refused a desk's action (the detail says why in the volunteer's language: a
   * guest already checked in at the other desk, more than is due): nothing was written.
   */
  'desk',
] as const
/** One of PHONE_ERROR_KEYS. */
export type PhoneErrorKey = (typeof PHONE_ERROR_KEYS)[number]

/** The body of every refusal: its key, and for the rules' refusals the reason in words. */
export interface PhoneErrorBody {
  error: { key: PhoneErrorKey; detail: string | null }
}

/** The live stream's events: something changed (read the view again), or it is still alive. */
export const STREAM_EVENTS = ['changed', 'beat'] as const
/** How a stream ends: its code was replaced, the night is over, or the code is not valid. */
export const STREAM_ENDINGS = [
  'revoked',
  'over',
  'code',
] as const satisfies readonly PhoneErrorKey[]
/** One of STREAM_ENDINGS. */
export type StreamEnding = (typeof STREAM_ENDINGS)[number]
/** One of STREAM_EVENTS or STREAM_ENDINGS. */
export type StreamEvent = (typeof STREAM_EVENTS)[number] | StreamEnding

/** The laptop sends a beat this often on every live stream. */
export const HEARTBEAT_MS = 15_000
/** Silence this long (two and a half beats) means a stream that died without a word. */
export const SILENCE_MS = HEARTBEAT_MS * 2.5

/**
 * Whether a phone reads its view again once the laptop took what it sent: only without an open
 * live stream, since the stream tells it 'changed' as soon as the view saying so is made (a read
 * of its own as well would be the same view twice).
 */
export function readsAfterSend(streamOpen: boolean): boolean {
  return !streamOpen
}

/** One server-sent event as written on the stream (the data is always an empty object). */
export function streamFrame(event: StreamEvent): string {
  return `event: ${event}\ndata: {}\n\n`
}
