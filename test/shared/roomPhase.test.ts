import { describe, expect, it } from 'vitest'
import { roomPhase } from '../../src/shared/roomPhase'

describe('roomPhase', () => {
  it('is gathering before the first round and done after the last, whatever the countdown', () => {
    expect(roomPhase({ status: 'setup', moveEndsAt: 5_000, now: 1_000 })).toBe('gathering')
    expect(roomPhase({ status: 'finished', moveEndsAt: 5_000, now: 1_000 })).toBe('done')
  })
  it('is moving while the move countdown runs, and rolling once it has run out', () => {
    expect(roomPhase({ status: 'playing', moveEndsAt: 5_000, now: 4_999 })).toBe('moving')
    expect(roomPhase({ status: 'playing', moveEndsAt: 5_000, now: 5_000 })).toBe('rolling')
  })
  it('is rolling in play with no countdown', () => {
    expect(roomPhase({ status: 'playing', moveEndsAt: null, now: 0 })).toBe('rolling')
  })
})
