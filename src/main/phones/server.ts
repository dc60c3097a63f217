// The HTTP server the table phones talk to, on one LAN address the host picked. Fastify does the
// routing, the body limit and the timeouts; @fastify/rate-limit the per-code and per-address
// limits (with exponential backoff for wrong codes); @fastify/static the phone page's files.
import { existsSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { LANGUAGES, type Language } from '@shared/settings'
import { PhoneResultSchema } from '@shared/schemas/lan'
import {
  HEARTBEAT_MS,
  LANGUAGE_HEADER,
  PHONE_API_PREFIX,
  kindOfPath,
  PHONE_PAGE_PATH,
  PHONE_ROUTES,
  phonePath,
  streamFrame,
  type PhoneErrorBody,
  type PhoneErrorKey,
  type PhoneKind,
  type StreamEvent,
} from '@shared/phones/protocol'
import type { PushHub } from '../push'
import { CODE_PATTERN } from './codes'
import { guardConnections } from './connectionGuard'
import { deviceName } from './deviceName'
import { hostAllowed } from './hostCheck'
import type { LanService } from './lanService'
import { PhoneError, type LanServerHandle } from './phonesContext'

/** The phone page's Content-Security-Policy: its own files only, nothing inline, no frames. */
export const PHONE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Limits for a room full of untrusted phones. */
export const LAN_LIMITS = {
  bodyBytes: 16 * 1024,
  /** Requests a minute with one table's (or guest's) code (every phone at a table shares it). */
  perCode: 600,
  /** Requests a minute from one address without a valid code (backs off when exceeded). */
  perAddress: 60,
  /** Connections in all (besides the table streams' reserve), and from any one address. */
  connections: 256,
  connectionsPerAddress: 32,
  /** Table phones' live streams, kept apart from the others (streamsPerCode per table at most). */
  reservedStreams: 256,
  /** Live connections one code may hold (a table's phone and a spare). */
  streamsPerCode: 6,
  headersMs: 5_000,
  requestMs: 10_000,
  keepAliveMs: 5_000,
  heartbeatMs: HEARTBEAT_MS,
  /** Changes within this window reach a phone as one event. */
  coalesceMs: 40,
} as const

interface Stream {
  nightId: number
  codeId: number
  /** The code it opened with, so a revocation or the night's end can be told to it. */
  code: string
  kind: PhoneKind
  res: ServerResponse
}

function language(req: FastifyRequest): Language {
  const asked = String(req.headers[LANGUAGE_HEADER] ?? req.headers['accept-language'] ?? '')
    .slice(0, 2)
    .toLowerCase()
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : 'en'
}

function device(req: FastifyRequest): string {
  return deviceName(String(req.headers['user-agent'] ?? '').slice(0, 400), req.ip)
}

function codeOf(req: FastifyRequest): string | null {
  const code = (req.params as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && CODE_PATTERN.test(code) ? code : null
}

/** A refusal's body, as the protocol shapes it. */
function refusal(key: PhoneErrorKey, detail: string | null = null): PhoneErrorBody {
  return { error: { key, detail } }
}

function refuse(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof PhoneError) return reply.code(err.status).send(refusal(err.key, err.detail))
  return reply.code(500).send(refusal('server'))
}

// why a server is being closed, read by its preClose hook
const closeReasons = new WeakMap<FastifyInstance, 'over' | 'paused'>()

/** Builds the server (not listening): routes, limits, headers, live streams. */
export async function buildLanServer(options: {
  service: LanService
  push: PushHub
  /** The built phone page's folder (out/phone). */
  phoneRoot: string
}): Promise<FastifyInstance> {
  const { service, push, phoneRoot } = options
  const app = Fastify({
    logger: false,
    bodyLimit: LAN_LIMITS.bodyBytes,
    connectionTimeout: LAN_LIMITS.requestMs * 3,
    keepAliveTimeout: LAN_LIMITS.keepAliveMs,
    requestTimeout: LAN_LIMITS.requestMs,
    routerOptions: { maxParamLength: 64 },
    return503OnClosing: true,
    trustProxy: false,
    // Node enforces headersTimeout/requestTimeout only when it checks (30 s apart by default)
    http: { connectionsCheckingInterval: 1_000 },
  })
  app.server.headersTimeout = LAN_LIMITS.headersMs
  // one address cannot hold the room; Node's own cap is only the last fuse above both counts
  app.server.maxConnections = LAN_LIMITS.connections + LAN_LIMITS.reservedStreams
  const guard = guardConnections(app.server, {
    total: LAN_LIMITS.connections,
    perAddress: LAN_LIMITS.connectionsPerAddress,
    reserved: LAN_LIMITS.reservedStreams,
  })

  // every response: no sniffing, the strict policy, no referrer, no framing
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Content-Security-Policy', PHONE_CSP)
    reply.header('Referrer-Policy', 'no-referrer')
    reply.header('X-Frame-Options', 'DENY')
    if (req.url.startsWith(PHONE_API_PREFIX)) reply.header('Cache-Control', 'no-store')
    return payload
  })

  // DNS rebinding: only the names this server listens on, before any limit or route looks at it
  app.addHook('onRequest', async (req, reply) => {
    const at = app.server.address()
    if (typeof at === 'object' && at && hostAllowed(req.headers.host, at)) return
    return reply.code(421).header('Connection', 'close').send(refusal('host'))
  })

  await app.register(rateLimit, {
    global: true,
    // a live code has its own allowance: a flood of wrong codes from the same address never
    // starves a table's phone
    keyGenerator: (req) => {
      const code = codeOf(req)
      if (code) {
        try {
          const row = service.check(code, kindOfPath(req.url))
          return `code:${row.id}`
        } catch {
          // falls through to the address
        }
      }
      return `addr:${req.ip}`
    },
    max: (_req, key) => (key.startsWith('code:') ? LAN_LIMITS.perCode : LAN_LIMITS.perAddress),
    timeWindow: 60_000,
    // no exponential backoff: it restarts the window on every refused request, and a page that
    // retries every 15 s would then never get back in; a wrong code still waits out its minute
    exponentialBackoff: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      ...refusal('slowDown'),
    }),
  })

  if (existsSync(phoneRoot)) {
    await app.register(fastifyStatic, {
      root: phoneRoot,
      prefix: PHONE_PAGE_PATH,
      list: false,
      dotfiles: 'deny',
      index: ['index.html'],
      decorateReply: false,
      cacheControl: true,
      maxAge: 0,
    })
  }
  app.get('/', (_req, reply) => reply.redirect(PHONE_PAGE_PATH))

  // live streams: each phone hears its night's changes and the bell; a revoked code is told
  const streams = new Set<Stream>()
  const perCode = new Map<number, number>()
  const send = (s: Stream, event: StreamEvent): void => {
    s.res.write(streamFrame(event))
  }
  // a burst of changes (a result is a night change and a phones change; a round's results come
  // at once) reaches each phone as one 'changed', so phones do not all read their views per change
  const dirty = new Set<number>()
  let anyChange = false
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  const flush = (): void => {
    flushTimer = undefined
    const nights = new Set(dirty)
    const all = anyChange
    dirty.clear()
    anyChange = false
    for (const s of streams) {
      if (!all && !nights.has(s.nightId)) continue
      try {
        // a code revoked or a night over closes the stream with the reason
        service.check(s.code, s.kind)
        send(s, 'changed')
      } catch (err) {
        const key = err instanceof PhoneError ? err.key : 'over'
        send(s, key === 'revoked' || key === 'code' ? key : 'over')
        s.res.end()
      }
    }
  }
  const off = push.subscribe((message) => {
    if (message.name === 'timer:changed') anyChange = true
    else if (message.name === 'phones:changed' && message.data.connections) return
    else if (message.name === 'night:changed' || message.name === 'phones:changed') {
      dirty.add(message.data.nightId)
    } else return
    flushTimer ??= setTimeout(flush, LAN_LIMITS.coalesceMs)
  })

  const openStream = (kind: PhoneKind) => (req: FastifyRequest, reply: FastifyReply) => {
    const code = codeOf(req)
    let row
    try {
      if (!code) throw new PhoneError(403, 'code')
      row = service.check(code, kind)
    } catch (err) {
      return refuse(reply, err)
    }
    // a phone that left the Wi-Fi without closing still holds its stream: at the cap, the oldest
    // stream of the code gives way to the phone in front of the table now
    if ((perCode.get(row.id) ?? 0) >= LAN_LIMITS.streamsPerCode) {
      const oldest = [...streams].find((s) => s.codeId === row.id)
      oldest?.res.end()
      oldest?.res.socket?.destroy()
    }
    const open = perCode.get(row.id) ?? 0
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
    if (kind === 'table') guard.reserve(req.raw.socket)
    res.write('retry: 2000\n\n')
    const stream: Stream = {
      nightId: row.night_id,
      codeId: row.id,
      code: code as string,
      kind,
      res,
    }
    streams.add(stream)
    perCode.set(row.id, open + 1)
    const label = device(req)
    if (kind === 'table') service.connected(row, label, 1)
    send(stream, 'changed')
    const beat = setInterval(() => send(stream, 'beat'), LAN_LIMITS.heartbeatMs)
    req.raw.on('close', () => {
      clearInterval(beat)
      if (kind === 'table') guard.release(req.raw.socket)
      streams.delete(stream)
      perCode.set(row.id, Math.max(0, (perCode.get(row.id) ?? 1) - 1))
      if (kind === 'table') service.connected(row, label, -1)
    })
    return reply
  }

  app.get(PHONE_ROUTES.tableView, (req, reply) => {
    try {
      return reply.send(service.tableView(codeOf(req) ?? ''))
    } catch (err) {
      return refuse(reply, err)
    }
  })
  app.get(PHONE_ROUTES.tableEvents, openStream('table'))
  app.post(PHONE_ROUTES.tableResult, (req, reply) => {
    const parsed = PhoneResultSchema.safeParse(req.body)
    if (!parsed.success) {
      try {
        // a wrong code says so before a bad body does
        service.check(codeOf(req) ?? '', 'table')
      } catch (err) {
        return refuse(reply, err)
      }
      return reply.code(400).send(refusal('invalid'))
    }
    try {
      const outcome = service.submit(codeOf(req) ?? '', parsed.data, device(req), language(req))
      return reply.send(outcome)
    } catch (err) {
      return refuse(reply, err)
    }
  })
  app.get(PHONE_ROUTES.guestView, (req, reply) => {
    try {
      return reply.send(service.guestView(codeOf(req) ?? ''))
    } catch (err) {
      return refuse(reply, err)
    }
  })
  app.get(PHONE_ROUTES.guestEvents, openStream('guest'))

  app.setNotFoundHandler((_req, reply) => reply.code(404).send(refusal('notFound')))
  app.setErrorHandler((err, _req, reply) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500
    const key =
      status === 413 ? 'tooBig' : status === 429 ? 'slowDown' : status < 500 ? 'invalid' : 'server'
    return reply.code(status).send(refusal(key))
  })
  app.addHook('preClose', async () => {
    off()
    clearTimeout(flushTimer)
    // streams end before the server waits for its connections to close (preClose, not onClose);
    // a night over is said so, phones switched off or the app quitting are not: those phones
    // keep trying and come back by themselves when phones are on again
    const over = closeReasons.get(app) === 'over'
    for (const s of streams) {
      if (over) send(s, 'over')
      s.res.end()
    }
    streams.clear()
  })
  return app
}

/** Starts the server on `host:port` (port 0: any free port); the handle closes it. */
export async function startLanServer(options: {
  service: LanService
  push: PushHub
  phoneRoot: string
  host: string
  port: number
}): Promise<LanServerHandle> {
  const app = await buildLanServer(options)
  try {
    await app.listen({ host: options.host, port: options.port })
  } catch (err) {
    // a port another program holds: this server is dropped whole (its push subscription too)
    await app.close()
    throw err
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  // one refused request through the whole stack (host check, parser, limits, schema, reply), so
  // the first phone's does not pay for cold code; it changes nothing
  await app.inject({
    method: 'POST',
    url: phonePath('tableResult', '-'),
    headers: { host: `${host}:${port}` },
    payload: {},
  })
  return {
    url: `http://${host}:${port}/`,
    port,
    close: async (reason = 'paused') => {
      closeReasons.set(app, reason)
      await app.close()
    },
  }
}
