// The rules `npm run test:deep` applies to the figures its checks print.
import { describe, expect, it } from 'vitest'
import { deepFailures, type DeepRun } from '../../scripts/deep/verdict'

const good = (): DeepRun => ({
  sizes: { runs: 10_000, cycles: 1000, fuzzRuns: 10_000 },
  properties: { runsEach: 10_000, tests: 6, passed: 6, failed: 0 },
  heavy: { tests: 30, passed: 30, failed: 0 },
  torture: {
    cycles: 1000,
    confirmed: 40_000,
    lost: 0,
    integrityFailures: 0,
    replayMismatches: 0,
    crashes: 0,
    reopens: 700,
    backupsDuringPlay: 8000,
    backupsChecked: 6000,
    backupFailures: 0,
    partialBackups: 300,
  },
  fuzz: { calls: 44, runsPerCall: 10_000, crashes: 0, accepted: 0, dbChanged: 0 },
})

describe('test:deep verdict', () => {
  it('passes a clean run', () => {
    expect(deepFailures(good())).toEqual([])
  })

  it.each([
    ['torture', 'lost', 1, 'torture: lost is 0'],
    ['torture', 'backupsChecked', 0, 'torture: backupsChecked > 0'],
    ['torture', 'backupsDuringPlay', 0, 'torture: backupsDuringPlay > 0'],
    ['torture', 'partialBackups', 0, 'torture: partialBackups > 0'],
    ['torture', 'backupFailures', 2, 'torture: backupFailures is 0'],
    ['torture', 'cycles', 999, 'torture: cycles is 1000'],
    ['fuzz', 'accepted', 1, 'fuzz: accepted is 0'],
    ['fuzz', 'dbChanged', 1, 'fuzz: dbChanged is 0'],
    ['fuzz', 'runsPerCall', 200, 'fuzz: runsPerCall is 10000'],
    ['properties', 'failed', 1, 'properties: failed is 0'],
    ['properties', 'passed', 5, 'properties: every test passed'],
    ['properties', 'runsEach', 100, 'properties: runsEach is 10000'],
    ['heavy', 'failed', 1, 'heavy: failed is 0'],
    ['heavy', 'passed', 29, 'heavy: every test passed'],
    ['heavy', 'failed', 30, 'heavy: failed is 0'],
  ] as const)('fails when %s %s is %i', (check, key, value, failure) => {
    const run = good()
    run[check] = { ...run[check], [key]: value }
    expect(deepFailures(run)).toEqual([failure])
  })

  it('fails a heavy project that ran no test', () => {
    expect(deepFailures({ ...good(), heavy: { tests: 0, passed: 0, failed: 0 } })).toEqual([
      'heavy: tests > 0',
    ])
  })

  it('fails a check that printed no JSON line', () => {
    expect(deepFailures({ ...good(), fuzz: undefined })).toEqual(['fuzz: printed no JSON line'])
  })
})
