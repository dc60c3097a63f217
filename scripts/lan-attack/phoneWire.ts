// The wire `npm run lan-attack`'s phone cases talk over: one request from a loopback address
// with a phone's pass (or none), a live stream held open, and a count of what was sent.
import http from 'node:http'
import { PASS_HEADER, phonePath, type PhoneRoute } from '../../src/shared/phones/protocol'

/** A request's status and body (status 0: no answer). */
export interface Answer {
  status: number
  body: string
}

/** A live stream held open: its status, whether the server ended it, what it said, its end. */
export interface Held {
  status(): number
  ended(): boolean
  heard(): number
  close(): void
}

/** Requests to the server at `port`, counted. */
export interface Wire {
  sent(): number
  call(
    from: string,
    method: string,
    route: PhoneRoute,
    code: string,
    pass: string | null,
    body?: unknown,
  ): Promise<Answer>
  /** A new phone's pass asked for with `code` on `route` ('' when refused). */
  newPass(from: string, route: PhoneRoute, code: string): Promise<string>
  hold(from: string, path: string): Held
}

function ask(
  port: number,
  from: string,
  method: string,
  path: string,
  pass: string | null,
  body?: unknown,
): Promise<Answer> {
  return new Promise((done) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method,
      path,
      localAddress: from,
      agent: false,
      timeout: 10_000,
      headers: {
        connection: 'close',
        ...(pass ? { [PASS_HEADER]: pass } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (text += c))
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => done({ status: 0, body: '' }))
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
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
  const wire: Wire = {
    sent: () => sent,
    call(from, method, route, code, pass, body) {
      sent += 1
      return ask(port, from, method, phonePath(route, code), pass, body)
    },
    async newPass(from, route, code) {
      const got = await wire.call(from, 'POST', route, code, null, {})
      return (JSON.parse(got.body || '{}') as { pass?: string }).pass ?? ''
    },
    hold(from, path) {
      sent += 1
      return holdStream(port, from, path)
    },
  }
  return wire
}
