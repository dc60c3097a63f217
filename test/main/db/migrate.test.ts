import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import { openDatabase } from '../../../src/main/db/connection'
import { migrate, schemaVersion } from '../../../src/main/db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from '../../../src/main/db/migrations'
import type { Migration } from '../../../src/main/db/migrations/types'
import { tempFolder } from '../helpers'

const file = (): string => join(tempFolder(), 'store.sqlite')

describe('connection', () => {
  it('opens with WAL, full sync and foreign keys', () => {
    const db = openDatabase(file())
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    db.close()
  })
})

describe('migrations', () => {
  it('are listed in file order, numbered 1..n without gaps', () => {
    const dir = resolve(__dirname, '../../../src/main/db/migrations')
    const files = readdirSync(dir)
      .filter((f) => /^\d{4}-.+\.ts$/.test(f))
      .sort()
    expect(files.map((f) => Number(f.slice(0, 4)))).toEqual(MIGRATIONS.map((m) => m.version))
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1))
    expect(files.map((f) => f.slice(5, -3))).toEqual(MIGRATIONS.map((m) => m.name))
  })

  it('bring a new file to the latest version and are idempotent', () => {
    const db = openDatabase(file())
    expect(migrate(db, MIGRATIONS)).toEqual({ from: 0, to: SCHEMA_VERSION })
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION)
    expect(migrate(db, MIGRATIONS)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION })
    const strict = db
      .prepare<[], { name: string; strict: number }>(
        "SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'",
      )
      .all()
    expect(strict.length).toBeGreaterThan(0)
    for (const t of strict) expect(t.strict, t.name).toBe(1)
    db.close()
  })

  it('run all pending steps in one transaction: a failing step leaves the file untouched', () => {
    const db = openDatabase(file())
    const broken: Migration[] = [
      ...MIGRATIONS,
      {
        version: SCHEMA_VERSION + 1,
        name: 'broken',
        up: (d) => {
          d.exec('CREATE TABLE half_done (x INTEGER) STRICT')
          d.exec('THIS IS NOT SQL')
        },
      },
    ]
    expect(() => migrate(db, broken)).toThrow()
    expect(schemaVersion(db)).toBe(0)
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()
    expect(tables).toEqual([])
    db.close()
  })

  it('refuse a file written by a newer app, without touching it', () => {
    const path = file()
    const db = openDatabase(path)
    migrate(db, MIGRATIONS)
    db.pragma(`user_version = ${SCHEMA_VERSION + 5}`)
    let caught: unknown
    try {
      migrate(db, MIGRATIONS)
    } catch (err) {
      caught = err
    }
    expect(caught).toBeInstanceOf(AppError)
    expect((caught as AppError).messageKey).toBe('errors.databaseTooNew')
    expect((caught as AppError).params).toEqual({
      found: SCHEMA_VERSION + 5,
      supported: SCHEMA_VERSION,
    })
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION + 5)
    db.close()
  })
})
