// `npm run lan-attack`'s cases against a phone's own rights and limits (issue #35, items 9-12),
// run before the flood on the night the child set up: a guest's phone that moved from table 1
// to table 2 tries table 1's round with its old code, and the phone that sent a result tries to
// confirm it (staleCodeAccepted); another holder of a table's code floods it while the table's
// phone reads, streams and scores (holderLockouts); streams opened with a table's and the TV's
// codes try to cut the phones' own (streamsCut); a table sends result after result
// (logGrowthRefused: past the cap nothing more is written). Traffic to 127.0.0.1 only.
import { randomBytes } from 'node:crypto'
import { PHONE_LIMITS } from '../../src/main/phones/serverLimits'
import { PASS_PARAM, phonePath } from '../../src/shared/phones/protocol'
import type { PhoneLive, PhoneResult } from '../../src/shared/schemas/phones'
import { phoneWire, type Answer, type Held, type Wire } from './phoneWire'
import type { Setup } from './protocol'

/** What the cases found, and how many requests they sent. */
export interface PhoneVerdict {
  staleCodeAccepted: number
  holderLockouts: number
  streamsCut: number
  logGrowthRefused: boolean
  requests: number
  details: Record<string, unknown>
}

type Rows = Record<string, string[]>

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))
const key = (): string => `phc-${randomBytes(9).toString('base64url')}`
const ok = (a: Answer): boolean => a.status >= 200 && a.status < 300
const same = (a: Rows, b: Rows): boolean => JSON.stringify(a) === JSON.stringify(b)
const score = (round: number, seq: number): PhoneLive => ({
  round,
  seq,
  points: { NS: seq, EW: 0 },
  buncos: {},
})

// the stale phone with table 1's code (and table 2's old one), no pass, a forged one, and the
// phone that sent table 4's result answering it: each refused, and nothing written
async function staleCases(w: Wire, setup: Setup, snapshot: () => Promise<Rows>) {
  const { round } = setup
  const table1 = setup.tables['1'] as string
  const stale = setup.stale.pass
  const forged = `${randomBytes(12).toString('base64url')}.${randomBytes(16).toString('base64url')}`
  const result = (): PhoneResult => ({ key: key(), round, winner: 'NS' })
  const before = await snapshot()
  const tries: Record<string, Promise<Answer>> = {
    result: w.call('127.0.0.220', 'tableResult', table1, stale, result()),
    confirm: w.call('127.0.0.220', 'tableConfirm', table1, stale, {
      key: setup.confirm.afterHost,
      answer: 'right',
    }),
    live: w.call('127.0.0.220', 'tableLive', table1, stale, score(round, 1)),
    oldCode: w.call('127.0.0.220', 'tableResult', setup.revoked, stale, result()),
    noPass: w.call('127.0.0.221', 'tableResult', table1, null, result()),
    noPassLive: w.call('127.0.0.221', 'tableLive', table1, null, score(round, 1)),
    forged: w.call('127.0.0.221', 'tableResult', table1, forged, result()),
    ownResult: w.call('127.0.0.222', 'tableConfirm', setup.tables['4'] as string, setup.own.pass, {
      key: setup.own.key,
      answer: 'right',
    }),
  }
  const answers = await Promise.all(Object.values(tries))
  const changed = !same(before, await snapshot())
  return {
    accepted: answers.filter(ok).length + (changed ? 1 : 0),
    statuses: Object.fromEntries(Object.keys(tries).map((name, i) => [name, answers[i]!.status])),
  }
}

// another holder of table 4's code floods its view (without a pass, and with one of its own)
// while table 4's phone, which keeps its score, reads, scores and opens its stream
async function holderCase(w: Wire, setup: Setup, budget: number) {
  const table4 = setup.tables['4'] as string
  const real = await w.newPass('127.0.0.223', 'tablePass', table4)
  await w.call('127.0.0.223', 'tableLive', table4, real, score(setup.round, 1))
  const holder = await w.newPass('127.0.0.224', 'tablePass', table4)
  const flood = Math.min(620, Math.floor(budget / 2))
  const floodFrom = async (from: string, pass: string | null, count: number): Promise<number> => {
    let left = count
    let slowed = 0
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (left-- > 0) {
          if ((await w.call(from, 'tableView', table4, pass, null)).status === 429) slowed += 1
        }
      }),
    )
    return slowed
  }
  const t0 = Date.now()
  const slowed = await Promise.all([
    floodFrom('127.0.0.225', null, Math.ceil(flood / 2)),
    floodFrom('127.0.0.224', holder, Math.floor(flood / 2)),
  ])
  const ms = Date.now() - t0
  const tries = [
    await w.call('127.0.0.223', 'tableView', table4, real, null),
    await w.call('127.0.0.223', 'tableLive', table4, real, score(setup.round, 2)),
  ]
  const stream = w.hold('127.0.0.223', `${phonePath('tableEvents', table4)}?${PASS_PARAM}=${real}`)
  for (let i = 0; i < 40 && stream.heard() === 0; i++) await sleep(50)
  const streamOk = stream.status() === 200 && stream.heard() > 0
  return {
    lockouts: tries.filter((a) => !ok(a)).length + (streamOk ? 0 : 1),
    stream,
    details: {
      flood,
      ms,
      holderSlowedDown: slowed[0]! + slowed[1]!,
      real: tries.map((a) => a.status),
    },
  }
}

