// The scorekeeper's quick buttons: each stands for a roll the table state machine then scores,
// so a tap and three typed dice go through the very same rules.
import { diceCount, miniPoints } from './ruleFacts'
import type { HouseRules } from './rules'

/** What a quick button says happened. */
export type QuickRoll =
  'miss' | 'one' | 'two' | 'three' | 'bunco' | 'miniLow' | 'miniHigh' | 'wipeout'

/** The rules a roll is scored by. */
type Scoring = Pick<HouseRules, 'fourDice' | 'wipeout' | 'lowTriple7'>

function others(face: number, count: number): number[] {
  return [1, 2, 3, 4, 5, 6].filter((v) => v !== face).slice(0, count)
}

/** The dice a quick button stands for in the round of `face`, or null where it cannot happen. */
export function quickDice(kind: QuickRoll, face: number, rules: Scoring): number[] | null {
  const n = diceCount(rules)
  const all = (v: number): number[] => Array.from({ length: n }, () => v)
  const hits = (k: number): number[] | null =>
    k < n ? [...all(face).slice(0, k), ...others(face, n - k)] : null
  switch (kind) {
    case 'miss':
      return others(face, n)
    case 'one':
      return hits(1)
    case 'two':
      return hits(2)
    case 'three':
      return hits(3)
    case 'bunco':
      return all(face)
    case 'miniLow': {
      // all 1s are a wipeout when wipeouts are on: then the only lower mini is from 2 up
      const low = face - 1
      if (low < 1 || (low === 1 && rules.wipeout)) return face > 2 ? all(2) : null
      return all(low)
    }
    case 'miniHigh':
      return face < 6 ? all(face + 1) : null
    case 'wipeout':
      return rules.wipeout && face !== 1 ? all(1) : null
  }
}

/** Every quick button the round of `face` has, with the points it scores. */
export function quickRolls(
  face: number,
  rules: Scoring,
): { kind: QuickRoll; dice: number[]; points: number }[] {
  const mini = miniPoints(rules)
  const points: Record<QuickRoll, number> = {
    miss: 0,
    one: 1,
    two: 2,
    three: 3,
    bunco: 21,
    miniLow: mini.lower,
    miniHigh: mini.higher,
    wipeout: 0,
  }
  const kinds: QuickRoll[] = [
    'one',
    'two',
    'three',
    'bunco',
    'miniLow',
    'miniHigh',
    'wipeout',
    'miss',
  ]
  return kinds.flatMap((kind) => {
    const dice = quickDice(kind, face, rules)
    return dice ? [{ kind, dice, points: points[kind] }] : []
  })
}
