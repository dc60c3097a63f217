// The torture and fuzz scripts, at the sizes `npm test` runs (the reported figures use more).
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

function lastJson(script: string, args: string[]): Record<string, Record<string, number>> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  const last = out.trim().split('\n').at(-1) ?? '{}'
  return JSON.parse(last) as Record<string, Record<string, number>>
}

describe('stress scripts', () => {
  it('torture: 50 SIGKILLs lose nothing that was reported saved, and leave whole backups', () => {
    const { torture } = lastJson('scripts/torture/index.ts', ['--cycles', '50'])
    expect(torture).toMatchObject({
      cycles: 50,
      lost: 0,
      integrityFailures: 0,
      replayMismatches: 0,
      crashes: 0,
      backupFailures: 0,
    })
    // each kill lands 20–420 ms after the child is ready: a quiet machine saves 200–300 actions
    // in 50 cycles, a busy one about half; what counts is that many were saved and none lost
    expect(torture?.['confirmed']).toBeGreaterThan(50)
    // Round and closing backups really ran under torture (the child yields between actions).
    expect(torture?.['backupsChecked']).toBeGreaterThan(0)
    expect(torture?.['backupsDuringPlay']).toBeGreaterThan(0)
    expect(torture?.['reopens']).toBeGreaterThan(0)
    // the fundraiser's desk actions are among what was saved and must survive the kills
    expect(torture?.['deskActions']).toBeGreaterThan(0)
    // a laptop killed while it writes its club folder: nothing lost, no file whole and wrong
    expect(torture).toMatchObject({ syncLost: 0, syncWrongFiles: 0 })
    expect(torture?.['syncConfirmed']).toBeGreaterThan(50)
    expect(torture?.['syncFilesRead']).toBeGreaterThan(0)
  }, 180_000)

  it('fuzz: 200 broken payloads per call are all refused with the typed error', () => {
    const { fuzz } = lastJson('scripts/fuzz/index.ts', ['--runs', '200'])
    expect(fuzz).toMatchObject({ runsPerCall: 200, crashes: 0, accepted: 0, dbChanged: 0 })
    expect(fuzz?.['calls']).toBeGreaterThanOrEqual(36)
  }, 180_000)
})
