import { describe, expect, it } from 'vitest'
import { roomPlan } from '../../src/shared/night/roomPlan'

describe('the room plan', () => {
  it('lays the tables out by group, each group’s first table its head table', () => {
    expect(roomPlan([1, 1, 1, 2, 2, 2, 2])).toEqual([
      {
        group: 1,
        tables: [
          { table: 1, head: true },
          { table: 2, head: false },
          { table: 3, head: false },
        ],
      },
      {
        group: 2,
        tables: [
          { table: 4, head: true },
          { table: 5, head: false },
          { table: 6, head: false },
          { table: 7, head: false },
        ],
      },
    ])
  })

  it('names no group in one chain, table 1 its head', () => {
    const plan = roomPlan([1, 1, 1])
    expect(plan).toHaveLength(1)
    expect(plan[0]?.group).toBeNull()
    expect(plan[0]?.tables.filter((t) => t.head)).toEqual([{ table: 1, head: true }])
  })

  it('has nothing to lay out before the night is seated', () => {
    expect(roomPlan([])).toEqual([])
  })
})
