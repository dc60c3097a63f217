/** Main-side alias: the error type lives in src/shared so the night model can throw it too. */
export { AppError } from '@shared/app-error'
