// The host's round timer and bell, as plain data: main keeps it, every window shows it.

/** The round timer and the bell: off until the host sets minutes; sound off until turned on. */
export interface RoundTimer {
  /** Shown on the night screen and the TV. */
  enabled: boolean
  minutes: number
  /** When the running timer reaches zero (ms since 1970), or null when it is not running. */
  endsAt: number | null
  /** Time left while paused or before the start (ms). */
  leftMs: number
  /** Plays the bell aloud (off by default). */
  sound: boolean
  /** How many times the bell has rung, and when it last did: windows ring on a new count. */
  bells: number
  bellAt: number | null
  /** When the move countdown after a round ends (ms since 1970), or null when none runs. */
  moveEndsAt: number | null
  /** A timed night's rules drive it: it starts after the move and main rings its bell at zero. */
  byRules: boolean
}

/** Minutes a round timer can be set to. */
export const TIMER_MINUTES = { min: 1, max: 60 } as const

/** The timer as it starts: off, 10 minutes, silent. */
export const DEFAULT_TIMER: RoundTimer = {
  enabled: false,
  minutes: 10,
  endsAt: null,
  leftMs: 10 * 60_000,
  sound: false,
  bells: 0,
  bellAt: null,
  moveEndsAt: null,
  byRules: false,
}

/** Time left at `now`, never below zero. */
export function timeLeft(timer: RoundTimer, now: number): number {
  return timer.endsAt === null ? timer.leftMs : Math.max(0, timer.endsAt - now)
}

/** Starts (or resumes) the countdown from what is left. */
export function startTimer(timer: RoundTimer, now: number): RoundTimer {
  if (timer.endsAt !== null && timer.endsAt > now) return timer
  // a countdown that ran out starts again from its full minutes
  const left = timer.endsAt === null && timer.leftMs > 0 ? timer.leftMs : timer.minutes * 60_000
  // a timed round started by hand during the move countdown does not wait for its end
  return { ...timer, enabled: true, endsAt: now + left, leftMs: left, moveEndsAt: heldMove(timer) }
}

// the move countdown a host's start, pause or reset leaves: a timed night's is the round's own
// wait (ended by it), an untimed night's only tells the guests (kept)
function heldMove(timer: RoundTimer): number | null {
  return timer.byRules ? null : timer.moveEndsAt
}

/** Stops the countdown where it is (during a timed night's move, the round then waits for the host's start). */
export function pauseTimer(timer: RoundTimer, now: number): RoundTimer {
  if (timer.endsAt === null)
    return heldMove(timer) === timer.moveEndsAt ? timer : { ...timer, moveEndsAt: null }
  return { ...timer, endsAt: null, leftMs: timeLeft(timer, now) }
}

/** Back to the full minutes, stopped (a timed night's move countdown with it). */
export function resetTimer(timer: RoundTimer): RoundTimer {
  return { ...timer, endsAt: null, leftMs: timer.minutes * 60_000, moveEndsAt: heldMove(timer) }
}

/** New minutes (the countdown starts again from them, stopped), sound or shown state. */
export function setTimer(
  timer: RoundTimer,
  patch: Partial<Pick<RoundTimer, 'enabled' | 'minutes' | 'sound'>>,
): RoundTimer {
  const next = { ...timer, ...patch }
  if (patch.minutes !== undefined && patch.minutes !== timer.minutes) return resetTimer(next)
  if (patch.enabled === false) return resetTimer(next)
  return next
}

/** Rings the bell once more. */
export function ringTimerBell(timer: RoundTimer, now: number): RoundTimer {
  return { ...timer, bells: timer.bells + 1, bellAt: now }
}

/** "12:05": minutes and seconds left, rounded up so 0:00 means over. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
