// A draw's reveal on the TV and the projector: a draw made while the screen is open rolls, then
// shows, then rests; one made before the screen first read the night is not revealed; under
// reduced motion it shows at once; a draw declared unclaimed leaves nothing to reveal.
import { TV_DRAW_MS, drawReveal, rollingNumber } from '@shared/phones/drawReveal'
import type { TvDraw } from '@shared/phones/tvFundraiser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const draw = (n: number, ticket = 104): TvDraw => ({
  id: `raffle:draw${n}`,
  game: 'raffle',
  ticket,
  prize: 'Spa basket',
  donor: null,
  amountMinor: null,
  buyer: 'Ann Lee',
})

describe('a draw’s reveal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('rolls a new draw’s ticket, then shows it, then rests; an old draw is not news', () => {
    const redraw = vi.fn()
    const tick = vi.fn()
    const reveal = drawReveal({ redraw, tick, still: () => false })
    reveal.seen(draw(5))
    expect(reveal.now()).toEqual({ draw: draw(5), phase: 'rest' })
    reveal.seen(draw(5))
    expect(reveal.now().phase).toBe('rest')
    reveal.seen(draw(9))
    expect(reveal.now().phase).toBe('rolling')
    vi.advanceTimersByTime(TV_DRAW_MS.roll - 1)
    expect(tick.mock.calls.length).toBeGreaterThan(10)
    expect(reveal.now().phase).toBe('rolling')
    vi.advanceTimersByTime(1)
    expect(reveal.now().phase).toBe('shown')
    const ticks = tick.mock.calls.length
    vi.advanceTimersByTime(TV_DRAW_MS.show)
    expect(tick.mock.calls.length).toBe(ticks)
    expect(reveal.now().phase).toBe('rest')
    expect(redraw).toHaveBeenCalledTimes(2)
  })

  it('shows at once under reduced motion, and rests when the draw is declared unclaimed', () => {
    const tick = vi.fn()
    const reveal = drawReveal({ redraw: () => undefined, tick, still: () => true })
    reveal.seen(null)
    reveal.seen(draw(3))
    expect(reveal.now().phase).toBe('shown')
    reveal.seen(null)
    expect(reveal.now()).toEqual({ draw: null, phase: 'rest' })
    vi.advanceTimersByTime(TV_DRAW_MS.show * 2)
    expect(tick).not.toHaveBeenCalled()
    reveal.stop()
  })

  it('rolls numbers as long as the ticket’s', () => {
    expect(rollingNumber(104, () => 0.05)).toBe('050')
    expect(rollingNumber(7, () => 0.99)).toBe('9')
    expect(rollingNumber(12345, () => 0)).toBe('00000')
  })
})
