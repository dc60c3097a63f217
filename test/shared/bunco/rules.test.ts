import { describe, expect, it } from 'vitest'
import { BuncoRuleError, DEFAULT_RULES, validateRules } from '../../../src/shared/bunco'

/** The problems validateRules reports, as code and parameters. */
function problemsOf(input: unknown): { code: string; params: object }[] {
  try {
    validateRules(input)
  } catch (e) {
    expect(e).toBeInstanceOf(BuncoRuleError)
    const err = e as BuncoRuleError
    expect(err.code).toBe('invalid-rules')
    return err.details.map(({ code, params }) => ({ code, params }))
  }
  return []
}

describe('DEFAULT_RULES', () => {
  it('holds the defaults of RULES.md', () => {
    expect(DEFAULT_RULES).toMatchObject({
      sets: 4,
      target: 21,
      roundEnd: 'headTable',
      movement: 'progressive',
      partners: 'mix',
      play: 'team',
      lowTriple7: false,
      wipeout: false,
      fourDice: false,
      onePrizePerPerson: false,
      travelingDie: { enabled: false, passOn: 'bunco' },
      tieBreak: ['buncos', 'points', 'rollOff'],
    })
    expect(DEFAULT_RULES.prizes.map((p) => p.category)).toEqual([
      'mostWins',
      'mostBuncos',
      'mostLosses',
      'evenSplit',
      'lastBunco',
      'travelingDie',
      'mostMinis',
    ])
  })
  it('is frozen, so nobody changes the defaults by accident', () => {
    expect(Object.isFrozen(DEFAULT_RULES)).toBe(true)
    expect(Object.isFrozen(DEFAULT_RULES.prizes[0])).toBe(true)
  })
})

describe('validateRules', () => {
  it('fills missing options from the defaults and returns a mutable copy', () => {
    const rules = validateRules({ target: 11, movement: 'headLosersToBottom' })
    expect(rules).toEqual({ ...DEFAULT_RULES, target: 11, movement: 'headLosersToBottom' })
    rules.prizes[0]!.enabled = false
    expect(DEFAULT_RULES.prizes[0]!.enabled).toBe(true)
    expect(validateRules(undefined)).toEqual(DEFAULT_RULES)
  })

  it('accepts every option of RULES.md', () => {
    const all = {
      sets: 6,
      target: 99,
      roundEnd: 'eachTableToTarget',
      movement: 'progressive',
      partners: 'classic',
      play: 'individual',
      lowTriple7: true,
      wipeout: true,
      fourDice: true,
      recordMinis: true,
      recordWipeouts: true,
      travelingDie: { enabled: true, passOn: 2 },
      prizes: [{ category: 'travelingDie', enabled: true, tie: 'share' }],
      tieBreak: ['points', 'buncos'],
      onePrizePerPerson: true,
    }
    const rules = validateRules(all)
    expect(rules.prizes[0]).toEqual({ category: 'travelingDie', enabled: true, tie: 'share' })
    expect(rules.prizes).toHaveLength(7)
    expect(rules.prizes.slice(1).every((p) => !p.enabled)).toBe(true)
    expect(rules.tieBreak).toEqual(['points', 'buncos'])
  })

  it('says the target must be a whole number from 5 to 99, and what it got', () => {
    expect(problemsOf({ target: 0 })).toEqual([
      { code: 'rules.range', params: { option: 'target', min: 5, max: 99, got: '0' } },
    ])
    expect(problemsOf({ target: 21.5 })).toHaveLength(1)
    expect(problemsOf({ target: 100 })).toHaveLength(1)
    expect(problemsOf({ target: 5 })).toEqual([])
  })

  it('lists every bad field in one error', () => {
    const problems = problemsOf({
      sets: 7,
      target: '21',
      roundEnd: 'bell',
      movement: 'up',
      partners: 'swap',
      play: 'pairs',
      wipeout: 'yes',
      travelingDie: { enabled: true, passOn: 9 },
      tieBreak: ['buncos', 'buncos'],
      prizes: [{ category: 'bestDressed' }],
      colour: 'red',
    })
    expect(problems).toHaveLength(11)
    expect(problems).toContainEqual({
      code: 'rules.range',
      params: { option: 'sets', min: 1, max: 6, got: '7' },
    })
    expect(problems).toContainEqual({
      code: 'rules.range',
      params: { option: 'target', min: 5, max: 99, got: "'21'" },
    })
    expect(problems).toContainEqual({ code: 'rules.unknown', params: { option: 'colour' } })
    expect(problems).toContainEqual({
      code: 'rules.choice',
      params: {
        option: 'roundEnd',
        allowed: "'headTable', 'anyBuncoEndsRound', 'eachTableToTarget'",
        got: "'bell'",
      },
    })
    expect(problems).toContainEqual({ code: 'rules.passOn', params: { got: '9' } })
  })

  it('refuses things that are not rules objects', () => {
    expect(problemsOf(42)).toEqual([{ code: 'rules.notObject', params: { got: '42' } }])
    expect(problemsOf([])).toHaveLength(1)
  })

  it('checks options that depend on each other', () => {
    expect(problemsOf({ prizes: [{ category: 'travelingDie', enabled: true }] })).toEqual([
      { code: 'rules.diePrizeNeedsDie', params: {} },
    ])
    expect(
      problemsOf({ recordMinis: false, prizes: [{ category: 'mostMinis', enabled: true }] }),
    ).toHaveLength(1)
    expect(problemsOf({ prizes: [{ category: 'mostWins' }, { category: 'mostWins' }] })).toEqual([
      { code: 'rules.prizeTwice', params: { prize: 'mostWins' } },
    ])
  })
})
