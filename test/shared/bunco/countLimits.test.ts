// How many Buncos, mini Buncos and wipeouts one player can roll in a round: the rules' bounds,
// checked against rounds played through the table state machine, and the "unusual" numbers,
// re-derived from the seeded simulation they were measured with (issue 19, item 10).
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  USUAL_MOST,
  countVerdict,
  mostPossible,
  type HouseRules,
} from '../../../src/shared/bunco'
import { mostCounts, type MostCounts } from './countSimulation'

/** The rules that give the longest rounds: 99 points with wipeouts, in teams and alone. */
const LONGEST: HouseRules[] = [
  { ...DEFAULT_RULES, target: 99, wipeout: true },
  { ...DEFAULT_RULES, target: 99, wipeout: true, roundEnd: 'eachTableToTarget' },
  { ...DEFAULT_RULES, target: 99, wipeout: true, play: 'individual' },
]
const SEED = 19
// the full measurement (20,000 rounds of each, several minutes) runs with the deep tests
const full = Number(process.env.FC_RUNS ?? 100) >= 10_000
const rounds = full ? 20_000 : 150

function most(all: readonly MostCounts[]): MostCounts {
  return {
    buncos: Math.max(...all.map((m) => m.buncos)),
    minis: Math.max(...all.map((m) => m.minis)),
    wipeouts: Math.max(...all.map((m) => m.wipeouts)),
  }
}

describe('what the rules allow one player in one round', () => {
  it('no wipeout with wipeouts off, nor in a round of 1s', () => {
    expect(mostPossible(DEFAULT_RULES, 3, 'wipeouts')).toEqual({ most: 0, reason: 'wipeoutsOff' })
    const wipe = { ...DEFAULT_RULES, wipeout: true }
    expect(mostPossible(wipe, 1, 'wipeouts')).toEqual({ most: 0, reason: 'onesRound' })
    expect(mostPossible(wipe, 2, 'wipeouts')).toBeNull()
  })

  it('one Bunco where a Bunco ends the round at once', () => {
    for (const rules of [
      { ...DEFAULT_RULES, roundEnd: 'anyBuncoEndsRound' as const },
      { ...DEFAULT_RULES, fourDice: true },
      { ...DEFAULT_RULES, fourDice: true, play: 'individual' as const },
    ])
      expect(mostPossible(rules, 4, 'buncos')).toEqual({ most: 1, reason: 'buncoEnds' })
    expect(mostPossible({ ...DEFAULT_RULES, fourDice: true }, 4, 'minis')).toBeNull()
  })

  it('alone without wipeouts, no more than it takes to reach the target', () => {
    const alone = (target: number): HouseRules => ({ ...DEFAULT_RULES, play: 'individual', target })
    expect(mostPossible(alone(21), 2, 'buncos')?.most).toBe(1)
    expect(mostPossible(alone(22), 2, 'buncos')?.most).toBe(2)
    expect(mostPossible(alone(21), 2, 'minis')?.most).toBe(5)
    expect(mostPossible(alone(99), 2, 'minis')?.most).toBe(20)
    // a wipeout starts the climb again: no bound
    expect(mostPossible({ ...alone(21), wipeout: true }, 2, 'buncos')).toBeNull()
  })

  it('in teams a turn has no limit: no bound, only "unusual"', () => {
    expect(mostPossible(DEFAULT_RULES, 2, 'buncos')).toBeNull()
    expect(countVerdict(DEFAULT_RULES, 2, 'buncos', 99)).toBe('unusual')
    expect(countVerdict(DEFAULT_RULES, 2, 'buncos', USUAL_MOST.buncos)).toBe('usual')
    expect(countVerdict(DEFAULT_RULES, 2, 'wipeouts', 1)).toBe('impossible')
  })

  it('rounds played with the engine’s dice never pass the bounds', () => {
    const bounded: HouseRules[] = [
      { ...DEFAULT_RULES, roundEnd: 'anyBuncoEndsRound', target: 99 },
      { ...DEFAULT_RULES, fourDice: true, target: 99, wipeout: true },
      { ...DEFAULT_RULES, play: 'individual', target: 30 },
      { ...DEFAULT_RULES, play: 'individual', target: 5, lowTriple7: true },
    ]
    for (const rules of bounded) {
      const seen = mostCounts(rules, 150, SEED)
      for (const kind of ['buncos', 'minis'] as const) {
        const limit = mostPossible(rules, 2, kind)
        if (limit !== null)
          expect(seen[kind], `${kind} ${JSON.stringify(rules)}`).toBeLessThanOrEqual(limit.most)
      }
    }
  })
})

describe('what is usual', () => {
  it(
    full
      ? 'USUAL_MOST is the most 20,000 seeded rounds of each of the longest rules gave'
      : 'seeded rounds of the longest rules stay within USUAL_MOST (FC_RUNS=10000 re-derives it)',
    () => {
      const seen = most(LONGEST.map((rules) => mostCounts(rules, rounds, SEED)))
      if (full) expect(seen).toEqual(USUAL_MOST)
      else
        for (const kind of ['buncos', 'minis', 'wipeouts'] as const)
          expect(seen[kind]).toBeLessThanOrEqual(USUAL_MOST[kind])
    },
    full ? 3_600_000 : 60_000,
  )
})
