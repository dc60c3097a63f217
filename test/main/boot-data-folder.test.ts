// Started without --user-data-dir, as a host starts it: main keeps the data in <app data>/bunco-night
// (not "Bunco Night", the product's name), and a first window fits a 1366×768 laptop.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type * as FakeModule from './fake-electron.cjs'

const fake = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join: j } = await import('node:path')
  const appData = mkdtempSync(j(tmpdir(), 'bunco-appdata-'))
  const mod = (await import('./fake-electron.cjs')) as unknown as { default: typeof FakeModule }
  const made = mod.default.createFakeElectron({
    userData: j(appData, 'Bunco Night'),
    appData,
    switches: [],
    appPath: '/nowhere',
    locale: 'en-US',
  })
  const laptop = { x: 0, y: 0, width: 1366, height: 768 }
  made.record.displays = [{ id: 1, bounds: laptop, workArea: { ...laptop, height: 728 } }]
  return { appData, ...made }
})
vi.mock('electron', () => fake.electron)

afterAll(async () => {
  const { rmSync } = await import('node:fs')
  rmSync(fake.appData, { recursive: true, force: true })
})

describe('main process boot as a host starts it', () => {
  it('keeps the data folder bunco-night, pinned before the single-instance lock', async () => {
    const main = await import('../../src/main/index')
    await main.started
    expect(fake.record.errorBoxes).toEqual([])
    expect(fake.record.setPaths['userData']).toBe(join(fake.appData, 'bunco-night'))
    expect(fake.record.userDataAtLock).toBe(join(fake.appData, 'bunco-night'))
    expect(existsSync(join(fake.appData, 'bunco-night', 'bunco-night.sqlite'))).toBe(true)
    expect(existsSync(join(fake.appData, 'Bunco Night'))).toBe(false)
  })

  it('opens a first window that fits the laptop’s work area', () => {
    const options = fake.record.windows[0]?.options as Record<string, number>
    expect(options['width']).toBe(1280)
    expect(options['height']).toBe(728)
    expect(options['y']).toBe(0)
  })
})
