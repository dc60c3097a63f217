// The rules schema's issues said as the engine's problems: one code per option and what it got,
// so the contract, an import and the rules form all word a bad option the same way.
import type { z } from 'zod'
import { problem, type BuncoProblem } from './errors'
import {
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  RULE_CHOICES,
  RULE_NUMBERS,
  RULE_TOGGLES,
  TIE_BREAKERS,
} from './rules'
import type { RuleIssueParams } from './rulesSchema'
import { show } from './show'

type Path = readonly PropertyKey[]

function listOf(values: readonly (string | number)[]): string {
  return values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ')
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** A field's path as the rules form names it: `prizes[0].category`. */
export function fieldOf(path: Path): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('')
}

function has<T extends object>(record: T, key: PropertyKey): key is keyof T {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(record, key)
}

function prizeProblem(issue: z.core.$ZodIssue, root: unknown): BuncoProblem | null {
  const [, index, part] = issue.path
  if (typeof index !== 'number')
    return problem(
      'rules.prizesList',
      { got: show(valueAt(root, ['prizes'])) },
      { field: 'prizes' },
    )
  const at = { field: fieldOf(issue.path) }
  const item = valueAt(root, ['prizes', index])
  const category = valueAt(item, ['category'])
  if (namedProblem(issue)) return ruleIssue(issue)
  if (part === undefined || issue.path.length > 3)
    return problem('rules.prizeEntry', { index: index + 1, got: show(item) }, at)
  if (part === 'category') {
    const params = { index: index + 1, allowed: listOf(PRIZE_CATEGORIES), got: show(category) }
    return problem('rules.prizeCategory', params, at)
  }
  // a prize of no known category is named by that problem alone
  if (!PRIZE_CATEGORIES.some((c) => c === category)) return null
  const got = show(valueAt(item, [part]))
  if (part === 'enabled') return problem('rules.prizeEnabled', { prize: String(category), got }, at)
  if (part === 'tie') {
    const params = { prize: String(category), allowed: listOf(PRIZE_TIE_RULES), got }
    return problem('rules.prizeTie', params, at)
  }
  return problem('rules.prizeEntry', { index: index + 1, got: show(item) }, at)
}

function dieProblem(issue: z.core.$ZodIssue, root: unknown): BuncoProblem {
  const part = issue.path[1]
  const field = fieldOf(issue.path)
  const got = show(valueAt(root, issue.path))
  if (namedProblem(issue)) return ruleIssue(issue)
  if (part === 'enabled' && issue.path.length === 2)
    return problem('rules.dieEnabled', { got }, { field })
  if (part === 'passOn' && issue.path.length === 2)
    return problem('rules.passOn', { got }, { field })
  return problem('rules.travelingDie', { got: show(valueAt(root, ['travelingDie'])) }, { field })
}

/** The problem a refinement named in its issue, if it named one. */
function namedProblem(issue: z.core.$ZodIssue): RuleIssueParams | null {
  if (issue.code !== 'custom') return null
  const params = issue.params as Partial<RuleIssueParams> | undefined
  return params?.problem ? (params as RuleIssueParams) : null
}

function ruleIssue(issue: z.core.$ZodIssue): BuncoProblem {
  const params = namedProblem(issue) as RuleIssueParams
  const said: Record<string, string> = params.prize ? { prize: params.prize } : {}
  return problem(params.problem, said, { field: fieldOf(issue.path) })
}

function optionProblem(issue: z.core.$ZodIssue, root: unknown): BuncoProblem[] {
  const option = issue.path[0]
  const field = fieldOf(issue.path)
  const got = show(valueAt(root, [option ?? '']))
  if (issue.code === 'unrecognized_keys' && option === undefined)
    return issue.keys.map((key) => problem('rules.unknown', { option: key }, { field: key }))
  if (option === undefined) return [problem('rules.notObject', { got: show(root) })]
  if (namedProblem(issue) && option !== 'prizes') return [ruleIssue(issue)]
  if (has(RULE_NUMBERS, option)) {
    const { min, max } = RULE_NUMBERS[option]
    return [problem('rules.range', { option, min, max, got }, { field })]
  }
  if (has(RULE_CHOICES, option)) {
    const params = { option, allowed: listOf(RULE_CHOICES[option]), got }
    return [problem('rules.choice', params, { field })]
  }
  if (RULE_TOGGLES.some((t) => t === option))
    return [problem('rules.toggle', { option: String(option), got }, { field })]
  if (option === 'travelingDie') return [dieProblem(issue, root)]
  if (option === 'prizes') return [prizeProblem(issue, root)].filter((p) => p !== null)
  // the tie-break order is one option: whatever is wrong in it, it is said once, whole
  return [problem('rules.tieBreak', { allowed: listOf(TIE_BREAKERS), got }, { field: 'tieBreak' })]
}

/** The engine's problems for the rules schema's issues (paths from the rules), each said once, unknown options first. */
export function rulesProblems(issues: readonly z.core.$ZodIssue[], root: unknown): BuncoProblem[] {
  const problems = issues.flatMap((issue) => optionProblem(issue, root))
  const said = new Set<string>()
  const once = problems.filter((p) => {
    const key = `${p.code}|${p.field ?? ''}|${JSON.stringify(p.params)}`
    return !said.has(key) && said.add(key)
  })
  const unknown = once.filter((p) => p.code === 'rules.unknown')
  return [...unknown, ...once.filter((p) => p.code !== 'rules.unknown')]
}
