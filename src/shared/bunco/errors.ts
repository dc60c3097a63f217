/** What kind of input a BuncoRuleError is about, so the app can translate it. */
export type BuncoErrorCode =
  | 'invalid-rules'
  | 'invalid-players'
  | 'invalid-dice'
  | 'invalid-history'
  | 'invalid-result'
  | 'invalid-changes'
  | 'invalid-move'
  | 'night-over'

/** One thing that is wrong, in plain words, with the field it is about when there is one. */
export interface BuncoProblem {
  field?: string
  message: string
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
export function fail(code: BuncoErrorCode, message: string, field?: string): never {
  throw new BuncoRuleError(code, [field === undefined ? { message } : { field, message }])
}
