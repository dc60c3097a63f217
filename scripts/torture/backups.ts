// Checks the backups a killed torture child left: each listed (restorable) one must open, pass
// integrity_check, be at the current schema, replay to its own tables, and hold only events the
// live store holds too (it is a snapshot of that store's past).
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { SCHEMA_VERSION } from '../../src/main/db/migrations'
import { BACKUP_FOLDER, listBackups, type BackupInfo } from '../../src/main/db/safety'

/** What one look at the backups folder found. */
export interface BackupCheck {
  /** Listed backups verified in this look (each file once: a finished backup never changes). */
  checked: number
  failures: string[]
  /** Names of unfinished copies (`.partial`) a kill left behind; never listed. */
  partials: string[]
}

const EVENT_KEY = "ifnull(night_id, '') || ':' || type || ':' || payload"

/** Each event of a store by id, as text that changes if anything it recorded changed. */
function eventsOf(db: Database.Database): Map<number, string> {
  const rows = db.prepare<[], { id: number; key: string }>(
    `SELECT id, ${EVENT_KEY} AS key FROM events`,
  )
  return new Map(rows.all().map((r) => [r.id, r.key]))
}

function problemsOf(
  backup: BackupInfo,
  live: Map<number, string>,
  replayCheck: (db: Database.Database) => string[],
): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-torture-backup-'))
  const copy = join(folder, 'copy.sqlite')
  copyFileSync(backup.file, copy)
  // A before-open backup keeps the log found beside the store: a restore plays it in too.
  for (const log of ['-wal', '-journal']) {
    if (existsSync(`${backup.file}${log}`)) copyFileSync(`${backup.file}${log}`, `${copy}${log}`)
  }
  let db: Database.Database | undefined
  try {
    const opened = new Database(copy, { fileMustExist: true })
    db = opened
    const integrity = opened.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') return [`integrity ${String(integrity)}`]
    const version = opened.pragma('user_version', { simple: true })
    if (version !== SCHEMA_VERSION) return [`schema ${String(version)}`]
    const problems = replayCheck(opened)
    const foreign = [...eventsOf(opened)].filter(([id, key]) => live.get(id) !== key).length
    if (foreign > 0) problems.push(`${foreign} events the live store does not hold`)
    return problems
  } catch (err) {
    return [`does not open: ${String(err)}`]
  } finally {
    db?.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Verifies every listed backup not in `seen` (adding it), and notes unfinished copies. */
export function checkBackups(
  dataFolder: string,
  live: Database.Database,
  seen: Set<string>,
  replayCheck: (db: Database.Database) => string[],
): BackupCheck {
  const result: BackupCheck = { checked: 0, failures: [], partials: [] }
  let liveEvents: Map<number, string> | undefined
  for (const backup of listBackups(dataFolder)) {
    const key = `${backup.name}:${backup.bytes}`
    if (seen.has(key)) continue
    seen.add(key)
    result.checked += 1
    liveEvents ??= eventsOf(live)
    for (const problem of problemsOf(backup, liveEvents, replayCheck)) {
      result.failures.push(`${backup.name}: ${problem}`)
    }
  }
  let names: string[] = []
  try {
    names = readdirSync(join(dataFolder, BACKUP_FOLDER))
  } catch {
    // No backup yet.
  }
  result.partials = names.filter((name) => name.endsWith('.partial'))
  return result
}
