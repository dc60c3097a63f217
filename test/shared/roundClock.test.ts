// The night's clock driving the round timer, in fake time: the move countdown, the round's clock
// starting by itself at its end, one bell at zero, and the host's own timer left alone untimed.
import { describe, expect, it } from 'vitest'
import { createRandom, DEFAULT_RULES, type HouseRules } from '../../src/shared/bunco'
import { moveLeft, roomClockOf, timesUp } from '../../src/shared/roomClock'
import { roomPhase } from '../../src/shared/roomPhase'
import {
  advanceClock,
  clockForNewRound,
  clockForUndoneRound,
  nextClockWake,
} from '../../src/shared/roundClock'
import {
  DEFAULT_TIMER,
  pauseTimer,
  resetTimer,
  ringTimerBell,
  startTimer,
  type RoundTimer,
} from '../../src/shared/roundTimer'

const T0 = 1_750_000_000_000
const timed = (change: Partial<HouseRules>): HouseRules => ({
  ...DEFAULT_RULES,
  roundClock: 'clockOrScore',
  ...change,
})

describe('the night’s clock', () => {
  it('starts each round’s clock when its move ends, and rings once at zero (seeded sweep)', () => {
    const random = createRandom(38)
    for (let i = 0; i < 200; i++) {
      const minutes = 1 + random.int(60)
      const seconds = 1 + random.int(600)
      const start = T0 + random.int(1_000_000)
      const timer = clockForNewRound(
        DEFAULT_TIMER,
        timed({ roundMinutes: minutes, moveSeconds: seconds }),
        start,
      )
      const moveEnd = start + seconds * 1000
      const roundEnd = moveEnd + minutes * 60_000
      expect(nextClockWake(timer)).toBe(moveEnd)
      expect(moveLeft(roomClockOf(timer), start)).toBe(seconds * 1000)
      // any moment before the move's end changes nothing
      expect(advanceClock(timer, moveEnd - 1 - random.int(seconds * 1000))).toBe(timer)
      // a wake late by up to a minute still starts the round from the move's end
      const late = random.int(60_000)
      const running = advanceClock(timer, moveEnd + Math.min(late, minutes * 60_000 - 1))
      expect([running.moveEndsAt, running.endsAt, running.bells]).toEqual([null, roundEnd, 0])
      expect(nextClockWake(running)).toBe(roundEnd)
      expect(timesUp(roomClockOf(running), roundEnd - 1)).toBe(false)
      const rung = advanceClock(running, roundEnd + late)
      expect([rung.bells, rung.bellAt]).toEqual([1, roundEnd + late])
      expect(timesUp(roomClockOf(rung), roundEnd)).toBe(true)
      expect(nextClockWake(rung)).toBeNull()
      expect(advanceClock(rung, roundEnd + 3_600_000)).toBe(rung)
    }
  })

  it('gives the room’s phase its move countdown: moving until the end, then rolling', () => {
    const timer = clockForNewRound(DEFAULT_TIMER, timed({ moveSeconds: 90 }), T0)
    const phase = (now: number) =>
      roomPhase({ status: 'playing', moveEndsAt: timer.moveEndsAt, now })
    expect([phase(T0), phase(T0 + 89_999), phase(T0 + 90_000)]).toEqual([
      'moving',
      'moving',
      'rolling',
    ])
  })

  it('passes a round whose end went by unnoticed straight to its bell', () => {
    const timer = clockForNewRound(DEFAULT_TIMER, timed({ roundMinutes: 2, moveSeconds: 30 }), T0)
    const after = advanceClock(timer, T0 + 30_000 + 120_000 + 5_000)
    expect([after.moveEndsAt, after.endsAt, after.bells]).toEqual([null, T0 + 150_000, 1])
  })

  it('counts a bell the host rang at or after zero, but not one rung mid-round', () => {
    const running = startTimer(clockForNewRound(DEFAULT_TIMER, timed({ roundMinutes: 1 }), T0), T0)
    const early = ringTimerBell(running, T0 + 10_000)
    expect(advanceClock(early, T0 + 60_000).bells).toBe(2)
    const onTime = ringTimerBell(running, T0 + 60_000)
    expect(advanceClock(onTime, T0 + 61_000)).toBe(onTime)
  })

  it('lets the host start early, pause (the round then waits) and reset', () => {
    const timer = clockForNewRound(DEFAULT_TIMER, timed({ roundMinutes: 10, moveSeconds: 120 }), T0)
    const early = startTimer(timer, T0 + 60_000)
    expect([early.moveEndsAt, early.endsAt]).toEqual([null, T0 + 60_000 + 600_000])
    const paused = pauseTimer(timer, T0 + 1_000)
    expect(paused.moveEndsAt).toBeNull()
    expect(advanceClock(paused, T0 + 999_999)).toBe(paused)
    expect(nextClockWake(resetTimer(early))).toBeNull()
  })

  it('waits for the host’s start when there is no move time', () => {
    const timer = clockForNewRound(DEFAULT_TIMER, timed({ roundMinutes: 7, moveSeconds: 0 }), T0)
    expect(timer).toMatchObject({ enabled: true, byRules: true, moveEndsAt: null, endsAt: null })
    expect(timer.leftMs).toBe(7 * 60_000)
    expect(nextClockWake(timer)).toBeNull()
  })

  it('leaves an untimed night’s timer as the host set it, with or without a move countdown', () => {
    const hosts = startTimer({ ...DEFAULT_TIMER, minutes: 4 }, T0)
    expect(clockForNewRound(hosts, DEFAULT_RULES, T0 + 1)).toBe(hosts)
    const moving = clockForNewRound(hosts, { ...DEFAULT_RULES, moveSeconds: 45 }, T0 + 1)
    expect(moving).toEqual({ ...hosts, moveEndsAt: T0 + 45_001 })
    // the host's own timer is never rung by the night's clock
    const later = advanceClock(moving, T0 + 3_600_000)
    expect([later.moveEndsAt, later.bells, later.endsAt]).toEqual([null, 0, hosts.endsAt])
    expect(timesUp(roomClockOf(later), T0 + 3_600_000)).toBe(false)
  })

  it('keeps an untimed night’s move countdown whatever the host does with their own timer', () => {
    const moving = clockForNewRound(DEFAULT_TIMER, { ...DEFAULT_RULES, moveSeconds: 60 }, T0)
    const started = startTimer(moving, T0 + 1_000)
    expect(started.moveEndsAt).toBe(T0 + 60_000)
    expect(pauseTimer(started, T0 + 2_000).moveEndsAt).toBe(T0 + 60_000)
    expect(pauseTimer(moving, T0 + 2_000)).toBe(moving)
    expect(resetTimer(started).moveEndsAt).toBe(T0 + 60_000)
  })

  it('leaves a timed night when the next night plays untimed', () => {
    const timer = startTimer(clockForNewRound(DEFAULT_TIMER, timed({}), T0), T0)
    const next = clockForNewRound(timer, DEFAULT_RULES, T0 + 5)
    expect([next.byRules, next.moveEndsAt]).toEqual([false, null])
    expect(nextClockWake(next)).toBeNull()
  })
})

