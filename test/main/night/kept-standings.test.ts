// A night's standings are kept from one change to the next (a commit adds its round); whatever the
// host does between two views, they equal the standings ranked from the whole night replayed.
import { createRandom, tally, type TableResult } from '@shared/bunco'
import type { NightView, Standing } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { addPeople, must, randomResults, startNight } from '../../drivers/night-driver'
import { namedPlayers } from '../../../src/main/night/nightReads'
import { standings } from '../../../src/main/night/nightViews'
import { nightDeps } from '../../../src/main/night/nightDeps'
import { rosterDeps } from '../../../src/main/roster/rosterDeps'
import { freshStore } from './helpers'

describe('the standings kept from change to change', () => {
  for (const seed of [3, 11, 29]) {
    it(`equal the whole night ranked again after commits, undos, redos and corrections (seed ${seed})`, async () => {
      const { ctx, call } = freshStore()
      const ids = await addPeople(call, 12 + seed)
      let view = await startNight(call, ids, { seed, rules: { sets: 2 } })
      const nightId = view.id
      const random = createRandom(seed)
      const deps = nightDeps(ctx.db, ctx.store, rosterDeps(ctx.db))
      // the whole night from its log, ranked from nothing
      const fromNothing = (): Standing[] => {
        const state = ctx.store.replay(nightId)
        return standings(tally(state.played), state, namedPlayers(deps, nightId))
      }
      for (let step = 0; step < 40; step++) {
        const roll = random.next()
        const plan = view.current?.plan
        if (roll < 0.45 && plan) {
          const results = randomResults(plan, random)
          view = await must<NightView>(call, 'night:commitRound', {
            nightId,
            round: plan.round,
            results,
          })
        } else if (roll < 0.6 && view.canUndo && view.roundsPlayed > 0) {
          view = await must<NightView>(call, 'night:undo', { nightId })
        } else if (roll < 0.75 && view.canRedo) {
          view = await must<NightView>(call, 'night:redo', { nightId })
        } else if (view.roundsPlayed > 0) {
          const round = 1 + random.int(view.roundsPlayed)
          const state = ctx.store.state(nightId)
          const old = state.played[round - 1]!.results[0]!
          const result: TableResult = {
            table: old.table,
            winner: old.winner === 'NS' ? 'EW' : 'NS',
          }
          view = await must<NightView>(call, 'night:correctResult', { nightId, round, result })
        } else continue
        expect(view.standings, `step ${step}`).toEqual(fromNothing())
        expect(await must(call, 'night:standings', { nightId }), `step ${step}`).toEqual(
          fromNothing(),
        )
      }
      ctx.close()
    }, 60_000)
  }

  it('are ranked from nothing again for a night deleted and another imported in its place', async () => {
    const { ctx, call } = freshStore()
    const ids = await addPeople(call, 16)
    let view = await startNight(call, ids, { seed: 5 })
    const random = createRandom(5)
    for (let r = 0; r < 3; r++) {
      view = await must<NightView>(call, 'night:commitRound', {
        nightId: view.id,
        round: view.current!.plan.round,
        results: randomResults(view.current!.plan, random),
      })
    }
    const json = await must<{ content: string }>(call, 'night:exportJson', { nightId: view.id })
    const before = view.standings
    await must(call, 'night:delete', { nightId: view.id })
    const imported = await must<NightView>(call, 'night:import', { json: json.content })
    expect(imported.standings).toEqual(before)
    ctx.close()
  }, 60_000)
})
