import { describe, expect, it } from 'vitest'
import type { RoundPlan } from '../../src/shared/bunco'
import { typedEntry } from '../../src/renderer/src/lib/typedEntry'
import { countDraft } from '../../src/renderer/src/lib/countDraft'

const seats = { N: 'a', E: 'b', S: 'c', W: 'd' }
const plan = (play: 'team' | 'individual', tables = 12): RoundPlan => ({
  set: 1,
  round: 1,
  target: 1,
  seed: 1,
  play,
  tables: Array.from({ length: tables }, (_, i) => ({ table: i + 1, seats })),
})

function typeKeys(keys: string[], p: RoundPlan): ReturnType<typeof typedEntry>[] {
  let typed = ''
  return keys.map((key) => {
    const out = typedEntry(typed, key, p)
    if (out.kind !== 'ignore') typed = out.typed
    return out
  })
}

describe('typing in the results area', () => {
  it('takes a table number, then a seat letter for its team', () => {
    expect(typeKeys(['1', '2', 'e'], plan('team')).at(-1)).toEqual({
      kind: 'pick',
      typed: '',
      table: 12,
      winner: 'EW',
    })
    expect(typeKeys(['3', 'S'], plan('team')).at(-1)).toMatchObject({ table: 3, winner: 'NS' })
    expect(typeKeys(['3', 'o'], plan('team')).at(-1)).toMatchObject({ table: 3, winner: 'EW' })
  })

  it('picks the seat itself when each plays alone, and never takes O for a seat', () => {
    expect(typeKeys(['1', 'w'], plan('individual', 1)).at(-1)).toMatchObject({ winner: 'W' })
    expect(typeKeys(['1', 'o'], plan('individual', 1)).at(-1)).toEqual({ kind: 'ignore' })
  })

  it('forgets a table that does not exist, and ignores letters without a number', () => {
    expect(typeKeys(['9', '9', 'n'], plan('team')).at(-1)).toEqual({ kind: 'typing', typed: '' })
    expect(typeKeys(['n'], plan('team'))).toEqual([{ kind: 'ignore' }])
    expect(typeKeys(['x'], plan('team'))).toEqual([{ kind: 'ignore' }])
  })

  it('Enter asks to close the round, Escape clears the digits', () => {
    expect(typeKeys(['4', 'Escape'], plan('team')).at(-1)).toEqual({ kind: 'typing', typed: '' })
    expect(typeKeys(['Enter'], plan('team'))).toEqual([{ kind: 'close', typed: '' }])
  })
})

describe('counts before a winner', () => {
  it('add up per player and kind, never below zero, zeros left out', () => {
    let c = countDraft({}, 'buncos', 'a', 1)
    c = countDraft(c, 'buncos', 'a', 1)
    c = countDraft(c, 'minis', 'b', 1)
    expect(c).toEqual({ buncos: { a: 2 }, minis: { b: 1 } })
    c = countDraft(c, 'minis', 'b', -3)
    expect(c).toEqual({ buncos: { a: 2 }, minis: {} })
  })
})
