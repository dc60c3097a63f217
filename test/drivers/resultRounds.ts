// Many phone results in one night, as the cost test and bench need them now that a table sends
// at most PHONE_LIMITS.resultsPerRound a round: each table's phone sends in turn, and the host
// closes the round once every table has sent what a round takes.
import type { MainContext } from '../../src/main/context'
import { PHONE_LIMITS } from '../../src/main/phones/serverLimits'
import type { PhoneSender } from '../../src/main/phones/phonesContext'
import { phonesStatus } from '../../src/main/phones/phonesStatus'
import { submit } from '../../src/main/phones/submissions'
import type { SubmitOutcome } from '../../src/shared/phones/protocol'
import type { NightView } from '../../src/shared/views'
import { must, type Call } from './night-driver'
import { phoneOf } from './phones-night'

/** The next result's sender: `ready()` closes a full round first, `send()` sends one result. */
export interface ResultRounds {
  ready(): Promise<void>
  send(): SubmitOutcome
  /** Results sent so far. */
  sent(): number
}

/** Sends results of a night whose phones are on, table after table, round after round. */
export function resultRounds(ctx: MainContext, call: Call, nightId: number): ResultRounds {
  let n = 0
  let round = 0
  let codes: string[] = []
  const phones = new Map<string, PhoneSender>()
  let inRound = 0
  return {
    async ready() {
      if (round !== 0 && inRound < codes.length * PHONE_LIMITS.resultsPerRound) return
      if (round !== 0) await must<NightView>(call, 'night:commitRound', { nightId, round })
      const night = await must<NightView>(call, 'night:get', { nightId })
      if (!night.current) throw new Error('the night has no rounds left for more results')
      round = night.current.plan.round
      codes = (await phonesStatus(ctx.phones, nightId)).tables.map((t) => t.code)
      inRound = 0
    },
    send() {
      const code = codes[inRound % codes.length] as string
      const phone = phones.get(code) ?? phoneOf(ctx, code, 'bench')
      phones.set(code, phone)
      n += 1
      inRound += 1
      const key = `rounds-${String(n).padStart(10, '0')}`
      return submit(ctx.phones, code, { key, round, winner: n % 2 ? 'NS' : 'EW' }, phone, 'en')
    },
    sent: () => n,
  }
}
