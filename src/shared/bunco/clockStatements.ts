// What the rule sheet says about the clock: how a timed round ends, what happens at its bell,
// and the move countdown between rounds. Each id has a sentence in every language (i18n/rules).
import { clockPlan } from './clock'
import type { HouseRules } from './rules'

/** The clock's sentences on the rule sheet. */
export const CLOCK_STATEMENT_IDS = [
  'clock.bellOnly',
  'clock.bellOrScore',
  'clock.atBell',
  'clock.move',
  'clock.hostStarts',
  'clock.moveOnly',
] as const

/** One of CLOCK_STATEMENT_IDS. */
export type ClockStatementId = (typeof CLOCK_STATEMENT_IDS)[number]

/** One thing the rule sheet says about the clock. */
export interface ClockStatement {
  id: ClockStatementId
  params?: Record<string, number>
}

type ClockRules = Pick<HouseRules, 'roundClock' | 'roundMinutes' | 'moveSeconds'>

/** How the clock ends a round, and what the tables do at its bell (nothing when untimed). */
export function clockEnding(rules: ClockRules): ClockStatement[] {
  const plan = clockPlan(rules)
  if (!plan.timed) return []
  const minutes = plan.minutes
  return [
    { id: plan.endsByScore ? 'clock.bellOrScore' : 'clock.bellOnly', params: { minutes } },
    { id: 'clock.atBell' },
  ]
}

/** The move countdown between rounds, and how the next round's clock starts. */
export function clockMoving(rules: ClockRules): ClockStatement[] {
  const plan = clockPlan(rules)
  const seconds = plan.moveSeconds
  if (!plan.timed) return seconds > 0 ? [{ id: 'clock.moveOnly', params: { seconds } }] : []
  return [
    plan.startsAfterMove ? { id: 'clock.move', params: { seconds } } : { id: 'clock.hostStarts' },
  ]
}
