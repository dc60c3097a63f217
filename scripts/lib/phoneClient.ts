// A phone on the wire, as the phone page is (src/phone/api.ts): it asks for its pass with its
// code, then sends it with every request; the LAN tests and `npm run lan-attack` hold these.
import {
  LANGUAGE_HEADER,
  PASS_HEADER,
  PASS_PARAM,
  phonePath,
  routesOf,
  type PhoneKind,
  type PhonePass,
  type PhoneRoute,
} from '../../src/shared/phones/protocol'

/** What the phones' server answered: the status and the JSON body (empty when none). */
export interface PhoneReply {
  status: number
  body: Record<string, unknown> & {
    status?: string
    error?: { key: string; detail: string | null }
  }
}

/** One phone holding one code, with its own pass (null until `askPass` got one). */
export interface ClientPhone {
  pass: string | null
  /** Asks the laptop for this phone's pass with its code. */
  askPass(): Promise<PhoneReply>
  get(route: PhoneRoute): Promise<PhoneReply>
  post(route: PhoneRoute, body: unknown, language?: string): Promise<PhoneReply>
  /** The live stream's address, naming the pass. */
  streamUrl(): string
}

async function reply(res: Response): Promise<PhoneReply> {
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text) as PhoneReply['body'] }
  } catch {
    return { status: res.status, body: {} }
  }
}

/** A phone for `code` at the server `url` (its pass not asked yet). */
export function phoneClient(url: string, kind: PhoneKind, code: string): ClientPhone {
  const base = url.replace(/\/$/, '')
  const headers = (phone: ClientPhone, language = 'en'): Record<string, string> => ({
    'content-type': 'application/json',
    [LANGUAGE_HEADER]: language,
    ...(phone.pass ? { [PASS_HEADER]: phone.pass } : {}),
  })
  const phone: ClientPhone = {
    pass: null,
    async askPass() {
      const got = await phone.post(routesOf(kind).pass, {})
      if (got.status === 200) phone.pass = (got.body as unknown as PhonePass).pass
      return got
    },
    get: async (route) =>
      reply(await fetch(base + phonePath(route, code), { headers: headers(phone) })),
    post: async (route, body, language) =>
      reply(
        await fetch(base + phonePath(route, code), {
          method: 'POST',
          headers: headers(phone, language),
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    streamUrl: () =>
      `${base}${phonePath(routesOf(kind).events, code)}?${PASS_PARAM}=${encodeURIComponent(phone.pass ?? '')}`,
  }
  return phone
}

/** A phone of `kind` with its pass already asked for. */
export async function phoneWithPass(
  url: string,
  code: string,
  kind: PhoneKind = 'table',
): Promise<ClientPhone> {
  const phone = phoneClient(url, kind, code)
  const got = await phone.askPass()
  if (got.status !== 200) throw new Error(`no pass: ${got.status} ${JSON.stringify(got.body)}`)
  return phone
}
