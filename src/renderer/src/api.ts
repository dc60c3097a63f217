import type { CallName, CallResult, OptionalArgs } from '@shared/contract'
import type { CallError, ErrorCode } from '@shared/errors'

/** A refused or failed call; `message` is already in the host's language. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly details: unknown

  constructor(error: CallError) {
    super(error.message)
    this.name = 'ApiError'
    this.code = error.code
    this.details = error.details
  }
}

/** Calls the main process through the preload bridge; resolves the result or throws ApiError. */
export async function call<K extends CallName>(
  name: K,
  ...args: OptionalArgs<K>
): Promise<CallResult<K>> {
  const outcome = await window.bunco.call(name, ...args)
  if (!outcome.ok) throw new ApiError(outcome.error)
  return outcome.value
}
