// `npm run lan-attack -- [--requests N] [--seconds S] [--slow K] [--concurrency C]`: attacks the
// table phones' server, live on 127.0.0.1 in a child process (see server.ts), with at most N
// requests (default 20000) in at most S seconds (default 120): no code, wrong codes, mismatched and
// revoked codes, TV codes used as a table's or a guest's or to send, a door desk's code anywhere
// but the door's routes and actions (and every other code on the desk's), a finished night's codes,
// past rounds, another phone's key, confirms (another table's, replayed, after the host's own
// entry), oversized and
// malformed bodies, path traversal on the phone page's route, wrong methods, raw garbage, Host
// headers naming another site (DNS rebinding), K slow
// clients (default 50) that must be cut off by the server's timeouts, and a flood of C concurrent
// requests (default 48). Also: one address holding 256 sockets while the legit phone reads its view
// 120 times on fresh connections (all must be answered), and a night deleted with its phones on
// (its streams must end with 'over', its server stop, switching it off work; checked by the child).
// Meanwhile one table's phone (table 3) holds its live stream, reads its
// view and sends its result: it must keep working. Before all that, phoneCases.ts tries a
// phone's own rights and limits (a stale phone, another holder's flood and streams, a table
// sending result after result); the last line adds what they found. The store is snapshotted before and after;
// only the legit phone's result may have changed it. The last line is the JSON verdict; the exit
// code is non-zero if anything was accepted, the server crashed, the store changed or the phone
// was locked out.
//
// Traffic only ever goes to 127.0.0.1. Requests leave from many loopback source addresses
// (127.0.0.2-201, as many devices in the room would), so the per-address limit does not refuse
// everything before the handlers see it; a fifth of the flood comes from 127.0.0.1 alone, where the
// per-address limit and its backoff are what answers.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CATEGORIES, catalogue, type Attack, type Category } from './attacks'
import { holdSockets } from './hold'
import { phoneCases } from './phoneCases'
import type { ChildMessage, ParentMessage, Setup } from './protocol'
import { PASS_HEADER } from '../../src/shared/phones/protocol'
import { phoneClient } from '../../src/shared/phones/client'
import { nodeFetch } from '../../test/drivers/phoneClient'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback
}

const REQUESTS = option('requests', 20_000)
const SECONDS = option('seconds', 120)
const SLOW = Math.min(option('slow', 50), Math.floor(REQUESTS / 10))
const CONCURRENCY = Math.max(1, Math.min(option('concurrency', 48), 96))
const HOST = '127.0.0.1'
const SOURCES = Array.from({ length: 200 }, (_, i) => `127.0.0.${i + 2}`)
/** A request that has not answered in this long is counted as timed out. */
const REQUEST_MS = 15_000
/** How long slow clients are watched at most (the server checks its timeouts every 30 s). */
const SLOW_WATCH_MS = 70_000
const LEGIT_TABLE = '3'
/** The one-address case: sockets held from one address while the legit phone sends its reads. */
const HELD_SOCKETS = 256
const HELD_FROM = '127.0.0.240'
const READS_WHILE_HELD = 120

const root = resolve(__dirname, '../..')
const started = Date.now()
const deadline = started + SECONDS * 1000
const remaining = (): number => deadline - Date.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ---- the child -------------------------------------------------------------------------------

interface Child {
  proc: ChildProcess
  setup: Setup
  peak: number
  exited: boolean
  stopping: boolean
  request(message: ParentMessage, answer: ChildMessage['type']): Promise<ChildMessage>
}

function startChild(work: string): Promise<Child> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/lan-attack/server.ts'), work],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  return new Promise((ready, fail) => {
    const waiters = new Map<string, (m: ChildMessage) => void>()
    let child: Child | null = null
    const timer = setTimeout(
      () => fail(new Error('the server child did not start in 60 s')),
      60_000,
    )
    proc.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer)
        child = {
          proc,
          setup: message.setup,
          peak: message.peak,
          exited: false,
          stopping: false,
          request(out, answer) {
            return new Promise((done, refuse) => {
              const t = setTimeout(() => refuse(new Error(`no '${answer}' from the child`)), 30_000)
              waiters.set(answer, (m) => {
                clearTimeout(t)
                done(m)
              })
              proc.send(out)
            })
          },
        }
        ready(child)
        return
      }
      if (child) child.peak = Math.max(child.peak, message.peak)
      waiters.get(message.type)?.(message)
      waiters.delete(message.type)
    })
    proc.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (child) child.exited = true
      else fail(new Error(`the server child exited before it was ready (${code ?? signal})`))
    })
  })
}

