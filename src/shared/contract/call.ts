import { z } from 'zod'

/** One call of the contract: its argument schema, and its result type carried as a phantom. */
export interface CallSpec<S extends z.ZodType, R> {
  args: S
  // A function type carries R exactly, null included (an optional R would lose null).
  readonly result?: () => R
}

/** Starts a call definition from its argument schema; `.returns<R>()` names its result type. */
export function call<S extends z.ZodType>(args: S): { returns: <R>() => CallSpec<S, R> } {
  return { returns: <R>(): CallSpec<S, R> => ({ args }) }
}

/** The argument schema of a call that takes nothing. */
export const NoArgs = z.strictObject({})
