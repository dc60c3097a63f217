// Part of `npm run bench -- lan`: what one phone result costs when it comes alone, counted, not
// timed: how many times the phone that sent it reads its view (the page's own reads, as
// lanClient.ts does them) and how many times the laptop makes that view (the phones' own count of
// table views made, by code), from the send until every read it caused has come back.
import type { MainContext } from '../../src/main/context'
import { PHONE_LIMITS } from '../../src/main/phones/serverLimits'
import type { Random, RoundPlan } from '../../src/shared/bunco'
import { askPasses, phoneResult, sendResult, within, STAGE_MS } from './lanClient'
import type { hostPushes, Page } from './lanClient'

/** Reads and view builds per lone result (means), over `results` results. */
export interface LoneResultCost {
  results: number
  phoneReadsPerResult: number
  viewBuildsPerResult: number
}

// long enough for the streams' gathering of changes, the telling and the reads it brings
const SETTLE_MS = PHONE_LIMITS.coalesceMs * 5 + 200

async function settle(phones: readonly Page[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  await within(Promise.all(phones.map((p) => p.settled())), STAGE_MS, 'settling')
}

/** Sends one result at a time from the first `count` phones in the open round, counting. */
export async function loneResults(
  ctx: MainContext,
  phones: readonly Page[],
  plan: RoundPlan,
  url: string,
  host: ReturnType<typeof hostPushes>,
  random: Random,
  problem: (what: string) => void,
  count = 5,
): Promise<LoneResultCost> {
  const senders = phones.slice(0, count)
  await askPasses(senders)
  let reads = 0
  let builds = 0
  for (const phone of senders) {
    await settle(phones)
    const readsBefore = phone.reads.length
    const madeBefore = ctx.phones.tableViewsMade.get(phone.code) ?? 0
    const body = phoneResult(plan, phone.table, random)
    const { heard } = await sendResult(phone, body, plan.round, host, problem)
    await heard
    await settle(phones)
    reads += phone.reads.length - readsBefore
    builds += (ctx.phones.tableViewsMade.get(phone.code) ?? 0) - madeBefore
  }
  host.clear()
  return {
    results: senders.length,
    phoneReadsPerResult: Number((reads / senders.length).toFixed(2)),
    viewBuildsPerResult: Number((builds / senders.length).toFixed(2)),
  }
}
