import { describe, expect, it } from 'vitest'
import { breakerRows, moveItem, toggleBreaker } from '../../src/renderer/src/lib/ruleLists'

describe('moveItem', () => {
  it('moves an item one place up or down in a copy', () => {
    const list = ['a', 'b', 'c']
    expect(moveItem(list, 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(list, 1, 1)).toEqual(['a', 'c', 'b'])
    expect(list).toEqual(['a', 'b', 'c'])
  })

  it('leaves the list as it is at either end or for an index outside it', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 5, -1)).toEqual(['a', 'b'])
  })
})

describe('breakerRows', () => {
  it('lists the chain in its order, then the steps it does not use', () => {
    expect(breakerRows(['points', 'buncos'])).toEqual([
      { breaker: 'points', used: true },
      { breaker: 'buncos', used: true },
      { breaker: 'rollOff', used: false },
    ])
    expect(breakerRows([]).map((r) => r.used)).toEqual([false, false, false])
  })
})

describe('toggleBreaker', () => {
  it('switches a step off, or on as the last step', () => {
    expect(toggleBreaker(['buncos', 'points', 'rollOff'], 'points')).toEqual(['buncos', 'rollOff'])
    expect(toggleBreaker(['buncos'], 'rollOff')).toEqual(['buncos', 'rollOff'])
  })
})
