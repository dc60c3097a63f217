// The wire `npm run lan-attack`'s phone cases talk over: calls through the one phone client
// (src/shared/phones/client.ts) from a loopback address with a phone's pass (or none), each on a
// connection of its own, a live stream held open, and a count of what was sent.
import http from 'node:http'
import { phoneClient, type PhoneOutcome } from '../../src/shared/phones/client'
import type { PhoneBody, PhoneCall, PhoneRoute } from '../../src/shared/phones/protocol'
import { nodeFetch } from '../../test/drivers/phoneClient'

/** A call's outcome (status 0: no answer). */
export type Answer = PhoneOutcome<PhoneCall>

/** A live stream held open: its status, whether the server ended it, what it said, its end. */
export interface Held {
  status(): number
  ended(): boolean
  heard(): number
  close(): void
}

/** The routes a new phone asks for its pass on. */
type PassRoute = Extract<PhoneRoute, `${string}Pass`>

/** Requests to the server at `port`, counted. */
export interface Wire {
  sent(): number
  call<R extends PhoneCall>(
    from: string,
    route: R,
    code: string,
    pass: string | null,
    body: PhoneBody<R>,
  ): Promise<Answer>
  /** A new phone's pass asked for with `code` on `route` ('' when refused). */
  newPass(from: string, route: PassRoute, code: string): Promise<string>
  hold(from: string, path: string): Held
}

function holdStream(port: number, from: string, path: string): Held {
  let status = 0
  let ended = false
  let heard = 0
  const req = http.get({ host: '127.0.0.1', port, path, localAddress: from, agent: false })
  req.on('response', (res) => {
    status = res.statusCode ?? 0
    res.on('data', (c: Buffer) => (heard += (c.toString('utf8').match(/event: /g) ?? []).length))
    res.on('close', () => (ended = true))
  })
  req.on('error', () => (ended = true))
  return {
    status: () => status,
    ended: () => ended,
    heard: () => heard,
    close: () => req.destroy(),
  }
}

/** A wire to 127.0.0.1:`port`. */
export function phoneWire(port: number): Wire {
  let sent = 0
  const baseUrl = `http://127.0.0.1:${port}`
  const clientOf = (from: string, pass: string | null) =>
    phoneClient({
      baseUrl,
      fetch: nodeFetch({ localAddress: from, timeout: 10_000 }),
      pass: () => pass,
    })
  const wire: Wire = {
    sent: () => sent,
    call(from, route, code, pass, body) {
      sent += 1
      return clientOf(from, pass).call(route, code, body)
    },
    async newPass(from, route, code) {
      const got = await wire.call(from, route, code, null, {})
      return got.ok && 'pass' in got.reply ? got.reply.pass : ''
    },
    hold(from, path) {
      sent += 1
      return holdStream(port, from, path)
    },
  }
  return wire
}
