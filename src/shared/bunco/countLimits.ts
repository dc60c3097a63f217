// How many Buncos, mini Buncos and wipeouts one player can roll in one round: the most the rules
// allow (a count above it cannot happen), and the most seeded simulations ever saw (above it, a
// count is possible but unusual, and the host confirms it).
import { buncoStopsAll, firstToTargetWins } from './ruleFacts'
import type { HouseRules } from './rules'
import { BUNCO_POINTS } from './scoring'

/** The rolls counted per player on a table's result. */
export const COUNTED_ROLLS = ['buncos', 'minis', 'wipeouts'] as const
/** One of COUNTED_ROLLS. */
export type CountedRoll = (typeof COUNTED_ROLLS)[number]

/**
 * The most of each count one player rolled in one round over 20,000 seeded rounds played with
 * the engine's dice and table state machine, under the rules that give the longest rounds
 * (99 points, wipeouts on; in teams at two tables and alone at one). Measured and re-derived by
 * test/shared/bunco/countLimits.test.ts.
 */
export const USUAL_MOST: Readonly<Record<CountedRoll, number>> = {
  // seed 19: head table 99 gave 5 / 12 / 5, each table to 99 gave 5 / 12 / 7, alone 5 / 13 / 6
  buncos: 5,
  minis: 13,
  wipeouts: 7,
}

/** The options a count's limit depends on. */
export type CountRules = Pick<HouseRules, 'roundEnd' | 'fourDice' | 'play' | 'wipeout' | 'target'>

/** Why the rules bound a count: wipeouts off, a round of 1s, a Bunco ending it, or the target. */
export type LimitReason = 'wipeoutsOff' | 'onesRound' | 'buncoEnds' | 'target'

/** The most a count can be, and why; none where the rules set no bound (turns have no limit). */
export interface CountLimit {
  most: number
  reason: LimitReason
}

/** Points a mini Bunco scores at least (5; 7 only for some numbers under some options). */
const LEAST_MINI = 5

/** The most one player can roll of a count in one round whose number is `face`, or null. */
export function mostPossible(
  rules: CountRules,
  face: number,
  kind: CountedRoll,
): CountLimit | null {
  if (kind === 'wipeouts') {
    if (!rules.wipeout) return { most: 0, reason: 'wipeoutsOff' }
    // in the 1s round, 1s all alike are a Bunco
    return face === 1 ? { most: 0, reason: 'onesRound' } : null
  }
  if (kind === 'buncos' && buncoStopsAll(rules)) return { most: 1, reason: 'buncoEnds' }
  // alone, the first to the target wins at once; without wipeouts points only grow
  if (!firstToTargetWins(rules) || rules.wipeout) return null
  const each = kind === 'buncos' ? BUNCO_POINTS : LEAST_MINI
  return { most: Math.ceil(rules.target / each), reason: 'target' }
}

/** Whether one player's count is possible, and usual: impossible above the rules' most, unusual above USUAL_MOST. */
export function countVerdict(
  rules: CountRules,
  face: number,
  kind: CountedRoll,
  count: number,
): 'usual' | 'unusual' | 'impossible' {
  const limit = mostPossible(rules, face, kind)
  if (limit !== null && count > limit.most) return 'impossible'
  return count > USUAL_MOST[kind] ? 'unusual' : 'usual'
}
