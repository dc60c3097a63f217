import type { ErrorCode } from '@shared/errors'

/** A failure the host should read: a code plus a message key in the shared catalogue. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(`${code}: ${messageKey} ${JSON.stringify(params)}`)
    this.name = 'AppError'
  }
}
