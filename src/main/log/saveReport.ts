import type { StoreStatus } from '@shared/storage'
import type { SavedFile } from '@shared/views'
import type { Db } from '../db/connection'
import type { HostHooks } from '../app/uiHandlers'
import type { AppLog } from './appLog'
import { dataHealth } from './health'
import { buildReport, REPORT_LOG_BYTES, reportFileName, type Versions } from './report'
import { scrub } from './scrub'
import { privateTexts } from './reportRepo'

/** What a report is made from: the live store, its folder, the log and this run's versions. */
export interface ReportSources {
  db: Db
  dataFolder: string
  status: () => StoreStatus
  log: AppLog
  versions: Versions
  now?: () => Date
}

/** The report file: versions, the health check and the log's end, scrubbed once more as a whole. */
export function writeReport(sources: ReportSources): { fileName: string; content: string } {
  const createdAt = sources.now?.() ?? new Date()
  const text = buildReport({
    versions: sources.versions,
    health: dataHealth(sources.db, sources.dataFolder, sources.status),
    log: sources.log.tail(REPORT_LOG_BYTES),
    createdAt,
  })
  const words = sources.db.open ? privateTexts(sources.db) : []
  return { fileName: reportFileName(createdAt), content: scrub(text, words) }
}

/** Writes the report where the host chooses (the system save dialog). */
export async function saveReport(
  sources: ReportSources,
  saveFile: NonNullable<HostHooks['saveFile']>,
): Promise<SavedFile> {
  return saveFile(writeReport(sources))
}
