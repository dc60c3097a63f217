import type { BuncoProblem } from './bunco/errors'
import type { ErrorCode } from './errors'

/** A failure the host should read: a code plus a message key in the shared catalogue. */
export class AppError extends Error {
  override readonly name = 'AppError'

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** Rule problems found by the engine, translated into `{problems}` where the message is shown. */
    readonly problems: readonly BuncoProblem[] = [],
  ) {
    super(`${code}: ${messageKey} ${JSON.stringify(params)}`)
  }
}
