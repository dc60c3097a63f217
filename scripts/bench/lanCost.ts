// Part of `npm run bench -- lan`: what one phone result costs the host at the start of a night
// and after thousands of results (a phone re-sending its table's result 36 times a second does
// that in under two minutes). Measured on the service a phone's POST reaches (ctx.lan.submit):
// the code check, the rules' check, the durable commit of the submission and its event, and the
// host's push; the HTTP round trip is left out (the main lan figures have it).
import type { MainContext } from '../../src/main/context'
import type { PhoneResult } from '../../src/shared/schemas/lan'
import type { Call } from '../lib/night-driver'
import { nightWithPhones, phoneOf } from '../lib/phones-night'
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
  const { status } = await nightWithPhones(ctx, call, {
    guests: 12,
    prefix: 'Cost',
    seed: 36,
    title: 'Result cost',
    mode: 'trust',
  })
  const code = status.tables[0]?.code
  if (!code) throw new Error('no table code')
  const phone = phoneOf(ctx, code, 'bench')
  let n = 0
  // each result replaces the table's previous one: a new event every time
  const one = (): number => {
    n += 1
    const body: PhoneResult = {
      key: `cost-${String(n).padStart(10, '0')}`,
      round: 1,
      winner: n % 2 === 0 ? 'NS' : 'EW',
    }
    const t0 = performance.now()
    const outcome = ctx.lan.submit(code, body, phone, 'en')
    const ms = performance.now() - t0
    if (outcome.status !== 'applied') throw new Error(`result ${n}: ${outcome.status}`)
    return ms
  }
  const sample = (): number[] => Array.from({ length: SAMPLES }, one)
  const start = sample()
  while (n < after) one()
  const later = sample()
  return {
    samples: SAMPLES,
    after,
    startMedianMs: Number(median(start).toFixed(2)),
    afterMedianMs: Number(median(later).toFixed(2)),
  }
}
