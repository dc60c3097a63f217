import { describe, expect, it } from 'vitest'
import { GHOST_PREFIX } from '../../src/shared/bunco/ghosts'
import { moveBetween, previousTables, tableOf } from '../../src/renderer/src/lib/seating'

describe('moveBetween', () => {
  it('calls a move to a lower table number a move up, toward the head table', () => {
    expect(moveBetween(3, 2)).toBe('up')
    expect(moveBetween(10, 1)).toBe('up')
  })

  it('calls a move to a higher table number a move down', () => {
    expect(moveBetween(1, 2)).toBe('down')
    expect(moveBetween(1, 10)).toBe('down')
  })

  it('says a player stayed when the table is the same', () => {
    expect(moveBetween(4, 4)).toBe('stays')
  })
})

describe('previousTables and tableOf', () => {
  const plan = {
    tables: [
      { table: 1, seats: { N: 'a', E: 'b', S: 'c', W: `${GHOST_PREFIX}1` } },
      { table: 2, seats: { N: 'd', E: 'e', S: 'f', W: 'g' } },
    ],
  } as never

  it('maps each real player to their table and leaves ghosts out', () => {
    const at = previousTables(plan)
    expect(at.get('a')).toBe(1)
    expect(at.get('g')).toBe(2)
    expect(at.has(`${GHOST_PREFIX}1`)).toBe(false)
    expect(previousTables(null).size).toBe(0)
  })

  it('finds the table a player sits at, or null', () => {
    expect(tableOf(plan, 'e')).toBe(2)
    expect(tableOf(plan, 'z')).toBeNull()
    expect(tableOf(undefined, 'a')).toBeNull()
  })
})
