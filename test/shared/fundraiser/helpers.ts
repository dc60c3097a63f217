import { expect } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import type { FundraiserRefusal } from '../../../src/shared/fundraiser/refusals'

/** Runs `run` and expects it to be refused with `errors.fundraiser.<key>`; returns the error. */
export function refused(run: () => unknown, key: FundraiserRefusal): AppError {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).messageKey).toBe(`errors.fundraiser.${key}`)
    return err as AppError
  }
  throw new Error(`expected a refusal with ${key}, but nothing was thrown`)
}
