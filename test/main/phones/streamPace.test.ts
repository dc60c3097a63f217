// When each kind of page hears of a change: a table's phone and the TV at once (the first change
// adds no wait), then once per window for the changes meanwhile; a guest's page after its window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PHONE_LIMITS } from '../../../src/main/phones/serverLimits'
import { freshPace, noteChange, takeChanges, type Pace } from '../../../src/main/phones/streamPace'
import type { PhoneKind } from '@shared/phones/protocol'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A kind's pace whose tellings are counted, each taking what changed. */
function paced(kind: PhoneKind): {
  pace: Pace
  change: (night: number | 'all') => void
  told: { nights: number[]; all: boolean }[]
} {
  const pace = freshPace()
  const told: { nights: number[]; all: boolean }[] = []
  const tell = (): void => {
    const { nights, all } = takeChanges(pace, kind)
    told.push({ nights: [...nights], all })
  }
  return { pace, told, change: (night) => noteChange(pace, kind, night, tell) }
}

describe('the streams’ pace', () => {
  it('tells a table’s phone and the TV of a first change at once, its pushes as one', async () => {
    for (const kind of ['table', 'tv'] as const) {
      const { change, told } = paced(kind)
      // a result is a night's change and a phones' change, pushed together
      change(1)
      change(1)
      expect(told).toEqual([])
      await vi.advanceTimersByTimeAsync(0)
      expect(told).toEqual([{ nights: [1], all: false }])
    }
  })

  it('gathers the changes within a window after a telling into one telling at its end', async () => {
    const { change, told } = paced('table')
    change(1)
    await vi.advanceTimersByTimeAsync(0)
    change(1)
    change(2)
    change('all')
    await vi.advanceTimersByTimeAsync(PHONE_LIMITS.coalesceMs - 1)
    expect(told).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(told).toEqual([
      { nights: [1], all: false },
      { nights: [1, 2], all: true },
    ])
    // a change after a quiet window is told at once again
    await vi.advanceTimersByTimeAsync(PHONE_LIMITS.coalesceMs)
    change(3)
    await vi.advanceTimersByTimeAsync(0)
    expect(told.at(-1)).toEqual({ nights: [3], all: false })
  })

  it('tells a guest’s page once its window after the first change is over', async () => {
    const { change, told } = paced('guest')
    change(1)
    await vi.advanceTimersByTimeAsync(PHONE_LIMITS.guestCoalesceMs - 1)
    change(1)
    expect(told).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(told).toEqual([{ nights: [1], all: false }])
  })

  it('cancels a telling on its way', async () => {
    for (const kind of ['table', 'guest'] as const) {
      const { pace, change, told } = paced(kind)
      change(1)
      pace.cancel?.()
      await vi.advanceTimersByTimeAsync(PHONE_LIMITS.guestCoalesceMs)
      expect(told).toEqual([])
    }
  })
})
