import { describe, expect, it } from 'vitest'
import { rsvpSummary, type RsvpAnswer } from '../../../src/shared/club'

const MEMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
const SUBS = [20, 21, 22]

function answers(entries: [number, RsvpAnswer][]): Map<number, RsvpAnswer> {
  return new Map(entries)
}

describe('rsvpSummary', () => {
  it('needs no one more when the coming guests fill whole tables', () => {
    const all = answers(MEMBERS.map((id) => [id, 'coming']))
    const s = rsvpSummary({ members: MEMBERS, substitutes: SUBS, answers: all })
    expect(s).toMatchObject({ tables: 3, seatsToFill: 0, unanswered: [] })
    expect(s.coming).toEqual(MEMBERS)
  })

  it('says how many seats are empty and asks members who have not answered first', () => {
    const some = answers([
      ...MEMBERS.slice(0, 9).map((id): [number, RsvpAnswer] => [id, 'coming']),
      [10, 'notComing'],
      [20, 'notComing'],
    ])
    const s = rsvpSummary({ members: MEMBERS, substitutes: SUBS, answers: some })
    expect(s).toMatchObject({ tables: 3, seatsToFill: 3, unanswered: [11, 12] })
    expect(s.notComing).toEqual([10, 20])
    expect(s.toAsk).toEqual([11, 12, 21, 22])
  })

  it('counts a substitute who comes like anyone else', () => {
    const s = rsvpSummary({
      members: [1, 2, 3],
      substitutes: [20],
      answers: answers([
        [1, 'coming'],
        [2, 'coming'],
        [3, 'coming'],
        [20, 'coming'],
      ]),
    })
    expect(s).toMatchObject({ coming: [1, 2, 3, 20], tables: 1, seatsToFill: 0, toAsk: [] })
  })

  it('needs no table when nobody has said yes', () => {
    const s = rsvpSummary({ members: [1, 2], substitutes: [], answers: new Map() })
    expect(s).toMatchObject({ tables: 0, seatsToFill: 0, toAsk: [1, 2] })
  })
})