// ---- sending ---------------------------------------------------------------------------------

interface Outcome {
  /** The HTTP status, or what happened instead. */
  status: string
  body: string
}

const KEEP = 64 * 1024

function sendHttp(a: Attack, port: number, localAddress: string): Promise<Outcome> {
  return new Promise((done) => {
    let settled = false
    const finish = (o: Outcome): void => {
      if (settled) return
      settled = true
      done(o)
    }
    let req: http.ClientRequest
    try {
      req = http.request({
        host: HOST,
        port,
        localAddress,
        method: a.method,
        path: a.path,
        headers: { connection: 'close', ...a.headers },
        // a Host the attack names is sent as it is, an empty one too
        setHost: !(a.headers && 'host' in a.headers),
        agent: false,
        timeout: REQUEST_MS,
      })
    } catch (err) {
      // the client itself refused to send it (a header it will not write): nothing was sent
      finish({ status: `unsent:${(err as { code?: string }).code ?? 'error'}`, body: '' })
      return
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      let size = 0
      const status = String(res.statusCode ?? 0)
      // a live stream opened by an attack would never end: its 2xx is all we need to know
      if (String(res.headers['content-type'] ?? '').includes('event-stream')) {
        res.destroy()
        finish({ status, body: 'event-stream' })
        return
      }
      res.on('data', (c: Buffer) => {
        if (size < KEEP) chunks.push(c)
        size += c.length
      })
      res.on('end', () => finish({ status, body: Buffer.concat(chunks).toString('latin1') }))
      res.on('error', () => finish({ status, body: Buffer.concat(chunks).toString('latin1') }))
      res.on('close', () => finish({ status, body: Buffer.concat(chunks).toString('latin1') }))
    })
    req.on('timeout', () => {
      req.destroy()
      finish({ status: 'timeout', body: '' })
    })
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({ status: err.code ?? 'error', body: '' }),
    )
    if (a.body !== undefined) req.end(a.body)
    else req.end()
  })
}

function sendRaw(a: Attack, port: number, localAddress: string): Promise<Outcome> {
  return new Promise((done) => {
    const socket = net.connect({ host: HOST, port, localAddress })
    const chunks: Buffer[] = []
    let settled = false
    const finish = (status: string): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      done({ status, body: Buffer.concat(chunks).toString('latin1') })
    }
    const timer = setTimeout(() => finish(first() ?? 'timeout'), 5_000)
    const first = (): string | undefined =>
      /^HTTP\/1\.[01] (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1]
    socket.on('connect', () => socket.write(a.raw ?? ''))
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', (err: NodeJS.ErrnoException) => finish(first() ?? err.code ?? 'error'))
    socket.on('close', () => finish(first() ?? 'closed'))
  })
}

// ---- judging ---------------------------------------------------------------------------------

/** Whether an attack got something it must not: a 2xx (other than the page's own file) or a leak. */
function acceptedBy(a: Attack, o: Outcome, setup: Setup): boolean {
  const leak =
    o.body.includes(setup.canary) ||
    o.body.includes('"name": "bunco-night"') ||
    o.body.includes('root:x:0:0') ||
    o.body.includes('SQLite format 3')
  if (leak) return true
  const own = Object.values(setup.ownFiles)
  if (a.raw !== undefined) {
    const statuses = [...o.body.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => m[1] ?? '')
    return statuses.some((s) => s.startsWith('2')) && !own.some((f) => o.body.includes(f))
  }
  if (!o.status.startsWith('2')) return false
  // a confirm sent again is answered with the outcome it already had, said as repeated: nothing
  // is counted twice (the store's before and after are compared below, its events hashed)
  if (a.category === 'confirm' && /\/confirm$/.test(a.path) && /"repeated":true/.test(o.body)) {
    return false
  }
  // the phone page's own files are what /p/ is for; anything else with a 2xx is a finding
  if (a.path.startsWith('/p/') || a.path === '/p') return !own.includes(o.body)
  return true
}

