// Who did the night's last Bunco, or last passed the traveling die to themselves: one answer per
// round, and the fact it rests on, so that two prizes asking the same question ask it once.
import { realPlayers } from './ghosts'
import type { HouseRules } from './rules'
import type { PlayedRound, TableResult } from './types'

/** The prizes decided by who did something last. */
export type LastPrize = 'lastBunco' | 'travelingDie'

/** The players who did it last, and the question a tie among them asks, when it is shared. */
export interface LastOnes {
  players: string[]
  /**
   * `bunco@<round>` when the answer is who rolled the last Bunco of that round (Last Bunco, and
   * the traveling die when it passes on a Bunco): the same fact for both prizes. Null otherwise.
   */
  fact: string | null
}

function travelCounts(
  result: TableResult,
  target: number,
  rules: HouseRules,
): Record<string, number> {
  if (result.travels !== undefined) return result.travels
  const passOn = rules.travelingDie.passOn
  return passOn === 'bunco' || passOn === target ? (result.buncos ?? {}) : {}
}

/** Whether the die moves in this round exactly as its Buncos do (no three of a kind counted apart). */
function dieFollowsBuncos(played: PlayedRound, rules: HouseRules): boolean {
  const passOn = rules.travelingDie.passOn
  if (passOn !== 'bunco' && passOn !== played.plan.target) return false
  return played.dieHolder === undefined && played.results.every((r) => r.travels === undefined)
}

/** The last round's eligible players who rolled a Bunco (or passed the traveling die to themselves). */
export function lastOnes(
  history: readonly PlayedRound[],
  prize: LastPrize,
  rules: HouseRules,
  eligible: ReadonlySet<string>,
): LastOnes {
  for (let i = history.length - 1; i >= 0; i--) {
    const played = history[i]
    if (played === undefined) continue
    const buncos = prize === 'lastBunco' || dieFollowsBuncos(played, rules)
    // who rolled last, where the host said so: the same answer for the die that follows Buncos
    const stated = buncos ? played.lastBunco : played.dieHolder
    if (stated !== undefined && eligible.has(stated)) return { players: [stated], fact: null }
    const who = new Set<string>()
    for (const result of played.results) {
      const counts = buncos
        ? (result.buncos ?? {})
        : travelCounts(result, played.plan.target, rules)
      for (const [id, n] of Object.entries(counts)) if (n > 0 && eligible.has(id)) who.add(id)
    }
    if (who.size > 0) return { players: [...who], fact: buncos ? `bunco@${i}` : null }
  }
  return { players: [], fact: null }
}

/**
 * Who holds the traveling die now, as its prize would be decided: the player it was passed to
 * in the open round, else whoever last rolled its trigger (several when they did so in the same
 * round); none when the die is not used or has not moved yet.
 */
export function dieHolders(
  history: readonly PlayedRound[],
  rules: HouseRules,
  passedThisRound?: string,
): string[] {
  if (!rules.travelingDie.enabled) return []
  if (passedThisRound !== undefined) return [passedThisRound]
  const everyone = new Set(history.flatMap((r) => realPlayers(r.plan)))
  return lastOnes(history, 'travelingDie', rules, everyone).players
}