// more streams with table 4's and the TV's codes than a code may hold, with and without passes
// of their own, while table 4's phone and the TV hold theirs
async function streamsCase(w: Wire, setup: Setup, mine: Held) {
  const tvPass = await w.newPass('127.0.0.226', 'tvPass', setup.tv)
  const tv = w.hold('127.0.0.226', `${phonePath('tvEvents', setup.tv)}?${PASS_PARAM}=${tvPass}`)
  for (let i = 0; i < 40 && tv.heard() === 0; i++) await sleep(50)
  const table4 = setup.tables['4'] as string
  const others: Held[] = []
  for (let i = 0; i < PHONE_LIMITS.streamsPerCode + 2; i++) {
    const pass = i % 2 ? await w.newPass('127.0.0.227', 'tablePass', table4) : ''
    others.push(w.hold('127.0.0.227', `${phonePath('tableEvents', table4)}?${PASS_PARAM}=${pass}`))
    others.push(w.hold('127.0.0.228', phonePath('tvEvents', setup.tv)))
  }
  for (let i = 0; i < 40 && others.some((o) => o.status() === 0 && !o.ended()); i++) await sleep(50)
  await sleep(200)
  const cut = [mine, tv].filter((s) => s.ended()).length
  const admitted = others.filter((o) => o.status() === 200).length
  for (const s of [...others, mine, tv]) s.close()
  return { cut, details: { opened: others.length, admitted, tvHeard: tv.heard() > 0 } }
}

// a phone of table 4 sends result after result: at most the cap is taken, then nothing is written
async function logGrowthCase(w: Wire, setup: Setup, snapshot: () => Promise<Rows>) {
  const table4 = setup.tables['4'] as string
  const phone = await w.newPass('127.0.0.229', 'tablePass', table4)
  const send = async (n: number): Promise<number[]> => {
    const out: number[] = []
    for (let i = 0; i < n; i++) {
      const body: PhoneResult = { key: key(), round: setup.round, winner: i % 2 ? 'NS' : 'EW' }
      out.push((await w.call('127.0.0.229', 'tableResult', table4, phone, body)).status)
    }
    return out
  }
  const atStart = await snapshot()
  const first = await send(PHONE_LIMITS.resultsPerRound + 30)
  const atCap = await snapshot()
  const all = [...first, ...(await send(10))]
  const atEnd = await snapshot()
  const added = (atCap['events']?.length ?? 0) - (atStart['events']?.length ?? 0)
  const taken = all.filter((s) => s === 200).length
  const refused = all.filter((s) => s === 409).length
  const held =
    taken <= PHONE_LIMITS.resultsPerRound &&
    added <= PHONE_LIMITS.resultsPerRound &&
    refused === all.length - taken &&
    same(atEnd, atCap)
  return { held, details: { sent: all.length, taken, eventsAdded: added, refused } }
}

/** Runs every case once; `snapshot` reads every row of the child's store. */
export async function phoneCases(
  setup: Setup,
  port: number,
  snapshot: () => Promise<Rows>,
  budget: number,
): Promise<PhoneVerdict> {
  const w = phoneWire(port)
  const stale = await staleCases(w, setup, snapshot)
  const holder = await holderCase(w, setup, budget)
  const streams = await streamsCase(w, setup, holder.stream)
  const growth = await logGrowthCase(w, setup, snapshot)
  return {
    staleCodeAccepted: stale.accepted,
    holderLockouts: holder.lockouts,
    streamsCut: streams.cut,
    logGrowthRefused: growth.held,
    requests: w.sent(),
    details: {
      stale: stale.statuses,
      holder: holder.details,
      streams: streams.details,
      logGrowth: growth.details,
    },
  }
}