interface Tally {
  sent: number
  accepted: number
  statuses: Record<string, number>
}

/** Cases that are not one request each: the flood from 127.0.0.1, one address holding sockets. */
const EXTRA = ['flood127', 'oneAddress'] as const
const tallies = Object.fromEntries(
  [...CATEGORIES, ...EXTRA].map((c) => [c, { sent: 0, accepted: 0, statuses: {} }]),
) as Record<Category | (typeof EXTRA)[number], Tally>
const findings: { category: string; method: string; path: string; status: string; body: string }[] =
  []
let sent = 0
/** Paths answered with one of the phone page's own files (allowed: a path that stays inside). */
const ownFileServed = new Set<string>()

async function attack(
  a: Attack,
  port: number,
  source: string,
  setup: Setup,
  tally: Category | 'flood127' = a.category,
): Promise<void> {
  sent += 1
  const o = a.raw !== undefined ? await sendRaw(a, port, source) : await sendHttp(a, port, source)
  const t = tallies[tally]
  t.sent += 1
  t.statuses[o.status] = (t.statuses[o.status] ?? 0) + 1
  if (o.status.startsWith('2') && a.raw === undefined && !acceptedBy(a, o, setup)) {
    ownFileServed.add(a.path)
  }
  if (acceptedBy(a, o, setup)) {
    t.accepted += 1
    if (findings.length < 20) {
      findings.push({
        category: a.category,
        method: a.method,
        path: a.path.slice(0, 120),
        status: o.status,
        body: o.body.slice(0, 200),
      })
    }
  }
}

// ---- slow clients ----------------------------------------------------------------------------

interface Slow {
  mode: 'silent' | 'dribble' | 'body'
  openedAt: number
  cutAfterMs: number | null
  done: Promise<void>
  stop: () => void
}

function slowClient(mode: Slow['mode'], port: number, source: string, code: string): Slow {
  const socket = net.connect({ host: HOST, port, localAddress: source })
  const slow: Slow = {
    mode,
    openedAt: Date.now(),
    cutAfterMs: null,
    done: Promise.resolve(),
    stop: () => undefined,
  }
  let timer: NodeJS.Timeout | undefined
  let stoppedByUs = false
  slow.stop = () => {
    stoppedByUs = true
    socket.destroy()
  }
  slow.done = new Promise((done) => {
    socket.on('connect', () => {
      slow.openedAt = Date.now()
      if (mode === 'dribble') {
        // headers one byte at a time, never finished
        const text = `GET /api/t/${code} HTTP/1.1\r\nHost: ${HOST}:${port}\r\nX-Slow: ${'a'.repeat(4000)}`
        let i = 0
        timer = setInterval(() => {
          if (i < text.length) socket.write(text[i++] ?? 'a')
        }, 250)
      } else if (mode === 'body') {
        // whole headers, then a promised body sent a byte at a time
        socket.write(
          `POST /api/t/${code}/result HTTP/1.1\r\nHost: ${HOST}:${port}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{`,
        )
        timer = setInterval(() => socket.write(' '), 250)
      }
    })
    socket.on('data', () => undefined)
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      if (!stoppedByUs) slow.cutAfterMs = Date.now() - slow.openedAt
      done()
    })
  })
  return slow
}

// ---- the legit phone -------------------------------------------------------------------------

interface Legit {
  ok: boolean
  steps: string[]
  heard: number
  heardAfterPost: number
  streamFailed: string | null
  key: string | null
}

