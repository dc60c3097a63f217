// The phones' routes, typed by the protocol's calls (PhoneCalls) through Fastify's route generics:
// each route's code in the path, its body as its zod schema reads it (zodBodies), and its reply or
// a refusal. Each calls the phones' named functions over the context; the live streams are
// phoneStreams.ts'.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  PHONE_KINDS,
  PHONE_ROUTES,
  routesOf,
  type PhoneBody,
  type PhoneCall,
  type PhoneErrorBody,
  type PhoneReply,
} from '@shared/phones/protocol'
import { PhoneConfirmSchema, PhoneLiveSchema, PhoneResultSchema } from '@shared/schemas/phones'
import { postLive } from './livePosts'
import { newPass } from './passes'
import { language, passOf, refusalOf, sender } from './phoneRequests'
import { PhoneError, type PhonesContext } from './phonesContext'
import { openStream, type PhoneStreams } from './phoneStreams'
import { guestViewSent, tvViewSent } from './phoneViews'
import { commitTogether } from './sharedCommit'
import { submit } from './submissions'
import { checkCode } from './tableCodes'
import { confirmResult } from './tableConfirms'
import { tableViewSent } from './tableView'
import type { ViewJson } from './viewMemo'

/** A phone call's route generics: its code in the path, its body, its reply or a refusal. */
interface CallRoute<R extends PhoneCall> {
  Params: { code: string }
  Body: PhoneBody<R>
  Reply: PhoneReply<R> | PhoneErrorBody
}

/** A view read's route generics: the view's JSON as made once per change, or a refusal. */
interface ViewRoute<R extends PhoneCall> {
  Params: { code: string }
  Reply: ViewJson<PhoneReply<R>> | PhoneErrorBody
}

/** A view's JSON is sent as it is: the same bytes to every page that reads it. */
const JSON_TYPE = 'application/json; charset=utf-8'

/** What a route answers: its reply, or a refusal with its status. */
type Answer<T> = { status: number; body: T | PhoneErrorBody }

/** Reads each route's body with its zod schema: the parsed value is the handler's `req.body`. */
export function zodBodies(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    if (!(schema instanceof z.ZodType)) return { error: new Error('a route schema is not zod') }
    const parsed = schema.safeParse(data)
    return parsed.success ? { value: parsed.data } : { error: parsed.error }
  })
}

// what `work` returns, or the refusal it throws
async function answer<T>(work: () => T | Promise<T>): Promise<Answer<T>> {
  try {
    return { status: 200, body: await work() }
  } catch (err) {
    return refusalOf(err)
  }
}

// a table's POST whose body its schema refused: a wrong code says so before the bad body does
function badBody(cx: PhonesContext, code: string): never {
  checkCode(cx, code, 'table')
  throw new PhoneError(400, 'invalid')
}

// a table's POST: its body read by its schema, refused as not valid when it is not
const posted = <S extends z.ZodType>(schema: S) =>
  ({ schema: { body: schema }, attachValidation: true }) as const

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
          ? badBody(cx, code)
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
          ? badBody(cx, code)
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
        req.validationError ? badBody(cx, code) : postLive(cx, code, req.body, sender(req)),
      )
      return reply.code(status).send(body)
    },
  )
  app.get(PHONE_ROUTES.tableEvents, (req, reply) => openStream(streams, 'table', req, reply))
  app.get(PHONE_ROUTES.guestEvents, (req, reply) => openStream(streams, 'guest', req, reply))
  app.get(PHONE_ROUTES.tvEvents, (req, reply) => openStream(streams, 'tv', req, reply))
}
