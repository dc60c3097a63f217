// `npm run bench -- lan-room [--rounds N]`: a charity night of 300 on 127.0.0.1. 75 table phones,
// 225 guests' own pages and 2 TV pages each hold their live stream from a loopback address of
// their own and read their view again after each 'changed', as the pages do (lanClient.ts); in
// each round the 75 table phones send their results at the same moment.
// Measured, per result: submit → host, from just before the phone's POST to the host's push
// (ctx.push) of that result; submit → TV, for each TV, from the same moment to the end of the
// TV's first view read that shows the table's result in (its card's "Result in"). Everything runs
// in this one process on 2 cores (the pages' side too), so it errs on the slow side.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PHONE_LIMITS } from '../../src/main/phones/serverLimits'
import { createRandom } from '../../src/shared/bunco'
import { linkOf } from '../../src/shared/phones/protocol'
import type { NightView } from '../../src/shared/views'
import { must } from '../../test/drivers/night-driver'
import { loopbackContext, nightWithPhones } from '../../test/drivers/phones-night'
import { percentile } from '../lib/stats'
import {
  closePages,
  hostPushes,
  openPage,
  option,
  paceForLimits,
  pageProblems,
  quietPages,
  sendRound,
  STAGE_MS,
  within,
  type Page,
  type Sent,
  type ViewRead,
} from './lanClient'
import { stopServer } from '../../src/main/phones/serverLifecycle'
import { guestCode } from '../../src/main/phones/tableCodes'

const TABLES = 75
const GUEST_PAGES = 225
const TVS = 2

