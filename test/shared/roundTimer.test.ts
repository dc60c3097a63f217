import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TIMER,
  clockText,
  pauseTimer,
  resetTimer,
  ringTimerBell,
  setTimer,
  startTimer,
  timeLeft,
} from '../../src/shared/roundTimer'

describe('round timer', () => {
  it('is off, silent and at 10 minutes until the host says otherwise', () => {
    expect(DEFAULT_TIMER).toMatchObject({ enabled: false, sound: false, minutes: 10 })
    expect(timeLeft(DEFAULT_TIMER, 123)).toBe(600_000)
  })

  it('counts down from the start, pauses where it is and resumes from there', () => {
    const on = setTimer(DEFAULT_TIMER, { enabled: true, minutes: 2 })
    expect(timeLeft(on, 0)).toBe(120_000)
    const running = startTimer(on, 1_000)
    expect(timeLeft(running, 31_000)).toBe(90_000)
    const paused = pauseTimer(running, 31_000)
    expect(timeLeft(paused, 999_999)).toBe(90_000)
    const again = startTimer(paused, 100_000)
    expect(timeLeft(again, 190_000)).toBe(0)
    expect(timeLeft(again, 500_000)).toBe(0)
    // starting a running timer changes nothing; a finished one starts from its full minutes
    expect(startTimer(again, 150_000)).toBe(again)
    const over = pauseTimer(again, 200_000)
    expect(timeLeft(startTimer(over, 0), 0)).toBe(120_000)
    // run out without a pause: Start begins a new countdown
    expect(timeLeft(startTimer(again, 300_000), 300_000)).toBe(120_000)
  })

  it('new minutes or switching it off start it again from the full time', () => {
    const running = startTimer(setTimer(DEFAULT_TIMER, { minutes: 5 }), 0)
    expect(setTimer(running, { minutes: 7 })).toMatchObject({ endsAt: null, leftMs: 420_000 })
    expect(setTimer(running, { enabled: false })).toMatchObject({ endsAt: null, leftMs: 300_000 })
    expect(setTimer(running, { sound: true }).endsAt).toBe(running.endsAt)
    expect(resetTimer(running)).toMatchObject({ endsAt: null, leftMs: 300_000 })
  })

  it('counts each bell and when it rang', () => {
    const once = ringTimerBell(DEFAULT_TIMER, 5)
    expect(ringTimerBell(once, 9)).toMatchObject({ bells: 2, bellAt: 9 })
  })

  it('shows minutes and seconds, rounded up', () => {
    expect(clockText(600_000)).toBe('10:00')
    expect(clockText(61_001)).toBe('1:02')
    expect(clockText(999)).toBe('0:01')
    expect(clockText(0)).toBe('0:00')
  })
})
