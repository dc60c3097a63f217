// The night's clock in main: a round beginning under timed rules sets the host's round timer (the
// move countdown, then the round's minutes), and main wakes when the move ends or the round's
// clock reaches zero, to start it or ring the bell (saved and pushed as every timer change is).
import type { RoundTimer } from '@shared/roundTimer'
import {
  advanceClock,
  clockForNewRound,
  clockForUndoneRound,
  nextClockWake,
} from '@shared/roundClock'
import type { NightStore } from '../night/nightStore'
import { saveTimer, timerState, type TimerDeps } from '../tools/timer'

// a night's beginnings kept to undo (more than a night's rounds; older ones are not undone)
const BEGINNINGS_KEPT = 100

/** Calls `wake` at `at` (ms since 1970); returns what cancels it. */
export type Schedule = (at: number, wake: () => void) => () => void

/** What the clock's functions work with. */
export interface ClockDeps {
  timer: TimerDeps
  store: NightStore
  schedule: Schedule
  /** Hears a wake that failed (the store closed under it): the app logs it and goes on. */
  log: (err: unknown) => void
  /** Cancels the wake waiting now, if any. */
  pending: { cancel: (() => void) | null; at: number | null }
  /** Each night's timer as each of its rounds began, newest last: an undone commit puts it back. */
  begun: Map<number, RoundTimer[]>
}

/** Wakes with a timeout at `at`, read against `now` (the app's schedule). */
export function timeoutSchedule(now: () => number): Schedule {
  return (at, wake) => {
    const handle = setTimeout(wake, Math.max(0, at - now()))
    // the clock never keeps the process alive on its own (quitting, a test's end)
    handle.unref?.()
    return () => clearTimeout(handle)
  }
}

/** Builds the clock's dependencies over the timer and the night store. */
export function clockDeps(
  timer: TimerDeps,
  store: NightStore,
  schedule: Schedule = timeoutSchedule(timer.now),
  log: (err: unknown) => void = () => undefined,
): ClockDeps {
  return { timer, store, schedule, log, pending: { cancel: null, at: null }, begun: new Map() }
}

/**
 * Sets the timer as a round of the night begins (it started, or a round was committed) under its
 * rules; a finished night's last commit begins no round.
 */
export function clockRoundBegins(deps: ClockDeps, nightId: number): RoundTimer {
  const state = deps.store.state(nightId)
  const timer = timerState(deps.timer)
  // kept for every beginning (the night's end too), so an undo takes back the right one
  const begun = deps.begun.get(nightId) ?? []
  begun.push(timer)
  deps.begun.set(nightId, begun.slice(-BEGINNINGS_KEPT))
  if (state.status !== 'playing') return timer
  const next = clockForNewRound(timer, state.rules, deps.timer.now())
  // an untimed night with no move countdown changes nothing, and tells nobody
  return next === timer ? timer : saveTimer(deps.timer, next)
}

/**
 * Puts the timer back as it was before the round whose beginning was just undone (its commit or
 * the night's start): the move countdown it began stops, and the reopened round's clock is as the
 * host left it.
 */
export function clockRoundUndone(deps: ClockDeps, nightId: number): RoundTimer {
  const timer = timerState(deps.timer)
  const before = deps.begun.get(nightId)?.pop() ?? null
  const next = clockForUndoneRound(timer, before, deps.store.state(nightId).rules)
  return next === timer ? timer : saveTimer(deps.timer, next)
}

/** Advances the timer to now (starts the round after the move, rings a bell due) and waits for the next. */
export function clockTick(deps: ClockDeps): RoundTimer {
  const timer = timerState(deps.timer)
  const next = advanceClock(timer, deps.timer.now())
  // a saved change is heard by clockWatch; an unchanged timer waits here
  if (next !== timer) return saveTimer(deps.timer, next)
  clockWatch(deps, timer)
  return timer
}

/** Waits for the timer's next due moment (once), replacing any earlier wait. */
export function clockWatch(deps: ClockDeps, timer: RoundTimer): void {
  const at = nextClockWake(timer)
  if (at === deps.pending.at) return
  deps.pending.cancel?.()
  deps.pending.at = at
  deps.pending.cancel =
    at === null
      ? null
      : deps.schedule(at, () => {
          deps.pending.cancel = null
          deps.pending.at = null
          try {
            clockTick(deps)
          } catch (err) {
            deps.log(err)
          }
        })
}

/** Stops waiting (the app closes). */
export function clockStop(deps: ClockDeps): void {
  deps.pending.cancel?.()
  deps.pending.cancel = null
  deps.pending.at = null
}
