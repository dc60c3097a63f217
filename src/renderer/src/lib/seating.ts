import { isGhost, type RoundPlan, type Seat } from '@shared/bunco'

/** Where each player sat in the previous round (table number), to show "from table 2". */
export function previousTables(previous: RoundPlan | null): Map<string, number> {
  const at = new Map<string, number>()
  for (const t of previous?.tables ?? []) {
    for (const id of Object.values(t.seats)) if (!isGhost(id)) at.set(id, t.table)
  }
  return at
}

/** The table a player sits at in a plan, or null. */
export function tableOf(plan: RoundPlan | null | undefined, player: string): number | null {
  for (const t of plan?.tables ?? []) {
    if (Object.values(t.seats).includes(player)) return t.table
  }
  return null
}

/** Seats in the order a card draws them: N top, W left, E right, S bottom. */
export const CARD_SEATS: readonly Seat[] = ['N', 'W', 'E', 'S']

/** How a player moved between rounds: up toward the head table (table 1), down, or stayed. */
export type Move = 'up' | 'down' | 'stays'

/** The move from table `before` to table `now`; lower numbers are nearer the head table. */
export function moveBetween(before: number, now: number): Move {
  return now < before ? 'up' : now > before ? 'down' : 'stays'
}
