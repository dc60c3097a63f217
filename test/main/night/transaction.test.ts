// The one wrapper for writes that span more than one action: announced after the commit, never
// before; forgotten on failure, so no cached state or push outlives the rollback.
import { afterEach, describe, expect, it } from 'vitest'
import { addPeople, startNight } from '../../drivers/night-driver'
import type { MainContext } from '../../../src/main/context'
import { freshStore, snapshot } from './helpers'

const open: MainContext[] = []
afterEach(() => open.splice(0).forEach((ctx) => ctx.close()))

async function night() {
  const { ctx, call } = freshStore()
  open.push(ctx)
  const view = await startNight(call, await addPeople(call, 8), { seed: 2 })
  const heard: number[] = []
  ctx.store.subscribe((_nightId, eventId) => heard.push(eventId))
  return { ctx, view, heard }
}

describe('store.transaction', () => {
  it('announces the changes of its actions once it has committed, in order', async () => {
    const { ctx, view, heard } = await night()
    const inside: number[][] = []
    const ids = ctx.store.transaction(() => {
      const a = ctx.store.apply(view.id, {
        type: 'result',
        round: 1,
        result: { table: 1, winner: 'NS' },
      })
      inside.push([...heard])
      const b = ctx.store.apply(view.id, {
        type: 'result',
        round: 1,
        result: { table: 2, winner: 'EW' },
      })
      inside.push([...heard])
      return [a.eventId, b.eventId]
    })
    expect(inside).toEqual([[], []])
    expect(heard).toEqual(ids)
  })

  it('on failure announces nothing, keeps nothing, and leaves no stale cached state', async () => {
    const { ctx, view, heard } = await night()
    const before = snapshot(ctx)
    const state = ctx.store.state(view.id)
    expect(() =>
      ctx.store.transaction(() => {
        ctx.store.apply(view.id, { type: 'result', round: 1, result: { table: 1, winner: 'NS' } })
        throw new Error('the second half failed')
      }),
    ).toThrow('the second half failed')
    expect(heard).toEqual([])
    expect(snapshot(ctx)).toBe(before)
    expect(ctx.store.state(view.id)).toEqual(state)
    expect(ctx.store.state(view.id).current?.results).toEqual([])
  })

  it('joins an outer transaction: the inner one’s changes wait for the outer commit', async () => {
    const { ctx, view, heard } = await night()
    let afterInner: number[] = []
    ctx.store.transaction(() => {
      ctx.store.transaction(() =>
        ctx.store.apply(view.id, { type: 'result', round: 1, result: { table: 1, winner: 'NS' } }),
      )
      afterInner = [...heard]
    })
    expect(afterInner).toEqual([])
    expect(heard).toHaveLength(1)
  })

  it('an inner one that fails while the outer carries on announces nothing of its own', async () => {
    const { ctx, view, heard } = await night()
    const kept = ctx.store.transaction(() => {
      expect(() =>
        ctx.store.transaction(() => {
          ctx.store.apply(view.id, {
            type: 'result',
            round: 1,
            result: { table: 1, winner: 'NS' },
          })
          throw new Error('the rest of the inner one failed')
        }),
      ).toThrow('the rest of the inner one failed')
      return ctx.store.apply(view.id, {
        type: 'result',
        round: 1,
        result: { table: 2, winner: 'EW' },
      })
    })
    expect(heard).toEqual([kept.eventId])
    expect(ctx.store.state(view.id).current?.results).toEqual([{ table: 2, winner: 'EW' }])
  })

  it('a single action outside any transaction is announced at once', async () => {
    const { ctx, view, heard } = await night()
    const saved = ctx.store.apply(view.id, {
      type: 'result',
      round: 1,
      result: { table: 1, winner: 'NS' },
    })
    expect(heard).toEqual([saved.eventId])
  })
})
