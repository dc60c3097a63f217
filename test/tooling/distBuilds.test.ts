// electron-builder's own builds for all three systems, made here against stand-in Electron
// distributions: the smoke test's app finder finds each where the workflow will look, under the
// names the README promises; and the Linux .deb is built in a clone whose origin is not GitHub
// (a stand-in fpm records what electron-builder asks of it).
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Arch, build, Platform } from 'electron-builder'
import { afterAll, describe, expect, it } from 'vitest'
import { FUSES } from '../../electron-builder'
import { makeStandInElectron, type StandInSystem } from '../../scripts/package-check/standIn'
import { findPackagedApp } from '../electron/packagedApp'
import { tempFolder } from '../main/helpers'

const root = resolve(__dirname, '../..')
const VERSION = '45.5.0'
const made: string[] = []

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** Packs `target` for `system` from the stand-in into a new folder; returns the folder. */
async function pack(system: StandInSystem, target: string, arch: Arch): Promise<string> {
  const electronDist = makeStandInElectron(VERSION, system)
  const output = tempFolder(`bunco-dist-${system}-`)
  made.push(electronDist, output)
  const platform = { linux: Platform.LINUX, win32: Platform.WINDOWS, darwin: Platform.MAC }[system]
  await build({
    projectDir: root,
    targets: platform.createTarget(target, arch),
    publish: 'never',
    config: {
      electronDist,
      // nothing to rebuild against in a stand-in; the real build rebuilds better-sqlite3
      npmRebuild: false,
      directories: { output },
      // re-signing ad hoc needs macOS's codesign, which this machine has not
      electronFuses: { ...FUSES, resetAdHocDarwinSignature: false },
    },
  })
  return output
}

describe('the unpacked app of each system, as the smoke test finds it', () => {
  it('Linux: linux-unpacked/bunco-night', async () => {
    const dist = await pack('linux', 'dir', Arch.x64)
    const app = findPackagedApp({ system: 'linux', arch: 'x64', dist })
    expect(app?.executable).toBe(join(dist, 'linux-unpacked', 'bunco-night'))
  })

  it('Windows: win-unpacked/bunco-night.exe, its version information naming Bunco Night', async () => {
    const dist = await pack('win32', 'dir', Arch.x64)
    const app = findPackagedApp({ system: 'win32', arch: 'x64', dist })
    expect(app?.executable).toBe(join(dist, 'win-unpacked', 'bunco-night.exe'))
    // UTF-16 strings in the PE's version resource, written by electron-builder
    const exe = readFileSync(app!.executable).toString('utf16le')
    expect(exe).toContain('Bunco Night')
    expect(exe).not.toContain('bunco-night.app')
  }, 60_000)

  it('macOS (Apple silicon): Bunco Night.app, not bunco-night.app, named so in its Info.plist', async () => {
    const dist = await pack('darwin', 'dir', Arch.arm64)
    const app = findPackagedApp({ system: 'darwin', arch: 'arm64', dist })
    expect(app?.folder).toBe(join(dist, 'mac-arm64', 'Bunco Night.app'))
    expect(app?.executable).toBe(
      join(dist, 'mac-arm64', 'Bunco Night.app', 'Contents', 'MacOS', 'Bunco Night'),
    )
    expect(existsSync(join(dist, 'mac-arm64', 'bunco-night.app'))).toBe(false)
    const plist = readFileSync(join(app!.folder, 'Contents', 'Info.plist'), 'utf8')
    expect(plist).toMatch(/<key>CFBundleName<\/key>\s*<string>Bunco Night<\/string>/)
    expect(plist).toMatch(/<key>CFBundleExecutable<\/key>\s*<string>Bunco Night<\/string>/)
    expect(plist).toContain('ElectronAsarIntegrity')
  }, 60_000)
})

describe('the .deb, from a clone whose origin is not GitHub', () => {
  it('gets past electron-builder’s checks and asks fpm for the package with the homepage', async () => {
    const tools = tempFolder('bunco-fpm-')
    made.push(tools)
    const record = join(tools, 'fpm-args.json')
    const fpm = join(tools, 'fpm')
    // fpm's stand-in: keeps its arguments and writes the package file it was asked for
    writeFileSync(
      fpm,
      `#!/usr/bin/env node\nconst a = process.argv.slice(2)\nrequire('fs').writeFileSync(${JSON.stringify(
        record,
      )}, JSON.stringify(a))\nrequire('fs').writeFileSync(a[a.indexOf('--package') + 1], 'deb')\n`,
    )
    chmodSync(fpm, 0o755)
    process.env['CUSTOM_FPM_PATH'] = fpm
    try {
      const dist = await pack('linux', 'deb', Arch.x64)
      const args = JSON.parse(readFileSync(record, 'utf8')) as string[]
      const after = (flag: string): string | undefined => args[args.indexOf(flag) + 1]
      expect(after('-t')).toBe('deb')
      expect(after('--name')).toBe('bunco-night')
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        homepage: string
      }
      expect(after('--url')).toBe(pkg.homepage)
      expect(args).toContain(`${join(dist, 'linux-unpacked')}/=/opt/Bunco Night`)
      expect(args.some((a) => a.endsWith('=/usr/share/applications/bunco-night.desktop'))).toBe(
        true,
      )
      // the AppArmor profile Ubuntu 24.04 needs for the sandbox, installed by the package
      expect(existsSync(join(dist, 'linux-unpacked', 'resources', 'apparmor-profile'))).toBe(true)
      expect(existsSync(after('--package')!)).toBe(true)
    } finally {
      delete process.env['CUSTOM_FPM_PATH']
    }
  }, 60_000)
})
