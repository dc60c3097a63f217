// Whatever fails while the app starts, the host is told and the app exits: never a running app
// with no window that holds the single-instance lock.
import { afterAll, describe, expect, it, vi } from 'vitest'
import type * as WindowModule from '../../src/main/shell/window'
import type * as FakeModule from './fake-electron.cjs'

const fake = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const userData = mkdtempSync(join(tmpdir(), 'bunco-start-failed-'))
  const mod = (await import('./fake-electron.cjs')) as unknown as { default: typeof FakeModule }
  return {
    userData,
    ...mod.default.createFakeElectron({ userData, appPath: '/nowhere', locale: 'fr-FR' }),
  }
})
vi.mock('electron', () => fake.electron)
vi.mock('../../src/main/shell/window', async (original) => ({
  ...(await original<typeof WindowModule>()),
  createMainWindow: (): never => {
    throw new TypeError('the window could not be made')
  },
}))

afterAll(async () => {
  const { rmSync } = await import('node:fs')
  rmSync(fake.userData, { recursive: true, force: true })
})

describe('main process boot that fails after the store is open', () => {
  it('says so in the OS language and exits', async () => {
    const main = await import('../../src/main/index')
    await main.started
    expect(fake.record.windows).toHaveLength(0)
    expect(fake.record.exitCode).toBe(1)
    expect(fake.record.errorBoxes).toEqual([
      {
        title: expect.any(String),
        message: expect.stringContaining('Bunco Night n’a pas pu démarrer (TypeError: the window'),
      },
    ])
  })
})
