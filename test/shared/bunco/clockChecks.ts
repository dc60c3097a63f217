// The rule sheet's statements about the clock, each checked by driving the host's round timer
// from the rules as main does (fake time: the round begins at T0).
import { expect } from 'vitest'
import { clockPlan, type ClockStatementId, type Statement } from '../../../src/shared/bunco'
import { moveLeft, roomClockOf, timesUp } from '../../../src/shared/roomClock'
import { advanceClock, clockForNewRound } from '../../../src/shared/roundClock'
import { DEFAULT_TIMER, startTimer, type RoundTimer } from '../../../src/shared/roundTimer'
import type { Check, Context } from './statementChecks'

const T0 = 1_700_000_000_000

function num(statement: Statement, name: string): number {
  const value = statement.params?.[name]
  if (typeof value !== 'number') throw new Error(`${statement.id} has no number ${name}`)
  return value
}

/** The timer as a round begins at T0 under the rules, from a timer the host left running. */
function begun(ctx: Context): RoundTimer {
  const hosts = startTimer({ ...DEFAULT_TIMER, minutes: 3 }, T0 - 60_000)
  return clockForNewRound(hosts, ctx.rules, T0)
}

/** The round's clock once the move (if any) is over: it runs for the statement's minutes. */
function runsFor(s: Statement, ctx: Context): void {
  const minutes = num(s, 'minutes')
  expect(minutes).toBe(ctx.rules.roundMinutes)
  const start = T0 + ctx.rules.moveSeconds * 1000
  const timer =
    ctx.rules.moveSeconds > 0 ? advanceClock(begun(ctx), start) : startTimer(begun(ctx), start)
  expect(timer.endsAt).toBe(start + minutes * 60_000)
}

/** Every clock statement's check. */
export const CLOCK_CHECKS: Record<ClockStatementId, Check> = {
  'clock.bellOnly': (s, ctx) => {
    expect(clockPlan(ctx.rules)).toMatchObject({ timed: true, endsByScore: false })
    runsFor(s, ctx)
  },
  'clock.bellOrScore': (s, ctx) => {
    expect(clockPlan(ctx.rules)).toMatchObject({ timed: true, endsByScore: true })
    runsFor(s, ctx)
  },
  'clock.atBell': (_, ctx) => {
    const running = startTimer(begun(ctx), T0)
    const end = T0 + ctx.rules.roundMinutes * 60_000
    expect(advanceClock(running, end - 1)).toBe(running)
    expect(timesUp(roomClockOf(running), end - 1)).toBe(false)
    // at zero the bell rings once at every table (the phones and the TV hear the count)
    const rung = advanceClock(running, end)
    expect(rung.bells).toBe(running.bells + 1)
    expect(timesUp(roomClockOf(rung), end)).toBe(true)
    expect(advanceClock(rung, end + 5_000)).toBe(rung)
  },
  'clock.move': (s, ctx) => {
    const seconds = num(s, 'seconds')
    expect(seconds).toBe(ctx.rules.moveSeconds)
    const timer = begun(ctx)
    const end = T0 + seconds * 1000
    expect(moveLeft(roomClockOf(timer), T0)).toBe(seconds * 1000)
    expect(advanceClock(timer, end - 1)).toBe(timer)
    const started = advanceClock(timer, end)
    expect([started.moveEndsAt, started.endsAt]).toEqual([
      null,
      end + ctx.rules.roundMinutes * 60_000,
    ])
  },
  'clock.hostStarts': (_, ctx) => {
    const timer = begun(ctx)
    expect([timer.moveEndsAt, timer.endsAt]).toEqual([null, null])
    expect(advanceClock(timer, T0 + 3_600_000)).toBe(timer)
    expect(startTimer(timer, T0).endsAt).toBe(T0 + ctx.rules.roundMinutes * 60_000)
  },
  'clock.moveOnly': (s, ctx) => {
    const seconds = num(s, 'seconds')
    expect(seconds).toBe(ctx.rules.moveSeconds)
    expect(clockPlan(ctx.rules).timed).toBe(false)
    const hosts = startTimer({ ...DEFAULT_TIMER, minutes: 3 }, T0 - 60_000)
    const timer = clockForNewRound(hosts, ctx.rules, T0)
    // the host's own timer runs on untouched, and nobody rings it but the host's window
    expect(timer.endsAt).toBe(hosts.endsAt)
    expect(timer.moveEndsAt).toBe(T0 + seconds * 1000)
    const after = advanceClock(timer, T0 + 3_600_000)
    expect([after.moveEndsAt, after.endsAt, after.bells]).toEqual([null, hosts.endsAt, hosts.bells])
  },
}
