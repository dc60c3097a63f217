// The night's slides on the TV: the list its view carries, and a picture slide's image served to
// the TV's code only, as its own type, never sniffed (the server's every answer says nosniff).
import type { FastifyInstance } from 'fastify'
import { PHONE_ROUTES } from '@shared/phones/protocol'
import type { TvSlides } from '@shared/slides'
import { slidesRepo } from '../slides/slidesRepo'
import { refusalOf } from './phoneRequests'
import { PhoneError, type PhonesContext } from './phonesContext'
import { checkCode } from './tableCodes'

/** A night's slides as its TV's view carries them; `status` is the night's. */
export function tvSlidesOf(
  cx: PhonesContext,
  nightId: number,
  status: TvSlides['status'],
): TvSlides {
  return { status, items: slidesRepo(cx.db).shown(nightId) }
}

/** A picture slide of the night whose TV code this is; refused as not found otherwise. */
function pictureOf(
  cx: PhonesContext,
  code: string,
  slide: string,
): { type: string; bytes: Buffer } {
  const row = checkCode(cx, code, 'tv')
  const id = /^[1-9]\d{0,15}$/.test(slide) ? Number(slide) : 0
  const found = id > 0 ? slidesRepo(cx.db).one(row.night_id, id) : undefined
  if (!found?.image || !found.bytes) throw new PhoneError(404, 'notFound')
  return { type: found.image.type, bytes: Buffer.from(found.bytes) }
}

/** Registers the route of a picture slide's image (GET, the TV's code only). */
export function tvSlideRoute(app: FastifyInstance, cx: PhonesContext): void {
  app.get<{ Params: { code: string; slide: string } }>(PHONE_ROUTES.tvSlide, async (req, reply) => {
    try {
      const { type, bytes } = pictureOf(cx, req.params.code, req.params.slide)
      return reply.code(200).type(type).send(bytes)
    } catch (err) {
      const { status, body } = refusalOf(err)
      return reply.code(status).send(body)
    }
  })
}
