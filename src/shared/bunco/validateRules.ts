import { BuncoRuleError, problem } from './errors'
import { DEFAULT_RULES, copyRules, type HouseRules } from './rules'
import { rulesProblems } from './rulesProblems'
import { RulesCheckSchema, completeRules } from './rulesSchema'
import { show } from './show'

/** True when `value` is one of the list's entries (and so has its type). */
export function oneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return values.some((v) => v === value)
}

/** Checks house rules from anywhere (settings file, UI, an import); missing options take the defaults. */
export function validateRules(input: unknown): HouseRules {
  if (input === undefined || input === null) return copyRules(DEFAULT_RULES)
  if (typeof input !== 'object' || Array.isArray(input))
    throw new BuncoRuleError('invalid-rules', [problem('rules.notObject', { got: show(input) })])
  const checked = RulesCheckSchema.safeParse(input)
  if (!checked.success)
    throw new BuncoRuleError('invalid-rules', rulesProblems(checked.error.issues, input))
  return completeRules(checked.data)
}
