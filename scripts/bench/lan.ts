// `npm run bench -- lan [--rounds N]`: 24 table phones on 127.0.0.1, each holding the live stream
// the phone page uses (server-sent events, read over node:http from the phone's own loopback address) and sending its table's
// result of a round at the same moment as the 23 others. Measured, per result: from just before
// the phone's POST is sent to the moment the host's push subscriber (ctx.push, what the shell
// forwards to the window) hears the 'night:changed' whose saved event is that table's result.
//
// What the figure is and is not: client, server and host push all run in this one process (one
// event loop), so a sample includes the HTTP round trip over loopback up to the server's handler,
// the queueing behind the other phones sent at the same instant (the service applies results one
// at a time), the rules' check and the durable SQLite commit, and the server's fan-out to the
// streams of the results before it. It does not include the push's IPC hop to the window nor the
// renderer's repaint, and the phones' side shares the CPU with the server (a real room's phones
// are their own devices), so it errs on the slow side.
//
// By default each phone also does what the phone page does (src/phone/main.ts): it reads its view
// again after each 'changed' its stream hears (one read at a time, one more if changes came
// meanwhile), through at most 5 sockets of its own (a browser's 6 per host, one held by the
// stream). `--streams-only` leaves that out: the streams alone.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { LAN_LIMITS } from '../../src/main/phones/serverLimits'
import { createRandom, type RoundPlan, type Seat } from '../../src/shared/bunco'
import type { LanStatus } from '../../src/shared/lan'
import type { NightView } from '../../src/shared/views'
import { must } from '../lib/night-driver'
import { loopbackContext, nightWithPhones } from '../lib/phones-night'
import { median, percentile } from '../lib/stats'
import { resultCost, type ResultCost } from './lanCost'

const PHONES = 24
/** Each stage may take at most this long; the bench never hangs. */
const STAGE_MS = 30_000

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * One HTTP request through a phone's own agent: at most 5 sockets, as a browser keeps 6 per host
 * and the live stream holds one (Node's fetch would open as many as there are requests).
 */
function request(
  agent: http.Agent,
  url: string,
  method: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method,
      agent,
      timeout: STAGE_MS,
      headers: body ? { 'content-type': 'application/json', 'x-bunco-lang': 'en' } : {},
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

/** Counts a request in the phone's rate-limit window (the server's is per code, per minute). */
function counted(phone: Phone): void {
  phone.window.start ??= Date.now()
  phone.window.count += 1
}

/** One phone's live stream, as the page holds it: its `event:` lines counted by name. */
interface Phone {
  table: number
  code: string
  heard: Map<string, number>
  /** Set once the stream failed (closed early, a read error, a refusal). */
  failed: string | null
  /** Views read again on 'changed' (as the page does), and those that failed. */
  reads: number
  readErrors: Map<string, number>
  /** The phone's own loopback address (127.0.0.x): a device of its own. */
  address: string
  /** The phone's other connections (views, results). */
  agent: http.Agent
  /** Requests with its code in the server's current one-minute window (started at the first). */
  window: { start: number | null; count: number }
  opened: Promise<void>
  /** Resolves once no view read is on its way. */
  settled: () => Promise<void>
  controller: AbortController
  done: Promise<void>
}

function openPhone(
  url: string,
  table: number,
  code: string,
  reload: boolean,
  address: string,
): Phone {
  const controller = new AbortController()
  const heard = new Map<string, number>()
  let markOpen: () => void = () => undefined
  let markFailed: (why: string) => void = () => undefined
  const opened = new Promise<void>((resolve, reject) => {
    markOpen = resolve
    markFailed = (why) => reject(new Error(why))
  })
  const phone: Phone = {
    table,
    code,
    heard,
    failed: null,
    reads: 0,
    readErrors: new Map(),
    address,
    agent: new http.Agent({ keepAlive: true, maxSockets: 5, localAddress: address }),
    window: { start: null, count: 0 },
    opened,
    settled: async () => {
      while (reading) await reading
    },
    controller,
    done: Promise.resolve(),
  }
  const fail = (why: string): void => {
    if (phone.failed || controller.signal.aborted) return
    phone.failed = why
    markFailed(why)
  }
  // as the page does: one read at a time, changes heard meanwhile make one more read after it
  let reading: Promise<void> | null = null
  let readAgain = false
  const read = (): Promise<void> => {
    if (reading) {
      readAgain = true
      return reading
    }
    reading = readOnce().finally(() => {
      reading = null
      if (readAgain) {
        readAgain = false
        void read()
      }
    })
    return reading
  }
  const readOnce = async (): Promise<void> => {
    phone.reads += 1
    counted(phone)
    let why: string | null = null
    try {
      const res = await request(phone.agent, `${url}api/t/${code}`, 'GET')
      if (res.status !== 200) why = String(res.status)
    } catch (err) {
      why = (err as Error).message
    }
    if (why) phone.readErrors.set(why, (phone.readErrors.get(why) ?? 0) + 1)
  }
  // the live stream, from the phone's own address (phones in a room are separate devices, and
  // the server caps the connections of any one address)
  phone.done = new Promise<void>((finished) => {
    counted(phone)
    const req = http.get(`${url}api/t/${code}/events`, { localAddress: phone.address })
    controller.signal.addEventListener('abort', () => req.destroy())
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        fail(`stream ${table}: HTTP ${res.statusCode}`)
        res.destroy()
        return
      }
      res.setEncoding('utf8')
      let buffer = ''
      res.on('data', (chunk: string) => {
        buffer += chunk
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          if (!line.startsWith('event:')) continue
          const name = line.slice(6).trim()
          heard.set(name, (heard.get(name) ?? 0) + 1)
          if (name === 'changed') {
            markOpen()
            // the phone page (src/phone/main.ts) reads its view again after a 'changed'
            if (reload) void read()
          } else if (name !== 'beat') fail(`stream ${table}: told '${name}'`)
        }
      })
      res.on('close', () => {
        fail(`stream ${table}: closed by the server`)
        finished()
      })
    })
    req.on('error', (err) => {
      fail(`stream ${table}: ${String(err)}`)
      finished()
    })
  })
  // an unhandled rejection must not end the run: failures are counted below
  opened.catch(() => undefined)
  return phone
}

