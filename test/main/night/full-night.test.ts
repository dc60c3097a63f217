import { createRandom } from '@shared/bunco'
import type { NightView, Standing } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, playRound, startNight } from '../../drivers/night-driver'
import { freshStore, replayMatches } from './helpers'

describe('a full 24-round night through the contract', () => {
  it('plays 12 guests through 24 rounds, with replay equal to the stored tables throughout', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 12)
    let view = await startNight(call, ids, { seed: 42 })
    expect(view.status).toBe('playing')
    expect(view.current?.plan.tables).toHaveLength(3)
    const random = createRandom(99)
    for (let r = 1; r <= 24; r++) {
      view = await playRound(call, view, random)
      if (r % 6 === 0) expect(replayMatches(ctx)).toEqual([])
    }
    expect(view.roundsPlayed).toBe(24)
    expect(view.current).toBeNull()
    const standings = await must<Standing[]>(call, 'night:standings', { nightId: view.id })
    expect(standings).toHaveLength(12)
    for (const s of standings) expect(s.wins + s.losses).toBe(24)
    view = await must<NightView>(call, 'night:finish', { nightId: view.id })
    expect(view.status).toBe('finished')
    expect(view.awards?.length).toBeGreaterThan(0)
    expect(replayMatches(ctx)).toEqual([])
    const marks = ctx.db.prepare("SELECT count(*) AS n FROM marks WHERE player LIKE 'p%'").get()
    expect(marks).toEqual({ n: 12 * 24 })
    ctx.close()
  })
})
