// A phone's result saved without the night's view being made: the same event and state as the
// host's `act`, its id returned, its source kept, a refusal changing nothing.
import { afterEach, describe, expect, it } from 'vitest'
import { addPeople, startNight } from '../../drivers/night-driver'
import type { MainContext } from '../../../src/main/context'
import { actOnNight, recordAction } from '../../../src/main/night/nightActions'
import { nightDeps } from '../../../src/main/night/nightDeps'
import { rosterDeps } from '../../../src/main/roster/rosterDeps'
import { freshStore } from './helpers'

const open: MainContext[] = []
afterEach(() => open.splice(0).forEach((ctx) => ctx.close()))

async function twoNights() {
  const { ctx, call } = freshStore()
  open.push(ctx)
  const ids = await addPeople(call, 8)
  const a = await startNight(call, ids, { seed: 4 })
  const b = await startNight(call, ids, { seed: 4 })
  // the night's deps over the context's own store, as context.ts makes them
  const nights = nightDeps(ctx.db, ctx.store, rosterDeps(ctx.db))
  return { ctx, nights, a, b }
}

describe('recordAction', () => {
  it('saves what act saves, and returns the saved event’s id', async () => {
    const { ctx, nights, a, b } = await twoNights()
    const action = {
      type: 'result' as const,
      round: 1,
      result: { table: 1, winner: 'NS' as const },
    }
    const id = recordAction(nights, a.id, action, 'table:1')
    const view = actOnNight(nights, b.id, action, undefined, 'table:1')
    expect(id).toBe(ctx.store.lastEventId(a.id))
    expect(view.savedEventId).toBe(ctx.store.lastEventId(b.id))
    expect(ctx.store.state(a.id).current?.results).toEqual(ctx.store.state(b.id).current?.results)
    const source = ctx.db.prepare('SELECT source FROM events WHERE id = ?').get(id)
    expect(source).toEqual({ source: 'table:1' })
  })

  it('tells the store’s listeners, as act does', async () => {
    const { ctx, nights, a } = await twoNights()
    const heard: number[] = []
    ctx.store.subscribe((_night, eventId) => heard.push(eventId))
    const id = recordAction(nights, a.id, {
      type: 'result',
      round: 1,
      result: { table: 2, winner: 'EW' },
    })
    expect(heard).toEqual([id])
  })

  it('refuses what the rules refuse and saves nothing', async () => {
    const { ctx, nights, a } = await twoNights()
    const before = ctx.store.lastEventId(a.id)
    expect(() =>
      recordAction(nights, a.id, { type: 'result', round: 7, result: { table: 1, winner: 'NS' } }),
    ).toThrow()
    expect(ctx.store.lastEventId(a.id)).toBe(before)
  })
})
