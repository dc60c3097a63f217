import { ghostId } from './ghosts'
import { checkPlayers } from './players'
import { createRandom, seedFrom, shuffled } from './random'
import type { HouseRules } from './rules'
import type { RoundPlan, TablePlan } from './types'

/** Turns a list of ids, four per table in seat order N, E, S, W, into table plans. */
export function toTables(ids: readonly string[]): TablePlan[] {
  const tables: TablePlan[] = []
  for (let i = 0; i < ids.length; i += 4) {
    // a literal, like every later round's seats, so the engine sees one shape of seats
    const at = (j: number): string => ids[i + j] as string
    tables.push({ table: tables.length + 1, seats: { N: at(0), E: at(1), S: at(2), W: at(3) } })
  }
  return tables
}

/** Round 1's seating: random from the seed, ghosts filling up to a multiple of 4, never two a team. */
export function openingRound(
  playerIds: readonly string[],
  rules: HouseRules,
  seed: number,
): RoundPlan {
  checkPlayers(playerIds, rules.play === 'individual')
  const nightSeed = seed >>> 0
  const random = createRandom(seedFrom(nightSeed, 'opening'))
  const players = shuffled(playerIds, random)
  const count = Math.ceil(players.length / 4)
  const slots: (string | null)[] = Array.from({ length: count * 4 }, () => null)
  const ghosts = count * 4 - players.length
  // ghost j sits at S on its table, a second ghost on the same table at W: always opponents
  const tableOrder = shuffled(
    Array.from({ length: count }, (_, i) => i),
    random,
  )
  for (let j = 0; j < ghosts; j++) {
    const table = tableOrder[j % count] as number
    slots[table * 4 + (j < count ? 2 : 3)] = ghostId(j + 1)
  }
  let next = 0
  const ids = slots.map((slot) => slot ?? (players[next++] as string))
  return { set: 1, round: 1, target: 1, seed: nightSeed, play: rules.play, tables: toTables(ids) }
}
