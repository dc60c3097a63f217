// The round timer and the bell, kept in main so the night screen and the TV agree: every change
// saved, then told (pushed to the windows).
import {
  DEFAULT_TIMER,
  pauseTimer,
  resetTimer,
  ringTimerBell,
  setTimer,
  startTimer,
  type RoundTimer,
} from '@shared/roundTimer'
import { RoundTimerSchema } from '@shared/schemas/tools'
import type { Db } from '../db/connection'
import { TOOL_KEYS, toolSlot, type ToolSlot } from './toolState'

/** What the timer's functions work with. */
export interface TimerDeps {
  slot: ToolSlot<RoundTimer>
  /** Hears every saved change. */
  changed: (timer: RoundTimer) => void
  now: () => number
}

/** Builds the timer's dependencies over the app-state table. */
export function timerDeps(
  db: Db,
  changed: (timer: RoundTimer) => void = () => undefined,
  now: () => number = Date.now,
): TimerDeps {
  return { slot: toolSlot(db, TOOL_KEYS.timer, RoundTimerSchema), changed, now }
}

/** Saves the timer, then tells (every window and phone follows it). */
export function saveTimer(deps: TimerDeps, timer: RoundTimer): RoundTimer {
  deps.slot.write(timer)
  deps.changed(timer)
  return timer
}

/** The timer as saved (the default before the first change). */
export function timerState(deps: TimerDeps): RoundTimer {
  return deps.slot.read() ?? DEFAULT_TIMER
}

/** Switches the timer on or off, or changes its minutes or sound. */
export function timerSet(
  deps: TimerDeps,
  patch: Partial<Pick<RoundTimer, 'enabled' | 'minutes' | 'sound'>>,
): RoundTimer {
  return saveTimer(deps, setTimer(timerState(deps), patch))
}

/** Starts (or resumes) the round's countdown. */
export function timerStart(deps: TimerDeps): RoundTimer {
  return saveTimer(deps, startTimer(timerState(deps), deps.now()))
}

/** Pauses the countdown. */
export function timerPause(deps: TimerDeps): RoundTimer {
  return saveTimer(deps, pauseTimer(timerState(deps), deps.now()))
}

/** Sets the countdown back to its full minutes. */
export function timerReset(deps: TimerDeps): RoundTimer {
  return saveTimer(deps, resetTimer(timerState(deps)))
}

/** Rings the bell. */
export function timerBell(deps: TimerDeps): RoundTimer {
  return saveTimer(deps, ringTimerBell(timerState(deps), deps.now()))
}
