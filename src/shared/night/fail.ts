import { AppError } from '../app-error'
import { BuncoRuleError, type BuncoProblem } from '../bunco'
import type { ErrorCode } from '../errors'

/** Throws a host-readable error: the key names a text under 'errors.night.' in every language. */
export function refuse(
  key: string,
  params: Record<string, string | number> = {},
  code: ErrorCode = 'conflict',
): never {
  throw new AppError(code, `errors.night.${key}`, params)
}

/** Throws the engine's problems as a host-readable error (translated where it is shown). */
export function refuseProblems(problems: readonly BuncoProblem[]): never {
  throw new AppError('invalid-args', 'errors.night.engine', {}, problems)
}

/** Runs an engine call, turning its rule errors into host-readable ones (problems kept). */
export function engine<T>(run: () => T): T {
  try {
    return run()
  } catch (err) {
    if (err instanceof BuncoRuleError) refuseProblems(err.details)
    throw err
  }
}
