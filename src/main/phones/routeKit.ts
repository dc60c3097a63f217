// What every phones route is made of: its Fastify generics typed by the protocol's calls, the
// answer (a reply or the refusal thrown), a body read by its zod schema, and a view's JSON sent as
// it was made. routes.ts and deskRoutes.ts register with them.
import type {
  PhoneBody,
  PhoneCall,
  PhoneErrorBody,
  PhoneKind,
  PhoneReply,
} from '@shared/phones/protocol'
import type { z } from 'zod'
import { refusalOf } from './phoneRequests'
import { PhoneError, type PhonesContext } from './phonesContext'
import { checkCode } from './tableCodes'
import type { ViewJson } from './viewMemo'

/** A phone call's route generics: its code in the path, its body, its reply or a refusal. */
export interface CallRoute<R extends PhoneCall> {
  Params: { code: string }
  Body: PhoneBody<R>
  Reply: PhoneReply<R> | PhoneErrorBody
}

/** A view read's route generics: the view's JSON as made once per change, or a refusal. */
export interface ViewRoute<R extends PhoneCall> {
  Params: { code: string }
  Reply: ViewJson<PhoneReply<R>> | PhoneErrorBody
}

/** A view's JSON is sent as it is: the same bytes to every page that reads it. */
export const JSON_TYPE = 'application/json; charset=utf-8'

/** What a route answers: its reply, or a refusal with its status. */
export type Answer<T> = { status: number; body: T | PhoneErrorBody }

/** What `work` returns, or the refusal it throws. */
export async function answer<T>(work: () => T | Promise<T>): Promise<Answer<T>> {
  try {
    return { status: 200, body: await work() }
  } catch (err) {
    return refusalOf(err)
  }
}

/** A POST whose body its schema refused: a wrong code says so before the bad body does. */
export function badBody(cx: PhonesContext, code: string, kind: PhoneKind): never {
  checkCode(cx, code, kind)
  throw new PhoneError(400, 'invalid')
}

/** A POST's options: its body read by its schema, refused as not valid when it is not. */
export const posted = <S extends z.ZodType>(schema: S) =>
  ({ schema: { body: schema }, attachValidation: true }) as const
