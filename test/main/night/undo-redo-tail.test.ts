// Whether the host can undo or redo is read from the end of the log; it must always say what the
// whole log says (undoTarget and redoTarget over every event).
import { createRandom } from '@shared/bunco'
import { describe, expect, it } from 'vitest'
import { addPeople, must, startNight } from '../../drivers/night-driver'
import { redoTarget, undoTarget } from '../../../src/main/night/undoStack'
import { freshStore } from './helpers'

describe('undo and redo read from the end of the log', () => {
  it('say what the whole log says, through a random run of results, undos and redos', async () => {
    const { ctx, call } = freshStore()
    const night = await startNight(call, await addPeople(call, 12), { seed: 8 })
    const random = createRandom(8)
    const tables = night.current!.plan.tables.map((t) => t.table)
    for (let step = 0; step < 150; step++) {
      const roll = random.next()
      const whole = ctx.store.events(night.id)
      // only results are undone, so the night stays started
      if (roll < 0.35 && undoTarget(whole)?.type === 'result')
        await must(call, 'night:undo', { nightId: night.id })
      else if (roll < 0.6 && redoTarget(whole))
        await must(call, 'night:redo', { nightId: night.id })
      else {
        const table = tables[Math.floor(random.next() * tables.length)]!
        await must(call, 'night:recordResult', {
          nightId: night.id,
          round: 1,
          result: { table, winner: random.next() < 0.5 ? 'NS' : 'EW' },
        })
      }
      const log = ctx.store.events(night.id)
      expect(ctx.store.canUndo(night.id), `step ${step}`).toBe(undoTarget(log) !== undefined)
      expect(ctx.store.canRedo(night.id), `step ${step}`).toBe(redoTarget(log) !== undefined)
    }
    ctx.close()
  }, 60_000)
})
