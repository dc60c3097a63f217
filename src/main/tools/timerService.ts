import type { RoundTimer } from '@shared/roundTimer'

/**
 * The timer as the phones' wing reads it: timerState bound to the timer's deps in context.ts, so
 * the phones neither build nor carry the timer's dependencies.
 */
export interface TimerService {
  get(): RoundTimer
}
