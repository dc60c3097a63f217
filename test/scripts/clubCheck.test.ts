// The club simulation at the size `npm test` runs (the reported figures use 200 nights): every
// buy-in is paid out, kept or carried, to the cent, and every person's ledger is their nights.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

describe('club-check script', () => {
  it('a club of 14 nights over two seasons loses no cent and has no ledger mismatch', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/club-check/index.ts', '--nights', '14', '--seed', '3'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
    )
    const last = out.trim().split('\n').at(-1) ?? '{}'
    const { clubCheck } = JSON.parse(last) as { clubCheck: Record<string, number> }
    expect(Object.keys(clubCheck)).toEqual([
      'nights',
      'potMinor',
      'paidMinor',
      'carriedMinor',
      'keptMinor',
      'lostMinor',
      'mismatches',
    ])
    expect(clubCheck).toMatchObject({ nights: 14, lostMinor: 0, mismatches: 0 })
    expect(clubCheck['potMinor']).toBeGreaterThan(0)
    expect(clubCheck['potMinor']).toBe(
      (clubCheck['paidMinor'] ?? 0) +
        (clubCheck['carriedMinor'] ?? 0) +
        (clubCheck['keptMinor'] ?? 0),
    )
  }, 120_000)
})
