// The LAN attack script at the size `npm test` runs (the reported figures use 20000 requests):
// nothing accepted, no crash, the store untouched, and table 3's phone working all along; and a
// phone's own rights and limits held (a stale phone, another holder, extra streams, a table
// sending result after result).
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

describe('lan-attack script', () => {
  it('1400 hostile requests on 127.0.0.1 are all refused while a table’s phone keeps working', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/lan-attack/index.ts',
        '--requests',
        '1400',
        '--seconds',
        '60',
        '--slow',
        '12',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 16 * 1024 * 1024,
        timeout: 120_000,
      },
    )
    const last = out.trim().split('\n').at(-1) ?? '{}'
    const { lanAttack } = JSON.parse(last) as { lanAttack: Record<string, number | boolean> }
    expect(lanAttack).toMatchObject({
      requests: 1400,
      accepted: 0,
      crashes: 0,
      serverErrors: 0,
      dbChanged: 0,
      legitOk: true,
      staleCodeAccepted: 0,
      holderLockouts: 0,
      streamsCut: 0,
      logGrowthRefused: true,
    })
    expect(lanAttack['maxRssMb']).toBeGreaterThan(0)
  }, 120_000)
})
