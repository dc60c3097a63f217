// Part of `npm run bench -- lan`: what one phone result costs the host at the start of a night
// and after thousands of results (each table's phone sending as many a round as it may, round
// after round). Measured on the service a phone's POST reaches (ctx.lan.submit):
// the code check, the rules' check, the durable commit of the submission and its event, and the
// host's push; the HTTP round trip is left out (the main lan figures have it).
import type { MainContext } from '../../src/main/context'
import { DEFAULT_RULES } from '../../src/shared/bunco'
import type { Call } from '../../test/drivers/night-driver'
import { nightWithPhones } from '../../test/drivers/phones-night'
import { resultRounds } from '../../test/drivers/resultRounds'
import { median } from '../lib/stats'

/** The per-result cost at the start of a night and after `after` results, in ms (medians). */
export interface ResultCost {
  samples: number
  after: number
  startMedianMs: number
  afterMedianMs: number
}

/** Runs on a night of its own (phones on it switch the bench's night's phones off). */
export async function resultCost(ctx: MainContext, call: Call, after: number): Promise<ResultCost> {
  const SAMPLES = 50
  // 12 tables and 36 rounds: room for over 4,000 results at a table's few a round
  const { night } = await nightWithPhones(ctx, call, {
    guests: 48,
    prefix: 'Cost',
    seed: 36,
    title: 'Result cost',
    mode: 'trust',
    rules: { ...DEFAULT_RULES, sets: 6 },
  })
  // each result replaces its table's previous one: a new event every time
  const results = resultRounds(ctx, call, night.id)
  const one = async (): Promise<number> => {
    await results.ready()
    const t0 = performance.now()
    const outcome = results.send()
    const ms = performance.now() - t0
    if (outcome.status !== 'applied') throw new Error(`result ${results.sent()}: ${outcome.status}`)
    return ms
  }
  const sample = async (): Promise<number[]> => {
    const out: number[] = []
    for (let i = 0; i < SAMPLES; i++) out.push(await one())
    return out
  }
  const start = await sample()
  while (results.sent() < after) await one()
  const later = await sample()
  return {
    samples: SAMPLES,
    after,
    startMedianMs: Number(median(start).toFixed(2)),
    afterMedianMs: Number(median(later).toFixed(2)),
  }
}
