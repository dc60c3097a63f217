// What the TV's page says for a few seconds: the bell just rung and a Bunco just rolled, only
// those that happen while it is open, a new Bunco popping in on its first drawing only.
import type { PhoneTvView } from '@shared/phones/views'
import type { LiveBunco } from '@shared/phones/live'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TV_MOMENT_MS, tvMoments } from '../../src/phone/tvMoments'

const bunco = (id: number, name = 'Ann', table = 3): LiveBunco => ({
  id,
  table,
  name,
  kind: 'bunco',
})

function view(bells: number, buncos: LiveBunco[] = []): PhoneTvView {
  return {
    title: 'Bunco',
    notStarted: false,
    round: { n: 2, set: 1, inSet: 2, total: 6, face: 2 },
    bell: { bells, bellAt: null },
    clock: { moveEndsAt: null, roundEndsAt: null },
    tables: [],
    buncos,
    top: [],
    hidden: false,
    dieHolders: [],
    champions: [],
    awards: null,
    wifi: null,
    fundraiser: null,
    slides: { status: 'playing', items: [] },
  }
}

describe('the TV’s moments', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says nothing of what happened before the page first read the night', () => {
    const m = tvMoments(() => undefined)
    m.seen(view(4, [bunco(1), bunco(2)]))
    expect(m.now()).toEqual({ bellRang: false, bunco: null, fresh: false })
  })

  it('says a bell rung while open, for a few seconds, then redraws without it', () => {
    const redraw = vi.fn()
    const m = tvMoments(redraw)
    m.seen(view(1))
    m.seen(view(2))
    expect(m.now().bellRang).toBe(true)
    vi.advanceTimersByTime(TV_MOMENT_MS.bell - 1)
    expect(m.now().bellRang).toBe(true)
    vi.advanceTimersByTime(1)
    expect(m.now().bellRang).toBe(false)
    expect(redraw).toHaveBeenCalledTimes(1)
  })

  it('says the newest Bunco once it is rolled, popping in on its first drawing only', () => {
    const m = tvMoments(() => undefined)
    m.seen(view(0, [bunco(1)]))
    m.seen(view(0, [bunco(1), bunco(2, 'Bea', 1)]))
    expect(m.now()).toEqual({ bellRang: false, bunco: bunco(2, 'Bea', 1), fresh: true })
    // drawn again (another table's score): still said, no longer new
    expect(m.now()).toEqual({ bellRang: false, bunco: bunco(2, 'Bea', 1), fresh: false })
    // the same view read again says no new Bunco
    m.seen(view(0, [bunco(1), bunco(2, 'Bea', 1)]))
    expect(m.now().fresh).toBe(false)
    vi.advanceTimersByTime(TV_MOMENT_MS.bunco)
    expect(m.now().bunco).toBeNull()
  })

  it('a second Bunco while the first is said takes its place for the full time', () => {
    const m = tvMoments(() => undefined)
    m.seen(view(0))
    m.seen(view(0, [bunco(5)]))
    vi.advanceTimersByTime(TV_MOMENT_MS.bunco - 1000)
    m.seen(view(0, [bunco(5), bunco(6, 'Cy')]))
    vi.advanceTimersByTime(TV_MOMENT_MS.bunco - 1)
    expect(m.now().bunco?.name).toBe('Cy')
    vi.advanceTimersByTime(1)
    expect(m.now().bunco).toBeNull()
  })
})
