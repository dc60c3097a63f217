import type { WebContents } from 'electron'
import type { AppLog } from './appLog'

/** Sends a window's errors to the log: console errors, a crashed renderer, a failed preload or load. */
export function watchContents(contents: WebContents, log: AppLog): void {
  contents.on('console-message', (details) => {
    if (details.level !== 'error') return
    const where = details.sourceId
      ? ` (${details.sourceId.split('/').pop()}:${details.lineNumber})`
      : ''
    log.warn('renderer', `${details.message}${where}`)
  })
  contents.on('render-process-gone', (_event, details) =>
    log.error('renderer', `process gone: ${details.reason} (exit code ${details.exitCode})`),
  )
  contents.on('preload-error', (_event, _path, error) => log.error('preload', error))
  contents.on('did-fail-load', (_event, code, description, _url, isMainFrame) => {
    if (isMainFrame) log.error('renderer', `load failed: ${code} ${description}`)
  })
}
