import { BuncoRuleError, type BuncoProblem } from './errors'
import {
  DEFAULT_RULES,
  copyRules,
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  TIE_BREAKERS,
  type HouseRules,
  type PrizeCategory,
  type PrizeRule,
  type TieBreaker,
  type TravelTrigger,
} from './rules'

const ROUND_ENDS = ['headTable', 'anyBuncoEndsRound', 'eachTableToTarget'] as const
const MOVEMENTS = ['progressive', 'headLosersToBottom'] as const
const PARTNERS = ['mix', 'classic'] as const
const PLAYS = ['team', 'individual'] as const
const BOOLEANS = [
  'lowTriple7',
  'wipeout',
  'fourDice',
  'recordMinis',
  'recordWipeouts',
  'onePrizePerPerson',
] as const
const KNOWN = new Set<string>(Object.keys(DEFAULT_RULES))

/** Shows a value the way a host would type it, for error messages. */
export function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (value === undefined) return 'nothing'
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
}

function wholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

function listOf(values: readonly string[]): string {
  return values.map((v) => `'${v}'`).join(', ')
}

function checkPrizes(value: unknown, problems: BuncoProblem[]): PrizeRule[] {
  if (!Array.isArray(value)) {
    problems.push({ field: 'prizes', message: `prizes must be a list, got ${show(value)}` })
    return []
  }
  const out: PrizeRule[] = []
  const seen = new Set<PrizeCategory>()
  value.forEach((item: unknown, i) => {
    const at = `prizes[${i}]`
    if (!isRecord(item)) {
      problems.push({ field: at, message: `${at} must be a prize setting, got ${show(item)}` })
      return
    }
    const { category, enabled = true, tie = 'chain' } = item
    if (!oneOf(PRIZE_CATEGORIES, category)) {
      const msg = `${at}.category must be one of ${listOf(PRIZE_CATEGORIES)}, got ${show(category)}`
      problems.push({ field: `${at}.category`, message: msg })
      return
    }
    if (seen.has(category)) {
      problems.push({ field: at, message: `prize '${category}' is listed twice` })
      return
    }
    seen.add(category)
    if (typeof enabled !== 'boolean') {
      const msg = `${at}.enabled must be true or false, got ${show(enabled)}`
      problems.push({ field: `${at}.enabled`, message: msg })
    }
    if (!oneOf(PRIZE_TIE_RULES, tie)) {
      const msg = `${at}.tie must be one of ${listOf(PRIZE_TIE_RULES)}, got ${show(tie)}`
      problems.push({ field: `${at}.tie`, message: msg })
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
  const ok =
    Array.isArray(value) &&
    value.every((v) => oneOf(TIE_BREAKERS, v)) &&
    new Set(value).size === value.length
  if (ok) return [...(value as TieBreaker[])]
  const msg = `tieBreak must list some of ${listOf(TIE_BREAKERS)}, each once, got ${show(value)}`
  problems.push({ field: 'tieBreak', message: msg })
  return []
}

function checkTravelingDie(value: unknown, problems: BuncoProblem[]): HouseRules['travelingDie'] {
  if (!isRecord(value)) {
    const msg = `travelingDie must be { enabled, passOn }, got ${show(value)}`
    problems.push({ field: 'travelingDie', message: msg })
    return { ...DEFAULT_RULES.travelingDie }
  }
  const { enabled = false, passOn = 'bunco' } = value
  if (typeof enabled !== 'boolean') {
    const msg = `travelingDie.enabled must be true or false, got ${show(enabled)}`
    problems.push({ field: 'travelingDie.enabled', message: msg })
  }
  if (passOn !== 'bunco' && !wholeIn(passOn, 1, 6)) {
    const msg = `travelingDie.passOn must be 'bunco' or a die face from 1 to 6, got ${show(passOn)}`
    problems.push({ field: 'travelingDie.passOn', message: msg })
  }
  return { enabled: enabled === true, passOn: passOn as TravelTrigger }
}

/** Checks house rules from anywhere (settings file, UI); missing options take the defaults. */
export function validateRules(input: unknown): HouseRules {
  if (input === undefined || input === null) return copyRules(DEFAULT_RULES)
  if (!isRecord(input)) {
    const message = `house rules must be an object of options, got ${show(input)}`
    throw new BuncoRuleError('invalid-rules', [{ message }])
  }
  const problems: BuncoProblem[] = []
  const get = (key: keyof HouseRules): unknown => (key in input ? input[key] : DEFAULT_RULES[key])
  for (const key of Object.keys(input)) {
    if (!KNOWN.has(key)) problems.push({ field: key, message: `'${key}' is not a house rule` })
  }
  const sets = get('sets')
  if (!wholeIn(sets, 1, 6)) {
    problems.push({
      field: 'sets',
      message: `sets must be a whole number from 1 to 6, got ${show(sets)}`,
    })
  }
  const target = get('target')
  if (!wholeIn(target, 5, 99)) {
    const message = `target must be a whole number from 5 to 99, got ${show(target)}`
    problems.push({ field: 'target', message })
  }
  const choices = [
    ['roundEnd', ROUND_ENDS],
    ['movement', MOVEMENTS],
    ['partners', PARTNERS],
    ['play', PLAYS],
  ] as const
  for (const [key, values] of choices) {
    const value = get(key)
    if (!oneOf(values, value)) {
      const message = `${key} must be one of ${listOf(values)}, got ${show(value)}`
      problems.push({ field: key, message })
    }
  }
  for (const key of BOOLEANS) {
    const value = get(key)
    if (typeof value !== 'boolean') {
      problems.push({ field: key, message: `${key} must be true or false, got ${show(value)}` })
    }
  }
  const rules = {
    ...copyRules(DEFAULT_RULES),
    ...Object.fromEntries(Object.keys(DEFAULT_RULES).map((k) => [k, get(k as keyof HouseRules)])),
    travelingDie: checkTravelingDie(get('travelingDie'), problems),
    prizes: checkPrizes(get('prizes'), problems),
    tieBreak: checkTieBreak(get('tieBreak'), problems),
  } as HouseRules
  const on = (category: PrizeCategory): boolean =>
    rules.prizes.some((p) => p.category === category && p.enabled)
  if (on('travelingDie') && !rules.travelingDie.enabled) {
    const message = `the traveling die prize needs the traveling die option switched on`
    problems.push({ field: 'travelingDie.enabled', message })
  }
  if (on('mostMinis') && rules.recordMinis === false) {
    const message = `the most mini Buncos prize needs mini Buncos recorded (recordMinis)`
    problems.push({ field: 'recordMinis', message })
  }
  if (problems.length > 0) throw new BuncoRuleError('invalid-rules', problems)
  return rules
}
