// A room full of cheap keep-alive connections does not freeze the guests' and the TV's pages:
// when the room is full, the connection idle the longest (no request on its way, no live stream)
// gives way, from whichever address, so a page's live stream and its reads still get in. Scaled
// down: a room of 40 connections, filled by 20 addresses holding 2 each and pinging.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { guardConnections } from '../../../src/main/phones/connectionGuard'
import { httpStatus } from './httpStatus'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

/** A server like the phones' (keep-alive, live streams at /events, quick reads elsewhere). */
async function room(limits: { total: number; perAddress: number; reserved: number }) {
  const server = http.createServer((req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('event: changed\ndata: {}\n\n')
      const beat = setInterval(() => res.write('event: beat\ndata: {}\n\n'), 100)
      req.on('close', () => clearInterval(beat))
      return
    }
    res.end('{}')
  })
  server.keepAliveTimeout = 5_000
  guardConnections(server, limits)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  closers.push(
    () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  )
  return (server.address() as AddressInfo).port
}

/** One GET through `agent`: its status, or the error's code. */
const get = (port: number, agent: http.Agent, path: string): Promise<string> =>
  httpStatus({ port, path, agent, timeout: 3_000 })

describe('a room full of idle keep-alive connections', () => {
  it('still lets a guest’s page hold its stream and read its view', async () => {
    const port = await room({ total: 40, perAddress: 32, reserved: 8 })
    // 20 addresses, 2 keep-alive connections each, pinging now and then: the room is full
    const agents: http.Agent[] = []
    let pinging = true
    for (let i = 0; i < 20; i++) {
      const agent = new http.Agent({
        keepAlive: true,
        maxSockets: 2,
        localAddress: `127.0.2.${i + 1}`,
      })
      agents.push(agent)
      await Promise.all([get(port, agent, '/ping'), get(port, agent, '/ping')])
    }
    const pings = (async () => {
      while (pinging) {
        await Promise.all(agents.map((a) => get(port, a, '/ping')))
        await new Promise((r) => setTimeout(r, 300))
      }
    })()
    closers.push(async () => {
      pinging = false
      await pings
      for (const a of agents) a.destroy()
    })
    // a guest's page: its live stream and its reads, from its own address
    const page = new http.Agent({ keepAlive: true, maxSockets: 3, localAddress: '127.0.3.1' })
    closers.push(async () => page.destroy())
    let streamEnded = false
    let beats = 0
    const stream = http.get({ host: '127.0.0.1', port, path: '/events', agent: page }, (res) => {
      res.on('data', () => (beats += 1))
      res.on('close', () => (streamEnded = true))
    })
    stream.on('error', () => (streamEnded = true))
    await expect.poll(() => beats).toBeGreaterThan(0)
    const reads: Record<string, number> = {}
    for (let i = 0; i < 20; i++) {
      const got = await get(port, page, '/view')
      reads[got] = (reads[got] ?? 0) + 1
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(reads).toEqual({ 200: 20 })
    expect(streamEnded).toBe(false)
    const before = beats
    await expect.poll(() => beats).toBeGreaterThan(before)
  }, 30_000)
})
