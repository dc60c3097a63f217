import type { Db } from './connection'

/** The settings a committed host action relies on, as the live connection reports them. */
export interface Durability {
  journalMode: string
  /** 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
  synchronous: number
  foreignKeys: boolean
}

const FULL = 2

/** Reads journal_mode, synchronous and foreign_keys from the open connection. */
export function readDurability(db: Db): Durability {
  return {
    journalMode: String(db.pragma('journal_mode', { simple: true })).toLowerCase(),
    synchronous: Number(db.pragma('synchronous', { simple: true })),
    foreignKeys: Number(db.pragma('foreign_keys', { simple: true })) === 1,
  }
}

/** One sentence per setting the connection lacks (WAL, synchronous FULL, foreign keys on). */
export function durabilityProblems(db: Db): string[] {
  const now = readDurability(db)
  const problems: string[] = []
  if (now.journalMode !== 'wal') problems.push(`journal_mode is ${now.journalMode}, not wal`)
  // NORMAL in WAL mode skips the fsync at commit: a power cut could take back a saved action.
  if (now.synchronous !== FULL) problems.push(`synchronous is ${now.synchronous}, not FULL (2)`)
  if (!now.foreignKeys) problems.push('foreign_keys is off')
  return problems
}
