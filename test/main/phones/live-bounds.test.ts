// The live race believes only what a round can produce: a sequence number past what a round can
// count, or a score past what a side can make, is refused; one phone's numbers never freeze the
// table's score for its other phones; and a seat's Bunco is announced once, however often it is
// tapped off and on again.
import type { PhoneLive } from '@shared/schemas/phones'
import { LIVE_SEQ_MAX, liveMostPoints } from '@shared/phones/live'
import { DEFAULT_RULES } from '@shared/bunco'
import { describe, expect, it } from 'vitest'
import { nightWithPhones } from '../../drivers/phones-night'
import { phoneWithPass } from '../../drivers/phoneClient'
import { closedAfterEach, phonesContext } from './phonesContext'
import { liveRaceOf } from '../../../src/main/phones/liveRace'

const open = closedAfterEach()

async function party() {
  const { ctx, call } = phonesContext(open, { backupEachRound: false })
  const { night, status } = await nightWithPhones(ctx, call, { guests: 12, seed: 21 })
  return { ctx, night, status, code: status.tables[0]!.code }
}

const run = (seq: number, NS: number, EW: number, buncos: PhoneLive['buncos'] = {}): PhoneLive => ({
  round: 1,
  seq,
  points: { NS, EW },
  buncos,
})

describe('the live race’s bounds', () => {
  it('a huge sequence number or score is refused, and never freezes the table’s score', async () => {
    const { ctx, night, status, code } = await party()
    const table = await phoneWithPass(status.url!, code)
    const other = await phoneWithPass(status.url!, code)
    // one post with the largest number there is, and 999–0: refused, nothing kept
    expect(await other.post('tableLive', run(Number.MAX_SAFE_INTEGER, 999, 0))).toMatchObject({
      status: 400,
      body: { error: { key: 'invalid' } },
    })
    expect(
      await other.post('tableLive', run(1, liveMostPoints(DEFAULT_RULES) + 1, 0)),
    ).toMatchObject({ status: 400 })
    expect(liveRaceOf(ctx.phones, night.id).tables).toEqual([])
    // the largest a round can count, from another phone of the table: the table's own phone
    // still moves the score on
    expect((await other.post('tableLive', run(LIVE_SEQ_MAX, 20, 0))).body).toEqual({ kept: true })
    expect((await table.post('tableLive', run(2, 5, 3))).body).toEqual({ kept: true })
    expect(liveRaceOf(ctx.phones, night.id).tables.map((t) => t.points)).toEqual([{ NS: 5, EW: 3 }])
    // each phone's own posts still keep their order: a late one of its own is dropped
    expect((await table.post('tableLive', run(1, 4, 3))).body).toEqual({ kept: false })
    expect(liveRaceOf(ctx.phones, night.id).tables.map((t) => t.points)).toEqual([{ NS: 5, EW: 3 }])
  })

  it('a seat’s Bunco tapped off and on 40 times is announced once; a second Bunco is said again', async () => {
    const { ctx, night, status, code } = await party()
    const table = await phoneWithPass(status.url!, code)
    for (let seq = 1; seq <= 40; seq++) {
      await table.post('tableLive', run(seq, seq % 2 ? 21 : 0, 0, seq % 2 ? { N: 1 } : {}))
    }
    expect(liveRaceOf(ctx.phones, night.id).buncos).toHaveLength(1)
    // another phone of the table saying the same Bunco says nothing new
    const other = await phoneWithPass(status.url!, code)
    await other.post('tableLive', run(1, 21, 0, { N: 1 }))
    expect(liveRaceOf(ctx.phones, night.id).buncos).toHaveLength(1)
    // a second Bunco of the same player is a new one
    await table.post('tableLive', run(41, 42, 0, { N: 2 }))
    expect(liveRaceOf(ctx.phones, night.id).buncos).toHaveLength(2)
  })
})
