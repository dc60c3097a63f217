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
import { PHONE_LIMITS } from '../../src/main/phones/serverLimits'
import { createRandom } from '../../src/shared/bunco'
import type { PhonesStatus } from '../../src/shared/phones/board'
import type { NightView } from '../../src/shared/views'
import { must } from '../../test/drivers/night-driver'
import { loopbackContext, nightWithPhones } from '../../test/drivers/phones-night'
import { median, percentile } from '../lib/stats'
import { resultCost, type ResultCost } from './lanCost'
import { loneResults, type LoneResultCost } from './lanOnce'
import {
  closePages,
  hostPushes,
  openPage,
  option,
  pageProblems,
  paceForLimits,
  sendRound,
  STAGE_MS,
  within,
  type Page,
} from './lanClient'
import { stopServer } from '../../src/main/phones/serverLifecycle'

const PHONES = 24

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
  const phones: Page[] = []
  const samples: number[] = []
  const slowest: { round: number; table: number; ms: number }[] = []
  let errors = 0
  let pausedMs = 0
  let perRound = 2 * PHONES + 2
  let cost: ResultCost | null = null
  let lone: LoneResultCost | null = null
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
    const status: PhonesStatus = on.status
    const url = status.url
    if (!url || status.tables.length !== PHONES) throw new Error('phones did not switch on')

    // the host's side: every 'night:changed' of this night, with the table whose result it saved
    const host = hostPushes(ctx, nightId)

    for (const [i, t] of status.tables.entries()) {
      const address = `127.0.0.${i + 10}`
      phones.push(openPage(url, 'table', t.code, { table: t.table, reload, address }))
    }
    await within(Promise.all(phones.map((p) => p.opened)), STAGE_MS, 'opening the streams')
    // in a room the phones are open and showing their tables before anyone sends: the first
    // results do not race the page loads of 24 phones opened at the same instant
    await within(Promise.all(phones.map((p) => p.settled())), STAGE_MS, 'the first views')

    const random = createRandom(24)
    for (let r = 0; r < rounds; r++) {
      const plan = view.current?.plan
      if (!plan) break
      if (reload) pausedMs += await paceForLimits(phones, perRound, PHONE_LIMITS.perPhone)
      const countsBefore = phones.map((p) => p.window.count)
      for (const sent of await sendRound(phones, plan, random, host, problem)) {
        if (sent.heardAt === null) continue
        const ms = sent.heardAt - sent.sentAt
        samples.push(ms)
        slowest.push({ round: sent.round, table: sent.table, ms })
      }
      // the host closes the round as the app does: every table's result is in
      view = await must<NightView>(call, 'night:commitRound', { nightId, round: plan.round })
      await new Promise((resolve) => setTimeout(resolve, 200))
      // what a round cost each code, as measured (each result is heard as more than one change)
      perRound = Math.max(
        perRound,
        ...phones.map((p, i) => p.window.count - (countsBefore[i] ?? 0)),
      )
    }
    // then a few results alone: what one costs the phone that sent it and the laptop, counted
    const open = view.current?.plan
    if (reload && open) {
      pausedMs += await paceForLimits(phones, perRound, PHONE_LIMITS.perPhone)
      lone = await loneResults(ctx, phones, open, url, host, random, problem)
    }
    host.off()
    // let the last views read again come back before counting
    await new Promise((resolve) => setTimeout(resolve, 500))
    const seen = pageProblems(phones)
    for (const why of seen.failed) problem(why)
    errors += seen.readErrorCount
    const events = phones.reduce((n, p) => n + (p.heard.get('changed') ?? 0), 0)
    slowest.sort((a, b) => b.ms - a.ms)
    console.error(
      JSON.stringify({
        samples: samples.length,
        rounds,
        minMs: Number(Math.min(...samples).toFixed(1)),
        maxMs: Number(Math.max(...samples).toFixed(1)),
        streamEventsHeard: events,
        viewsRead: reload ? phones.reduce((n, p) => n + p.reads.length, 0) : 'off',
        viewReadErrors: seen.readErrors,
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
    await closePages(phones)
    await stopServer(ctx.phones)
    ctx.close()
    rmSync(folder, { recursive: true, force: true })
  }
  return {
    bench: 'lan',
    phones: PHONES,
    submitToHostMedianMs: Number(median(samples).toFixed(1)),
    submitToHostP95Ms: Number(percentile(samples, 95).toFixed(1)),
    errors,
    ...(lone
      ? {
          phoneReadsPerResult: lone.phoneReadsPerResult,
          viewBuildsPerResult: lone.viewBuildsPerResult,
          loneResults: lone.results,
        }
      : {}),
    ...(cost
      ? {
          resultAtStartMs: cost.startMedianMs,
          resultAfterMs: cost.afterMedianMs,
          resultsBefore: cost.after,
        }
      : {}),
  }
}
