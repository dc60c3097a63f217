// The packaging configuration as the issue asks for it: targets, icons, resources, the native
// module outside the archive, and the fuses (flipped here on a stand-in binary by @electron/fuses).
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { flipFuses, FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses'
import { describe, expect, it } from 'vitest'
import config, { EXECUTABLE, FUSES } from '../../electron-builder'
import {
  forbiddenReason,
  missingRequires,
  type PackageRules,
} from '../../scripts/package-check/inspect'
import { DEFAULT_WIRE, makeStandInElectron } from '../../scripts/package-check/standIn'

describe('electron-builder configuration', () => {
  it('names the app and builds AppImage and deb, a per-user NSIS installer, and dmg for both Macs', () => {
    expect(config.appId).toBe('local.bunco.night')
    expect(config.productName).toBe('Bunco Night')
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }])
    expect(config.nsis).toMatchObject({ oneClick: true, perMachine: false, allowElevation: false })
    expect(config.mac?.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }])
    // ad hoc, so that Apple silicon does not call an unsigned download damaged
    expect(config.mac).toMatchObject({ identity: '-', hardenedRuntime: false })
    expect(config.publish).toBeNull()
  })

  it('points each OS at its icon file', () => {
    expect(config.linux?.icon).toBe('resources/icons/png')
    expect(config.win?.icon).toBe('resources/icons/icon.ico')
    expect(config.mac?.icon).toBe('resources/icons/icon.icns')
  })

  it('ships the built app, the fonts beside it, and better-sqlite3 unpacked and rebuilt', () => {
    expect(config.files).toEqual(['out/**/*', '!out/**/*.map', 'package.json'])
    expect(config.extraResources).toEqual([
      { from: 'resources/fonts', to: 'fonts', filter: ['*.ttf', '*.txt', '*.md'] },
      { from: 'resources/sounds', to: 'sounds', filter: ['LICENSE.txt'] },
    ])
    expect(config.asar).toBe(true)
    expect(config.asarUnpack).toEqual(['node_modules/better-sqlite3/**/*.node'])
    expect(config.npmRebuild).toBe(true)
    expect(config.buildDependenciesFromSource).toBe(false)
  })

  it('flips the fuses: no RunAsNode, NODE_OPTIONS or --inspect; cookies encrypted; asar only, checked', () => {
    expect(config.electronFuses).toBe(FUSES)
    expect(FUSES).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      resetAdHocDarwinSignature: true,
    })
  })

  it('keeps bundled libraries out of the dependencies the package ships', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(Object.keys(pkg.dependencies)).toEqual(['better-sqlite3'])
  })

  it('names the product Bunco Night on every system, the program bunco-night on Linux and Windows', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as Record<
      string,
      unknown
    >
    // app.name, so macOS's menus say "Quit Bunco Night"; the data folder is pinned in main
    // (src/main/shell/dataFolder.ts) so it stays bunco-night
    expect(pkg['productName']).toBe('Bunco Night')
    // at the top level it would rename the macOS bundle to bunco-night.app
    expect(config.executableName).toBeUndefined()
    expect(config.linux?.executableName).toBe(EXECUTABLE)
    expect(config.win?.executableName).toBe(EXECUTABLE)
    expect(EXECUTABLE).toBe('bunco-night')
    // Electron's app id on Wayland and the .desktop file's name agree
    expect(pkg['desktopName']).toBe('bunco-night.desktop')
    expect(config.linux?.syncDesktopName).toBe(true)
    expect(config.extraMetadata).toBeUndefined()
  })

  it('has a homepage, which a .deb needs where the clone’s origin is not GitHub', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as Record<
      string,
      unknown
    >
    expect(pkg['homepage']).toMatch(/^https:\/\//)
  })
})

describe('fuses on the stand-in Electron', () => {
  it('starts at Electron defaults and reads back what @electron/fuses flipped', async () => {
    const dir = makeStandInElectron('45.5.0')
    try {
      const exe = join(dir, 'electron')
      const before = (await getCurrentFuseWire(exe)) as unknown as Record<number, number>
      expect(String.fromCharCode(...[...DEFAULT_WIRE].map((_, i) => before[i] ?? 0))).toBe(
        DEFAULT_WIRE,
      )
      await flipFuses(exe, {
        version: FuseVersion.V1,
        [FuseV1Options.RunAsNode]: false,
        [FuseV1Options.OnlyLoadAppFromAsar]: true,
      })
      const after = (await getCurrentFuseWire(exe)) as unknown as Record<number, number>
      expect(after[FuseV1Options.RunAsNode]).toBe('0'.charCodeAt(0))
      expect(after[FuseV1Options.OnlyLoadAppFromAsar]).toBe('1'.charCodeAt(0))
      expect(after[FuseV1Options.EnableCookieEncryption]).toBe('0'.charCodeAt(0))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('package check rules', () => {
  const rules: PackageRules = {
    devDependencies: ['vue', 'zod'],
    production: new Set(['better-sqlite3', 'bindings']),
    fonts: [],
    maxAsarBytes: 1,
    fuses: {},
    lazyRequires: [],
  }
  it.each([
    ['/out/main/index.js', undefined],
    ['/package.json', undefined],
    ['/node_modules/better-sqlite3/lib/index.js', undefined],
    ['/node_modules/bindings/bindings.js', undefined],
    ['/out/main/index.js.map', 'source or source map'],
    ['/src/main/index.ts', 'source, test or script file'],
    ['/test/e2e/bridge.ts', 'source, test or script file'],
    ['/scripts/torture/index.ts', 'source, test or script file'],
    ['/node_modules/zod/index.js', 'devDependency zod'],
    ['/node_modules/canvg/lib/index.js', 'not a production package'],
    ['/node_modules/@vue/shared/index.js', 'not a production package'],
  ])('%s → %s', (path, reason) => {
    expect(forbiddenReason(path, rules)).toBe(reason)
  })
})

describe('main bundle requires', () => {
  const files = ['/node_modules/better-sqlite3/package.json', '/out/main/index.js']
  it('accepts Electron, Node built-ins, packaged and lazily required packages', () => {
    const bundle =
      'require("electron");require("node:fs");require("path");require("better-sqlite3");' +
      'function svg(){return require("canvg")};require("./chunk.js")'
    expect(missingRequires(bundle, files, ['canvg'])).toEqual([])
  })
  it('names a required package the archive lacks', () => {
    expect(missingRequires('require("jspdf");require("zod")', files, [])).toEqual(['jspdf', 'zod'])
  })
})
