// What the start check concludes from the app's log and whether the app is still running.

/** The line main writes once its window's first screen is drawn. */
export const SHOWN = /\[info\]\s+window: first screen shown, (\d+) ms after start/

/** An error main logged (a start that failed writes one before its error box). */
export const ERROR_LINE = /^.*\[error\].*$/m

/** The check's outcome: shown (and how fast), or why not. */
export type StartVerdict =
  { state: 'shown'; ms: number } | { state: 'failed'; reason: string } | { state: 'waiting' }

/**
 * Reads the log so far: an error line fails the start, the first-screen line passes it, an app
 * that is gone without either failed, and anything else is still starting.
 */
export function startVerdict(log: string, exited: number | null | undefined): StartVerdict {
  const error = ERROR_LINE.exec(log)
  if (error) return { state: 'failed', reason: `the app logged an error: ${error[0].trim()}` }
  const shown = SHOWN.exec(log)
  if (shown) return { state: 'shown', ms: Number(shown[1]) }
  if (exited !== undefined) {
    return { state: 'failed', reason: `the app exited (${String(exited)}) before its first screen` }
  }
  return { state: 'waiting' }
}
