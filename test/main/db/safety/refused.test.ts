import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../../src/shared/app-error'
import { openDatabase } from '../../../../src/main/db/connection'
import { migrate } from '../../../../src/main/db/migrate'
import { MIGRATIONS, SCHEMA_VERSION } from '../../../../src/main/db/migrations'
import { openStoreSafely, STORE_FILE } from '../../../../src/main/db/safety'
import { tempFolder } from '../../helpers'
import { hashOf, liveStore, noise, NOW, writeStore, type StoreFiles } from './fixtures'

function caught(run: () => unknown): AppError {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(AppError)
    return err as AppError
  }
  throw new Error('expected a refusal')
}

/** A checkpointed store whose schema is `version`. */
function storeAt(version: number): Uint8Array {
  const file = join(tempFolder(), 'newer.sqlite')
  const db = openDatabase(file)
  migrate(db, MIGRATIONS)
  db.prepare("INSERT INTO settings (key, value) VALUES ('mine', '1')").run()
  db.pragma(`user_version = ${version}`)
  db.close()
  return readFileSync(file)
}

const NEWER = SCHEMA_VERSION + 3

const newer: { name: string; files: () => StoreFiles }[] = [
  { name: 'checkpointed', files: () => ({ main: storeAt(NEWER) }) },
  {
    name: 'with its version bump still in the -wal',
    files: () => liveStore(['w'], NEWER),
  },
  { name: 'with a garbage -wal', files: () => ({ main: storeAt(NEWER), wal: noise(1, 5000) }) },
  {
    name: 'cut short but with its header intact',
    files: () => ({ main: storeAt(NEWER).subarray(0, 5000) }),
  },
]

describe('openStoreSafely refuses', () => {
  it.each(newer)('a store from a newer version ($name), leaving it byte-identical', (c) => {
    const folder = tempFolder()
    const hashes = writeStore(folder, c.files())
    const before = readdirSync(folder).sort()
    const err = caught(() => openStoreSafely(folder, { migrations: MIGRATIONS, now: NOW }))
    expect(err.code).toBe('storage')
    expect(err.messageKey).toBe('errors.databaseTooNew')
    expect(err.params).toEqual({ found: NEWER, supported: SCHEMA_VERSION })
    // Not one file created, renamed or changed (not even a -shm).
    expect(readdirSync(folder).sort()).toEqual(before)
    for (const [part, hash] of Object.entries(hashes)) {
      const suffix = part === 'main' ? '' : `-${part}`
      expect(hashOf(join(folder, `${STORE_FILE}${suffix}`)), part).toBe(hash)
    }
  })

  it.each(['', '-wal', '-shm', '-journal'])('a folder in place of the store%s file', (suffix) => {
    const folder = tempFolder()
    if (suffix !== '') writeStore(folder, { main: storeAt(SCHEMA_VERSION) })
    mkdirSync(join(folder, `${STORE_FILE}${suffix}`, 'inside'), { recursive: true })
    const before = readdirSync(folder).sort()
    const err = caught(() => openStoreSafely(folder, { migrations: MIGRATIONS, now: NOW }))
    expect(err.messageKey).toBe('errors.storeNotAFile')
    expect(err.params).toEqual({ file: join(folder, `${STORE_FILE}${suffix}`) })
    expect(readdirSync(folder).sort()).toEqual(before)
    expect(readdirSync(join(folder, `${STORE_FILE}${suffix}`))).toEqual(['inside'])
  })
})
