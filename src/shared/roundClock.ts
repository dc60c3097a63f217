// The night's clock driving the host's round timer: as a round begins the move countdown runs,
// then the round's clock starts by itself; at zero main rings the bell. Plain data, any `now`.
import { clockPlan } from './bunco/clock'
import type { HouseRules } from './bunco/rules'
import { ringTimerBell, type RoundTimer } from './roundTimer'

/** The clock's house rules, as a round beginning reads them. */
export type ClockRules = Pick<HouseRules, 'roundClock' | 'roundMinutes' | 'moveSeconds'>

/** The timer as a round begins (the night started or a round committed) under these rules. */
export function clockForNewRound(timer: RoundTimer, rules: ClockRules, now: number): RoundTimer {
  const plan = clockPlan(rules)
  const moveEndsAt = plan.moveSeconds > 0 ? now + plan.moveSeconds * 1000 : null
  // an untimed night leaves the host's own timer alone: at most the move countdown shows
  if (!plan.timed) {
    if (!timer.byRules && timer.moveEndsAt === moveEndsAt) return timer
    return { ...timer, byRules: false, moveEndsAt }
  }
  const leftMs = plan.minutes * 60_000
  return {
    ...timer,
    enabled: true,
    byRules: true,
    minutes: plan.minutes,
    endsAt: null,
    leftMs,
    moveEndsAt,
  }
}

// whether the running round's bell is still to ring (a bell rung at or after its end counts)
function bellDue(timer: RoundTimer): boolean {
  return (
    timer.byRules && timer.endsAt !== null && (timer.bellAt === null || timer.bellAt < timer.endsAt)
  )
}

/**
 * The timer at `now`: a move countdown over starts the round's clock from its end (a timed night)
 * or is cleared; a timed round's clock at zero rings the bell once. The same timer when nothing is due.
 */
export function advanceClock(timer: RoundTimer, now: number): RoundTimer {
  let next = timer
  if (next.moveEndsAt !== null && now >= next.moveEndsAt) {
    next =
      next.byRules && next.endsAt === null
        ? { ...next, endsAt: next.moveEndsAt + next.leftMs, moveEndsAt: null }
        : { ...next, moveEndsAt: null }
  }
  if (bellDue(next) && next.endsAt !== null && now >= next.endsAt) next = ringTimerBell(next, now)
  return next
}

/**
 * The timer once the commit that began a round is undone under these rules: on an untimed night
 * only the move countdown stops (the host's own timer is the host's); on a timed one the clock is
 * as it stood before that commit (`before`; a round clock running then runs on, one over rings its
 * bell), or, when that is not known (the app restarted since), the move countdown stopped and the
 * round clock paused. The host's sound and the bell's count stay as they are now: a count never
 * goes back.
 */
export function clockForUndoneRound(
  now: RoundTimer,
  before: RoundTimer | null,
  rules: ClockRules,
): RoundTimer {
  if (!clockPlan(rules).timed) return now.moveEndsAt === null ? now : { ...now, moveEndsAt: null }
  const kept = { sound: now.sound, bells: now.bells, bellAt: now.bellAt }
  if (before) return { ...before, ...kept }
  if (now.moveEndsAt === null && (now.endsAt === null || !now.byRules)) return now
  return { ...now, moveEndsAt: null, endsAt: null }
}

/** When the clock must next be advanced (the move's end or a bell due), or null. */
export function nextClockWake(timer: RoundTimer): number | null {
  const due = [timer.moveEndsAt, bellDue(timer) ? timer.endsAt : null].filter(
    (at): at is number => at !== null,
  )
  return due.length > 0 ? Math.min(...due) : null
}