describe('the clock when a round’s beginning is undone', () => {
  const running: RoundTimer = { ...DEFAULT_TIMER, enabled: true, byRules: true, minutes: 12 }
  it('is the clock as it was before, with the host’s sound and the bell’s count as they are now', () => {
    const before = { ...running, endsAt: 5_000_000, leftMs: 0, bells: 2, bellAt: 1_000 }
    const now = { ...running, moveEndsAt: 9_000_000, sound: true, bells: 3, bellAt: 4_000_000 }
    expect(clockForUndoneRound(now, before, timed({}))).toEqual({
      ...before,
      sound: true,
      bells: 3,
      bellAt: 4_000_000,
    })
  })

  it('unknown, it stops the move countdown and pauses a round clock run by the rules', () => {
    const moving = { ...running, moveEndsAt: 9_000_000, endsAt: 8_000_000, leftMs: 60_000 }
    expect(clockForUndoneRound(moving, null, timed({}))).toEqual({
      ...moving,
      moveEndsAt: null,
      endsAt: null,
    })
    // the host's own running timer is the host's: left as it is
    const hosts = { ...DEFAULT_TIMER, enabled: true, endsAt: 8_000_000 }
    expect(clockForUndoneRound(hosts, null, timed({}))).toBe(hosts)
  })

  it('on an untimed night, only the move countdown stops: the host’s own timer runs on', () => {
    const untimed = { ...DEFAULT_RULES, moveSeconds: 60 }
    const hosts = { ...DEFAULT_TIMER, enabled: true, endsAt: 8_000_000, moveEndsAt: 7_000_000 }
    const before = { ...DEFAULT_TIMER, enabled: true, endsAt: 1_000 }
    expect(clockForUndoneRound(hosts, before, untimed)).toEqual({ ...hosts, moveEndsAt: null })
    const still = { ...hosts, moveEndsAt: null }
    expect(clockForUndoneRound(still, before, DEFAULT_RULES)).toBe(still)
  })
})
