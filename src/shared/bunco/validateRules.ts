import { BuncoRuleError, problem, type BuncoProblem } from './errors'
import {
  DEFAULT_RULES,
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  RULE_NUMBERS,
  TIE_BREAKERS,
  TRAVEL_TRIGGERS,
  choicesOf,
  copyRules,
  type ChoiceRule,
  type ChoiceValues,
  type HouseRules,
  type NumberRule,
  type PrizeCategory,
  type PrizeRule,
  type TieBreaker,
  type ToggleRule,
  type TravelingDieRule,
} from './rules'

const KNOWN = new Set<string>(Object.keys(DEFAULT_RULES))

/** Shows a value the way a host would type it, for error messages. */
export function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (value === undefined) return 'nothing'
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 120)
  } catch {
    return String(value)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** True when `value` is one of the list's entries (and so has its type). */
export function oneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return values.some((v) => v === value)
}

function wholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

function listOf(values: readonly (string | number)[]): string {
  return values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ')
}

/** Reads one option of the input, the default where it is missing. */
type Reader = (key: keyof HouseRules) => unknown

function checkPrizes(value: unknown, problems: BuncoProblem[]): PrizeRule[] {
  if (!Array.isArray(value)) {
    problems.push(problem('rules.prizesList', { got: show(value) }, { field: 'prizes' }))
    return DEFAULT_RULES.prizes.map((p) => ({ ...p }))
  }
  const out: PrizeRule[] = []
  const seen = new Set<PrizeCategory>()
  value.forEach((item: unknown, index) => {
    const field = `prizes[${index}]`
    if (!isRecord(item)) {
      problems.push(problem('rules.prizeEntry', { index: index + 1, got: show(item) }, { field }))
      return
    }
    const { category, enabled = true, tie = 'chain' } = item
    if (!oneOf(PRIZE_CATEGORIES, category)) {
      const params = { index: index + 1, allowed: listOf(PRIZE_CATEGORIES), got: show(category) }
      problems.push(problem('rules.prizeCategory', params, { field: `${field}.category` }))
      return
    }
    if (seen.has(category)) {
      problems.push(problem('rules.prizeTwice', { prize: category }, { field }))
      return
    }
    seen.add(category)
    if (typeof enabled !== 'boolean') {
      const params = { prize: category, got: show(enabled) }
      problems.push(problem('rules.prizeEnabled', params, { field: `${field}.enabled` }))
    }
    if (!oneOf(PRIZE_TIE_RULES, tie)) {
      const params = { prize: category, allowed: listOf(PRIZE_TIE_RULES), got: show(tie) }
      problems.push(problem('rules.prizeTie', params, { field: `${field}.tie` }))
    }
    if (typeof enabled === 'boolean' && oneOf(PRIZE_TIE_RULES, tie))
      out.push({ category, enabled, tie })
  })
  // categories the host did not list stay switched off, after the listed ones
  for (const prize of DEFAULT_RULES.prizes) {
    if (!seen.has(prize.category)) out.push({ ...prize, enabled: false })
  }
  return out
}

function checkTieBreak(value: unknown, problems: BuncoProblem[]): TieBreaker[] {
  const steps: TieBreaker[] = []
  const ok =
    Array.isArray(value) &&
    value.every((v: unknown) => oneOf(TIE_BREAKERS, v) && !steps.includes(v) && steps.push(v))
  if (ok) return steps
  const params = { allowed: listOf(TIE_BREAKERS), got: show(value) }
  problems.push(problem('rules.tieBreak', params, { field: 'tieBreak' }))
  return [...DEFAULT_RULES.tieBreak]
}

