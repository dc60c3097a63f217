// The tally's boxes per team and round come from play, not a guess: 20,000 simulated rounds with
// the engine's dice and table state machine, a new total written after every turn that scores.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  createRandom,
  ringBell,
  rollDice,
  rollTable,
  sideOf,
  startTable,
  type HouseRules,
  type TableState,
} from '../../../../src/shared/bunco'
import { PLAYER_SLOTS, TEAM_SLOTS } from '../../../../src/main/print/pdf/tallies'

const ROUNDS = 20_000

/** Entries each side writes in one round at every table: one per turn that changed its score. */
function playRound(rules: HouseRules, face: number, tables: number, seed: number): number[] {
  const random = createRandom(seed)
  let states: TableState[] = Array.from({ length: tables }, (_, i) =>
    startTable({
      table: i + 1,
      seats: { N: `n${i}`, E: `e${i}`, S: `s${i}`, W: `w${i}` },
      face,
      rules,
    }),
  )
  const entries = states.map(() => new Map<string, number>())
  const scored = states.map(() => false)
  let rung = false
  const busy = (s: TableState): boolean => s.phase === 'playing' || s.phase === 'finishing'
  // every table rolls in turn, one roll each, like tables playing side by side
  for (let tick = 0; tick < 5000 && states.some(busy); tick++) {
    states = states.map((s, i) => {
      if (!busy(s)) return s
      const next = rollTable(s, rollDice(random, 3))
      const roll = next.log[next.log.length - 1]!
      if (roll.points > 0 || roll.kind === 'wipeout') scored[i] = true
      const turnOver = next.turn !== s.turn || !busy(next)
      if (turnOver && scored[i]) {
        const side = sideOf(s, roll.seat)
        entries[i]!.set(side, (entries[i]!.get(side) ?? 0) + 1)
        scored[i] = false
      }
      return next
    })
    // the head table's bell reaches the others
    if (!rung && states[0] && !busy(states[0]) && rules.play === 'team') {
      rung = true
      states = states.map((s, i) => (i === 0 ? s : ringBell(s)))
    }
  }
  return entries.map((e) => Math.max(0, ...e.values()))
}

function busierSides(rules: HouseRules, tables: number): number[] {
  const counts: number[] = []
  for (let r = 0; r < ROUNDS / tables; r++)
    counts.push(...playRound(rules, (r % 6) + 1, tables, 1000 + r))
  return counts
}

const share = (counts: readonly number[], most: number): number =>
  counts.filter((c) => c <= most).length / counts.length

describe('tally boxes', () => {
  it('a team gets room for 95 % of rounds, and not a box more', () => {
    const counts = busierSides(DEFAULT_RULES, 2)
    expect(counts.length).toBe(ROUNDS)
    // what the first host found: the busier team writes more than 6 totals in about 68 % of rounds
    expect(1 - share(counts, 6)).toBeGreaterThan(0.6)
    expect(share(counts, TEAM_SLOTS)).toBeGreaterThanOrEqual(0.95)
    expect(share(counts, TEAM_SLOTS - 1)).toBeLessThan(0.95)
  })

  it('a player alone gets room for 95 % of rounds, and not a box more', () => {
    const counts = busierSides({ ...DEFAULT_RULES, play: 'individual' }, 1)
    expect(share(counts, PLAYER_SLOTS)).toBeGreaterThanOrEqual(0.95)
    expect(share(counts, PLAYER_SLOTS - 1)).toBeLessThan(0.95)
  })
})