/** A valid result for one table of the round, as its phone would send it (by seat). */
function phoneResult(plan: RoundPlan, table: number, random: ReturnType<typeof createRandom>) {
  const winner = random.next() < 0.5 ? 'NS' : 'EW'
  const body: Record<string, unknown> = {
    key: `bench-${randomBytes(9).toString('base64url')}`,
    round: plan.round,
    winner,
  }
  if (random.next() < 0.5) {
    const a = 21 + Math.floor(random.next() * 10)
    const b = Math.floor(random.next() * 21)
    body['points'] = winner === 'NS' ? { NS: a, EW: b } : { NS: b, EW: a }
  }
  if (random.next() < 0.2) {
    const seat: Seat = (['N', 'E', 'S', 'W'] as const)[Math.floor(random.next() * 4)] ?? 'N'
    body['buncos'] = { [seat]: 1 }
  }
  if (!plan.tables.some((t) => t.table === table)) throw new Error(`no table ${table}`)
  return body
}

/** Runs the benchmark and returns its JSON figures. */
export default async function run(argv: string[]): Promise<Record<string, unknown>> {
  const rounds = option(argv, 'rounds', 5)
  // --streams-only: the phones hold their streams but do not read their views on 'changed'
  const reload = !argv.includes('--streams-only')
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-lan-'))
  const { ctx, call } = loopbackContext({
    dataFolder: folder,
    locales: ['en-US'],
    version: 'bench',
    // the backup after each round runs after the commit, between rounds; off as in the other
    // benches so a round's copy never overlaps the next round's phones
    backupEachRound: false,
  })
  const phones: Phone[] = []
  const samples: number[] = []
  const slowest: { round: number; table: number; ms: number }[] = []
  let errors = 0
  let pausedMs = 0
  let perRound = 2 * PHONES + 2
  let cost: ResultCost | null = null
  const problems: string[] = []
  const problem = (what: string): void => {
    errors += 1
    if (problems.length < 20) problems.push(what)
  }
  try {
    const on = await nightWithPhones(ctx, call, {
      guests: PHONES * 4,
      seed: 24,
      title: 'LAN bench',
      mode: 'trust',
    })
    let view = on.night
    const nightId = view.id
    if (view.current?.plan.tables.length !== PHONES) {
      throw new Error(`${PHONES * 4} guests gave ${view.current?.plan.tables.length} tables`)
    }
    const status: LanStatus = on.status
    const url = status.url
    if (!url || status.tables.length !== PHONES) throw new Error('phones did not switch on')

    // the host's side: every 'night:changed' of this night, with the table whose result it saved
    const sourceOf = ctx.db.prepare<[number], { source: string | null; type: string }>(
      'SELECT source, type FROM events WHERE id = ?',
    )
    const waiting = new Map<number, { sentAt: number; heard: (at: number) => void }>()
    const off = ctx.push.subscribe((message) => {
      if (message.name !== 'night:changed' || message.data.nightId !== nightId) return
      const at = performance.now()
      const row = sourceOf.get(message.data.savedEventId)
      const table = /^table:(\d+)$/.exec(row?.source ?? '')?.[1]
      if (row?.type !== 'result' || !table) return
      waiting.get(Number(table))?.heard(at)
    })

    for (const [i, t] of status.tables.entries()) {
      phones.push(openPhone(url, t.table, t.code, reload, `127.0.0.${i + 10}`))
    }
    await within(Promise.all(phones.map((p) => p.opened)), STAGE_MS, 'opening the streams')
    // in a room the phones are open and showing their tables before anyone sends: the first
    // results do not race the page loads of 24 phones opened at the same instant
    await within(Promise.all(phones.map((p) => p.settled())), STAGE_MS, 'the first views')

    const random = createRandom(24)
    for (let r = 0; r < rounds; r++) {
      const plan = view.current?.plan
      if (!plan) break
      // a round in a room lasts minutes; here they follow each other at once, so a phone reading
      // its view after the changes of every round would in time use up its code's allowance (LAN_LIMITS.perCode a minute): wait for a new minute when the next round
      // could go over it (the wait is not in any sample)
      if (reload && phones.some((p) => p.window.count + perRound + 10 > LAN_LIMITS.perCode)) {
        const until = Math.max(...phones.map((p) => p.window.start ?? 0)) + 61_000
        const wait = Math.max(0, until - Date.now())
        pausedMs += wait
        await new Promise((resolve) => setTimeout(resolve, wait))
        for (const p of phones) p.window = { start: null, count: 0 }
      }
      const countsBefore = phones.map((p) => p.window.count)
      const bodies = phones.map((p) => phoneResult(plan, p.table, random))
      const pushes: Promise<void>[] = []
      const sends = phones.map(async (phone, i) => {
        let heard: (at: number) => void = () => undefined
        const pushed = new Promise<number>((resolve) => (heard = resolve))
        counted(phone)
        const sentAt = performance.now()
        waiting.set(phone.table, { sentAt, heard })
        pushes.push(
          within(pushed, STAGE_MS, `push for table ${phone.table}`).then(
            (at) => {
              const ms = at - sentAt
              samples.push(ms)
              slowest.push({ round: plan.round, table: phone.table, ms })
            },
            (err: unknown) => problem(String(err)),
          ),
        )
        try {
          const res = await request(
            phone.agent,
            `${url}api/t/${phone.code}/result`,
            'POST',
            JSON.stringify(bodies[i]),
          )
          let reply: { status?: string } | null = null
          try {
            reply = JSON.parse(res.text) as { status?: string }
          } catch {
            // not JSON: counted below
          }
          if (res.status !== 200 || reply?.status !== 'applied') {
            problem(
              `table ${phone.table} round ${plan.round}: ${res.status} ${JSON.stringify(reply)}`,
            )
          }
        } catch (err) {
          problem(`table ${phone.table} round ${plan.round}: ${String(err)}`)
        }
      })
      await Promise.all(sends)
      await Promise.all(pushes)
      waiting.clear()
      // the host closes the round as the app does: every table's result is in
      view = await must<NightView>(call, 'night:commitRound', { nightId, round: plan.round })
      await new Promise((resolve) => setTimeout(resolve, 200))
      // what a round cost each code, as measured (each result is heard as more than one change)
      perRound = Math.max(
        perRound,
        ...phones.map((p, i) => p.window.count - (countsBefore[i] ?? 0)),
      )
    }
    off()
    // let the last views read again come back before counting
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const p of phones) if (p.failed) problem(p.failed)
    const readErrors: Record<string, number> = {}
    for (const p of phones) {
      for (const [why, n] of p.readErrors) {
        readErrors[why] = (readErrors[why] ?? 0) + n
        errors += n
      }
    }
    const events = phones.reduce((n, p) => n + (p.heard.get('changed') ?? 0), 0)
    slowest.sort((a, b) => b.ms - a.ms)
    console.error(
      JSON.stringify({
        samples: samples.length,
        rounds,
        minMs: Number(Math.min(...samples).toFixed(1)),
        maxMs: Number(Math.max(...samples).toFixed(1)),
        streamEventsHeard: events,
        viewsRead: reload ? phones.reduce((n, p) => n + p.reads, 0) : 'off',
        viewReadErrors: readErrors,
        pausedForRateLimitMs: pausedMs,
        requestsPerCodePerRound: perRound,
        slowest: slowest.slice(0, 3).map((s) => ({ ...s, ms: Number(s.ms.toFixed(1)) })),
        problems,
      }),
    )
    // one result's cost at the start of a night and after thousands (--cost-after N; --no-cost)
    if (!argv.includes('--no-cost'))
      cost = await resultCost(ctx, call, option(argv, 'cost-after', 3000))
  } finally {
    for (const p of phones) {
      p.controller.abort()
      p.agent.destroy()
    }
    await Promise.all(phones.map((p) => p.done))
    await ctx.lan.stop()
    ctx.close()
    rmSync(folder, { recursive: true, force: true })
  }
  return {
    bench: 'lan',
    phones: PHONES,
    submitToHostMedianMs: Number(median(samples).toFixed(1)),
    submitToHostP95Ms: Number(percentile(samples, 95).toFixed(1)),
    errors,
    ...(cost
      ? {
          resultAtStartMs: cost.startMedianMs,
          resultAfterMs: cost.afterMedianMs,
          resultsBefore: cost.after,
        }
      : {}),
  }
}
