// A phone on the wire, through the one client the phone page uses (src/shared/phones/client.ts):
// it asks for its pass with its code, then sends it with every request; the LAN tests hold these,
// and send through them what no phone would (malformed bodies), read back as sent.
import http from 'node:http'
import { phoneClient as wireClient, type PhoneFetch } from '../../src/shared/phones/client'
import type { PhoneCall, PhoneKind } from '../../src/shared/phones/protocol'
import type { Language } from '../../src/shared/settings'

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
  get(route: PhoneCall): Promise<PhoneReply>
  post(route: PhoneCall, body: unknown, language?: Language): Promise<PhoneReply>
  /** The live stream's address, naming the pass. */
  streamUrl(): string
}

/**
 * The client's fetch over node:http: through `agent` (else on a connection of its own, closed
 * after), from `localAddress` when given, given up after `timeout` ms.
 */
export function nodeFetch(options: {
  agent?: http.Agent
  localAddress?: string
  timeout: number
}): PhoneFetch {
  const { agent, localAddress, timeout } = options
  return (url, init) =>
    new Promise((resolve, reject) => {
      const req = http.request(url, {
        method: init.method,
        agent: agent ?? false,
        timeout,
        ...(localAddress === undefined ? {} : { localAddress }),
        headers: agent ? init.headers : { connection: 'close', ...init.headers },
      })
      req.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: () => Promise.resolve(text) }),
        )
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', reject)
      req.end(init.body)
    })
}

function replyOf(status: number, text: string): PhoneReply {
  try {
    const body: unknown = JSON.parse(text)
    // read as the tests read it: whatever the server said, malformed bodies' answers included
    if (typeof body === 'object' && body !== null)
      return { status, body: body as PhoneReply['body'] }
  } catch {
    // not JSON: an empty body
  }
  return { status, body: {} }
}

/** A phone for `code` at the server `url` (its pass not asked yet). */
export function phoneClient(url: string, kind: PhoneKind, code: string): ClientPhone {
  let language: Language = 'en'
  const client = wireClient({
    baseUrl: url,
    fetch: (to, init) => fetch(to, init),
    pass: () => phone.pass,
    language: () => language,
  })
  const send = async (route: PhoneCall, body?: unknown, asked: Language = 'en') => {
    language = asked
    const got = await client.sendRaw(route, code, body)
    return replyOf(got.status, got.text)
  }
  const phone: ClientPhone = {
    pass: null,
    async askPass() {
      const got = await client.askPass(kind, code)
      if (got.ok) phone.pass = got.reply.pass
      return { status: got.status, body: got.ok ? { ...got.reply } : { error: got.error } }
    },
    get: (route) => send(route),
    post: (route, body, asked) => send(route, body, asked),
    streamUrl: () => client.streamUrl(kind, code),
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
