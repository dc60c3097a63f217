import { AppError } from '@shared/app-error'

/**
 * A refusal that names a player by key ('p12') says their name instead, as the host and the
 * phones read it; `nameOf` gives the name (undefined leaves the refusal as it is).
 */
export function namedRefusal(
  err: unknown,
  nameOf: (player: string) => string | undefined,
): unknown {
  if (!(err instanceof AppError) || typeof err.params['player'] !== 'string') return err
  const name = nameOf(err.params['player'])
  if (name === undefined) return err
  return new AppError(err.code, err.messageKey, { ...err.params, player: name }, err.problems)
}
