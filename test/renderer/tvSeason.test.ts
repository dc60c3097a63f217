import type { SeasonLine } from '@shared/club'
import type { NightView } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { seasonKey, tvSeasonLines } from '../../src/renderer/src/lib/tvSeason'

const line = (personId: number, score: number, place: number | null, nights = 2): SeasonLine => ({
  personId,
  name: `P${personId}`,
  nights,
  wins: score,
  buncos: 0,
  score,
  dropped: [],
  qualified: place !== null,
  place,
})

describe('tvSeasonLines', () => {
  it('puts the qualified players first, by place, then the rest by score', () => {
    const lines = tvSeasonLines([
      line(1, 30, 1),
      line(2, 9, null, 1),
      line(3, 20, 2),
      line(4, 12, null, 1),
      line(5, 20, 2),
    ])
    expect(lines.map((l) => l.personId)).toEqual([1, 3, 5, 4, 2])
  })
})

describe('seasonKey', () => {
  const money = { clubId: 'club-00000000', entryId: 'entry-00000000' }
  const night = (over: Partial<NightView>): NightView =>
    ({ id: 4, money, current: null, awards: null, standings: [], ...over }) as unknown as NightView

  it('has no season for a night of no club, nor while a round is played', () => {
    expect(seasonKey(null)).toBeNull()
    expect(seasonKey(night({ money: null }))).toBeNull()
    expect(seasonKey(night({ current: {} as NightView['current'] }))).toBeNull()
    expect(seasonKey(night({}))).not.toBeNull()
  })

  it('changes when the ended night’s standings change, and not for anything else', () => {
    const standings = [{ personId: 1, place: 1, wins: 3, buncos: 1 }] as NightView['standings']
    const ended = night({ awards: [], standings })
    expect(seasonKey(ended)).toBe(seasonKey(night({ awards: [], standings, title: 'x' } as never)))
    expect(seasonKey(ended)).not.toBe(seasonKey(night({})))
    const changed = [{ ...standings[0], wins: 4 }] as NightView['standings']
    expect(seasonKey(ended)).not.toBe(seasonKey(night({ awards: [], standings: changed })))
  })
})
