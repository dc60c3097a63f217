// The phones' live streams (server-sent events): each phone hears its night's changes and the
// bell, a burst of changes as one 'changed' (streamPace.ts); a door desk and the TV also hear the
// fundraiser's (another desk's check-in, a draw); a revoked code or a night over is told so and
// ended.
import type { ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { PHONE_KINDS, streamFrame, type PhoneKind, type StreamEvent } from '@shared/phones/protocol'
import type { ConnectionGuard } from './connectionGuard'
import { passId } from './passes'
import { speaksFor } from './phoneJoins'
import { deskViewSent } from './deskView'
import { codeOf, device, passOf, refusal, refuse } from './phoneRequests'
import { PhoneError, type PhonesContext } from './phonesContext'
import { guestViewSent, tvViewSent } from './phoneViews'
import type { CodeRow } from './phonesRepo'
import { phoneConnected } from './phonesStatus'
import { PHONE_LIMITS, PHONE_CSP } from './serverLimits'
import { freshPace, noteChange, takeChanges, type Pace } from './streamPace'
import { givesWay } from './streamRoom'
import { checkCode } from './tableCodes'
import { tableViewSent } from './tableView'

/** One phone's open stream. */
export interface Stream {
  nightId: number
  codeId: number
  /** The code it opened with, so a revocation or the night's end can be told to it. */
  code: string
  /** The pass of the phone that opened it (null: none), whose view it is told of. */
  pass: string | null
  /** That pass's id, when this laptop gave it (the stream is that phone's). */
  phone: string | null
  kind: PhoneKind
  res: ServerResponse
  /** The view the phone was last told to read (as JSON), so an unchanged view is not told. */
  told: string | null
}

/** One server's live streams and the changes on their way to them. */
export interface PhoneStreams {
  cx: PhonesContext
  guard: ConnectionGuard
  streams: Set<Stream>
  /** Changes waiting to be told, by kind of page (each kind has its own pace). */
  paces: Map<PhoneKind, Pace>
  /** Stops listening to the host's pushes. */
  off: () => void
}

function send(s: Stream, event: StreamEvent): void {
  s.res.write(streamFrame(event))
}

// the room's one screen first (one view for every TV), then the door desks (a few, racing each
// other for the queue), then the tables' phones, then the guests'
const TELL_ORDER: readonly PhoneKind[] = ['tv', 'desk', 'table', 'guest']

/** No streams yet; the host's pushes are heard from now on. */
export function phoneStreams(cx: PhonesContext, guard: ConnectionGuard): PhoneStreams {
  const st: PhoneStreams = {
    cx,
    guard,
    streams: new Set(),
    paces: new Map(),
    off: () => undefined,
  }
  // a burst of changes (a result is a night change and a phones change; a round's results come
  // at once) reaches each phone as one 'changed', so phones do not all read their views per change
  for (const kind of TELL_ORDER) st.paces.set(kind, freshPace())
  st.off = cx.push.subscribe((message) => {
    let night: number | 'all'
    let kinds: readonly PhoneKind[] = PHONE_KINDS
    if (message.name === 'timer:changed') night = 'all'
    else if (message.name === 'phones:changed' && message.data.connections) return
    else if (message.name === 'night:changed' || message.name === 'phones:changed') {
      night = message.data.nightId
    } else if (message.name === 'phones:live') {
      // the live race shows on the TV only (the phones keep their own score)
      night = message.data.nightId
      kinds = ['tv']
    } else if (message.name === 'fundraiser:changed') {
      // a desk's check-in reaches the other desks; the money raised and a draw, the TV
      night = message.data.nightId
      kinds = ['desk', 'tv']
    } else if (message.name === 'slides:changed') {
      // the slides show on the TV only
      night = message.data.nightId
      kinds = ['tv']
    } else return
    for (const [kind, pace] of st.paces) {
      if (kinds.includes(kind)) noteChange(pace, kind, night, () => void flushStreams(st, kind))
    }
  })
  return st
}

/**
 * The JSON of the view a checked code's page reads (what decides whether it is told), made once
 * per change: the page's read that follows sends the same bytes. Null if none.
 */
async function viewJson(
  cx: PhonesContext,
  row: CodeRow,
  pass: string | null,
): Promise<string | null> {
  try {
    if (row.kind === 'table') return tableViewSent(cx, row, pass).json
    if (row.kind === 'guest') return guestViewSent(cx, row).json
    if (row.kind === 'desk') return deskViewSent(cx, row).json
    return (await tvViewSent(cx, row.night_id)).json
  } catch {
    // the page's own read will be refused and say why
    return null
  }
}

/**
 * Tells each stream of a kind whose night changed 'changed', when the view its page reads is not
 * the one it was last told of (another table's result leaves a table's view as it was), or why
 * it ends.
 */
export async function flushStreams(st: PhoneStreams, kind: PhoneKind): Promise<void> {
  const pace = st.paces.get(kind)
  if (!pace) return
  const { nights, all } = takeChanges(pace, kind)
  for (const s of [...st.streams]) {
    if (s.kind !== kind || (!all && !nights.has(s.nightId))) continue
    let row: CodeRow
    try {
      // a code revoked or a night over closes the stream with the reason
      row = checkCode(st.cx, s.code, s.kind)
    } catch (err) {
      const key = err instanceof PhoneError ? err.key : 'over'
      send(s, key === 'revoked' || key === 'code' ? key : 'over')
      s.res.end()
      continue
    }
    const text = await viewJson(st.cx, row, s.pass)
    // the phone may have gone while its view was being made
    if (!st.streams.has(s) || (text !== null && text === s.told)) continue
    s.told = text
    send(s, 'changed')
  }
}

/** Opens a phone's stream for a live code (the request is taken over), or refuses it. */
export function openStream(
  st: PhoneStreams,
  kind: PhoneKind,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const code = codeOf(req)
  let row: CodeRow
  try {
    if (!code) throw new PhoneError(403, 'code')
    row = checkCode(st.cx, code, kind)
  } catch (err) {
    return refuse(reply, err)
  }
  // a code's streams are capped; at the cap the phone's own oldest gives way, or a table's phone
  // in use takes the place of one that is not; another holder of the code waits
  const pass = passOf(req)
  const phone = passId(st.cx.passSecret, pass)
  const speaks = (who: string | null): boolean =>
    row.kind === 'table' && speaksFor(st.cx, row.night_id, Number(row.target), who)
  const open = [...st.streams].filter((s) => s.codeId === row.id)
  const room = givesWay(open, phone, (s) => speaks(s.phone), speaks(phone))
  if (room === 'refuse') return reply.code(429).send(refusal('slowDown'))
  if (room) {
    room.res.end()
    room.res.socket?.destroy()
  }
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': PHONE_CSP,
    'Referrer-Policy': 'no-referrer',
  })
  // a live stream outlives the request timeout on purpose; the heartbeat keeps it honest
  req.raw.socket.setTimeout(0)
  // and TCP keep-alive finds a phone gone from the Wi-Fi within a minute, not fifteen
  req.raw.socket.setKeepAlive(true, 10_000)
  // a table's stream is set apart from the per-address and room counts (a guest's is not)
  if (kind === 'table') st.guard.reserve(req.raw.socket)
  res.write('retry: 2000\n\n')
  const stream: Stream = {
    nightId: row.night_id,
    codeId: row.id,
    code,
    pass,
    phone,
    kind,
    res,
    told: null,
  }
  st.streams.add(stream)
  // the page reads its view on this first 'changed': that is the view it was told of
  void viewJson(st.cx, row, pass).then((text) => (stream.told ??= text))
  const label = device(req)
  if (kind === 'table') phoneConnected(st.cx, row, label, 1)
  send(stream, 'changed')
  const beat = setInterval(() => send(stream, 'beat'), PHONE_LIMITS.heartbeatMs)
  req.raw.on('close', () => {
    clearInterval(beat)
    if (kind === 'table') st.guard.release(req.raw.socket)
    st.streams.delete(stream)
    if (kind === 'table') phoneConnected(st.cx, row, label, -1)
  })
  return reply
}

/** Ends every stream as the server closes, telling each phone 'over' when the night is over. */
export function endStreams(st: PhoneStreams, over: boolean): void {
  st.off()
  for (const pace of st.paces.values()) pace.cancel?.()
  // phones switched off or the app quitting are not told: those phones keep trying and come back
  // by themselves when phones are on again
  for (const s of st.streams) {
    if (over) send(s, 'over')
    s.res.end()
  }
  st.streams.clear()
}
