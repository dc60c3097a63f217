import { fail } from './errors'
import type { HouseRules } from './rules'
import { diceCount, miniPoints } from './ruleFacts'

/** What a roll was: a Bunco, a mini Bunco, a wipeout, some dice on target, or nothing. */
export type RollKind = 'bunco' | 'mini' | 'wipeout' | 'match' | 'miss'

/** The score of one roll and whether the roller keeps the dice. */
export interface RollScore {
  points: number
  kind: RollKind
  rollAgain: boolean
}

/** The options that change how a roll scores. */
export type ScoringRules = Pick<HouseRules, 'lowTriple7' | 'wipeout' | 'fourDice'>

/** Points for a Bunco, in all (not 21 plus one per die). */
export const BUNCO_POINTS = 21

function checkDice(dice: readonly number[], target: number, count: number): void {
  if (!Number.isInteger(target) || target < 1 || target > 6) {
    fail('invalid-dice', 'dice.face', { got: String(target) })
  }
  if (dice.length !== count) {
    fail('invalid-dice', 'dice.count', { need: count, got: dice.length })
  }
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 1 || d > 6) {
      fail('invalid-dice', 'dice.value', { got: String(d) })
    }
  }
}

/** Scores one roll for the round's number `target` (RULES.md section 2). */
export function scoreRoll(
  dice: readonly number[],
  target: number,
  rules: Partial<ScoringRules> = {},
): RollScore {
  checkDice(dice, target, diceCount(rules))
  const first = dice[0] as number
  const allSame = dice.every((d) => d === first)
  if (allSame && first === target) return { points: BUNCO_POINTS, kind: 'bunco', rollAgain: true }
  if (allSame && rules.wipeout === true && first === 1) {
    // three 1s (all four with four dice) in a round other than round 1
    return { points: 0, kind: 'wipeout', rollAgain: false }
  }
  if (allSame) {
    const mini = miniPoints({
      lowTriple7: rules.lowTriple7 === true,
      fourDice: rules.fourDice === true,
    })
    return { points: first < target ? mini.lower : mini.higher, kind: 'mini', rollAgain: true }
  }
  const hits = dice.filter((d) => d === target).length
  if (hits > 0) return { points: hits, kind: 'match', rollAgain: true }
  return { points: 0, kind: 'miss', rollAgain: false }
}
