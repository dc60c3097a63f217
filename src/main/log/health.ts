import { statSync } from 'node:fs'
import { join } from 'node:path'
import type { StoreStatus } from '@shared/storage'
import type { Db } from '../db/connection'
import { STORE_FILE } from '../db/safety'
import { selfCheckProblems } from '../selfCheck'
import { quickCheck, storeCounts, userVersion, type StoreCounts } from './reportRepo'

/** The data folder's health check, as a bug report carries it: facts and counts, no content. */
export interface DataHealth {
  schemaVersion: number
  quickCheck: string
  /** Durability settings and replay disagreements (the start-up self-check). */
  problems: string[]
  /** Why the store was set aside at start, if it was. */
  recovery: string | null
  backups: { count: number; newest: string | null }
  /** Settings or app-state values that could not be read (table.key). */
  unreadable: string[]
  counts: StoreCounts
  storeBytes: number
}

/** Checks the live store and the data folder; never throws (a failed check is a finding). */
export function dataHealth(
  db: Db,
  dataFolder: string,
  status: () => StoreStatus,
): DataHealth | string {
  try {
    const s = status()
    return {
      schemaVersion: userVersion(db),
      quickCheck: quickCheck(db),
      problems: selfCheckProblems(db),
      recovery: s.recovery
        ? `${s.recovery.reason}${s.recovery.keptData ? ' (data kept)' : ''}`
        : null,
      backups: { count: s.backups.length, newest: s.backups[0]?.createdAt ?? null },
      unreadable: s.unreadable.map((u) => `${u.table}.${u.key}`),
      counts: storeCounts(db),
      storeBytes: statSync(join(dataFolder, STORE_FILE), { throwIfNoEntry: false })?.size ?? 0,
    }
  } catch (err) {
    return `the health check failed: ${err instanceof Error ? err.message : String(err)}`
  }
}
