import { describe, expect, it } from 'vitest'
import { nativePlan } from '../../scripts/electron-native-plan'

describe('npm start native step', () => {
  it('does nothing when the binary for this better-sqlite3 version is there', () => {
    expect(nativePlan({ binaryExists: true, stamp: '12.11.1', sqliteVersion: '12.11.1' })).toBe(
      'ready',
    )
  })
  it('builds when the binary is missing', () => {
    expect(nativePlan({ binaryExists: false, stamp: undefined, sqliteVersion: '12.11.1' })).toBe(
      'build',
    )
    expect(nativePlan({ binaryExists: false, stamp: '12.11.1', sqliteVersion: '12.11.1' })).toBe(
      'build',
    )
  })
  it('rebuilds after better-sqlite3 was upgraded', () => {
    expect(nativePlan({ binaryExists: true, stamp: '12.10.0', sqliteVersion: '12.11.1' })).toBe(
      'build',
    )
    expect(nativePlan({ binaryExists: true, stamp: undefined, sqliteVersion: '12.11.1' })).toBe(
      'build',
    )
  })
})
