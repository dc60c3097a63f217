import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  createRandom,
  isGhost,
  nextRound,
  openingRound,
  tally,
  tallyRound,
  type PlayedRound,
  type PlayerRecord,
  type Team,
} from '../../../src/shared/bunco'
import { planOf, playNight, players, results, rulesWith } from './helpers'

/** A night whose players come and go (records start late and skip rounds), with Buncos. */
function churningNight(count: number, rounds: number): PlayedRound[] {
  const random = createRandom(7)
  const history: PlayedRound[] = []
  let plan = openingRound(players(count), DEFAULT_RULES, 3)
  for (let r = 1; r <= rounds; r++) {
    const winners = plan.tables.map((): Team => (random.int(2) === 0 ? 'NS' : 'EW'))
    const played = results(plan, winners).map((result, i) => {
      const seated = plan.tables[i]!.seats.N
      return seated.startsWith('p') ? { ...result, buncos: { [seated]: random.int(3) } } : result
    })
    history.push({ plan, results: played })
    const seated = plan.tables.flatMap((t) => Object.values(t.seats)).filter((id) => id[0] === 'p')
    const changes = r % 3 === 0 ? { arrive: [`new${r}`], leave: [seated[r % seated.length]!] } : {}
    if (r < rounds) plan = nextRound(history, DEFAULT_RULES, changes)
  }
  return history
}

/** The same rounds as new objects: tallied from nothing. */
const copyOf = (history: readonly PlayedRound[]): PlayedRound[] =>
  JSON.parse(JSON.stringify(history)) as PlayedRound[]

describe('tally', () => {
  it('W + L = rounds played, with one mark per round', () => {
    const night = playNight(players(11), DEFAULT_RULES, 2, 12)
    const records = tally(night)
    expect(records).toHaveLength(11)
    for (const r of records) {
      expect(r.wins + r.losses).toBe(12)
      expect(r.roundsPlayed).toBe(12)
      expect(r.marks.filter((m) => m === 'W')).toHaveLength(r.wins)
    }
  })

  it("ghosts have no record; a ghost's Bunco belongs to nobody", () => {
    const plan = planOf(1, ['ann', 'bo', 'ghost:1', 'cy'])
    const records = tally([
      { plan, results: [{ table: 1, winner: 'NS', buncos: { 'ghost:1': 2, ann: 1 } }] },
    ])
    expect(records.map((r) => r.player)).toEqual(['ann', 'bo', 'cy'])
    expect(records[0]).toMatchObject({ wins: 1, buncos: 1, partners: {} })
    expect(records[1]).toMatchObject({ losses: 1, partners: { cy: 1 }, opponents: { ann: 1 } })
  })

  it('counts partners met, minis, wipeouts and entered points', () => {
    const r1 = planOf(1, ['a', 'b', 'c', 'd'])
    const r2 = planOf(2, ['a', 'c', 'b', 'd'])
    const history: PlayedRound[] = [
      {
        plan: r1,
        results: [{ table: 1, winner: 'EW', points: { NS: 3, EW: 21 }, minis: { a: 1 } }],
      },
      { plan: r2, results: [{ table: 1, winner: 'NS', wipeouts: { c: 1 }, minis: { a: 2 } }] },
    ]
    const [a, b, c] = tally(history)
    expect(a).toMatchObject({ marks: ['L', 'W'], minis: 3, points: 3, partners: { c: 1, b: 1 } })
    expect(b).toMatchObject({ marks: ['W', 'W'], points: 21 })
    expect(c).toMatchObject({ wipeouts: 1, marks: ['L', 'L'] })
  })

  it('individual play: the winner gets W, everyone else L, points by seat', () => {
    const plan = { ...openingRound(['ann', 'bo', 'cy'], rulesWith({ play: 'individual' }), 1) }
    const seats = plan.tables[0]!.seats
    const records = tally([
      { plan, results: [{ table: 1, winner: 'E', seatPoints: { E: 21, N: 4 } }] },
    ])
    const winner = records.find((r) => r.player === seats.E)!
    expect(winner).toMatchObject({ wins: 1, points: 21, partners: {} })
    expect(records.filter((r) => r.losses === 1)).toHaveLength(2)
  })
})

describe('tallyRound', () => {
  const night = churningNight(18, 14)

  it('keeps running records that agree with a tally from nothing after every round', () => {
    const running = new Map<string, PlayerRecord>()
    night.forEach((played, round) => {
      tallyRound(running, played, round)
      expect([...running.values()]).toEqual(tally(copyOf(night.slice(0, round + 1))))
    })
  })

  it('gives a player who comes late a mark for every round before, as the tally does', () => {
    const running = new Map<string, PlayerRecord>()
    night.forEach((played, round) => tallyRound(running, played, round))
    const late = [...running.values()].find((r) => r.player === 'new3')
    expect(late?.marks.slice(0, 3)).toEqual([null, null, null])
    expect(late?.marks).toHaveLength(night.length)
  })

  it('lists partners and opponents in the order first met, as the standings show them', () => {
    const records = tally(night)
    for (const record of records) {
      const partners: string[] = []
      const opponents: string[] = []
      for (const { plan } of night) {
        for (const { seats } of plan.tables) {
          const seat = (['N', 'E', 'S', 'W'] as const).find((s) => seats[s] === record.player)
          if (!seat) continue
          const team = seat === 'N' || seat === 'S' ? (['N', 'S'] as const) : (['E', 'W'] as const)
          const other = seat === 'N' || seat === 'S' ? (['E', 'W'] as const) : (['N', 'S'] as const)
          const partner = seats[team[0] === seat ? team[1] : team[0]]
          if (!isGhost(partner) && !partners.includes(partner)) partners.push(partner)
          for (const s of other) {
            if (!isGhost(seats[s]) && !opponents.includes(seats[s])) opponents.push(seats[s])
          }
        }
      }
      expect(Object.keys(record.partners), record.player).toEqual(partners)
      expect(Object.keys(record.opponents), record.player).toEqual(opponents)
    }
  })
})
