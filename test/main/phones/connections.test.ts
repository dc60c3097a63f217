// One address cannot starve the room: connections are capped per address, the table phones'
// streams are kept apart, and the address holding the most gives way when the room is full.
import http from 'node:http'
import net from 'node:net'
import type { PhonesStatus } from '@shared/phones/board'
import { afterEach, describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import type { MainContext } from '../../../src/main/context'
import { PHONE_LIMITS } from '../../../src/main/phones/serverLimits'
import { httpStatus } from './httpStatus'
import { phonesContext } from './phonesContext'
import { stopServer } from '../../../src/main/phones/serverLifecycle'

const open: MainContext[] = []
const sockets: net.Socket[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

async function partyWithPhones() {
  const { ctx, call } = phonesContext(open)
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 9 })
  return { ctx, call, night, status }
}

/** Opens `count` sockets from `from` that send nothing; resolves once all are connected. */
async function hold(status: PhonesStatus, from: string, count: number): Promise<net.Socket[]> {
  const held = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((done) => {
          const s = net.connect({ host: '127.0.0.1', port: status.port!, localAddress: from })
          s.on('error', () => undefined)
          s.once('connect', () => done(s))
          s.once('close', () => done(s))
        }),
    ),
  )
  sockets.push(...held)
  // the server sees each connection a moment after the client does
  await new Promise((r) => setTimeout(r, 200))
  return held
}

/** A phone's request on a fresh connection from `from`: its status, or the socket's error. */
function ask(status: PhonesStatus, from: string, path: string): Promise<string> {
  return httpStatus({
    port: status.port!,
    path,
    localAddress: from,
    agent: false,
    headers: { connection: 'close' },
  })
}

/** `count` requests, four at a time, as a phone reading its view; the statuses counted. */
async function phoneReads(status: PhonesStatus, from: string, code: string, count: number) {
  const tally: Record<string, number> = {}
  let left = count
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (left-- > 0) {
        const got = await ask(status, from, `/api/t/${code}`)
        tally[got] = (tally[got] ?? 0) + 1
      }
    }),
  )
  return tally
}

const stillOpen = (held: net.Socket[]): number => held.filter((s) => !s.destroyed).length

describe('connections per address', () => {
  it(`256 sockets held from one address: a phone on another gets all 120 of its requests answered`, async () => {
    const { status } = await partyWithPhones()
    const held = await hold(status, '127.0.0.2', 256)
    const tally = await phoneReads(status, '127.0.0.3', status.tables[0]!.code, 120)
    expect(tally).toEqual({ 200: 120 })
    // the holder keeps no more than its share
    expect(stillOpen(held)).toBeLessThanOrEqual(PHONE_LIMITS.connectionsPerAddress)
  }, 30_000)

  it('a room filled from many addresses: the table phones’ streams stay open and a new phone still gets in', async () => {
    const { call, night, status } = await partyWithPhones()
    const code = status.tables[1]!.code
    // table 2's phone holds its stream (from its own address)
    const heard: string[] = []
    const stream = http.get({
      host: '127.0.0.1',
      port: status.port!,
      path: `/api/t/${code}/events`,
      localAddress: '127.0.0.9',
    })
    let ended = false
    stream.on('response', (res) => {
      res.setEncoding('utf8')
      res.on('data', (c: string) =>
        heard.push(...[...c.matchAll(/event: (\w+)/g)].map((m) => m[1]!)),
      )
      res.on('close', () => (ended = true))
    })
    stream.on('error', () => (ended = true))
    await expect.poll(() => heard.includes('changed')).toBe(true)
    // the same phone (its address) holds as many other sockets as an address may
    await hold(status, '127.0.0.9', PHONE_LIMITS.connectionsPerAddress)
    // more addresses than the room holds at their cap each
    const rooms = Math.ceil(PHONE_LIMITS.connections / PHONE_LIMITS.connectionsPerAddress) + 2
    for (let i = 0; i < rooms; i++) {
      await hold(status, `127.0.1.${i + 1}`, PHONE_LIMITS.connectionsPerAddress)
    }
    expect(ended).toBe(false)
    // the stream still hears its table's change, and another table's phone still gets in
    const before = heard.length
    await must(call, 'night:recordResult', {
      nightId: night.id,
      round: 1,
      result: { table: 2, winner: 'NS' },
    })
    await expect.poll(() => heard.length).toBeGreaterThan(before)
    const tally = await phoneReads(status, '127.0.0.10', status.tables[2]!.code, 20)
    expect(tally).toEqual({ 200: 20 })
    stream.destroy()
  }, 30_000)
})
