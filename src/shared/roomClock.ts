// The night's clock as the TV, the projector and the phones are told it: the move countdown's end
// and a timed round's end, read against the screen's own clock.
import type { RoundTimer } from './roundTimer'

/** What the TV and the phones are told of the clock: the move countdown and the round's end. */
export interface RoomClock {
  /** When the move countdown ends (ms since 1970), or null when none runs. */
  moveEndsAt: number | null
  /** When a timed round's clock reaches zero, or null when it is not running by the rules. */
  roundEndsAt: number | null
}

/** The clock as the TV and the phones are told it. */
export function roomClockOf(timer: RoundTimer): RoomClock {
  return { moveEndsAt: timer.moveEndsAt, roundEndsAt: timer.byRules ? timer.endsAt : null }
}

/** Whether a timed round's time is up at `now` (the tables finish the roll in hand and record). */
export function timesUp(clock: RoomClock, now: number): boolean {
  return clock.roundEndsAt !== null && now >= clock.roundEndsAt
}

/** Milliseconds left of the move countdown at `now`, or null when none runs. */
export function moveLeft(clock: RoomClock, now: number): number | null {
  return clock.moveEndsAt !== null && now < clock.moveEndsAt ? clock.moveEndsAt - now : null
}
