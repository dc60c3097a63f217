import type { DataHealth } from './health'

/** The versions a bug report names. */
export interface Versions {
  app: string
  electron: string
  chrome: string
  node: string
  os: string
}

/** What goes into "Save a report for the developers". */
export interface ReportParts {
  versions: Versions
  health: DataHealth | string
  /** The end of the log, already scrubbed. */
  log: string
  createdAt: Date
}

/** How much of the log a report carries. */
export const REPORT_LOG_BYTES = 64 * 1024

/** The versions of this run, from Node's process facts and the OS. */
export function runVersions(app: string, os: string): Versions {
  return {
    app,
    electron: process.versions['electron'] ?? 'none',
    chrome: process.versions['chrome'] ?? 'none',
    node: process.versions.node,
    os,
  }
}

/** The report as one plain-text file: versions, the health check, then the log's end. */
export function buildReport(parts: ReportParts): string {
  const v = parts.versions
  return [
    'Bunco Night: a report for the developers',
    `Written: ${parts.createdAt.toISOString()}`,
    '',
    '## Versions',
    `App: ${v.app}`,
    `Electron: ${v.electron}`,
    `Chrome: ${v.chrome}`,
    `Node: ${v.node}`,
    `OS: ${v.os}`,
    '',
    '## Data folder health',
    typeof parts.health === 'string' ? parts.health : JSON.stringify(parts.health, null, 2),
    '',
    `## Log (last ${Math.round(REPORT_LOG_BYTES / 1024)} KB)`,
    parts.log.trim() === '' ? '(empty)' : parts.log,
    '',
  ].join('\n')
}

/** The report's file name, dated: bunco-night-report-2026-12-01.txt. */
export function reportFileName(at: Date): string {
  return `bunco-night-report-${at.toISOString().slice(0, 10)}.txt`
}
