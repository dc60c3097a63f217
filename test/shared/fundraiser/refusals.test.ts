import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as fundraiser from '../../../src/shared/fundraiser'
import { FUNDRAISER_REFUSALS } from '../../../src/shared/fundraiser'

const folder = resolve(__dirname, '../../../src/shared/fundraiser')
const sources = readdirSync(folder)
  .filter((f) => f.endsWith('.ts') && f !== 'refusals.ts')
  .map((f) => readFileSync(join(folder, f), 'utf8'))
  .join('\n')

describe('the fundraiser’s refusals', () => {
  it('uses every key it lists, so the catalogue translates none for nothing', () => {
    const unused = FUNDRAISER_REFUSALS.filter((key) => !sources.includes(`'${key}'`))
    expect(unused).toEqual([])
  })

  it('refuses only with keys it lists', () => {
    const used = [...sources.matchAll(/refuse\(\s*'([a-zA-Z.]+)'/g)].map((m) => m[1])
    const keys: readonly string[] = FUNDRAISER_REFUSALS
    expect(used.filter((key) => !keys.includes(key as string))).toEqual([])
    expect(used.length).toBeGreaterThan(40)
  })

  it('keeps English out of the logic: refusals carry keys and parameters only', () => {
    expect(sources).not.toMatch(/new Error\(/)
  })

  it('exports its pieces from one index', () => {
    for (const name of [
      'moneyRaised',
      'drawTicket',
      'drawChiSquareP',
      'parseAttendeesCsv',
      'searchDesk',
      'guessEncoding',
    ])
      expect(typeof (fundraiser as Record<string, unknown>)[name]).toBe('function')
  })
})