async function legitPhone(setup: Setup) {
  const code = setup.tables[LEGIT_TABLE] as string
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
  // the phone's own pass, asked for with its table's code as the page does
  const asked = await phoneClient({ baseUrl: setup.url, fetch }).askPass('table', code)
  if (!asked.ok) throw new Error(`the legit phone got no pass: ${asked.status}`)
  const { pass } = asked.reply
  // its calls, as the phone page makes them, through its own two sockets
  const client = phoneClient({
    baseUrl: setup.url,
    fetch: nodeFetch({ agent, timeout: 10_000 }),
    pass: () => pass,
  })
  const legit: Legit = {
    ok: true,
    steps: [],
    heard: 0,
    heardAfterPost: 0,
    streamFailed: null,
    key: null,
  }
  const fail = (why: string): void => {
    legit.ok = false
    legit.steps.push(`FAIL ${why}`)
  }
  const base = new URL(setup.url)
  // the live stream the page holds, read with fetch streaming
  const controller = new AbortController()
  let posted = false
  const stream = (async () => {
    try {
      const res = await fetch(client.streamUrl('table', code), { signal: controller.signal })
      if (res.status !== 200 || !res.body) throw new Error(`HTTP ${res.status}`)
      const reader = res.body.getReader()
      const decoder = new TextDecoder()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) throw new Error('closed by the server')
        buffer += decoder.decode(value, { stream: true })
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          if (!line.startsWith('event:')) continue
          const name = line.slice(6).trim()
          if (name !== 'changed' && name !== 'beat') throw new Error(`told '${name}'`)
          legit.heard += 1
          if (posted) legit.heardAfterPost += 1
        }
      }
    } catch (err) {
      if (!controller.signal.aborted) {
        legit.streamFailed = String(err)
        fail(`stream: ${String(err)}`)
      }
    }
  })()
  return {
    legit,
    async view(expectSent: boolean): Promise<void> {
      const t0 = Date.now()
      const got = await client.call('tableView', code, null)
      if (!got.ok && got.status === 0) return fail(`view: ${got.error.detail ?? 'no answer'}`)
      legit.steps.push(`GET view ${got.status} in ${Date.now() - t0} ms`)
      if (!got.ok || got.reply.table !== Number(LEGIT_TABLE)) fail(`view ${got.status}`)
      else if (expectSent && got.reply.sent?.status !== 'applied') fail('view: result not shown')
    },
    /** `count` view reads, four at a time, each on a new connection (as after idle sockets closed). */
    async freshReads(count: number, why: string): Promise<void> {
      const tally: Record<string, number> = {}
      let left = count
      const once = () =>
        new Promise<string>((done) => {
          const req = http.request({
            host: HOST,
            port: Number(base.port),
            path: `/api/t/${code}`,
            agent: false,
            timeout: 10_000,
            headers: { connection: 'close', [PASS_HEADER]: pass },
          })
          req.on('response', (res) => {
            res.resume()
            res.on('end', () => done(String(res.statusCode)))
          })
          req.on('timeout', () => req.destroy(new Error('timeout')))
          req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? 'error'))
          req.end()
        })
      const t0 = Date.now()
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (left-- > 0) {
            const status = await once()
            tally[status] = (tally[status] ?? 0) + 1
          }
        }),
      )
      legit.steps.push(`${count} views ${why}: ${JSON.stringify(tally)} in ${Date.now() - t0} ms`)
      if (tally['200'] !== count) fail(`views ${why}: ${JSON.stringify(tally)}`)
    },
    async result(): Promise<void> {
      const key = `legit-${randomBytes(9).toString('base64url')}`
      legit.key = key
      posted = true
      const t0 = Date.now()
      const got = await client.call('tableResult', code, {
        key,
        round: setup.round,
        winner: 'EW',
        points: { NS: 12, EW: 21 },
      })
      if (!got.ok && got.status === 0) return fail(`result: ${got.error.detail ?? 'no answer'}`)
      const said = JSON.stringify(got.ok ? got.reply : { error: got.error })
      legit.steps.push(`POST result ${got.status} ${said} in ${Date.now() - t0} ms`)
      if (!got.ok || got.reply.status !== 'applied' || got.reply.repeated) {
        fail(`result ${got.status} ${said}`)
      }
    },
    async close(): Promise<void> {
      if (legit.heard === 0) fail('stream: heard nothing')
      if (legit.key && legit.heardAfterPost === 0) fail('stream: not told of its own result')
      controller.abort()
      await stream
      agent.destroy()
    },
  }
}

// ---- the store, before and after ------------------------------------------------------------

type Rows = Record<string, string[]>

const isJoins = (row: string): boolean =>
  (JSON.parse(row) as { key: string }).key.startsWith('phones.joins.')

