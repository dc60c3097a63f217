// The messages between main and the import worker.
import { AppError } from '@shared/app-error'
import type { ErrorCode } from '@shared/errors'
import { LANGUAGES, type Language } from '@shared/settings'
import type { CheckedNight } from './checkNightFile'

/** What main asks the worker: check this file, in this language. */
export interface CheckRequest {
  json: string
  language: Language
}

/** An AppError as plain data, to cross the thread boundary. */
export interface ErrorData {
  code: ErrorCode
  messageKey: string
  params: Record<string, string | number>
  problems: AppError['problems']
}

/** What the worker answers: progress while it checks, then the checked night or the refusal. */
export type WorkerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'checked'; night: CheckedNight }
  | { type: 'refused'; error: ErrorData }

/** An AppError as data (anything else thrown becomes the generic internal error). */
export function errorData(err: unknown): ErrorData {
  if (err instanceof AppError) {
    return {
      code: err.code,
      messageKey: err.messageKey,
      params: err.params,
      problems: err.problems,
    }
  }
  return {
    code: 'internal',
    messageKey: 'errors.internal',
    params: { detail: 'night:import' },
    problems: [],
  }
}

/** The AppError the data stands for. */
export function fromErrorData(data: ErrorData): AppError {
  return new AppError(data.code, data.messageKey, data.params, data.problems)
}

const TYPES: readonly string[] = ['progress', 'checked', 'refused']

/** Tells whether a message is a reply of the import worker (its own thread: the shape is checked). */
export function isWorkerReply(message: unknown): message is WorkerReply {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    typeof message.type === 'string' &&
    TYPES.includes(message.type)
  )
}

/** Tells whether a message is a check request. */
export function isCheckRequest(message: unknown): message is CheckRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    'json' in message &&
    typeof message.json === 'string' &&
    'language' in message &&
    LANGUAGES.some((l) => l === message.language)
  )
}
