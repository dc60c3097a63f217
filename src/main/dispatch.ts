import { contract, isCallName, type Handlers } from '@shared/contract'
import type { CallError, CallOutcome } from '@shared/errors'
import { hasMessage, translate } from '@shared/i18n'
import { keysOf } from '@shared/i18n/nested'
import { translateProblem } from '@shared/i18n/problems'
import type { Language } from '@shared/settings'
import { SqliteError } from 'better-sqlite3'
import { AppError } from '@shared/app-error'
import { isDiskFull } from './db/safety'
import { checkPayload } from './validation'

/** Validates and runs one call; always resolves, never throws. */
export type Dispatch = (name: unknown, args: unknown) => Promise<CallOutcome<unknown>>

/** Builds `dispatch` over the handlers; `language` gives the host's language for messages. */
export function createDispatch(
  handlers: Handlers,
  language: () => Language,
  log: (err: unknown) => void = (err) => console.error(err),
): Dispatch {
  return async (name, args) => {
    const lang = language()
    if (!isCallName(name)) {
      const shown = typeof name === 'string' ? name.slice(0, 80) : typeof name
      return fail({
        code: 'unknown-call',
        message: translate(lang, 'errors.unknownCall', { name: shown }),
      })
    }
    const parsed = checkPayload(contract[name].args, args === undefined ? {} : args, lang)
    if (!parsed.ok) {
      return fail({
        code: 'invalid-args',
        message: translate(lang, 'errors.invalidArgs', { problems: parsed.problems.join('; ') }),
        details: parsed.problems,
      })
    }
    try {
      const handler = handlers[name] as (a: unknown) => unknown
      return { ok: true, value: await handler(parsed.data) }
    } catch (err) {
      return fail(toCallError(err, lang, name, log))
    }
  }
}

/**
 * An error said in a language, as a call's refusal would say it; an unexpected one names `where`
 * it happened (the phones' server, which answers no call of the contract).
 */
export function sayError(
  err: unknown,
  lang: Language,
  log: (e: unknown) => void = () => undefined,
  where = 'phones',
): string {
  return toCallError(err, lang, where, log).message
}

// Each problem is a whole sentence; a long list is cut so that the host still reads a message.
function joinProblems(problems: readonly { message: string }[]): string {
  const shown = problems.slice(0, 5).map((p) => p.message)
  return (problems.length > 5 ? [...shown, '…'] : shown).join(' ')
}

function fail(error: CallError): CallOutcome<never> {
  return { ok: false, error }
}

// `where` names the call (or the place) in an unexpected error's detail, for the log and a report
function toCallError(
  err: unknown,
  lang: Language,
  where: string,
  log: (e: unknown) => void,
): CallError {
  // A message key missing from the catalogue would reach the host raw: that is a bug, said as one.
  if (
    err instanceof AppError &&
    !keysOf(err.messageKey, err.params).every((k) => hasMessage(lang, k))
  ) {
    log(err)
    return { code: 'internal', message: translate(lang, 'errors.internal', { detail: where }) }
  }
  if (err instanceof AppError) {
    const problems = err.problems.map((p) => ({ ...p, message: translateProblem(lang, p) }))
    const params =
      problems.length > 0 ? { ...err.params, problems: joinProblems(problems) } : err.params
    const error: CallError = { code: err.code, message: translate(lang, err.messageKey, params) }
    return problems.length > 0 ? { ...error, details: problems } : error
  }
  log(err)
  if (isDiskFull(err)) return { code: 'storage', message: translate(lang, 'errors.diskFull') }
  if (err instanceof SqliteError) {
    return { code: 'storage', message: translate(lang, 'errors.storage', { detail: err.code }) }
  }
  return { code: 'internal', message: translate(lang, 'errors.internal', { detail: where }) }
}