/** A loopback address of its own for the n-th device of a group (1-based). */
function address(group: number, n: number): string {
  return `127.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

/** The tables a TV's view read shows with their result in. */
function doneIn(read: ViewRead): Set<number> {
  if (!read.view || !('tables' in read.view)) return new Set()
  return new Set(read.view.tables.filter((t) => t.done).map((t) => t.table))
}

/** When a TV first showed a table's result in, after `since` (performance.now()); null if never. */
function shownAt(tv: Page, table: number, since: number): number | null {
  const read = tv.reads.find((r) => r.startedAt >= since && doneIn(r).has(table))
  return read ? read.doneAt : null
}

/** For each sent result and TV: from the send to the end of the TV's first read showing it. */
function tvSamples(sent: readonly Sent[], tvs: readonly Page[]): number[] {
  const out: number[] = []
  for (const s of sent) {
    for (const tv of tvs) {
      const at = shownAt(tv, s.table, s.sentAt)
      if (at !== null) out.push(at - s.sentAt)
    }
  }
  return out
}

/** Resolves once every TV has shown every sent result (or the stage's time is up). */
async function allShown(tvs: readonly Page[], sent: readonly Sent[]): Promise<void> {
  const shown = (): boolean =>
    tvs.every((tv) => sent.every((s) => shownAt(tv, s.table, s.sentAt) !== null))
  const until = performance.now() + STAGE_MS
  while (!shown() && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Runs the benchmark and returns its JSON figures. */
export default async function run(argv: string[]): Promise<Record<string, unknown>> {
  const rounds = option(argv, 'rounds', 3)
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-room-'))
  const { ctx, call } = loopbackContext({
    dataFolder: folder,
    locales: ['en-US'],
    version: 'bench',
    backupEachRound: false,
  })
  const tables: Page[] = []
  const guests: Page[] = []
  const tvs: Page[] = []
  const toHost: number[] = []
  const toTv: number[] = []
  const problems: string[] = []
  let errors = 0
  let pausedMs = 0
  const problem = (what: string): void => {
    errors += 1
    if (problems.length < 20) problems.push(what)
  }
  try {
    const on = await nightWithPhones(ctx, call, {
      guests: TABLES * 4,
      seed: 300,
      title: 'Charity Bunco',
      mode: 'trust',
    })
    let view = on.night
    const nightId = view.id
    const url = on.status.url
    if (!url || on.status.tables.length !== TABLES) throw new Error('phones did not switch on')
    const host = hostPushes(ctx, nightId)

    for (const [i, t] of on.status.tables.entries()) {
      tables.push(
        openPage(url, 'table', t.code, { table: t.table, reload: true, address: address(1, i) }),
      )
    }
    const players = view.players.slice(0, GUEST_PAGES)
    for (const [i, p] of players.entries()) {
      const code = guestCode(ctx.phones, nightId, p.player)
      if (!code) throw new Error(`no guest code for ${p.player}`)
      guests.push(openPage(url, 'guest', code, { reload: true, address: address(2, i) }))
    }
    const tvCode = linkOf(new URL(on.status.tv?.url ?? url).hash)
    if (tvCode.kind !== 'tv') throw new Error('no TV link')
    for (let i = 0; i < TVS; i++) {
      const at = address(3, i)
      tvs.push(openPage(url, 'tv', tvCode.code, { reload: true, address: at, keepViews: true }))
    }
    const pages = [...tables, ...guests, ...tvs]
    await within(Promise.all(pages.map((p) => p.opened)), STAGE_MS, 'opening the streams')
    await within(Promise.all(pages.map((p) => p.settled())), STAGE_MS, 'the first views')

    const random = createRandom(300)
    let perRound = 30
    for (let r = 0; r < rounds; r++) {
      const plan = view.current?.plan
      if (!plan) break
      pausedMs += await paceForLimits(pages, perRound, PHONE_LIMITS.perPhone)
      const countsBefore = pages.map((p) => p.window.count)
      const sent = await sendRound(tables, plan, random, host, problem)
      await allShown(tvs, sent)
      for (const s of sent) if (s.heardAt !== null) toHost.push(s.heardAt - s.sentAt)
      toTv.push(...tvSamples(sent, tvs))
      // a round some result of which never reached the host cannot be closed: counted, stop here
      if (sent.some((s) => s.heardAt === null)) break
      view = await must<NightView>(call, 'night:commitRound', { nightId, round: plan.round })
      // a round lasts minutes: the pages' reads of its close (the guests' after their gathering
      // window) are over before the next round's results, and are in none of its samples
      const quietMs = PHONE_LIMITS.guestCoalesceMs + 100
      await within(quietPages(pages, quietMs), STAGE_MS, 'the round’s views')
      perRound = Math.max(perRound, ...pages.map((p, i) => p.window.count - (countsBefore[i] ?? 0)))
    }
    host.off()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const seen = pageProblems(pages)
    for (const why of seen.failed) problem(why)
    errors += seen.readErrorCount
    console.error(
      JSON.stringify({
        rounds,
        results: toHost.length,
        tvSamples: toTv.length,
        submitToHostMaxMs: Number(Math.max(...toHost).toFixed(1)),
        submitToTvMaxMs: Number(Math.max(...toTv).toFixed(1)),
        viewsRead: pages.reduce((n, p) => n + p.reads.length, 0),
        viewReadErrors: seen.readErrors,
        pausedForRateLimitMs: pausedMs,
        requestsPerCodePerRound: perRound,
        problems,
      }),
    )
    if (toHost.length !== rounds * TABLES) problem(`${toHost.length} results heard by the host`)
    if (toTv.length !== rounds * TABLES * TVS) problem(`${toTv.length} results shown on the TVs`)
  } finally {
    await closePages([...tables, ...guests, ...tvs])
    await stopServer(ctx.phones)
    ctx.close()
    rmSync(folder, { recursive: true, force: true })
  }
  return {
    bench: 'lanRoom',
    tablePhones: TABLES,
    guestPages: GUEST_PAGES,
    tvs: TVS,
    submitToHostP95Ms: Number(percentile(toHost, 95).toFixed(1)),
    submitToTvP95Ms: Number(percentile(toTv, 95).toFixed(1)),
    errors,
  }
}
