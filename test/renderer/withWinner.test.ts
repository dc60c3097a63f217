import { describe, expect, it } from 'vitest'
import { withWinner } from '../../src/renderer/src/lib/withWinner'

describe('withWinner', () => {
  it('keeps points typed before the winner was picked', () => {
    expect(withWinner({ table: 2 }, 'EW', { NS: 9, EW: 21 })).toEqual({
      table: 2,
      winner: 'EW',
      points: { NS: 9, EW: 21 },
      rollOff: false,
    })
  })

  it('takes equal typed points as a roll-off', () => {
    expect(withWinner({ table: 1 }, 'NS', { NS: 21, EW: 21 })).toMatchObject({
      winner: 'NS',
      rollOff: true,
    })
  })

  it('drops saved points that say the other team won, keeps those that agree', () => {
    const saved = { table: 3, winner: 'NS' as const, points: { NS: 21, EW: 9 }, buncos: { a: 1 } }
    expect(withWinner(saved, 'EW')).toEqual({ table: 3, winner: 'EW', buncos: { a: 1 } })
    expect(withWinner(saved, 'NS')).toEqual(saved)
  })

  it('keeps typed points that contradict the pick, for the rules to refuse in words', () => {
    expect(withWinner({ table: 1 }, 'NS', { NS: 9, EW: 21 }).points).toEqual({ NS: 9, EW: 21 })
  })

  it('leaves counts waiting for the winner in the result', () => {
    expect(withWinner({ table: 4, buncos: { b: 2 } }, 'E')).toEqual({
      table: 4,
      winner: 'E',
      buncos: { b: 2 },
    })
  })
})
