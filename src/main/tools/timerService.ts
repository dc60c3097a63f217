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
import { TOOL_KEYS, toolSlot } from './toolState'

/** The round timer and the bell, kept in main so the night screen and the TV agree. */
export interface TimerService {
  get(): RoundTimer
  set(patch: Partial<Pick<RoundTimer, 'enabled' | 'minutes' | 'sound'>>): RoundTimer
  start(): RoundTimer
  pause(): RoundTimer
  reset(): RoundTimer
  bell(): RoundTimer
}

/** Creates the timer over the app-state table; `changed` hears every saved change. */
export function timerService(
  db: Db,
  changed: (timer: RoundTimer) => void = () => undefined,
  now: () => number = Date.now,
): TimerService {
  const slot = toolSlot(db, TOOL_KEYS.timer, RoundTimerSchema)
  const get = (): RoundTimer => slot.read() ?? DEFAULT_TIMER
  const save = (timer: RoundTimer): RoundTimer => {
    slot.write(timer)
    changed(timer)
    return timer
  }
  return {
    get,
    set: (patch) => save(setTimer(get(), patch)),
    start: () => save(startTimer(get(), now())),
    pause: () => save(pauseTimer(get(), now())),
    reset: () => save(resetTimer(get())),
    bell: () => save(ringTimerBell(get(), now())),
  }
}
