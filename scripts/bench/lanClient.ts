// The LAN benches' page: what the phone page (src/phone/main.ts) does on the wire, through the
// same client (src/shared/phones/client.ts). It holds its code's live stream (server-sent events)
// from its own loopback address, and reads its view again after each 'changed' it hears (one read
// at a time, one more if changes came meanwhile) through at most 5 sockets of its own (a browser
// keeps 6 per host, the stream holds one).
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { MainContext } from '../../src/main/context'
import type { Random, RoundPlan, Seat } from '../../src/shared/bunco'
import { phoneClient, type PhoneClient, type PhoneOutcome } from '../../src/shared/phones/client'
import {
  readsAfterSend,
  routesOf,
  type PhoneCall,
  type PhoneKind,
  type PhoneView,
} from '../../src/shared/phones/protocol'
import type { PhoneResult } from '../../src/shared/schemas/phones'
import { nodeFetch } from '../../test/drivers/phoneClient'

/** Each stage of a bench may take at most this long; a bench never hangs. */
export const STAGE_MS = 30_000

/** A whole-number option `--name N` of a bench's arguments, else the fallback. */
export function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** The promise, or a rejection naming `what` once `ms` have passed. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Why a call failed, as a bench tallies it: the status, or what happened instead. */
function whyFailed<R extends PhoneCall>(got: PhoneOutcome<R>): string | null {
  if (got.ok) return null
  return got.status === 0 ? (got.error.detail ?? 'no answer') : String(got.status)
}

/** A view read: when it left and when its answer was in (performance.now()). */
export interface ViewRead {
  startedAt: number
  doneAt: number
  ok: boolean
  /** The view read, for pages opened with `keepViews` (a TV's, to see what it showed). */
  view?: PhoneView<PhoneKind>
}

/** One open page: its stream's events counted by name, its reads, and how to end it. */
export interface Page {
  kind: PhoneKind
  /** The table a table phone is for (0 for other pages). */
  table: number
  code: string
  heard: Map<string, number>
  /** Set once the stream failed (closed early, a read error, a refusal). */
  failed: string | null
  reads: ViewRead[]
  readErrors: Map<string, number>
  /** The page's other connections (views, results). */
  agent: http.Agent
  /** Its view reads through the agent (they name no pass: the bench's reads never did). */
  viewer: PhoneClient
  /** Its results and pass asks through the agent, with its pass and the page's language. */
  sender: PhoneClient
  /** The phone's own pass, once asked for (a table's phone asks before its first result). */
  pass: string | null
  /** Requests with its code in the server's current one-minute window (started at the first). */
  window: { start: number | null; count: number }
  /** Resolves once the stream said its first 'changed'. */
  opened: Promise<void>
  /** Resolves once no view read is on its way. */
  settled: () => Promise<void>
  /** Reads the page's view as the page does (one read at a time, one more if asked meanwhile). */
  read: () => Promise<void>
  /** Calls `listener` with each view read as it completes; returns the unsubscribe. */
  onRead: (listener: (read: ViewRead) => void) => () => void
  controller: AbortController
  done: Promise<void>
}

/** Counts a request in the page's rate-limit window (the server's is per phone, per minute). */
export function counted(page: Page): void {
  page.window.start ??= Date.now()
  page.window.count += 1
}