function checkTravelingDie(value: unknown, problems: BuncoProblem[]): TravelingDieRule {
  if (!isRecord(value)) {
    problems.push(problem('rules.travelingDie', { got: show(value) }, { field: 'travelingDie' }))
    return { ...DEFAULT_RULES.travelingDie }
  }
  const { enabled = false, passOn = 'bunco' } = value
  if (typeof enabled !== 'boolean') {
    const field = 'travelingDie.enabled'
    problems.push(problem('rules.dieEnabled', { got: show(enabled) }, { field }))
  }
  if (!oneOf(TRAVEL_TRIGGERS, passOn)) {
    const field = 'travelingDie.passOn'
    problems.push(problem('rules.passOn', { got: show(passOn) }, { field }))
  }
  return {
    enabled: enabled === true,
    passOn: oneOf(TRAVEL_TRIGGERS, passOn) ? passOn : DEFAULT_RULES.travelingDie.passOn,
  }
}

function numberRule(key: NumberRule, get: Reader, problems: BuncoProblem[]): number {
  const value = get(key)
  const { min, max } = RULE_NUMBERS[key]
  if (wholeIn(value, min, max)) return value
  problems.push(problem('rules.range', { option: key, min, max, got: show(value) }, { field: key }))
  return DEFAULT_RULES[key]
}

function choiceRule<K extends ChoiceRule>(
  key: K,
  get: Reader,
  problems: BuncoProblem[],
): ChoiceValues[K] {
  const value = get(key)
  const values = choicesOf(key)
  if (oneOf(values, value)) return value
  const params = { option: key, allowed: listOf(values), got: show(value) }
  problems.push(problem('rules.choice', params, { field: key }))
  return DEFAULT_RULES[key]
}

function toggleRule(key: ToggleRule, get: Reader, problems: BuncoProblem[]): boolean {
  const value = get(key)
  if (typeof value === 'boolean') return value
  problems.push(problem('rules.toggle', { option: key, got: show(value) }, { field: key }))
  return DEFAULT_RULES[key]
}

function crossChecks(rules: HouseRules, problems: BuncoProblem[]): void {
  const on = (category: PrizeCategory): boolean =>
    rules.prizes.some((p) => p.category === category && p.enabled)
  if (on('travelingDie') && !rules.travelingDie.enabled)
    problems.push(problem('rules.diePrizeNeedsDie', {}, { field: 'travelingDie.enabled' }))
  if (on('mostMinis') && !rules.recordMinis)
    problems.push(problem('rules.minisPrizeNeedsMinis', {}, { field: 'recordMinis' }))
}

/** Checks house rules from anywhere (settings file, UI, an import); missing options take the defaults. */
export function validateRules(input: unknown): HouseRules {
  if (input === undefined || input === null) return copyRules(DEFAULT_RULES)
  if (!isRecord(input))
    throw new BuncoRuleError('invalid-rules', [problem('rules.notObject', { got: show(input) })])
  const problems: BuncoProblem[] = []
  const get: Reader = (key) => (key in input ? input[key] : DEFAULT_RULES[key])
  for (const key of Object.keys(input)) {
    if (!KNOWN.has(key)) problems.push(problem('rules.unknown', { option: key }, { field: key }))
  }
  // Every option by name, so that an option added to the lists but not read here fails to compile.
  const rules: HouseRules = {
    sets: numberRule('sets', get, problems),
    target: numberRule('target', get, problems),
    roundEnd: choiceRule('roundEnd', get, problems),
    movement: choiceRule('movement', get, problems),
    partners: choiceRule('partners', get, problems),
    play: choiceRule('play', get, problems),
    lowTriple7: toggleRule('lowTriple7', get, problems),
    wipeout: toggleRule('wipeout', get, problems),
    fourDice: toggleRule('fourDice', get, problems),
    recordMinis: toggleRule('recordMinis', get, problems),
    recordWipeouts: toggleRule('recordWipeouts', get, problems),
    onePrizePerPerson: toggleRule('onePrizePerPerson', get, problems),
    travelingDie: checkTravelingDie(get('travelingDie'), problems),
    prizes: checkPrizes(get('prizes'), problems),
    tieBreak: checkTieBreak(get('tieBreak'), problems),
  }
  crossChecks(rules, problems)
  if (problems.length > 0) throw new BuncoRuleError('invalid-rules', problems)
  return rules
}
