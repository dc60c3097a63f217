import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleAbi } from '../../scripts/electron-native-abi'
import { nativePlan } from '../../scripts/electron-native-plan'
import { builtBinary, writeRebuildProject } from '../../scripts/electron-native-project'

const root = resolve(__dirname, '../..')
const fresh = {
  binaryExists: true,
  stamp: '12.11.1',
  sqliteVersion: '12.11.1',
  binaryAbi: 140,
  electronAbi: 140,
}

describe('npm start native step', () => {
  it('does nothing when the binary for this better-sqlite3 version and ABI is there', () => {
    expect(nativePlan(fresh)).toBe('ready')
  })
  it('builds when the binary is missing', () => {
    expect(nativePlan({ ...fresh, binaryExists: false, stamp: undefined })).toBe('build')
    expect(nativePlan({ ...fresh, binaryExists: false })).toBe('build')
  })
  it('rebuilds after better-sqlite3 was upgraded', () => {
    expect(nativePlan({ ...fresh, stamp: '12.10.0' })).toBe('build')
    expect(nativePlan({ ...fresh, stamp: undefined })).toBe('build')
  })
  it('rebuilds a binary built for another ABI (Node’s, or an older Electron’s)', () => {
    expect(nativePlan({ ...fresh, binaryAbi: 115 })).toBe('build')
    expect(nativePlan({ ...fresh, binaryAbi: undefined })).toBe('build')
  })
})

describe('addon ABI', () => {
  it('reads the ABI of the installed better-sqlite3 build: Node’s own', () => {
    const binary = readFileSync(
      join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'),
    )
    expect(moduleAbi(binary)).toBe(Number(process.versions.modules))
  })
  it('reads none from a file that registers no module', () => {
    expect(moduleAbi(Buffer.from('\x7fELF no symbol here'))).toBeUndefined()
  })
})

describe('rebuild project', () => {
  it('copies better-sqlite3 without its Node build into a one-dependency project', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bunco-native-test-'))
    const module = join(dir, 'source')
    try {
      mkdirSync(join(module, 'build/Release'), { recursive: true })
      mkdirSync(join(module, 'src'), { recursive: true })
      writeFileSync(join(module, 'package.json'), '{"name":"better-sqlite3"}')
      writeFileSync(join(module, 'src/addon.cpp'), '//')
      writeFileSync(join(module, 'build/Release/better_sqlite3.node'), 'node abi')
      writeFileSync(join(module, 'buildinfo.txt'), 'not the build folder')
      const project = join(dir, 'project')
      writeRebuildProject(project, module, '12.11.1')
      expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'))).toEqual({
        name: 'bunco-native',
        private: true,
        dependencies: { 'better-sqlite3': '12.11.1' },
      })
      const copied = join(project, 'node_modules/better-sqlite3')
      expect(existsSync(join(copied, 'src/addon.cpp'))).toBe(true)
      expect(existsSync(join(copied, 'buildinfo.txt'))).toBe(true)
      expect(existsSync(join(copied, 'build'))).toBe(false)
      expect(builtBinary(project)).toBe(join(copied, 'build/Release/better_sqlite3.node'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
