// DNS rebinding: the phones' server refuses a request whose Host header is not its own address.
import http from 'node:http'
import { PASS_HEADER } from '@shared/phones/protocol'
import type { HistoryEntry } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { phonesContext } from './phonesContext'
import { newPass } from '../../../src/main/phones/passes'
import { stopServer } from '../../../src/main/phones/serverLifecycle'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

/** One request with the Host header as given ('' sends an empty one). */
function send(
  url: string,
  path: string,
  host: string,
  method = 'GET',
  body?: string,
  pass?: string,
): Promise<{ status: number; body: string }> {
  const at = new URL(url)
  return new Promise((done, fail) => {
    const req = http.request({
      host: at.hostname,
      port: Number(at.port),
      path,
      method,
      setHost: false,
      agent: false,
      timeout: 5_000,
      headers: {
        host,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(pass ? { [PASS_HEADER]: pass } : {}),
      },
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (text += c))
      // a live stream opened would never end: its status is enough
      if (String(res.headers['content-type']).includes('event-stream')) {
        res.destroy()
        done({ status: res.statusCode ?? 0, body: 'event-stream' })
      }
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', fail)
    req.end(body)
  })
}

describe('the Host header', () => {
  it('answers only its own address and localhost (it listens on loopback); any other name gets nothing', async () => {
    const { ctx, call } = phonesContext(open)
    const { night, status } = await nightWithPhones(ctx, call, {
      guests: 12,
      seed: 3,
      mode: 'trust',
    })
    const code = status.tables[0]!.code
    const port = status.port!
    const pass = newPass(ctx.phones, code, 'table')
    const history = () => must<HistoryEntry[]>(call, 'night:history', { nightId: night.id })
    const before = (await history()).length
    const result = (key: string) => JSON.stringify({ key, round: 1, winner: 'NS' })
    const hosts = [
      'evil.example',
      `evil.example:${port}`,
      `attacker.test:${port}`,
      `127.0.0.1.evil.example:${port}`,
      '',
      `127.0.0.1:${port + 1}`,
    ]
    for (const [i, host] of hosts.entries()) {
      for (const [method, path, body] of [
        ['GET', `/api/t/${code}`],
        ['GET', `/api/t/${code}/events`],
        ['POST', `/api/t/${code}/result`, result(`rebind-${i}-aaaaaa`)],
        ['GET', '/p/'],
        ['GET', '/'],
      ] as const) {
        const got = await send(status.url!, path, host, method, body, pass)
        expect(got.status, `${method} ${path} Host: '${host}'`).toBe(421)
        expect(got.body).not.toContain(code)
      }
    }
    expect((await history()).length).toBe(before)
    // the names it listens on still work, and the phones' result counts
    expect((await send(status.url!, `/api/t/${code}`, `127.0.0.1:${port}`)).status).toBe(200)
    expect((await send(status.url!, `/api/t/${code}`, `localhost:${port}`)).status).toBe(200)
    const sent = await send(
      status.url!,
      `/api/t/${code}/result`,
      `127.0.0.1:${port}`,
      'POST',
      result('rebind-ok-aaaaaa'),
      pass,
    )
    expect(sent.status).toBe(200)
    expect((await history()).length).toBe(before + 1)
  })
})
