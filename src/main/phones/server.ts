// The HTTP server the table phones talk to, on one LAN address the host picked. Fastify does the
// routing, the body limit and the timeouts; @fastify/rate-limit the per-phone and per-address
// limits (limitKeys.ts); @fastify/static the phone page's files.
import { existsSync } from 'node:fs'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type RouteHandlerMethod,
} from 'fastify'
import type { z } from 'zod'
import { PhoneConfirmSchema, PhoneLiveSchema, PhoneResultSchema } from '@shared/schemas/lan'
import {
  PHONE_API_PREFIX,
  PHONE_KINDS,
  PHONE_PAGE_PATH,
  PHONE_ROUTES,
  phonePath,
  routesOf,
  type PhonePass,
} from '@shared/phones/protocol'
import type { PushHub } from '../push'
import { guardConnections } from './connectionGuard'
import { hostAllowed } from './hostCheck'
import type { LanService } from './lanService'
import { codeOf, language, passOf, refusal, refuse, sender } from './phoneRequests'
import type { LanServerHandle } from './phonesContext'
import { endStreams, openStream, phoneStreams } from './phoneStreams'
import { limitKey, limitOf } from './limitKeys'
import { LAN_LIMITS, PHONE_CSP } from './serverLimits'

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
    // each phone has its own allowance: neither a flood of wrong codes from an address nor
    // another holder of the same code starves a table's phone
    keyGenerator: (req) => limitKey(service, req),
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

  // live streams: each phone hears its night's changes and the bell; a revoked code is told
  const streams = phoneStreams(service, push, guard)

  // a phone's own pass, for anyone holding a live code (the printed card lets any phone join)
  for (const kind of PHONE_KINDS) {
    app.post(PHONE_ROUTES[routesOf(kind).pass], (req, reply) => {
      try {
        return reply.send({ pass: service.pass(codeOf(req) ?? '', kind) } satisfies PhonePass)
      } catch (err) {
        return refuse(reply, err)
      }
    })
  }
  app.get(PHONE_ROUTES.tableView, (req, reply) => {
    try {
      return reply.send(service.tableView(codeOf(req) ?? '', passOf(req)))
    } catch (err) {
      return refuse(reply, err)
    }
  })
  app.get(PHONE_ROUTES.tableEvents, (req, reply) => openStream(streams, 'table', req, reply))
  // a table's POST: a wrong code says so before a bad body does; a good body goes to `run`
  const tablePost =
    <T>(
      schema: z.ZodType<T>,
      run: (code: string, body: T, req: FastifyRequest) => unknown,
    ): RouteHandlerMethod =>
    (req, reply) => {
      const code = codeOf(req) ?? ''
      const parsed = schema.safeParse(req.body)
      try {
        if (!parsed.success) {
          service.check(code, 'table')
          return reply.code(400).send(refusal('invalid'))
        }
        return reply.send(run(code, parsed.data, req))
      } catch (err) {
        return refuse(reply, err)
      }
    }
  app.post(
    PHONE_ROUTES.tableResult,
    tablePost(PhoneResultSchema, (code, body, req) =>
      service.submit(code, body, sender(req), language(req)),
    ),
  )
  app.post(
    PHONE_ROUTES.tableConfirm,
    tablePost(PhoneConfirmSchema, (code, body, req) =>
      service.confirm(code, body, sender(req), language(req)),
    ),
  )
  // a table's running score, roll by roll: the per-code limit above holds it like the others
  app.post(
    PHONE_ROUTES.tableLive,
    tablePost(PhoneLiveSchema, (code, body, req) => service.live(code, body, sender(req))),
  )
  app.get(PHONE_ROUTES.guestView, (req, reply) => {
    try {
      return reply.send(service.guestView(codeOf(req) ?? ''))
    } catch (err) {
      return refuse(reply, err)
    }
  })
  app.get(PHONE_ROUTES.guestEvents, (req, reply) => openStream(streams, 'guest', req, reply))
  // the TV's page only reads: no route takes anything from a TV's code
  app.get(PHONE_ROUTES.tvView, async (req, reply) => {
    try {
      return reply.send(await service.tvView(codeOf(req) ?? ''))
    } catch (err) {
      return refuse(reply, err)
    }
  })
  app.get(PHONE_ROUTES.tvEvents, (req, reply) => openStream(streams, 'tv', req, reply))

  // asking for nothing is limited like anything else: not a free way to keep a connection busy
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_req, reply) =>
    reply.code(404).send(refusal('notFound')),
  )
  app.setErrorHandler((err, _req, reply) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500
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
