import { AppError } from '@shared/app-error'
import type { Db } from './connection'
import type { Migration } from './migrations/types'

/** Reads the schema version stored in the file (0 for a new file). */
export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number
}

/** Brings the file up to the latest schema in one transaction; refuses a file from a newer app. */
export function migrate(db: Db, migrations: readonly Migration[]): { from: number; to: number } {
  const latest = migrations.at(-1)?.version ?? 0
  const from = schemaVersion(db)
  if (from > latest) {
    throw new AppError('storage', 'errors.databaseTooNew', { found: from, supported: latest })
  }
  const pending = migrations.filter((m) => m.version > from)
  if (pending.length === 0) return { from, to: from }
  db.transaction(() => {
    for (const m of pending) {
      m.up(db)
      db.pragma(`user_version = ${m.version}`)
    }
  }).immediate()
  return { from, to: latest }
}
