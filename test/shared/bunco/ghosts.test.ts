import { describe, expect, it } from 'vitest'
import { realPlayers } from '../../../src/shared/bunco'

describe('realPlayers', () => {
  it('lists the players of every table in seat order, leaving ghosts out', () => {
    const plan = {
      tables: [
        { table: 1, seats: { N: 'p1', E: 'ghost:1', S: 'p2', W: 'p3' } },
        { table: 2, seats: { N: 'p4', E: 'p5', S: 'p6', W: 'p7' } },
      ],
    }
    expect(realPlayers(plan)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'])
  })

  it('is empty for a seating with no tables, or only ghosts', () => {
    expect(realPlayers({ tables: [] })).toEqual([])
    const ghosts = { N: 'ghost:1', E: 'ghost:2', S: 'ghost:3', W: 'ghost:4' }
    expect(realPlayers({ tables: [{ table: 1, seats: ghosts }] })).toEqual([])
  })
})
