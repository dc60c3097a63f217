// The TV crowns the playoff's champions: nobody before the final table is in, their first names
// after, and nobody again once the final is undone.
import { DEFAULT_RULES } from '@shared/bunco'
import type { PhoneTvView } from '@shared/phones/views'
import type { NightView } from '@shared/views'
import { afterEach, describe, expect, it } from 'vitest'
import type { MainContext } from '../../../src/main/context'
import { shortNames } from '../../../src/main/phones/shortNames'
import { stopServer } from '../../../src/main/phones/serverLifecycle'
import { must } from '../../drivers/night-driver'
import { nightWithPhones } from '../../drivers/phones-night'
import { phonesContext } from './phonesContext'

const open: MainContext[] = []
afterEach(async () => {
  for (const ctx of open.splice(0)) {
    await stopServer(ctx.phones)
    ctx.close()
  }
})

describe('the TV and the playoff', () => {
  it('shows the champions once the final table is in', async () => {
    const { ctx, call } = phonesContext(open, { backupEachRound: false })
    const { night, status } = await nightWithPhones(ctx, call, {
      guests: 8,
      seed: 3,
      rules: { ...DEFAULT_RULES, sets: 1 },
    })
    const tv = `${status.url}api/v/${new URL(status.tv!.url).hash.slice(3)}`
    const read = async (): Promise<PhoneTvView> => (await (await fetch(tv)).json()) as PhoneTvView
    const results = night.current!.plan.tables.map((t) => ({ table: t.table, winner: 'NS' }))
    await must(call, 'night:commitRound', { nightId: night.id, round: 1, results })
    let view = await must<NightView>(call, 'night:startPlayoff', { nightId: night.id, field: 4 })
    if (view.playoff!.rollOff) {
      const picks = view.playoff!.rollOff.players.slice(0, view.playoff!.rollOff.places)
      await must<NightView>(call, 'night:playoffRollOff', {
        nightId: night.id,
        personIds: picks.map((p) => Number(p.slice(1))),
      })
    }
    expect((await read()).champions).toEqual([])
    view = await must<NightView>(call, 'night:playoffTable', {
      nightId: night.id,
      table: 1,
      winner: 'EW',
    })
    const seats = view.playoff!.stages[0]!.tables[0]!.seats
    const short = shortNames(
      [seats.E, seats.W],
      new Map(view.players.map((p) => [p.player, p.name])),
    )
    expect((await read()).champions).toEqual([short.get(seats.E), short.get(seats.W)])
    await must(call, 'night:undo', { nightId: night.id })
    expect((await read()).champions).toEqual([])
  })
})
