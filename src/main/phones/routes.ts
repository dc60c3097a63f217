// The phones' routes, typed by the protocol's calls (PhoneCalls) through Fastify's route generics:
// each route's code in the path, its body as its zod schema reads it (zodBodies), and its reply or
// a refusal. Each calls the phones' named functions over the context; the live streams are
// phoneStreams.ts', a door desk's own routes deskRoutes.ts'.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { PHONE_KINDS, PHONE_ROUTES, routesOf } from '@shared/phones/protocol'
import { PhoneConfirmSchema, PhoneLiveSchema, PhoneResultSchema } from '@shared/schemas/phones'
import { postLive } from './livePosts'
import { newPass } from './passes'
import { deskRoutes } from './deskRoutes'
import { language, passOf, sender } from './phoneRequests'
import type { PhonesContext } from './phonesContext'
import { openStream, type PhoneStreams } from './phoneStreams'
import { guestViewSent, tvViewSent } from './phoneViews'
import { commitTogether } from './sharedCommit'
import { submit } from './submissions'
import { checkCode } from './tableCodes'
import { confirmResult } from './tableConfirms'
import { tableViewSent } from './tableView'
import { tvSlideRoute } from './tvSlides'
import { answer, badBody, JSON_TYPE, posted, type CallRoute, type ViewRoute } from './routeKit'

/** Reads each route's body with its zod schema: the parsed value is the handler's `req.body`. */
export function zodBodies(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    if (!(schema instanceof z.ZodType)) return { error: new Error('a route schema is not zod') }
    const parsed = schema.safeParse(data)
    return parsed.success ? { value: parsed.data } : { error: parsed.error }
  })
}

/** Registers the phones' API: the passes, the views, a table's posts and the live streams. */
export function phoneRoutes(app: FastifyInstance, cx: PhonesContext, streams: PhoneStreams): void {
  // a phone's own pass, for anyone holding a live code (the printed card lets any phone join);
  // what the page sends with it is not read
  for (const kind of PHONE_KINDS) {
    app.post<Omit<CallRoute<'tablePass'>, 'Body'>>(
      PHONE_ROUTES[routesOf(kind).pass],
      async (req, reply) => {
        const { status, body } = await answer(() => ({ pass: newPass(cx, req.params.code, kind) }))
        return reply.code(status).send(body)
      },
    )
  }
  app.get<ViewRoute<'tableView'>>(PHONE_ROUTES.tableView, async (req, reply) => {
    const { status, body } = await answer(
      () => tableViewSent(cx, checkCode(cx, req.params.code, 'table'), passOf(req)).json,
    )
    return reply.code(status).type(JSON_TYPE).send(body)
  })
  app.get<ViewRoute<'guestView'>>(PHONE_ROUTES.guestView, async (req, reply) => {
    const { status, body } = await answer(
      () => guestViewSent(cx, checkCode(cx, req.params.code, 'guest')).json,
    )
    return reply.code(status).type(JSON_TYPE).send(body)
  })
  // the TV's page only reads: no route takes anything from a TV's code
  app.get<ViewRoute<'tvView'>>(PHONE_ROUTES.tvView, async (req, reply) => {
    const { status, body } = await answer(
      async () => (await tvViewSent(cx, checkCode(cx, req.params.code, 'tv').night_id)).json,
    )
    return reply.code(status).type(JSON_TYPE).send(body)
  })
  app.post<CallRoute<'tableResult'>>(
    PHONE_ROUTES.tableResult,
    posted(PhoneResultSchema),
    async (req, reply) => {
      const { code } = req.params
      const { status, body } = await answer(() =>
        req.validationError
          ? badBody(cx, code, 'table')
          : commitTogether(cx, () => submit(cx, code, req.body, sender(req), language(req))),
      )
      return reply.code(status).send(body)
    },
  )
  app.post<CallRoute<'tableConfirm'>>(
    PHONE_ROUTES.tableConfirm,
    posted(PhoneConfirmSchema),
    async (req, reply) => {
      const { code } = req.params
      const { status, body } = await answer(() =>
        req.validationError
          ? badBody(cx, code, 'table')
          : commitTogether(cx, () => confirmResult(cx, code, req.body, sender(req), language(req))),
      )
      return reply.code(status).send(body)
    },
  )
  // a table's running score, roll by roll: the per-phone limit holds it like the others
  app.post<CallRoute<'tableLive'>>(
    PHONE_ROUTES.tableLive,
    posted(PhoneLiveSchema),
    async (req, reply) => {
      const { code } = req.params
      const { status, body } = await answer(() =>
        req.validationError
          ? badBody(cx, code, 'table')
          : postLive(cx, code, req.body, sender(req)),
      )
      return reply.code(status).send(body)
    },
  )
  app.get(PHONE_ROUTES.tableEvents, (req, reply) => openStream(streams, 'table', req, reply))
  app.get(PHONE_ROUTES.guestEvents, (req, reply) => openStream(streams, 'guest', req, reply))
  app.get(PHONE_ROUTES.tvEvents, (req, reply) => openStream(streams, 'tv', req, reply))
  app.get(PHONE_ROUTES.deskEvents, (req, reply) => openStream(streams, 'desk', req, reply))
  deskRoutes(app, cx)
  tvSlideRoute(app, cx)
}
