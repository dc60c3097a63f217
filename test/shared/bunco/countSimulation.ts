// Rounds played with the engine's dice through the engine's table state machine, to measure how
// many Buncos, mini Buncos and wipeouts one player ever rolls in a round (issue 19, item 10).
import {
  createRandom,
  ringBell,
  rollDice,
  rollTable,
  startTable,
  stopTable,
  type HouseRules,
  type Random,
  type TableState,
} from '../../../src/shared/bunco'

/** The most of each count one player rolled in one round, over all the rounds simulated. */
export interface MostCounts {
  buncos: number
  minis: number
  wipeouts: number
}

const SEATS = [
  { N: 'a1', E: 'a2', S: 'a3', W: 'a4' },
  { N: 'b1', E: 'b2', S: 'b3', W: 'b4' },
] as const

function step(state: TableState, random: Random, dice: number): TableState {
  // the log only grows; dropping it keeps a long round's rolls cheap
  return rollTable({ ...state, log: [] }, rollDice(random, dice))
}

/** One round at the head table and one other, rolling in turn as two tables do at once (one table alone). */
function playRound(rules: HouseRules, random: Random): TableState[] {
  const face = random.int(6) + 1
  const dice = rules.fourDice ? 4 : 3
  // alone, one table of four; in teams, the head table and one more
  const seating = rules.play === 'individual' ? SEATS.slice(0, 1) : SEATS
  let tables = seating.map((seats, i) => startTable({ table: i + 1, seats, face, rules }))
  let bell = false
  for (let rolls = 0; tables.some((t) => t.phase !== 'done'); rolls++) {
    if (rolls > 1_000_000) throw new Error('a simulated round did not end')
    tables = tables.map((t) => (t.phase === 'done' ? t : step(t, random, dice)))
    if (tables.some((t) => t.signal === 'stopAll')) tables = tables.map(stopTable)
    if (!bell && tables[0]!.signal === 'bell') {
      bell = true
      tables = tables.map((t, i) => (i === 0 ? t : ringBell(t)))
    }
  }
  return tables
}

/** Plays `rounds` seeded rounds under the rules and returns the most of each count per player. */
export function mostCounts(rules: HouseRules, rounds: number, seed: number): MostCounts {
  const random = createRandom(seed)
  const most: MostCounts = { buncos: 0, minis: 0, wipeouts: 0 }
  for (let r = 0; r < rounds; r++) {
    for (const table of playRound(rules, random)) {
      for (const kind of ['buncos', 'minis', 'wipeouts'] as const)
        for (const n of Object.values(table[kind])) most[kind] = Math.max(most[kind], n)
    }
  }
  return most
}
