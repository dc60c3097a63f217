// A data file with a damaged settings row (not JSON): the app still starts, on the defaults,
// opens its window and tells the host; before, a raw SyntaxError stopped it.
import { CALL_CHANNEL } from '@shared/channels'
import type { StoreStatus } from '@shared/storage'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type * as FakeModule from './fake-electron.cjs'

const fake = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const Database = (await import('better-sqlite3')).default
  const { openDatabase } = await import('../../src/main/db/connection')
  const { migrate } = await import('../../src/main/db/migrate')
  const { MIGRATIONS } = await import('../../src/main/db/migrations')
  const userData = mkdtempSync(join(tmpdir(), 'bunco-damaged-'))
  const file = join(userData, 'bunco-night.sqlite')
  const db = openDatabase(file)
  migrate(db, MIGRATIONS)
  db.prepare(
    "INSERT INTO settings (key, value) VALUES ('language', '\"ja\"'), ('theme', 'dark')",
  ).run()
  db.close()
  const raw = new Database(file)
  raw.prepare("UPDATE settings SET value = '{\"ja' WHERE key = 'language'").run()
  raw.close()
  const mod = (await import('./fake-electron.cjs')) as unknown as { default: typeof FakeModule }
  return {
    userData,
    ...mod.default.createFakeElectron({ userData, appPath: '/nowhere', locale: 'de-DE' }),
    ipcEvent: mod.default.ipcEvent,
  }
})
vi.mock('electron', () => fake.electron)

afterAll(async () => {
  const { rmSync } = await import('node:fs')
  rmSync(fake.userData, { recursive: true, force: true })
})

describe('main process boot with a damaged settings row', () => {
  it('opens its window on the defaults and names the damaged values', async () => {
    const main = await import('../../src/main/index')
    await main.started
    expect(fake.record.errorBoxes).toEqual([])
    expect(fake.record.exitCode).toBeNull()
    expect(fake.record.windows).toHaveLength(1)
    const menu = fake.record.menus.at(-1) as { template: { label?: string }[] }
    expect(menu.template[0]?.label).toBe('Datei')
    const handler = fake.record.handlers.get(CALL_CHANNEL) as (
      e: unknown,
      name: string,
      args: unknown,
    ) => Promise<{ ok: boolean; value?: unknown }>
    const win = fake.record.windows[0]
    if (!win) throw new Error('no window')
    const trusted = fake.ipcEvent(win, main.rendererUrl)
    const settings = await handler(trusted, 'settings:get', {})
    expect(settings.value).toEqual({
      language: 'de',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    const status = await handler(trusted, 'storage:status', {})
    expect((status.value as StoreStatus).unreadable).toEqual([
      { table: 'settings', key: 'language' },
      { table: 'settings', key: 'theme' },
    ])
  })
})
