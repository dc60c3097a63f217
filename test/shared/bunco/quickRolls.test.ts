import { describe, expect, it } from 'vitest'
import { quickDice, quickRolls, scoreRoll } from '../../../src/shared/bunco'

const COMBOS = [false, true].flatMap((fourDice) =>
  [false, true].flatMap((wipeout) =>
    [false, true].map((lowTriple7) => ({ fourDice, wipeout, lowTriple7 })),
  ),
)

const KIND_OF = {
  miss: 'miss',
  one: 'match',
  two: 'match',
  three: 'match',
  bunco: 'bunco',
  miniLow: 'mini',
  miniHigh: 'mini',
  wipeout: 'wipeout',
} as const

describe('quick buttons', () => {
  it('every button is a roll that the scoring rules score as the button says, in every round', () => {
    for (const rules of COMBOS) {
      for (let face = 1; face <= 6; face++) {
        for (const q of quickRolls(face, rules)) {
          const score = scoreRoll(q.dice, face, rules)
          expect(score.kind, `${q.kind} face ${face} ${JSON.stringify(rules)}`).toBe(
            KIND_OF[q.kind],
          )
          expect(score.points).toBe(q.points)
        }
      }
    }
  })

  it('buttons that cannot happen are left out', () => {
    const plain = { fourDice: false, wipeout: false, lowTriple7: false }
    expect(quickDice('three', 2, plain)).toBeNull()
    expect(quickDice('three', 2, { ...plain, fourDice: true })).toHaveLength(4)
    expect(quickDice('miniLow', 1, plain)).toBeNull()
    expect(quickDice('miniHigh', 6, plain)).toBeNull()
    expect(quickDice('wipeout', 3, plain)).toBeNull()
    expect(quickDice('wipeout', 1, { ...plain, wipeout: true })).toBeNull()
    // with wipeouts on, three 1s are no mini in round 2: there is no lower mini then
    expect(quickDice('miniLow', 2, { ...plain, wipeout: true })).toBeNull()
  })

  it('the mini buttons say 5 and 7 only when low triples are worth 7', () => {
    const seven = quickRolls(4, { fourDice: false, wipeout: false, lowTriple7: true })
    expect(seven.find((q) => q.kind === 'miniLow')?.points).toBe(7)
    expect(seven.find((q) => q.kind === 'miniHigh')?.points).toBe(5)
    const five = quickRolls(4, { fourDice: false, wipeout: false, lowTriple7: false })
    expect(five.find((q) => q.kind === 'miniLow')?.points).toBe(5)
  })
})
