import { describe, expect, it } from 'vitest'
import { BuncoRuleError, scoreRoll } from '../../../src/shared/bunco'
import { problemsOf } from './helpers'

describe('scoreRoll: the worked examples', () => {
  it('S002 round 3 turn: 3,5,3 → 2; 6,6,6 → 5; 1,4,2 → 0; turn total 7', () => {
    const rolls = [scoreRoll([3, 5, 3], 3), scoreRoll([6, 6, 6], 3), scoreRoll([1, 4, 2], 3)]
    expect(rolls).toEqual([
      { points: 2, kind: 'match', rollAgain: true },
      { points: 5, kind: 'mini', rollAgain: true },
      { points: 0, kind: 'miss', rollAgain: false },
    ])
    expect(rolls.reduce((sum, r) => sum + r.points, 0)).toBe(7)
  })

  it('S004 round 2: 2,2,5 → 2; 2,4,6 → 1; 1,4,6 → 0', () => {
    expect(scoreRoll([2, 2, 5], 2).points).toBe(2)
    expect(scoreRoll([2, 4, 6], 2).points).toBe(1)
    expect(scoreRoll([1, 4, 6], 2)).toEqual({ points: 0, kind: 'miss', rollAgain: false })
  })

  it('S004 round 2: 2,2,2 is a Bunco worth 21, not 24; 4,4,4 is a mini Bunco worth 5', () => {
    expect(scoreRoll([2, 2, 2], 2)).toEqual({ points: 21, kind: 'bunco', rollAgain: true })
    expect(scoreRoll([4, 4, 4], 2)).toEqual({ points: 5, kind: 'mini', rollAgain: true })
  })

  it('S004 round 4 with lowTriple7: 2,2,2 → 7 and 5,5,5 → 5', () => {
    expect(scoreRoll([2, 2, 2], 4, { lowTriple7: true }).points).toBe(7)
    expect(scoreRoll([5, 5, 5], 4, { lowTriple7: true }).points).toBe(5)
    expect(scoreRoll([2, 2, 2], 4).points).toBe(5)
  })

  it('round 1 has no lower number, so every other triple is 5 even with lowTriple7', () => {
    for (const face of [2, 3, 4, 5, 6]) {
      expect(scoreRoll([face, face, face], 1, { lowTriple7: true }).points).toBe(5)
    }
    expect(scoreRoll([1, 1, 1], 1, { lowTriple7: true }).kind).toBe('bunco')
  })

  it('S002 scoring table, round 4: two 4s 2, three 4s 21, three 6s 5, nothing 0', () => {
    expect(scoreRoll([4, 4, 1], 4).points).toBe(2)
    expect(scoreRoll([4, 4, 4], 4).points).toBe(21)
    expect(scoreRoll([6, 6, 6], 4).points).toBe(5)
    expect(scoreRoll([1, 2, 3], 4).points).toBe(0)
    expect(scoreRoll([2, 2, 6], 2).points).toBe(2) // not 10: faces are never added
  })
})

describe('scoreRoll: wipeout option', () => {
  it('three 1s when the round is not 1 wipe out and pass the dice', () => {
    expect(scoreRoll([1, 1, 1], 3, { wipeout: true })).toEqual({
      points: 0,
      kind: 'wipeout',
      rollAgain: false,
    })
  })
  it('in round 1 three 1s are a Bunco, wipeout or not', () => {
    expect(scoreRoll([1, 1, 1], 1, { wipeout: true }).kind).toBe('bunco')
  })
  it('without the option three 1s are a plain mini Bunco', () => {
    expect(scoreRoll([1, 1, 1], 3)).toEqual({ points: 5, kind: 'mini', rollAgain: true })
  })
})

describe('scoreRoll: four dice option', () => {
  const four = { fourDice: true }
  it('four of the target is a Bunco worth 21', () => {
    expect(scoreRoll([4, 4, 4, 4], 4, four)).toEqual({ points: 21, kind: 'bunco', rollAgain: true })
  })
  it('a lower four of a kind scores 5, a higher one 7', () => {
    expect(scoreRoll([2, 2, 2, 2], 4, four).points).toBe(5)
    expect(scoreRoll([6, 6, 6, 6], 4, four).points).toBe(7)
  })
  it('scores 1 per die showing the target, and three of a kind is not special', () => {
    expect(scoreRoll([4, 4, 4, 1], 4, four)).toEqual({ points: 3, kind: 'match', rollAgain: true })
    expect(scoreRoll([5, 5, 5, 1], 4, four)).toEqual({ points: 0, kind: 'miss', rollAgain: false })
  })
  it('with wipeout, four 1s wipe out', () => {
    expect(scoreRoll([1, 1, 1, 1], 4, { fourDice: true, wipeout: true }).kind).toBe('wipeout')
  })
})

describe('scoreRoll: bad input', () => {
  it('rejects the wrong number of dice', () => {
    expect(problemsOf(() => scoreRoll([1, 2], 1))).toEqual([
      { code: 'dice.count', params: { need: 3, got: 2 } },
    ])
    expect(problemsOf(() => scoreRoll([1, 2, 3], 1, { fourDice: true }))).toEqual([
      { code: 'dice.count', params: { need: 4, got: 3 } },
    ])
  })
  it('rejects faces outside 1–6 and a bad round number', () => {
    expect(() => scoreRoll([0, 2, 3], 1)).toThrow(BuncoRuleError)
    expect(problemsOf(() => scoreRoll([7, 2, 3], 1))).toEqual([
      { code: 'dice.value', params: { got: '7' } },
    ])
    expect(problemsOf(() => scoreRoll([1, 2, 3], 0))).toEqual([
      { code: 'dice.face', params: { got: '0' } },
    ])
  })
})