interface KeptJoins {
  round: number
  tables: Record<string, number>
  senders: Record<string, string>
}

/**
 * Whether the phones' kept joins moved only as the legit phone's result moves them: one phone
 * more, at the legit table, sender of the legit key, and every other join as it was.
 */
function joinsMoved(before: string[], after: string[], legitKey: string | null): 'legit' | 'no' {
  const value = (rows: string[]): KeptJoins | undefined => {
    const row = rows.find(isJoins)
    return row ? (JSON.parse((JSON.parse(row) as { value: string }).value) as KeptJoins) : undefined
  }
  const was = value(before)
  const now = value(after)
  if (!now || legitKey === null) return 'no'
  const pass = now.senders[legitKey]
  if (pass === undefined || now.tables[pass] !== Number(LEGIT_TABLE)) return 'no'
  const minus = <T>(record: Record<string, T>, key: string): Record<string, T> =>
    Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))
  const same =
    JSON.stringify(minus(now.tables, pass)) === JSON.stringify(was?.tables ?? {}) &&
    JSON.stringify(minus(now.senders, legitKey)) === JSON.stringify(was?.senders ?? {})
  return same && (was === undefined || was.round === now.round) ? 'legit' : 'no'
}

/** Rows that differ (as multisets per table), leaving out the legit phone's one result. */
function differences(
  before: Rows,
  after: Rows,
  setup: Setup,
  legitKey: string | null,
): { changed: string[]; legitRows: number } {
  const legitSub = (after['lan_submissions'] ?? [])
    .map((r) => JSON.parse(r) as { idem_key: string; event_id: number | null; round: number })
    .find((r) => legitKey !== null && r.idem_key === legitKey)
  const isLegit = (table: string, text: string): boolean => {
    if (!legitSub) return false
    const row = JSON.parse(text) as Record<string, unknown>
    if (table === 'lan_submissions') return row['idem_key'] === legitKey
    if (table === 'events') return row['id'] === legitSub.event_id && row['source'] === 'table:3'
    if (table === 'table_results') {
      return (
        row['night_id'] === setup.nightId &&
        row['round'] === legitSub.round &&
        row['table_no'] === Number(LEGIT_TABLE)
      )
    }
    return false
  }
  const changed: string[] = []
  let legitRows = 0
  // the phones' joins: the legit phone joined its table and sent its result; nothing else moved
  const joins = joinsMoved(before['app_state'] ?? [], after['app_state'] ?? [], legitKey)
  if (joins === 'legit') {
    before = { ...before, app_state: (before['app_state'] ?? []).filter((r) => !isJoins(r)) }
    after = { ...after, app_state: (after['app_state'] ?? []).filter((r) => !isJoins(r)) }
  }
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const count = new Map<string, number>()
    for (const r of before[table] ?? []) count.set(r, (count.get(r) ?? 0) + 1)
    for (const r of after[table] ?? []) count.set(r, (count.get(r) ?? 0) - 1)
    for (const [row, n] of count) {
      if (n === 0) continue
      // n < 0: a row added after; n > 0: a row gone (or changed, with its new form added)
      if (n < 0 && isLegit(table, row)) {
        legitRows += 1
        continue
      }
      for (let i = 0; i < Math.abs(n); i++) changed.push(`${n < 0 ? '+' : '-'}${table} ${row}`)
    }
  }
  return { changed, legitRows }
}

function eventsHash(rows: Rows): string {
  return createHash('sha256')
    .update([...(rows['events'] ?? [])].sort().join('\n'))
    .digest('hex')
    .slice(0, 16)
}

