// What a room's pages read alike is computed once per change: kept until the next push, or until
// it is a few seconds old (a change nobody pushes still shows).
import { describe, expect, it } from 'vitest'
import { MEMO_MAX_AGE_MS, TABLE_VIEWS, viewMemo } from '../../../src/main/phones/viewMemo'
import { createPushHub } from '../../../src/main/push'

function counter(): { compute: () => number; calls: () => number } {
  let n = 0
  return { compute: () => ++n, calls: () => n }
}

describe('the phones’ view memo', () => {
  it('computes a key once while nothing is pushed', () => {
    const memo = viewMemo(createPushHub(), () => 0)
    const c = counter()
    expect([memo.get('a', c.compute), memo.get('a', c.compute), memo.get('a', c.compute)]).toEqual([
      1, 1, 1,
    ])
    expect(c.calls()).toBe(1)
  })

  it('keeps keys apart', () => {
    const memo = viewMemo(createPushHub(), () => 0)
    expect(memo.get('standings:1', () => 'one')).toBe('one')
    expect(memo.get('standings:2', () => 'two')).toBe('two')
    expect(memo.get('standings:1', () => 'other')).toBe('one')
  })

  it('forgets everything at any push', () => {
    const push = createPushHub()
    const memo = viewMemo(push, () => 0)
    const c = counter()
    memo.get('a', c.compute)
    push.emit('night:changed', { nightId: 1, savedEventId: 2 })
    expect(memo.get('a', c.compute)).toBe(2)
    push.emit('timer:changed', { state: 'idle' } as never)
    expect(memo.get('a', c.compute)).toBe(3)
    push.emit('phones:changed', { nightId: 1 })
    expect(memo.get('a', c.compute)).toBe(4)
  })

  it('forgets only the keys told, or all of them', () => {
    const memo = viewMemo(createPushHub(), () => 0)
    const table = counter()
    const names = counter()
    memo.get(`${TABLE_VIEWS}abc:p1`, table.compute)
    memo.get('names:1', names.compute)
    memo.forget(TABLE_VIEWS)
    expect(memo.get(`${TABLE_VIEWS}abc:p1`, table.compute)).toBe(2)
    expect(memo.get('names:1', names.compute)).toBe(1)
    memo.forget()
    expect(memo.get('names:1', names.compute)).toBe(2)
  })

  it('forgets a value once it is old, even with no push', () => {
    let now = 1_000
    const memo = viewMemo(createPushHub(), () => now)
    const c = counter()
    memo.get('a', c.compute)
    now += MEMO_MAX_AGE_MS - 1
    expect(memo.get('a', c.compute)).toBe(1)
    now += 1
    expect(memo.get('a', c.compute)).toBe(2)
  })

  it('stops listening when told', () => {
    const push = createPushHub()
    const memo = viewMemo(push, () => 0)
    const c = counter()
    memo.get('a', c.compute)
    memo.off()
    push.emit('phones:changed', { nightId: 1 })
    expect(memo.get('a', c.compute)).toBe(1)
  })
})
