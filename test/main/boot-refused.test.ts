// A data file from a newer app: main refuses it with a message in the OS language and exits.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type * as FakeModule from './fake-electron.cjs'

const fake = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join: j } = await import('node:path')
  const Database = (await import('better-sqlite3')).default
  const userData = mkdtempSync(j(tmpdir(), 'bunco-refused-'))
  const db = new Database(j(userData, 'bunco-night.sqlite'))
  db.pragma('user_version = 999')
  db.close()
  const mod = (await import('./fake-electron.cjs')) as unknown as { default: typeof FakeModule }
  return {
    userData,
    ...mod.default.createFakeElectron({ userData, appPath: '/nowhere', locale: 'de-DE' }),
  }
})
vi.mock('electron', () => fake.electron)

afterAll(async () => {
  const { rmSync } = await import('node:fs')
  rmSync(fake.userData, { recursive: true, force: true })
})

describe('main process boot with a newer data file', () => {
  it('shows a clear message in the OS language, opens no window, exits, and leaves the file alone', async () => {
    const before = readFileSync(join(fake.userData, 'bunco-night.sqlite'))
    const main = await import('../../src/main/index')
    await main.started
    expect(fake.record.windows).toHaveLength(0)
    expect(fake.record.exitCode).toBe(1)
    expect(fake.record.errorBoxes[0]?.message).toMatch(
      /neueren Version von Bunco Night \(Schema 999/,
    )
    expect(readFileSync(join(fake.userData, 'bunco-night.sqlite')).equals(before)).toBe(true)
  })
})
