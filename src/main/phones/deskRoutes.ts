// A door desk's routes: its guest list (read) and its actions (posted, read by the desk's schema:
// the contract's fundraiser action schema narrowed to the door's). Its pass and live stream are
// registered with every kind's (routes.ts).
import type { FastifyInstance } from 'fastify'
import { PHONE_ROUTES } from '@shared/phones/protocol'
import { DeskPostSchema } from '@shared/schemas/desk'
import { deskAct } from './deskActs'
import { deskViewSent } from './deskView'
import { language } from './phoneRequests'
import type { PhonesContext } from './phonesContext'
import { answer, badBody, JSON_TYPE, posted, type CallRoute, type ViewRoute } from './routeKit'
import { checkCode } from './tableCodes'

/** Registers a door desk's read and action routes. */
export function deskRoutes(app: FastifyInstance, cx: PhonesContext): void {
  app.get<ViewRoute<'deskView'>>(PHONE_ROUTES.deskView, async (req, reply) => {
    const { status, body } = await answer(
      () => deskViewSent(cx, checkCode(cx, req.params.code, 'desk')).json,
    )
    return reply.code(status).type(JSON_TYPE).send(body)
  })
  app.post<CallRoute<'deskAct'>>(
    PHONE_ROUTES.deskAct,
    posted(DeskPostSchema),
    async (req, reply) => {
      const { code } = req.params
      const { status, body } = await answer(() =>
        req.validationError
          ? badBody(cx, code, 'desk')
          : deskAct(cx, code, req.body, language(req)),
      )
      return reply.code(status).send(body)
    },
  )
}
