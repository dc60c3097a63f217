// The fundraiser simulation at a size `npm test` runs (the reported figures use 240 guests and
// more): every cent the script booked is the app's, before and after the store is read back,
// no ticket is sold twice, every bad input is refused and changes nothing, and draws are uniform.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

describe('event-check script', () => {
  it('a fundraiser of 60 guests loses no cent and has no mismatch', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/event-check/index.ts', '--guests', '60', '--seed', '3'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
    )
    const last = out.trim().split('\n').at(-1) ?? '{}'
    const { eventCheck } = JSON.parse(last) as { eventCheck: Record<string, number> }
    expect(Object.keys(eventCheck).slice(0, 7)).toEqual([
      'guests',
      'checkedIn',
      'raisedMinor',
      'mismatches',
      'lostMinor',
      'ticketsDoubleSold',
      'drawChiSquareP',
    ])
    expect(eventCheck).toMatchObject({
      guests: 60,
      mismatches: 0,
      lostMinor: 0,
      ticketsDoubleSold: 0,
      badChanged: 0,
    })
    expect(eventCheck['badRefused']).toBe(eventCheck['badInputs'])
    expect(eventCheck['badInputs']).toBeGreaterThanOrEqual(20)
    expect(eventCheck['checkedIn']).toBeGreaterThan(40)
    expect(eventCheck['raisedMinor']).toBeGreaterThan(0)
    expect(eventCheck['walkIns']).toBeGreaterThan(0)
    expect(eventCheck['drawChiSquareP']).toBeGreaterThan(0.001)
  }, 120_000)
})
