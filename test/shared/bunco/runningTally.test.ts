// The running tally a night keeps from change to change says what a tally from nothing says,
// whatever happens to the history between two reads: rounds appended, a round corrected, the
// newest rounds undone and done again.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  createRandom,
  nextRound,
  openingRound,
  tally,
  tallyOnto,
  type PlayedRound,
  type Random,
  type RunningTally,
  type Team,
} from '../../../src/shared/bunco'
import { players, results } from './helpers'

/** A whole night's rounds, Buncos included, from one seed. */
function nightOf(count: number, rounds: number, random: Random): PlayedRound[] {
  const history: PlayedRound[] = []
  let plan = openingRound(players(count), DEFAULT_RULES, random.int(1000))
  for (let r = 1; r <= rounds; r++) {
    history.push({ plan, results: randomResults(plan, random) })
    if (r < rounds) plan = nextRound(history, DEFAULT_RULES)
  }
  return history
}

function randomResults(plan: PlayedRound['plan'], random: Random): PlayedRound['results'] {
  const winners = plan.tables.map((): Team => (random.int(2) === 0 ? 'NS' : 'EW'))
  return results(plan, winners).map((result, i) => {
    const seated = plan.tables[i]!.seats.E
    return seated.startsWith('p') ? { ...result, buncos: { [seated]: random.int(3) } } : result
  })
}

/** The records a tally from nothing gives for the same rounds (new objects, nothing shared). */
const fromNothing = (history: readonly PlayedRound[]): unknown =>
  tally(JSON.parse(JSON.stringify(history)) as PlayedRound[])

describe('tallyOnto', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`agrees with a tally from nothing through commits, undos, redos and corrections (seed ${seed})`, () => {
      const random = createRandom(seed)
      const night = nightOf(8 + 4 * seed, 24, random)
      let shown: PlayedRound[] = []
      let undone: PlayedRound[] = []
      let running: RunningTally | undefined
      for (let step = 0; step < 80; step++) {
        const roll = random.next()
        if (roll < 0.5 && shown.length < night.length) {
          // a commit: the night's next round (again, once undone)
          const next = undone.pop() ?? night[shown.length]!
          shown = [...shown, next]
        } else if (roll < 0.65 && shown.length > 0) {
          undone.push(shown.at(-1)!)
          shown = shown.slice(0, -1)
        } else if (roll < 0.8 && undone.length > 0) {
          shown = [...shown, undone.pop()!]
        } else if (shown.length > 0) {
          // a correction: one round of the night a new object, its first table's winner turned
          const i = random.int(shown.length)
          const old = shown[i]!
          const [first, ...rest] = old.results
          const turned = { ...first!, winner: first!.winner === 'NS' ? 'EW' : 'NS' } as const
          shown = shown.map((p, j) => (j === i ? { ...old, results: [turned, ...rest] } : p))
          // what was undone no longer follows the corrected night
          undone = []
        }
        running = tallyOnto(running, shown)
        expect([...running.records.values()], `step ${step}`).toEqual(fromNothing(shown))
      }
    })
  }

  it('adds only the new round when the history grew by one, and starts again when a round changed', () => {
    const night = nightOf(16, 6, createRandom(9))
    const first = tallyOnto(undefined, night.slice(0, 3))
    const grown = tallyOnto(first, night.slice(0, 4))
    expect(grown).toBe(first)
    const corrected = night.slice(0, 4).map((p, i) => (i === 1 ? { ...p } : p))
    const again = tallyOnto(grown, corrected)
    expect(again).not.toBe(grown)
    expect([...again.records.values()]).toEqual(fromNothing(corrected))
  })
})
