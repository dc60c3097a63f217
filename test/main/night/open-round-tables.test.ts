import { createRandom } from '@shared/bunco'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, randomResults, startNight } from '../../drivers/night-driver'
import { changedResults } from '../../../src/main/night/projectionRows'
import { replayDifferences } from '../../../src/main/night/verify'
import { freshStore } from './helpers'

describe('an open round writes only the tables whose result moved', () => {
  it('keeps the stored results equal to a replay through sends, resends, undos and a commit', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 16)
    let v = await startNight(call, ids, { seed: 3 })
    for (let round = 0; round < 3; round++) {
      const plan = (v.current as NonNullable<NightView['current']>).plan
      const results = randomResults(plan, createRandom(40 + round))
      const nightId = v.id
      const send = (i: number, seed = round): Promise<NightView> =>
        must<NightView>(call, 'night:recordResult', {
          nightId,
          round: plan.round,
          result: { ...(randomResults(plan, createRandom(seed))[i] ?? results[i]) },
        })
      for (let i = 0; i < results.length; i++) {
        await send(i)
        expect(replayDifferences(ctx.db, nightId)).toEqual([])
      }
      // a table sends again with another result, then the host undoes it
      await send(1, 90 + round)
      expect(replayDifferences(ctx.db, nightId)).toEqual([])
      await must<NightView>(call, 'night:undo', { nightId })
      expect(replayDifferences(ctx.db, nightId)).toEqual([])
      // the first table's result taken back by undo, then sent again
      await must<NightView>(call, 'night:undo', { nightId })
      expect(replayDifferences(ctx.db, nightId)).toEqual([])
      await send(3)
      v = await must<NightView>(call, 'night:commitRound', { nightId, round: plan.round })
      expect(replayDifferences(ctx.db, nightId)).toEqual([])
      const stored = ctx.db
        .prepare('SELECT COUNT(*) AS n FROM table_results WHERE night_id = ? AND round = ?')
        .get(nightId, plan.round) as { n: number }
      expect(stored.n).toBe(plan.tables.length)
    }
    ctx.close()
  })
})

describe('changedResults', () => {
  const r = (table: number, winner = 'NS') => ({ table, winner }) as never
  it('names nothing when every result is the same object', () => {
    const list = [r(1), r(2)]
    expect(changedResults(list, [...list])).toEqual({ tables: [], results: [] })
  })
  it('names a table added or replaced by a new object, even an equal one', () => {
    const a = r(1)
    const b = r(2)
    const b2 = r(2)
    const c = r(3)
    expect(changedResults([a, b], [a, b2, c])).toEqual({ tables: [2, 3], results: [b2, c] })
  })
  it('names a table whose result was taken away', () => {
    const a = r(1)
    expect(changedResults([a, r(2)], [a])).toEqual({ tables: [2], results: [] })
  })
})
