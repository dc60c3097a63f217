import { describe, expect, it } from 'vitest'
import {
  seasonStandings,
  type SeasonNight,
  type SeasonNightLine,
  type SeasonRules,
} from '../../../src/shared/club'

const WINS: SeasonRules = { scoring: 'wins', placementPoints: [], minNights: 1, dropWorst: 0 }
const PLACES: SeasonRules = {
  scoring: 'placement',
  placementPoints: [10, 7, 5, 3],
  minNights: 1,
  dropWorst: 0,
}

function line(personId: number, place: number, wins: number, buncos = 0): SeasonNightLine {
  return {
    personId,
    name: ['Ann', 'Bea', 'Cy', 'Dee', 'Eve'][personId - 1] ?? `P${personId}`,
    place,
    wins,
    buncos,
  }
}

// Ann wins most rounds overall; Bea places first more often.
const NIGHTS: SeasonNight[] = [
  { nightId: 1, date: '2026-01-10', lines: [line(2, 1, 14), line(1, 2, 13), line(3, 3, 8)] },
  { nightId: 2, date: '2026-02-14', lines: [line(2, 1, 15), line(1, 2, 14, 2), line(4, 3, 9)] },
  { nightId: 3, date: '2026-03-14', lines: [line(1, 1, 20), line(2, 2, 10), line(3, 3, 7)] },
  { nightId: 4, date: '2026-04-11', lines: [] },
]

const summary = (rules: SeasonRules): [string, number | null, number][] =>
  seasonStandings(NIGHTS, rules).map((l) => [l.name, l.place, l.score])

describe('seasonStandings', () => {
  it('ranks by total wins', () => {
    expect(summary(WINS)).toEqual([
      ['Ann', 1, 47],
      ['Bea', 2, 39],
      ['Cy', 3, 15],
      ['Dee', 4, 9],
    ])
  })

  it('ranks by the host’s points for each night’s place (past the table a place is worth 0)', () => {
    expect(summary(PLACES)).toEqual([
      ['Bea', 1, 27],
      ['Ann', 2, 24],
      ['Cy', 3, 10],
      ['Dee', 4, 5],
    ])
    expect(summary({ ...PLACES, placementPoints: [3] })).toEqual([
      ['Bea', 1, 6],
      ['Ann', 2, 3],
      // equal on points: the season's wins decide
      ['Cy', 3, 0],
      ['Dee', 4, 0],
    ])
  })

  it('lists those short of the minimum nights after the ranked ones, unranked', () => {
    const lines = seasonStandings(NIGHTS, { ...WINS, minNights: 2 })
    expect(lines.map((l) => [l.name, l.place, l.qualified, l.nights])).toEqual([
      ['Ann', 1, true, 3],
      ['Bea', 2, true, 3],
      ['Cy', 3, true, 2],
      ['Dee', null, false, 1],
    ])
  })

  it('drops each player’s worst nights, a missed night first', () => {
    const lines = seasonStandings(NIGHTS, { ...PLACES, dropWorst: 1 })
    const byName = new Map(lines.map((l) => [l.name, l]))
    expect(byName.get('Ann')).toMatchObject({ score: 17, dropped: [1] })
    expect(byName.get('Bea')).toMatchObject({ score: 20, dropped: [3] })
    // Cy missed night 2: that is the night dropped
    expect(byName.get('Cy')).toMatchObject({ score: 10, dropped: [2] })
    // at least one night always counts
    expect(
      seasonStandings(NIGHTS, { ...PLACES, dropWorst: 9 }).find((l) => l.name === 'Dee'),
    ).toMatchObject({ score: 5, dropped: [1, 3] })
  })

  it('breaks a tie in score by wins, then Buncos, then shares the place', () => {
    const tied: SeasonNight[] = [
      {
        nightId: 1,
        date: '2026-01-10',
        lines: [line(1, 1, 12), line(2, 1, 12, 1), line(3, 3, 12, 1)],
      },
    ]
    const lines = seasonStandings(tied, { ...PLACES, placementPoints: [5, 5, 5] })
    expect(lines.map((l) => [l.name, l.place])).toEqual([
      ['Bea', 1],
      ['Cy', 1],
      ['Ann', 3],
    ])
  })

  it('is empty before any night is played', () => {
    expect(seasonStandings([{ nightId: 1, date: '2026-01-10', lines: [] }], WINS)).toEqual([])
  })
})
