// The afterPack check that stops an installer whose SQLite module would not load in Electron.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../electron-builder'
import { checkPackedNative, nativeMismatch } from '../../scripts/installers/checkPackedNative'
import { binaryArch } from '../../scripts/electron-native-abi'

const nodeBuild = readFileSync(
  resolve(__dirname, '../../node_modules/better-sqlite3/build/Release/better_sqlite3.node'),
)

function header(size: number, fill: (b: Buffer) => void): Buffer {
  const b = Buffer.alloc(size)
  fill(b)
  return b
}

describe('packed better-sqlite3 check', () => {
  it('runs after packing, and the rebuild before it ignores an npm nodedir', () => {
    expect(config.afterPack).toBe(checkPackedNative)
    process.env['npm_config_nodedir'] = '/usr'
    expect(typeof config.beforeBuild === 'function' && config.beforeBuild({} as never)).toBe(true)
    expect(process.env['npm_config_nodedir']).toBeUndefined()
  })

  it('accepts a binary built for the wanted ABI and CPU', () => {
    const want = { abi: Number(process.versions.modules), arch: process.arch }
    expect(nativeMismatch(nodeBuild, want)).toBeUndefined()
  })

  it('refuses Node’s build for Electron, and a build for another CPU', () => {
    const electronAbi = Number(
      readFileSync(resolve(__dirname, '../../node_modules/electron/abi_version'), 'utf8'),
    )
    expect(nativeMismatch(nodeBuild, { abi: electronAbi, arch: process.arch })).toMatch(
      new RegExp(`ABI ${process.versions.modules} .*needs ABI ${electronAbi}`),
    )
    const other = process.arch === 'arm64' ? 'x64' : 'arm64'
    const want = { abi: Number(process.versions.modules), arch: other }
    expect(nativeMismatch(nodeBuild, want)).toMatch(
      `needs ABI ${process.versions.modules} on ${other}`,
    )
  })

  it('reads the CPU of ELF, PE and Mach-O binaries', () => {
    expect(binaryArch(nodeBuild)).toBe(process.arch)
    const pe = (machine: number): Buffer =>
      header(256, (b) => {
        b.write('MZ', 0, 'latin1')
        b.writeUInt32LE(0x80, 0x3c)
        b.write('PE\0\0', 0x80, 'latin1')
        b.writeUInt16LE(machine, 0x84)
      })
    expect(binaryArch(pe(0x8664))).toBe('x64')
    expect(binaryArch(pe(0xaa64))).toBe('arm64')
    const macho = (cpu: number): Buffer =>
      header(64, (b) => {
        b.writeUInt32LE(0xfeedfacf, 0)
        b.writeUInt32LE(cpu, 4)
      })
    expect(binaryArch(macho(0x01000007))).toBe('x64')
    expect(binaryArch(macho(0x0100000c))).toBe('arm64')
    expect(binaryArch(header(64, (b) => b.writeUInt32BE(0xcafebabe, 0)))).toBe('universal')
    expect(binaryArch(Buffer.from('#!/bin/sh\n'.padEnd(80, ' ')))).toBeUndefined()
  })
})
