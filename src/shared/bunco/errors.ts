import { problemText } from '../i18n/problems/format'
import { en } from '../i18n/problems/en'
import type { BuncoProblem, ProblemCode, ProblemParams } from './problemCodes'

/** Every problem code (its list lives in problemCodes.ts, which the texts import). */
export { PROBLEM_CODES } from './problemCodes'
/** A problem and its code and parameters. */
export type { BuncoProblem, ProblemCode, ProblemParams } from './problemCodes'

/** What kind of input a BuncoRuleError is about. */
export type BuncoErrorCode =
  | 'invalid-rules'
  | 'invalid-players'
  | 'invalid-dice'
  | 'invalid-history'
  | 'invalid-result'
  | 'invalid-changes'
  | 'invalid-move'
  | 'night-over'
  | 'invalid-pot'
  | 'invalid-club'
  | 'invalid-playoff'

/** Builds a problem, its English message included. */
export function problem(
  code: ProblemCode,
  params: ProblemParams = {},
  extra: Pick<BuncoProblem, 'where' | 'field'> = {},
): BuncoProblem {
  const bare = { code, params, ...extra }
  return { ...bare, message: problemText(en, bare) }
}

/** The one error type the engine throws: a code, and every problem found, not just the first. */
export class BuncoRuleError extends Error {
  override readonly name = 'BuncoRuleError'
  readonly code: BuncoErrorCode
  readonly details: readonly BuncoProblem[]

  constructor(code: BuncoErrorCode, details: readonly BuncoProblem[]) {
    super(details.map((d) => d.message).join('; '))
    this.code = code
    this.details = details
  }
}

/** Throws a BuncoRuleError with a single problem. */
export function fail(
  code: BuncoErrorCode,
  problemCode: ProblemCode,
  params: ProblemParams = {},
  extra: Pick<BuncoProblem, 'where' | 'field'> = {},
): never {
  throw new BuncoRuleError(code, [problem(problemCode, params, extra)])
}
