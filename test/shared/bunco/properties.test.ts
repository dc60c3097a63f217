import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  MOVEMENTS,
  createRandom,
  isGhost,
  nextRound,
  openingRound,
  tally,
  teamOf,
  type HouseRules,
  type PlayedRound,
  type RoundPlan,
  type Seat,
  type Team,
} from '../../../src/shared/bunco'
import { players, results } from './helpers'

const numRuns = Number(process.env.FC_RUNS ?? 100)
// The slowest property takes about 10 ms a run on a 2-core machine (102 s at 10,000 runs): the
// budget grows with the run count and keeps room for a busy machine.
const timeout = 30_000 + numRuns * 30

const nightArb = fc.record({
  count: fc.integer({ min: 2, max: 400 }),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  winnerSeed: fc.integer(),
  rounds: fc.integer({ min: 2, max: 4 }),
  movement: fc.constantFrom(...MOVEMENTS),
  partners: fc.constantFrom('mix' as const, 'classic' as const),
})

interface Night {
  rules: HouseRules
  history: PlayedRound[]
  next: RoundPlan
}

interface NightParams {
  count: number
  seed: number
  winnerSeed: number
  rounds: number
  movement: HouseRules['movement']
  partners: HouseRules['partners']
}

function play(p: NightParams): Night {
  const rules = { ...DEFAULT_RULES, movement: p.movement, partners: p.partners }
  const random = createRandom(p.winnerSeed)
  const history: PlayedRound[] = []
  let plan = openingRound(players(p.count), rules, p.seed)
  for (let r = 0; r < p.rounds; r++) {
    const winners = plan.tables.map((): Team => (random.int(2) ? 'NS' : 'EW'))
    history.push({ plan, results: results(plan, winners) })
    plan = nextRound(history, rules)
  }
  return { rules, history, next: plan }
}

// RULES.md section 5, read independently of the engine's table of moves
function expectedTable(k: number, won: boolean, tables: number, rules: HouseRules): number {
  if (tables === 1) return 1
  const toward = k === 1 ? tables : k - 1
  switch (rules.movement) {
    case 'progressive':
      return won ? Math.max(1, k - 1) : Math.min(tables, k + 1)
    case 'headLosersToBottom':
      return won ? Math.max(1, k - 1) : k === 1 ? tables : k
    case 'losersMove':
      return won ? k : toward
    case 'winnersMove':
      return won ? toward : k
  }
}

function plans(night: Night): RoundPlan[] {
  return [...night.history.map((h) => h.plan), night.next]
}

describe('properties of a night (fast-check)', { timeout }, () => {
  it('every seat is filled, each id once, ghosts never partner ghosts', () => {
    fc.assert(
      fc.property(nightArb, (n) => {
        const night = play(n)
        for (const plan of plans(night)) {
          expect(plan.tables).toHaveLength(Math.ceil(n.count / 4))
          const ids = plan.tables.flatMap((t) => Object.values(t.seats))
          expect(new Set(ids).size).toBe(ids.length)
          expect(ids.filter((id) => !isGhost(id))).toHaveLength(n.count)
          for (const { seats } of plan.tables) {
            expect(isGhost(seats.N) && isGhost(seats.S)).toBe(false)
            expect(isGhost(seats.E) && isGhost(seats.W)).toBe(false)
          }
        }
      }),
      { numRuns },
    )
  })

  it('table membership follows the movement rule, but for ghosts traded to keep them spread', () => {
    fc.assert(
      fc.property(nightArb, (n) => {
        const night = play(n)
        const all = plans(night)
        night.history.forEach(({ plan, results: res }, i) => {
          const after = all[i + 1]!
          const where = new Map(
            after.tables.flatMap((t) => Object.values(t.seats).map((id) => [id, t.table])),
          )
          // a ghost and a player who traded places are each off the rule's table: as many
          // players as ghosts, one trade per ghost at most (a night has at most 3 ghosts)
          const off = { real: 0, ghost: 0 }
          for (const table of plan.tables) {
            const winner = res.find((r) => r.table === table.table)!.winner
            for (const seat of ['N', 'E', 'S', 'W'] as Seat[]) {
              const won = teamOf(seat) === winner
              const want = expectedTable(table.table, won, plan.tables.length, night.rules)
              const id = table.seats[seat]
              if (where.get(id) !== want) off[isGhost(id) ? 'ghost' : 'real']++
            }
          }
          expect(off.real).toBe(off.ghost)
          expect(off.ghost).toBeLessThanOrEqual(3)
          const ghosts = after.tables.map((t) => Object.values(t.seats).filter(isGhost).length)
          expect(Math.max(...ghosts) - Math.min(...ghosts)).toBeLessThanOrEqual(1)
        })
      }),
      { numRuns },
    )
  })

  it('under mix nobody partners last round partner', () => {
    fc.assert(
      fc.property(nightArb, (n) => {
        const night = play({ ...n, partners: 'mix' })
        const all = plans(night)
        for (let i = 1; i < all.length; i++) {
          const last = new Map<string, string>()
          for (const { seats } of all[i - 1]!.tables) {
            last
              .set(seats.N, seats.S)
              .set(seats.S, seats.N)
              .set(seats.E, seats.W)
              .set(seats.W, seats.E)
          }
          for (const { seats } of all[i]!.tables) {
            expect(last.get(seats.N)).not.toBe(seats.S)
            expect(last.get(seats.E)).not.toBe(seats.W)
          }
        }
      }),
      { numRuns },
    )
  })

  it('W + L = rounds played for everyone', () => {
    fc.assert(
      fc.property(nightArb, (n) => {
        const night = play(n)
        for (const r of tally(night.history)) {
          expect(r.wins + r.losses).toBe(n.rounds)
          expect(r.roundsPlayed).toBe(n.rounds)
        }
      }),
      { numRuns },
    )
  })

  it('the same seed gives the same night', () => {
    fc.assert(
      fc.property(nightArb, (n) => {
        expect(play(n)).toEqual(play(n))
      }),
      { numRuns: Math.max(1, Math.floor(numRuns / 4)) },
    )
  })

  it('arrivals and leavers keep every seat filled and ghosts apart', () => {
    const arb = fc.record({
      count: fc.integer({ min: 2, max: 40 }),
      seed: fc.integer({ min: 0, max: 1000 }),
      arrive: fc.integer({ min: 0, max: 9 }),
      leaveMask: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    })
    fc.assert(
      fc.property(arb, ({ count, seed, arrive, leaveMask }) => {
        const rules = DEFAULT_RULES
        const first = openingRound(players(count), rules, seed)
        const history = [{ plan: first, results: results(first, []) }]
        const leave = players(count).filter((_, i) => leaveMask[i])
        const arrivals = Array.from({ length: arrive }, (_, i) => `new${i}`)
        const stay = count - leave.length + arrive
        if (stay < 2) {
          expect(() => nextRound(history, rules, { leave, arrive: arrivals })).toThrow(
            /at least 2 players/,
          )
          return
        }
        const next = nextRound(history, rules, { leave, arrive: arrivals })
        const ids = next.tables.flatMap((t) => Object.values(t.seats))
        expect(next.tables).toHaveLength(Math.ceil(stay / 4))
        expect(new Set(ids.filter((id) => !isGhost(id)))).toEqual(
          new Set([...players(count).filter((p) => !leave.includes(p)), ...arrivals]),
        )
        for (const { seats } of next.tables) {
          expect(isGhost(seats.N) && isGhost(seats.S)).toBe(false)
          expect(isGhost(seats.E) && isGhost(seats.W)).toBe(false)
        }
      }),
      { numRuns },
    )
  })
})
