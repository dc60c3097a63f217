import { SEATS, type PlayedRound, type RoundPlan, type Seat, type TablePlan } from './types'

/** Every ghost id starts with this prefix. */
export const GHOST_PREFIX = 'ghost:'

/** True for a ghost's id (an empty seat played by its partner). */
export function isGhost(id: string): boolean {
  return id.startsWith(GHOST_PREFIX)
}

/** The real players of a round's seating (ghosts left out), table by table. */
export function realPlayers(plan: Pick<RoundPlan, 'tables'>): string[] {
  return plan.tables.flatMap((t) => Object.values(t.seats)).filter((id) => !isGhost(id))
}

/** The id of the n-th ghost of a night. */
export function ghostId(n: number): string {
  return `${GHOST_PREFIX}${n}`
}

// plans are never mutated, so a plan's highest ghost number is worked out once
const highest = new WeakMap<RoundPlan, number>()

function highestGhost(plan: RoundPlan): number {
  let max = highest.get(plan)
  if (max !== undefined) return max
  max = 0
  for (let t = 0; t < plan.tables.length; t++) {
    const { seats } = plan.tables[t] as TablePlan
    for (let s = 0; s < SEATS.length; s++) {
      const id = seats[SEATS[s] as Seat]
      if (!isGhost(id)) continue
      const n = Number(id.slice(GHOST_PREFIX.length))
      if (Number.isInteger(n) && n > max) max = n
    }
  }
  highest.set(plan, max)
  return max
}

/** The number the next new ghost of this night gets: one more than any ghost seen so far. */
export function nextGhostNumber(history: readonly PlayedRound[]): number {
  let max = 0
  history.forEach((played) => (max = Math.max(max, highestGhost(played.plan))))
  return max + 1
}
