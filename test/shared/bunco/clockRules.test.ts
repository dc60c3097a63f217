// The clock's house rules: how a round ends by the clock, its minutes and the move countdown;
// refused with a specific problem in every language, and untimed for a night saved before them.
import { describe, expect, it } from 'vitest'
import { BuncoRuleError, DEFAULT_RULES, clockPlan, validateRules } from '../../../src/shared/bunco'
import { completeRules } from '../../../src/shared/bunco/rulesSchema'
import { translateProblem } from '../../../src/shared/i18n/problems'
import { LANGUAGES } from '../../../src/shared/settings'

function problemsOf(input: unknown): { code: string; field?: string; params: object }[] {
  try {
    validateRules(input)
  } catch (err) {
    if (!(err instanceof BuncoRuleError)) throw err
    return err.details.map(({ code, field, params }) => ({ code, field, params }))
  }
  return []
}

describe('the clock’s house rules', () => {
  it('default to no clock and no move countdown, so a night saved before them plays untimed', () => {
    expect([DEFAULT_RULES.roundClock, DEFAULT_RULES.moveSeconds]).toEqual(['off', 0])
    const old = validateRules({ sets: 2, target: 11, groups: 1, betweenGroups: 'stay' })
    expect([old.roundClock, old.roundMinutes, old.moveSeconds]).toEqual(['off', 15, 0])
    expect(clockPlan(old)).toMatchObject({ timed: false, endsByScore: true, moveSeconds: 0 })
  })

  it('keep the order stored rules were written in, the clock after the groups', () => {
    const keys = Object.keys(completeRules({ roundClock: 'clockOnly' }))
    expect(keys.slice(-5)).toEqual([
      'groups',
      'betweenGroups',
      'roundClock',
      'roundMinutes',
      'moveSeconds',
    ])
    // an old night's row, completed, is its old text with the clock appended
    const before = JSON.stringify(completeRules({ sets: 3 }))
    expect(before.endsWith('"roundClock":"off","roundMinutes":15,"moveSeconds":0}')).toBe(true)
  })

  it('take a timed round of 1 to 60 minutes and a move of 0 to 600 seconds', () => {
    const rules = validateRules({ roundClock: 'clockOrScore', roundMinutes: 12, moveSeconds: 120 })
    expect(clockPlan(rules)).toEqual({
      timed: true,
      endsByScore: true,
      minutes: 12,
      moveSeconds: 120,
      startsAfterMove: true,
    })
    expect(clockPlan({ ...rules, roundClock: 'clockOnly', moveSeconds: 0 })).toMatchObject({
      endsByScore: false,
      startsAfterMove: false,
    })
    expect(validateRules({ roundMinutes: 60, moveSeconds: 600 }).moveSeconds).toBe(600)
  })

  it('refuse minutes, seconds and clock choices out of range, each by its field', () => {
    expect(problemsOf({ roundMinutes: 0 })).toEqual([
      {
        code: 'rules.range',
        field: 'roundMinutes',
        params: { option: 'roundMinutes', min: 1, max: 60, got: '0' },
      },
    ])
    expect(problemsOf({ moveSeconds: 601 })[0]).toMatchObject({
      code: 'rules.range',
      field: 'moveSeconds',
    })
    expect(problemsOf({ moveSeconds: 1.5 })[0]?.field).toBe('moveSeconds')
    expect(problemsOf({ roundClock: 'sundial' })[0]).toMatchObject({
      code: 'rules.choice',
      field: 'roundClock',
    })
  })

  it('word each refusal in every language, naming the option as the form labels it', () => {
    const said = (language: (typeof LANGUAGES)[number], input: unknown): string => {
      try {
        validateRules(input)
      } catch (err) {
        if (err instanceof BuncoRuleError && err.details[0])
          return translateProblem(language, err.details[0])
      }
      return ''
    }
    expect(said('en', { roundMinutes: 90 })).toBe(
      '“Minutes per round” must be a whole number from 1 to 60, not 90.',
    )
    for (const language of LANGUAGES) {
      const text = said(language, { moveSeconds: -5 })
      expect(text).toContain('600')
      expect(text).not.toContain('moveSeconds')
    }
  })
})
