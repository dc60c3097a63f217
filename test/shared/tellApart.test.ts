// Namesakes are told apart by the host's note, or numbered when they have none.
import { describe, expect, it } from 'vitest'
import { nameKey, tellApart } from '../../src/shared/tellApart'

const person = (
  id: number,
  name: string,
  note = '',
): { id: number; name: string; note: string } => ({
  id,
  name,
  note,
})

describe('tellApart', () => {
  it('leaves a name nobody else has as it is', () => {
    expect([...tellApart([person(1, 'Ann', 'tennis'), person(2, 'Bea')]).values()]).toEqual([
      'Ann',
      'Bea',
    ])
  })

  it('adds the note to a shared name, and numbers namesakes without one', () => {
    const one = tellApart([person(1, 'Ann'), person(2, 'ann', 'from tennis')])
    expect(one.get(1)).toBe('Ann')
    expect(one.get(2)).toBe('ann (from tennis)')
    const two = tellApart([person(5, 'Priya'), person(3, 'Priya')])
    expect([two.get(3), two.get(5)]).toEqual(['Priya (1)', 'Priya (2)'])
  })

  it('keeps two people apart even with the same note, and shortens a long note', () => {
    const same = tellApart([person(1, 'Jo', 'B.'), person(2, 'Jo', 'B.')])
    expect(new Set(same.values()).size).toBe(2)
    const long = tellApart([person(1, 'Li'), person(2, 'Li', 'x'.repeat(40))])
    expect([...(long.get(2) ?? '')].length).toBeLessThan(30)
  })

  it('compares names without case, accents or extra spaces', () => {
    expect(nameKey(' Zoë  Ångström ')).toBe(nameKey('zoe angstrom'))
  })
})
