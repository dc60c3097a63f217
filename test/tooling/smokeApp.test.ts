// The smoke test's own plumbing, checked here where it cannot run: it finds a packaged app given
// to it, and drives a copy with only the inspect fuse back on, leaving the packaged files alone.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { flipFuses, FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses'
import { afterEach, describe, expect, it } from 'vitest'
import { makeStandInElectron } from '../../scripts/package-check/standIn'
import { findPackagedApp, testableCopy } from '../electron/packagedApp'
import { isolation } from '../electron/launch'
import { tempFolder } from '../main/helpers'

const ON = '1'.charCodeAt(0)
const OFF = '0'.charCodeAt(0)

afterEach(() => {
  delete process.env['BUNCO_PACKAGED_APP']
})

describe.runIf(process.platform === 'linux')('the app under test', () => {
  it('is a copy with --inspect allowed again, the packaged one untouched', async () => {
    const standIn = makeStandInElectron('45.5.0')
    const folder = join(tempFolder('bunco-packaged-'), 'linux-unpacked')
    mkdirSync(folder)
    copyFileSync(join(standIn, 'electron'), join(folder, 'bunco-night'))
    rmSync(standIn, { recursive: true, force: true })
    // as electron-builder ships it: no --inspect, no RunAsNode
    await flipFuses(join(folder, 'bunco-night'), {
      version: FuseVersion.V1,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.RunAsNode]: false,
    })
    process.env['BUNCO_PACKAGED_APP'] = folder
    const packaged = findPackagedApp()
    expect(packaged).toEqual({ folder, executable: join(folder, 'bunco-night') })
    const before = readFileSync(packaged!.executable)
    const copy = await testableCopy(packaged!)
    try {
      expect(copy.folder).not.toBe(folder)
      const wire = (await getCurrentFuseWire(copy.executable)) as unknown as Record<number, number>
      expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(ON)
      expect(wire[FuseV1Options.RunAsNode]).toBe(OFF)
      expect(readFileSync(packaged!.executable)).toEqual(before)
      const shipped = (await getCurrentFuseWire(packaged!.executable)) as unknown as Record<
        number,
        number
      >
      expect(shipped[FuseV1Options.EnableNodeCliInspectArguments]).toBe(OFF)
    } finally {
      rmSync(join(copy.folder, '..'), { recursive: true, force: true })
    }
  })

  it('finds nothing where nothing was packaged', () => {
    process.env['BUNCO_PACKAGED_APP'] = join(tempFolder(), 'none')
    expect(findPackagedApp()).toBeUndefined()
  })
})

describe('isolation', () => {
  it('points the data folder and the OS data folders into the test’s folder, in English', () => {
    const { args, env } = isolation('/t')
    expect(args).toEqual([`--user-data-dir=${join('/t', 'user-data')}`, '--lang=en-US'])
    expect(env['XDG_CONFIG_HOME']).toBe(join('/t', 'config'))
    expect(env['APPDATA']).toBe(join('/t', 'AppData', 'Roaming'))
    expect(env['ELECTRON_RUN_AS_NODE']).toBeUndefined()
  })
})
