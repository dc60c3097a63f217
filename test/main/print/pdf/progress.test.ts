// A large batch reports its progress and leaves the event loop free between sheets.
import { describe, expect, it } from 'vitest'
import { renderDocument } from '../../../../src/main/print/pdf'
import { buildNight } from './fixtures'

describe('progress', () => {
  it('reports every sheet and lets other work run while 120 sheets are drawn', async () => {
    const names = Array.from({ length: 120 }, (_, i) => `Guest number ${i + 1}`)
    const night = buildNight({ names })
    const calls: [number, number][] = []
    let turns = 0
    let running = true
    const spin = (): void => {
      if (!running) return
      turns++
      setImmediate(spin)
    }
    setImmediate(spin)
    await renderDocument('scoreSheets', night, {
      language: 'en',
      paper: 'letter',
      blanks: 4,
      onProgress: (done, total) => calls.push([done, total]),
    })
    running = false
    expect(calls).toHaveLength(124)
    expect(calls.map(([done]) => done)).toEqual(Array.from({ length: 124 }, (_, i) => i + 1))
    expect(calls.every(([, total]) => total === 124)).toBe(true)
    // The batch gave the loop a turn at least every 8 sheets.
    expect(turns).toBeGreaterThanOrEqual(124 / 8 - 1)
  })
})
