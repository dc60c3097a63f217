// Store files for the safety tests: real databases, logs taken from open connections, and noise.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { openDatabase, type Db } from '../../../../src/main/db/connection'
import { migrate, schemaVersion } from '../../../../src/main/db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from '../../../../src/main/db/migrations'
import { STORE_FILE } from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'

/** The files of one store: database, write-ahead log, shared memory, rollback journal. */
export interface StoreFiles {
  main?: Uint8Array
  wal?: Uint8Array
  shm?: Uint8Array
  journal?: Uint8Array
}

export const SUFFIX = { main: '', wal: '-wal', shm: '-shm', journal: '-journal' } as const
export type Part = keyof typeof SUFFIX

/** A fixed clock, so aside names are predictable. */
export const NOW = (): Date => new Date('2025-03-14T21:35:02.123Z')

/** Deterministic bytes (mulberry32), so every run damages files the same way. */
export function noise(seed: number, length: number): Uint8Array {
  let a = seed >>> 0
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff
  }
  return out
}

export const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')
export const hashOf = (path: string): string => sha(readFileSync(path))
export const concat = (...parts: (Uint8Array | string)[]): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)))

function addRows(db: Db, prefix: string, count: number): void {
  const insert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(`${prefix}${i}`, JSON.stringify('x'.repeat(200)))
  })()
}

let checkpointed: Uint8Array | undefined

/** A migrated store of ~20 pages (300 rows `k0..`), fully checkpointed: no -wal left. */
export function goodMain(): Uint8Array {
  if (!checkpointed) {
    const file = join(tempFolder(), 'good.sqlite')
    const db = openDatabase(file)
    migrate(db, MIGRATIONS)
    addRows(db, 'k', 300)
    db.close()
    expect(existsSync(`${file}-wal`)).toBe(false)
    checkpointed = readFileSync(file)
  }
  return checkpointed
}

/**
 * A store copied while its connection is still open: rows `k0..k299` checkpointed into the main
 * file, then one committed transaction per `walBatches` entry that lives only in the -wal.
 */
export function liveStore(walBatches: string[] = ['w'], userVersion?: number): StoreFiles {
  const file = join(tempFolder(), 'live.sqlite')
  const db = openDatabase(file)
  migrate(db, MIGRATIONS)
  addRows(db, 'k', 300)
  db.pragma('wal_checkpoint(TRUNCATE)')
  for (const prefix of walBatches) addRows(db, prefix, 20)
  if (userVersion !== undefined) db.pragma(`user_version = ${userVersion}`)
  const files = {
    main: readFileSync(file),
    wal: readFileSync(`${file}-wal`),
    shm: readFileSync(`${file}-shm`),
  }
  db.close()
  return files
}

/** Writes the given parts as `<folder>/bunco-night.sqlite[-wal|-shm|-journal]`; returns hashes. */
export function writeStore(folder: string, files: StoreFiles): Partial<Record<Part, string>> {
  const hashes: Partial<Record<Part, string>> = {}
  for (const part of Object.keys(SUFFIX) as Part[]) {
    const bytes = files[part]
    if (!bytes) continue
    writeFileSync(join(folder, `${STORE_FILE}${SUFFIX[part]}`), bytes)
    hashes[part] = sha(bytes)
  }
  return hashes
}

/** Keys in the settings table starting with `prefix`. */
export function countRows(db: Db, prefix: string): number {
  return (
    db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM settings WHERE key LIKE ?')
      .get(`${prefix}%`)?.n ?? -1
  )
}

/** The store is migrated and takes a write that reads back. */
export function expectUsable(db: Db): void {
  expect(schemaVersion(db)).toBe(SCHEMA_VERSION)
  db.prepare("INSERT INTO settings (key, value) VALUES ('probe', '\"ok\"')").run()
  const row = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'probe'")
  expect(row.get()?.value).toBe('"ok"')
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
}
