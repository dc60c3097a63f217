import type { PlayedRound } from './types'

/** Every ghost id starts with this prefix. */
export const GHOST_PREFIX = 'ghost:'

/** True for a ghost's id (an empty seat played by its partner). */
export function isGhost(id: string): boolean {
  return id.startsWith(GHOST_PREFIX)
}

/** The id of the n-th ghost of a night. */
export function ghostId(n: number): string {
  return `${GHOST_PREFIX}${n}`
}

/** The number the next new ghost of this night gets: one more than any ghost seen so far. */
export function nextGhostNumber(history: readonly PlayedRound[]): number {
  let max = 0
  for (const played of history) {
    for (const table of played.plan.tables) {
      for (const id of Object.values(table.seats)) {
        if (!isGhost(id)) continue
        const n = Number(id.slice(GHOST_PREFIX.length))
        if (Number.isInteger(n) && n > max) max = n
      }
    }
  }
  return max + 1
}
