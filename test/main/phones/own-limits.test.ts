// Limits belong to each phone, not to everyone holding its code: another holder of a table's code
// who floods the laptop (620 requests in a second) is slowed down alone, and streams opened with
// the code never close the stream of the phone in use; the TV's code likewise.
import http from 'node:http'
import type { PhonesStatus } from '@shared/phones/board'
import { PASS_HEADER } from '@shared/phones/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import { phoneWithPass, type ClientPhone } from '../../drivers/phoneClient'
import { PHONE_LIMITS } from '../../../src/main/phones/serverLimits'
import { httpStatus } from './httpStatus'
import { closedAfterEach, phonesContext } from './phonesContext'

const open = closedAfterEach()
const streams: http.ClientRequest[] = []
// (after-each hooks run last first: the streams end before the servers stop)
afterEach(() => {
  for (const s of streams.splice(0)) s.destroy()
})

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 21 })
  return { ctx, call, night, status }
}

/** `count` GETs of `path` from `from`, `parallel` at a time, with these headers; statuses counted. */
async function flood(
  status: PhonesStatus,
  path: string,
  from: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<Record<string, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16, localAddress: from })
  const tally: Record<string, number> = {}
  let left = count
  const one = (): Promise<string> =>
    httpStatus({ port: status.port!, path, agent, headers, timeout: 10_000 })
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (left-- > 0) {
        const got = await one()
        tally[got] = (tally[got] ?? 0) + 1
      }
    }),
  )
  agent.destroy()
  return tally
}

/** A live stream held open: the events heard, its status, and whether the server closed it. */
interface Held {
  heard: string[]
  status: () => number
  ended: () => boolean
}

function hold(url: string, from = '127.0.0.1'): Held {
  const heard: string[] = []
  let ended = false
  let code = 0
  const req = http.get(url, { localAddress: from, agent: false }, (res) => {
    code = res.statusCode ?? 0
    res.setEncoding('utf8')
    res.on('data', (c: string) => heard.push(...[...c.matchAll(/event: (\w+)/g)].map((m) => m[1]!)))
    res.on('close', () => (ended = true))
  })
  req.on('error', () => (ended = true))
  streams.push(req)
  return { heard, status: () => code, ended: () => ended }
}

describe('limits belong to each phone', () => {
  it('another holder’s 620 requests in a second: the real phone still reads, streams and sends', async () => {
    const { status } = await party()
    const code = status.tables[0]!.code
    const phone: ClientPhone = await phoneWithPass(status.url!, code)
    const t0 = Date.now()
    // another holder of table 1's code, from its own address: with no pass, and with one of its own
    const holder = await phoneWithPass(status.url!, code)
    const [bare, passed] = await Promise.all([
      flood(status, `/api/t/${code}`, '127.0.0.7', 310),
      flood(status, `/api/t/${code}`, '127.0.0.8', 310, { [PASS_HEADER]: holder.pass! }),
    ])
    // the phone at the table: its view, its stream and its result all go through
    expect((await phone.get('tableView')).status).toBe(200)
    const live = hold(phone.streamUrl())
    await expect.poll(() => live.heard.includes('changed')).toBe(true)
    expect(live.status()).toBe(200)
    const sent = await phone.post('tableResult', { key: 'real-phone-01', round: 1, winner: 'NS' })
    expect(sent).toMatchObject({ status: 200, body: { status: 'applied' } })
    expect(Date.now() - t0).toBeLessThan(20_000)
    // past its own allowance the holder is told to slow down
    expect((bare['200'] ?? 0) + (passed['200'] ?? 0)).toBeLessThanOrEqual(2 * PHONE_LIMITS.perPhone)
    const more = await flood(status, `/api/t/${code}`, '127.0.0.8', PHONE_LIMITS.perPhone, {
      [PASS_HEADER]: holder.pass!,
    })
    expect(more['429']).toBeGreaterThan(0)
  }, 60_000)

  it('streams opened with a table’s code by other phones never close the phone in use’s stream', async () => {
    const { call, night, status } = await party()
    const code = status.tables[0]!.code
    const phone = await phoneWithPass(status.url!, code)
    // the phone in use sends the table's result: it speaks for table 1 this round
    await phone.post('tableLive', { round: 1, seq: 1, points: { NS: 1, EW: 0 }, buncos: {} })
    const mine = hold(phone.streamUrl(), '127.0.0.3')
    await expect.poll(() => mine.heard.includes('changed')).toBe(true)
    // others holding the code open more streams than the code may hold, with passes and without
    const others: Held[] = []
    for (let i = 0; i < PHONE_LIMITS.streamsPerCode + 2; i++) {
      const other = await phoneWithPass(status.url!, code)
      others.push(
        hold(i % 2 ? other.streamUrl() : `${status.url}api/t/${code}/events`, '127.0.0.9'),
      )
    }
    await expect.poll(() => others.every((o) => o.status() !== 0 || o.ended())).toBe(true)
    expect(mine.ended()).toBe(false)
    // and it still hears its table
    const before = mine.heard.filter((e) => e === 'changed').length
    await must(call, 'night:recordResult', {
      nightId: night.id,
      round: 1,
      result: { table: 1, winner: 'EW' },
    })
    await expect
      .poll(() => mine.heard.filter((e) => e === 'changed').length)
      .toBeGreaterThan(before)
    expect(mine.ended()).toBe(false)
  })

  it('the same for the TV: extra streams with its code leave the TV’s own', async () => {
    const { status } = await party()
    const tvCode = new URL(status.tv!.url).hash.slice(3)
    const tv = await phoneWithPass(status.url!, tvCode, 'tv')
    const mine = hold(tv.streamUrl(), '127.0.0.4')
    await expect.poll(() => mine.heard.includes('changed')).toBe(true)
    const others: Held[] = []
    for (let i = 0; i < PHONE_LIMITS.streamsPerCode + 2; i++) {
      others.push(hold(`${status.url}api/v/${tvCode}/events`, '127.0.0.11'))
    }
    await expect.poll(() => others.every((o) => o.status() !== 0 || o.ended())).toBe(true)
    await new Promise((r) => setTimeout(r, 200))
    expect(mine.ended()).toBe(false)
    // the same TV opening its stream again replaces its own, never another's
    const again = hold(tv.streamUrl(), '127.0.0.4')
    await expect.poll(() => again.status()).toBe(200)
  })
})
