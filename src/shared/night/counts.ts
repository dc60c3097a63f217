// The counts on a table's result checked against what the rules can produce: impossible ones
// are refused in words, unusual ones wait for the host's confirmation.
import {
  COUNTED_ROLLS,
  USUAL_MOST,
  buncoStopsAll,
  mostPossible,
  type CountedRoll,
  type HouseRules,
  type RoundPlan,
  type TableResult,
} from '../bunco'
import { refuse } from './fail'

const NOUN: Record<CountedRoll, string> = { buncos: 'Buncos', minis: 'Minis', wipeouts: 'Wipeouts' }

/**
 * Refuses a result whose counts the rules cannot produce (a wipeout with wipeouts off, two
 * Buncos where a Bunco ends the round…), and one with a count beyond USUAL_MOST unless the host
 * confirmed it. Throws a host-readable error naming the player, the count and the limit.
 */
export function checkCounts(
  rules: HouseRules,
  plan: Pick<RoundPlan, 'round' | 'target'>,
  result: TableResult,
): void {
  const face = plan.target
  for (const kind of COUNTED_ROLLS) {
    const limit = mostPossible(rules, face, kind)
    for (const [player, count] of Object.entries(result[kind] ?? {})) {
      if (limit === null || count <= limit.most) continue
      const params = { player, count, most: limit.most, round: plan.round, target: rules.target }
      const key = limit.reason === 'target' ? `count.target${NOUN[kind]}` : `count.${limit.reason}`
      refuse(key, params, 'invalid-args')
    }
  }
  const buncos = Object.values(result.buncos ?? {}).reduce((a, b) => a + b, 0)
  if (buncoStopsAll(rules) && buncos > 1) {
    refuse('count.tableBuncoEnds', { table: result.table, count: buncos }, 'invalid-args')
  }
  if (result.unusualConfirmed === true) return
  const unusual = unusualCount(result)
  if (unusual) {
    const { kind, player, count } = unusual
    refuse(`count.unusual${NOUN[kind]}`, { player, count, most: USUAL_MOST[kind] })
  }
}

/**
 * The first count on a result beyond what simulated rounds ever gave (possible, but unusual: the
 * host confirms it); null when there is none. Whether it is possible at all is checkCounts' say.
 */
export function unusualCount(
  result: TableResult,
): { kind: CountedRoll; player: string; count: number } | null {
  for (const kind of COUNTED_ROLLS) {
    for (const [player, count] of Object.entries(result[kind] ?? {})) {
      if (count > USUAL_MOST[kind]) return { kind, player, count }
    }
  }
  return null
}
