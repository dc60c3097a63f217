// The sync simulation at the size `npm test` runs (the reported figures use 24 nights): three
// laptops through a misbehaving sync service converge, lose nothing and count nothing twice; an
// undo stays, paid money never changes, nothing forged is taken in, and no look fails.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

describe('sync-check script', () => {
  it('three laptops, six nights hosted in turn, a service that tears and copies: one club', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/sync-check/index.ts',
        '--laptops',
        '3',
        '--nights',
        '6',
        '--seed',
        '5',
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 },
    )
    const last = out.trim().split('\n').at(-1) ?? '{}'
    const { syncCheck } = JSON.parse(last) as { syncCheck: Record<string, number | boolean> }
    expect(Object.keys(syncCheck)).toEqual([
      'laptops',
      'nights',
      'actions',
      'converged',
      'lost',
      'duplicated',
      'tornIgnored',
      'conflictCopiesMerged',
      'undoKept',
      'paidChanged',
      'forgedAccepted',
      'lookFailures',
    ])
    expect(syncCheck).toMatchObject({
      laptops: 3,
      nights: 6,
      converged: true,
      lost: 0,
      duplicated: 0,
      undoKept: true,
      paidChanged: 0,
      forgedAccepted: 0,
      lookFailures: 0,
    })
    expect(syncCheck['actions']).toBeGreaterThan(100)
  }, 240_000)
})
