import { describe, expect, it } from 'vitest'
import { BuncoRuleError, DEFAULT_RULES, validateRules } from '../../../src/shared/bunco'
import { contract } from '../../../src/shared/contract'
import { translateProblem } from '../../../src/shared/i18n/problems'
import { checkPayload } from '../../../src/main/validation'

/** The problems validateRules reports, with the field each is about. */
function problemsOf(input: unknown): { code: string; field?: string; params: object }[] {
  try {
    validateRules(input)
  } catch (err) {
    if (!(err instanceof BuncoRuleError)) throw err
    return err.details.map(({ code, field, params }) => ({ code, field, params }))
  }
  return []
}

describe('the rules schema said as the engine’s problems', () => {
  it('names a prize entry that is not a prize setting, and extra keys in one', () => {
    expect(problemsOf({ prizes: [7] })).toEqual([
      { code: 'rules.prizeEntry', field: 'prizes[0]', params: { index: 1, got: '7' } },
    ])
    expect(problemsOf({ prizes: [{ category: 'mostWins', colour: 'red' }] })).toEqual([
      {
        code: 'rules.prizeEntry',
        field: 'prizes[0]',
        params: { index: 1, got: '{"category":"mostWins","colour":"red"}' },
      },
    ])
  })

  it('names a prize’s switch and tie rule by the prize, and not for an unknown prize', () => {
    expect(problemsOf({ prizes: [{ category: 'mostWins', enabled: 'yes', tie: 'coin' }] })).toEqual(
      [
        {
          code: 'rules.prizeEnabled',
          field: 'prizes[0].enabled',
          params: { prize: 'mostWins', got: "'yes'" },
        },
        {
          code: 'rules.prizeTie',
          field: 'prizes[0].tie',
          params: { prize: 'mostWins', allowed: "'chain', 'share', 'rollOff'", got: "'coin'" },
        },
      ],
    )
    expect(
      problemsOf({ prizes: [{ category: 'hat', enabled: 'yes' }] }).map((p) => p.code),
    ).toEqual(['rules.prizeCategory'])
  })

  it('says a prizes value that is not a list, and a prize listed twice where it is', () => {
    expect(problemsOf({ prizes: 'all' })).toEqual([
      { code: 'rules.prizesList', field: 'prizes', params: { got: "'all'" } },
    ])
    expect(problemsOf({ prizes: [{ category: 'mostWins' }, { category: 'mostWins' }] })).toEqual([
      { code: 'rules.prizeTwice', field: 'prizes[1]', params: { prize: 'mostWins' } },
    ])
  })

  it('says the traveling die’s options one by one, or the whole when it is not an option set', () => {
    expect(problemsOf({ travelingDie: { enabled: 1 } })).toEqual([
      { code: 'rules.dieEnabled', field: 'travelingDie.enabled', params: { got: '1' } },
    ])
    expect(problemsOf({ travelingDie: true })).toEqual([
      { code: 'rules.travelingDie', field: 'travelingDie', params: { got: 'true' } },
    ])
    expect(problemsOf({ travelingDie: { enabled: true, speed: 3 } })).toEqual([
      {
        code: 'rules.travelingDie',
        field: 'travelingDie',
        params: { got: '{"enabled":true,"speed":3}' },
      },
    ])
  })

  it('says the tie-break order once, whole, whatever is wrong in it', () => {
    const said = { allowed: "'buncos', 'points', 'rollOff'" }
    for (const tieBreak of [['points', 'points'], ['dice'], 'points', ['points', 3, 'x']]) {
      expect(problemsOf({ tieBreak })).toEqual([
        {
          code: 'rules.tieBreak',
          field: 'tieBreak',
          params: { ...said, got: JSON.stringify(tieBreak).replace(/^"(.*)"$/, "'$1'") },
        },
      ])
    }
  })

  it('puts the options that depend on each other on the field to change', () => {
    expect(
      problemsOf({ recordMinis: false, prizes: [{ category: 'mostMinis', enabled: true }] }),
    ).toEqual([{ code: 'rules.minisPrizeNeedsMinis', field: 'recordMinis', params: {} }])
    const die = { prizes: [{ category: 'travelingDie' }], travelingDie: { enabled: true } }
    expect(validateRules(die).travelingDie).toEqual({ enabled: true, passOn: 'bunco' })
  })

  it('asks team play of a room in groups, and fills one chain for rules saved before groups', () => {
    expect(problemsOf({ groups: 3, play: 'individual' })).toEqual([
      { code: 'rules.groupsNeedTeams', field: 'groups', params: {} },
    ])
    expect(problemsOf({ groups: 101 })[0]?.code).toBe('rules.range')
    const old = validateRules({ sets: 2 })
    expect([old.groups, old.betweenGroups]).toEqual([1, 'stay'])
  })

  it('completes what was left out as before: listed prizes on with the chain, the rest off after them', () => {
    const rules = validateRules({ prizes: [{ category: 'lastBunco' }], tieBreak: [] })
    expect(rules.prizes[0]).toEqual({ category: 'lastBunco', enabled: true, tie: 'chain' })
    expect(rules.prizes.slice(1).every((p) => !p.enabled)).toBe(true)
    expect(rules.prizes).toHaveLength(DEFAULT_RULES.prizes.length)
    expect(rules.tieBreak).toEqual([])
    expect(validateRules({ target: undefined }).target).toBe(DEFAULT_RULES.target)
  })
})

describe('a call’s rules refused at the contract in the engine’s words', () => {
  const setRules = contract['night:setRules'].args
  it('says a bad option as the engine says it, in the host’s language, with no word of zod', () => {
    for (const language of ['en', 'fr', 'de', 'ja'] as const) {
      const checked = checkPayload(setRules, { nightId: 1, rules: { roundEnd: 'bell' } }, language)
      expect(checked.ok).toBe(false)
      if (checked.ok) continue
      let engine = ''
      try {
        validateRules({ roundEnd: 'bell' })
      } catch (err) {
        engine = translateProblem(language, (err as BuncoRuleError).details[0]!)
      }
      expect(checked.problems).toEqual([engine])
    }
  })

  it('says a bad prize as the engine does, and an unknown option where it is', () => {
    const checked = checkPayload(
      setRules,
      { nightId: 1, rules: { colour: 'red', prizes: [{ category: 'hat' }] } },
      'en',
    )
    const problems = checked.ok ? [] : checked.problems
    expect(problems).toHaveLength(2)
    expect(problems).toEqual(
      expect.arrayContaining([
        'rules: Unrecognized key: "colour"',
        expect.stringMatching(/^Prize number 1 must be one of 'mostWins'.*, not 'hat'\.$/),
      ]),
    )
  })

  it('leaves what is not house rules to the generic wording', () => {
    const checked = checkPayload(setRules, { nightId: 'x', rules: {} }, 'en')
    expect(checked.ok ? [] : checked.problems).toEqual([expect.stringMatching(/^nightId: /)])
  })
})
