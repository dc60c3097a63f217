// The HTTP server the table phones talk to, on the network address the host picked. Fastify does the
// routing, the body limit and the timeouts; @fastify/rate-limit the per-phone and per-address
// limits (limitKeys.ts); @fastify/static the phone page's files.
import { existsSync } from 'node:fs'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  LAPTOP_TIME_HEADER,
  PHONE_API_PREFIX,
  PHONE_PAGE_PATH,
  phonePath,
} from '@shared/phones/protocol'
import { guardConnections } from './connectionGuard'
import { hostAllowed } from './hostCheck'
import { refusal } from './phoneRequests'
import type { PhonesContext, PhonesServerHandle } from './phonesContext'
import { endStreams, phoneStreams } from './phoneStreams'
import { limitKey, limitOf } from './limitKeys'
import { phoneRoutes, zodBodies } from './routes'
import { PHONE_LIMITS, PHONE_CSP } from './serverLimits'

// why a server is being closed, read by its preClose hook
const closeReasons = new WeakMap<FastifyInstance, 'over' | 'paused'>()

/** Builds the server of a context's phones (not listening): routes, limits, headers, streams. */
export async function buildPhonesServer(
  cx: PhonesContext,
  /** The built phone page's folder (out/phone). */
  phoneRoot: string,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: PHONE_LIMITS.bodyBytes,
    connectionTimeout: PHONE_LIMITS.requestMs * 3,
    keepAliveTimeout: PHONE_LIMITS.keepAliveMs,
    requestTimeout: PHONE_LIMITS.requestMs,
    routerOptions: { maxParamLength: 64 },
    return503OnClosing: true,
    trustProxy: false,
    // Node enforces headersTimeout/requestTimeout only when it checks (30 s apart by default)
    http: { connectionsCheckingInterval: 1_000 },
  })
  app.server.headersTimeout = PHONE_LIMITS.headersMs
  // one address cannot hold the room; Node's own cap is only the last fuse above both counts
  app.server.maxConnections = PHONE_LIMITS.connections + PHONE_LIMITS.reservedStreams
  const guard = guardConnections(app.server, {
    total: PHONE_LIMITS.connections,
    perAddress: PHONE_LIMITS.connectionsPerAddress,
    reserved: PHONE_LIMITS.reservedStreams,
  })

  // every response: no sniffing, the strict policy, no referrer, no framing
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Content-Security-Policy', PHONE_CSP)
    reply.header('Referrer-Policy', 'no-referrer')
    reply.header('X-Frame-Options', 'DENY')
    if (req.url.startsWith(PHONE_API_PREFIX)) {
      reply.header('Cache-Control', 'no-store')
      // the clock the move countdown and the round's end are read against
      reply.header(LAPTOP_TIME_HEADER, String(cx.timer.now()))
    }
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
    // each phone has its own allowance: neither a flood of wrong codes from an address nor
    // another holder of the same code starves a table's phone
    keyGenerator: (req) => limitKey(cx, req),
    max: (_req, key) => limitOf(key),
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

  zodBodies(app)
  // live streams: each phone hears its night's changes and the bell; a revoked code is told
  const streams = phoneStreams(cx, guard)
  phoneRoutes(app, cx, streams)

  // asking for nothing is limited like anything else: not a free way to keep a connection busy
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_req, reply) =>
    reply.code(404).send(refusal('notFound')),
  )
  app.setErrorHandler((err, _req, reply) => {
    // the rate limit throws its refusal as a plain object, not an Error: its status is read too
    const code: unknown =
      typeof err === 'object' && err !== null ? Reflect.get(err, 'statusCode') : undefined
    const status = typeof code === 'number' ? code : 500
    const key =
      status === 413 ? 'tooBig' : status === 429 ? 'slowDown' : status < 500 ? 'invalid' : 'server'
    return reply.code(status).send(refusal(key))
  })
  app.addHook('preClose', async () => {
    // streams end before the server waits for its connections to close (preClose, not onClose)
    endStreams(streams, closeReasons.get(app) === 'over')
  })
  return app
}

/** Starts the server of a context's phones on `host:port` (port 0: any free port). */
export async function startPhonesServer(
  cx: PhonesContext,
  options: { phoneRoot: string; host: string; port: number },
): Promise<PhonesServerHandle> {
  const app = await buildPhonesServer(cx, options.phoneRoot)
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
