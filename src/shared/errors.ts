/** Machine-readable reasons a call can fail; the renderer may branch on these. */
export type ErrorCode =
  'unknown-call' | 'invalid-args' | 'forbidden' | 'not-found' | 'conflict' | 'storage' | 'internal'

/** A failed call as the renderer receives it; `message` is in the host's language. */
export interface CallError {
  code: ErrorCode
  message: string
  details?: unknown
}

/** What every call returns across the process boundary: a value or a typed error. */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: CallError }