/** Opens a page of `kind` for `code` at the server `url`, from the loopback `address`. */
export function openPage(
  url: string,
  kind: PhoneKind,
  code: string,
  options: { table?: number; reload: boolean; address: string; keepViews?: boolean },
): Page {
  const routes = routesOf(kind)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 5, localAddress: options.address })
  const controller = new AbortController()
  const heard = new Map<string, number>()
  const listeners = new Set<(read: ViewRead) => void>()
  let markOpen: () => void = () => undefined
  let markFailed: (why: string) => void = () => undefined
  const opened = new Promise<void>((resolve, reject) => {
    markOpen = resolve
    markFailed = (why) => reject(new Error(why))
  })
  const page: Page = {
    kind,
    table: options.table ?? 0,
    code,
    heard,
    failed: null,
    reads: [],
    readErrors: new Map(),
    agent,
    viewer: phoneClient({ baseUrl: url, fetch: nodeFetch({ agent, timeout: STAGE_MS }) }),
    sender: phoneClient({
      baseUrl: url,
      fetch: nodeFetch({ agent, timeout: STAGE_MS }),
      pass: () => page.pass,
      language: () => 'en',
    }),
    pass: null,
    window: { start: null, count: 0 },
    opened,
    settled: async () => {
      while (reading) await reading
    },
    read: () => read(),
    onRead: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    controller,
    done: Promise.resolve(),
  }
  const label = `${kind} ${options.table ?? code.slice(0, 4)}`
  const fail = (why: string): void => {
    if (page.failed || controller.signal.aborted) return
    page.failed = why
    markFailed(why)
  }
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
    counted(page)
    const startedAt = performance.now()
    const got = await page.viewer.call(routes.view, code, null)
    const why = whyFailed(got)
    const done: ViewRead = {
      startedAt,
      doneAt: performance.now(),
      ok: why === null,
      ...(got.ok && options.keepViews ? { view: got.reply } : {}),
    }
    page.reads.push(done)
    for (const listener of listeners) listener(done)
    if (why) page.readErrors.set(why, (page.readErrors.get(why) ?? 0) + 1)
  }
  page.done = new Promise<void>((finished) => {
    counted(page)
    const req = http.get(page.viewer.streamUrl(kind, code), {
      localAddress: options.address,
    })
    controller.signal.addEventListener('abort', () => req.destroy())
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        fail(`stream ${label}: HTTP ${res.statusCode}`)
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
            if (options.reload) void read()
          } else if (name !== 'beat') fail(`stream ${label}: told '${name}'`)
        }
      })
      res.on('close', () => {
        fail(`stream ${label}: closed by the server`)
        finished()
      })
    })
    req.on('error', (err) => {
      fail(`stream ${label}: ${String(err)}`)
      finished()
    })
  })
  // an unhandled rejection must not end the run: failures are counted by the bench
  opened.catch(() => undefined)
  return page
}

/**
 * Resolves once no page has started a view read for `quietMs` and none is on its way: the reads a
 * change brought, each kind of page told after its own gathering window, are all done.
 */
export async function quietPages(pages: readonly Page[], quietMs: number): Promise<void> {
  const started = (): number => pages.reduce((n, p) => n + p.reads.length, 0)
  for (;;) {
    const before = started()
    await new Promise((resolve) => setTimeout(resolve, quietMs))
    await Promise.all(pages.map((p) => p.settled()))
    if (started() === before) return
  }
}

/** Ends pages: their streams closed, their sockets freed, once every stream has closed. */
export async function closePages(pages: readonly Page[]): Promise<void> {
  for (const p of pages) {
    p.controller.abort()
    p.agent.destroy()
  }
  await Promise.all(pages.map((p) => p.done))
}

/** A bench's read errors and stream failures, summed by reason. */
export function pageProblems(pages: readonly Page[]): {
  failed: string[]
  readErrors: Record<string, number>
  readErrorCount: number
} {
  const readErrors: Record<string, number> = {}
  let readErrorCount = 0
  for (const p of pages) {
    for (const [why, n] of p.readErrors) {
      readErrors[why] = (readErrors[why] ?? 0) + n
      readErrorCount += n
    }
  }
  return {
    failed: pages.flatMap((p) => (p.failed ? [p.failed] : [])),
    readErrors,
    readErrorCount,
  }
}

/** A valid result for one table of the round, as its phone would send it (by seat). */
export function phoneResult(plan: RoundPlan, table: number, random: Random): PhoneResult {
  const winner = random.next() < 0.5 ? 'NS' : 'EW'
  const body: PhoneResult = {
    key: `bench-${randomBytes(9).toString('base64url')}`,
    round: plan.round,
    winner,
  }
  if (random.next() < 0.5) {
    const a = 21 + Math.floor(random.next() * 10)
    const b = Math.floor(random.next() * 21)
    body.points = winner === 'NS' ? { NS: a, EW: b } : { NS: b, EW: a }
  }
  if (random.next() < 0.2) {
    const seat: Seat = (['N', 'E', 'S', 'W'] as const)[Math.floor(random.next() * 4)] ?? 'N'
    body.buncos = { [seat]: 1 }
  }
  if (!plan.tables.some((t) => t.table === table)) throw new Error(`no table ${table}`)
  return body
}

/**
 * The host's side of a bench: each 'night:changed' of the night whose saved event is a table's
 * phone result, handed to whoever waits for that table (performance.now() when heard).
 */
