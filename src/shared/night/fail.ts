import { AppError } from '../app-error'
import { BuncoRuleError } from '../bunco'
import type { ErrorCode } from '../errors'

/** Throws a host-readable error: the key names a text under 'errors.night.' in every language. */
export function refuse(
  key: string,
  params: Record<string, string | number> = {},
  code: ErrorCode = 'conflict',
): never {
  throw new AppError(code, `errors.night.${key}`, params)
}

/** Runs an engine call, turning its rule errors into host-readable ones (details kept). */
export function engine<T>(run: () => T): T {
  try {
    return run()
  } catch (err) {
    if (err instanceof BuncoRuleError) {
      throw new AppError(
        'invalid-args',
        'errors.night.engine',
        { problems: err.details.map((d) => d.message).join('; ') },
        err.details,
      )
    }
    throw err
  }
}
