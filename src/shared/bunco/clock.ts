// What the clock's house rules mean for a round: whether a bell rings by the clock, whether the
// score can still end the round first, and how long guests have to move between rounds.
import { scoreEndsRound } from './ruleFacts'
import type { HouseRules } from './rules'

/** The clock's part in a round under a night's rules. */
export interface ClockPlan {
  /** The round's clock rings the bell when its minutes are up. */
  timed: boolean
  /** The score (the head table's target, a Bunco, …) can still end the round. */
  endsByScore: boolean
  /** The round's minutes (when timed). */
  minutes: number
  /** Seconds the guests have to move after a round is committed (0: no countdown). */
  moveSeconds: number
  /** The round's clock starts by itself when the move countdown ends (else the host starts it). */
  startsAfterMove: boolean
}

/** How the clock plays a round under these rules. */
export function clockPlan(
  rules: Pick<HouseRules, 'roundClock' | 'roundMinutes' | 'moveSeconds'>,
): ClockPlan {
  const timed = rules.roundClock !== 'off'
  return {
    timed,
    endsByScore: scoreEndsRound(rules),
    minutes: rules.roundMinutes,
    moveSeconds: rules.moveSeconds,
    startsAfterMove: timed && rules.moveSeconds > 0,
  }
}
