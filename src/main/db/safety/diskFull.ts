import { AppError } from '@shared/app-error'

const codeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined

/** True when a failure means the disk (or the store's size limit) is full. */
export function isDiskFull(err: unknown): boolean {
  if (err instanceof AppError) return err.messageKey === 'errors.diskFull'
  const code = codeOf(err)
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT'
}

/** The error the host sees when the disk is full: `errors.diskFull`, no params. */
export function diskFullError(): AppError {
  return new AppError('storage', 'errors.diskFull')
}

/** A storage AppError for `err`: disk full when it is, else `messageKey` with `params`. */
export function storageError(
  err: unknown,
  messageKey: string,
  params: Record<string, string | number> = {},
): AppError {
  if (isDiskFull(err)) return err instanceof AppError ? err : diskFullError()
  return new AppError('storage', messageKey, params)
}