export function hostPushes(
  ctx: MainContext,
  nightId: number,
): { waitFor: (table: number) => Promise<number>; clear: () => void; off: () => void } {
  const sourceOf = ctx.db.prepare<[number], { source: string | null; type: string }>(
    'SELECT source, type FROM events WHERE id = ?',
  )
  const waiting = new Map<number, (at: number) => void>()
  const off = ctx.push.subscribe((message) => {
    if (message.name !== 'night:changed' || message.data.nightId !== nightId) return
    const at = performance.now()
    const row = sourceOf.get(message.data.savedEventId)
    const table = /^table:(\d+)$/.exec(row?.source ?? '')?.[1]
    if (row?.type !== 'result' || !table) return
    waiting.get(Number(table))?.(at)
  })
  return {
    waitFor: (table) =>
      new Promise<number>((resolve) => {
        waiting.set(table, resolve)
      }),
    clear: () => waiting.clear(),
    off,
  }
}

/** One table's result of a round: when its phone sent it and when the host heard it. */
export interface Sent {
  round: number
  table: number
  sentAt: number
  /** performance.now() when the host's push was heard; null if it never was. */
  heardAt: number | null
}

/** Asks for a page's own pass with its code, as the phone page does before it sends. */
async function askPass(page: Page): Promise<string> {
  counted(page)
  const got = await page.sender.askPass(page.kind, page.code)
  if (!got.ok) throw new Error(`no pass: ${got.status} ${JSON.stringify({ error: got.error })}`)
  return got.reply.pass
}

/**
 * One table phone sends its table's result (`body`) as the page does: it then reads its view only
 * when its stream is not open (readsAfterSend). Its `sent` is filled in once the host heard it
 * (or `problem` is told why not); the promise of that hearing is returned with it.
 */
export async function sendResult(
  phone: Page,
  body: PhoneResult,
  round: number,
  host: ReturnType<typeof hostPushes>,
  problem: (what: string) => void,
): Promise<{ sent: Sent; heard: Promise<void> }> {
  const pushed = host.waitFor(phone.table)
  counted(phone)
  const sent: Sent = { round, table: phone.table, sentAt: performance.now(), heardAt: null }
  const heard = within(pushed, STAGE_MS, `push for table ${phone.table}`).then(
    (at) => void (sent.heardAt = at),
    (err: unknown) => problem(String(err)),
  )
  const got = await phone.sender.call('tableResult', phone.code, body)
  if (got.ok && got.reply.status === 'applied') {
    if (readsAfterSend(phone.failed === null)) await phone.read()
    return { sent, heard }
  }
  const said = got.ok
    ? `${got.status} ${JSON.stringify(got.reply)}`
    : got.status === 0
      ? whyFailed(got)
      : `${got.status} ${JSON.stringify({ error: got.error })}`
  problem(`table ${phone.table} round ${round}: ${said}`)
  return { sent, heard }
}

/** Asks each page's own pass once, before its first result (not part of what is measured). */
export async function askPasses(phones: readonly Page[]): Promise<void> {
  await Promise.all(phones.map(async (p) => (p.pass ??= await askPass(p))))
}

/**
 * Every table phone sends its table's result of the round at the same moment; resolves once each
 * was answered and heard by the host (or failed: `problem` is told why).
 */
export async function sendRound(
  phones: readonly Page[],
  plan: RoundPlan,
  random: Random,
  host: ReturnType<typeof hostPushes>,
  problem: (what: string) => void,
): Promise<Sent[]> {
  const bodies = phones.map((p) => phoneResult(plan, p.table, random))
  await askPasses(phones)
  const sends = await Promise.all(
    phones.map((phone, i) => sendResult(phone, bodies[i]!, plan.round, host, problem)),
  )
  await Promise.all(sends.map((s) => s.heard))
  host.clear()
  return sends.map((s) => s.sent)
}

/**
 * A round in a room lasts minutes; in a bench they follow each other at once, so pages reading
 * their views after every change would in time use up their own allowance (PHONE_LIMITS.perPhone
 * a minute): waits for a new minute when the next round could go over it. Returns the wait (ms),
 * which is in no sample.
 */
export async function paceForLimits(
  pages: readonly Page[],
  perRound: number,
  perPhone: number,
): Promise<number> {
  if (!pages.some((p) => p.window.count + perRound + 10 > perPhone)) return 0
  const until = Math.max(...pages.map((p) => p.window.start ?? 0)) + 61_000
  const wait = Math.max(0, until - Date.now())
  await new Promise((resolve) => setTimeout(resolve, wait))
  for (const p of pages) p.window = { start: null, count: 0 }
  return wait
}