// ---- the run ---------------------------------------------------------------------------------

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'bunco-lan-attack-'))
  const hardStop = setTimeout(
    () => {
      console.error('lan-attack: over its time cap by 60 s, giving up')
      process.exit(3)
    },
    SECONDS * 1000 + 60_000,
  )
  let child: Child | null = null
  try {
    child = await startChild(work)
    const { setup } = child
    const port = Number(new URL(setup.url).port)
    let crashes = 0
    const crashedEarly = (): boolean => child?.exited === true && !child.stopping
    // a phone's own rights and limits, first: what they write is done before the store's
    // snapshot (only their refusals must write nothing, which they check themselves)
    const read = async (): Promise<Rows> =>
      ((await child!.request({ type: 'snapshot' }, 'snapshot')) as { rows: Rows }).rows
    const phones = await phoneCases(setup, port, read, REQUESTS)
    sent += phones.requests
    const before = (await child.request({ type: 'snapshot' }, 'snapshot')) as { rows: Rows }

    // slow clients, from the start; each is one attack request
    const slows: Slow[] = []
    const modes: Slow['mode'][] = ['silent', 'dribble', 'body']
    const table1 = setup.tables['1'] as string
    for (let i = 0; i < SLOW; i++) {
      slows.push(slowClient(modes[i % 3] ?? 'silent', port, SOURCES[i % SOURCES.length]!, table1))
      sent += 1
    }

    const phone = await legitPhone(setup)
    await phone.view(false)

    // probe: every variant once, each from its own source address
    let source = 0
    const nextSource = (): string => SOURCES[source++ % SOURCES.length] as string
    const probe = Object.values(catalogue(setup, null)).flat()
    const queue = probe.slice(0, Math.max(0, REQUESTS - sent))
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let a = queue.shift(); a; a = queue.shift()) {
          if (remaining() < 5_000 || crashedEarly()) return
          await attack(a, port, nextSource(), setup)
        }
      }),
    )

    // one address holds as many sockets as it can: the legit phone, from its own, reads its view
    // on fresh connections meanwhile and every read must be answered
    if (!crashedEarly() && remaining() > 10_000) {
      const held = await holdSockets(port, HELD_FROM, HELD_SOCKETS)
      await phone.freshReads(READS_WHILE_HELD, `while ${HELD_FROM} held ${HELD_SOCKETS} sockets`)
      const t = tallies.oneAddress
      t.sent += HELD_SOCKETS
      sent += HELD_SOCKETS
      t.statuses['heldOpen'] = held.open()
      t.statuses['refusedAtOnce'] = held.refused()
      await held.release()
    }

    // a night deleted with its phones on (the child did it): its streams ended, its server
    // stopped and switching it off worked; a check that failed is an accepted attack
    for (const [check, ok] of Object.entries(setup.deleted.checks)) {
      const t = tallies.deletedNight
      t.sent += 1
      t.statuses[`${check}:${ok}`] = (t.statuses[`${check}:${ok}`] ?? 0) + 1
      if (!ok) {
        t.accepted += 1
        findings.push({
          category: 'deletedNight',
          method: 'CHECK',
          path: check,
          status: 'failed',
          body: '',
        })
      }
    }

    // the flood: C at a time, every category; the legit phone works in the middle of it
    const flood = Math.max(0, REQUESTS - sent)
    let index = 0
    let cached = catalogue(setup, null)
    const legitSteps: Promise<unknown>[] = []
    let viewedAfter = false
    const at = (fraction: number) => Math.floor(flood * fraction)
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (index < flood && remaining() > 5_000 && !crashedEarly()) {
          const i = index++
          if (i === at(0.3)) legitSteps.push(phone.view(false))
          if (i === at(0.5)) legitSteps.push(phone.result())
          if (i === at(0.7)) {
            viewedAfter = true
            legitSteps.push(Promise.all(legitSteps).then(() => phone.view(true)))
          }
          if (i % 50 === 0) cached = catalogue(setup, phone.legit.key)
          const category = CATEGORIES[i % CATEGORIES.length] as Category
          const variants = cached[category].length ? cached[category] : cached.wrongCode
          const a = variants[Math.floor(Math.random() * variants.length)] as Attack
          // a fifth from 127.0.0.1 alone: the per-address limit's side (shifted once per pass
          // over the categories, so no category goes to 127.0.0.1 only when their count is a
          // multiple of five)
          const pass = Math.floor(i / CATEGORIES.length)
          if ((i + pass) % 5 === 4) await attack(a, port, HOST, setup, 'flood127')
          else await attack(a, port, nextSource(), setup)
        }
      }),
    )
    await Promise.all(legitSteps)
    // a flood cut short by the time cap (or too small to have a middle): the phone must still
    // have sent its result and must see it
    if (!phone.legit.key) await phone.result()
    if (!viewedAfter) await phone.view(true)
    await sleep(300)
    await phone.close()

    // slow clients: cut by the server's own timeouts, or still open when the watch ends
    const watchEnd = Math.min(started + SLOW_WATCH_MS, deadline - 5_000)
    while (slows.some((s) => s.cutAfterMs === null) && Date.now() < watchEnd && !crashedEarly()) {
      await sleep(250)
    }
    const stillOpen = slows.filter((s) => s.cutAfterMs === null).length
    for (const s of slows) s.stop()
    await Promise.all(slows.map((s) => s.done))

    // still there?
    if (crashedEarly()) crashes += 1
    else {
      // any HTTP answer will do (127.0.0.1 itself may well be told to slow down by now)
      const probe = { category: 'noCode' as const, method: 'GET', path: '/' }
      const alive = await sendHttp(probe, port, '127.0.0.250')
      if (!/^\d{3}$/.test(alive.status)) crashes += 1
    }
    const after = crashedEarly()
      ? null
      : ((await child.request({ type: 'snapshot' }, 'snapshot')) as { rows: Rows })
    const diff = after
      ? differences(before.rows, after.rows, setup, phone.legit.key)
      : { changed: ['(no snapshot: the server is gone)'], legitRows: 0 }
    child.stopping = true
    if (!child.exited) {
      await child.request({ type: 'stop' }, 'stopped').catch(() => undefined)
    }
    const accepted = Object.values(tallies).reduce((n, t) => n + t.accepted, 0)
    const cutTimes = slows.map((s) => s.cutAfterMs).filter((ms): ms is number => ms !== null)
    const legitOk = phone.legit.ok && diff.legitRows === 3
    console.error(
      JSON.stringify({
        seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
        categories: tallies,
        slowClients: {
          count: slows.length,
          cut: cutTimes.length,
          stillOpenAtWatchEnd: stillOpen,
          cutAfterMs: cutTimes.length
            ? { min: Math.min(...cutTimes), max: Math.max(...cutTimes) }
            : null,
          byMode: Object.fromEntries(
            modes.map((m) => {
              const of = slows.filter((s) => s.mode === m)
              const cut = of.map((s) => s.cutAfterMs).filter((ms): ms is number => ms !== null)
              const max = cut.length ? Math.max(...cut) : null
              return [m, { count: of.length, cut: cut.length, maxCutAfterMs: max }]
            }),
          ),
        },
        legit: { ...phone.legit, rowsWritten: diff.legitRows },
        eventsHash: {
          before: eventsHash(before.rows),
          after: after ? eventsHash(after.rows) : null,
        },
        phones: phones.details,
        dbChanges: diff.changed.slice(0, 10),
        ownFileServed: [...ownFileServed],
        findings,
      }),
    )
    // a hostile request is refused (4xx, or 503 while paused): a 500 means the server failed where
    // it should have refused (a refusal it could not build, as the rate limit's once was)
    const serverErrors = Object.values(tallies).reduce((n, t) => n + (t.statuses['500'] ?? 0), 0)
    const verdict = {
      requests: sent,
      accepted,
      crashes,
      serverErrors,
      dbChanged: diff.changed.length,
      maxRssMb: Number((child.peak / 1024 / 1024).toFixed(1)),
      legitOk,
      staleCodeAccepted: phones.staleCodeAccepted,
      holderLockouts: phones.holderLockouts,
      streamsCut: phones.streamsCut,
      logGrowthRefused: phones.logGrowthRefused,
    }
    console.log(JSON.stringify({ lanAttack: verdict }))
    const phonesHeld =
      phones.staleCodeAccepted === 0 &&
      phones.holderLockouts === 0 &&
      phones.streamsCut === 0 &&
      phones.logGrowthRefused
    return accepted === 0 &&
      crashes === 0 &&
      serverErrors === 0 &&
      diff.changed.length === 0 &&
      legitOk &&
      phonesHeld
      ? 0
      : 1
  } finally {
    clearTimeout(hardStop)
    if (child && !child.exited) {
      child.proc.kill('SIGTERM')
      await Promise.race([new Promise((r) => child?.proc.once('exit', r)), sleep(5_000)])
    }
    rmSync(work, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
