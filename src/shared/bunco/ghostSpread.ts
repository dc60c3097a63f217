import { isGhost } from './ghosts'
import { draftMembers, replaceInDraft, type TableDraft } from './movement'

/**
 * How ghosts are kept apart between rounds: `even` (a night from this version on) never lets a
 * table have two ghosts more than another; `crowded` (nights begun before) only breaks up a table
 * of three ghosts. A night keeps the rule it began with, so its saved rounds replay as drawn.
 */
export type GhostSpread = 'even' | 'crowded'

/** The ghosts in a draft, in seating order. */
export function ghostsIn(draft: TableDraft): string[] {
  return draftMembers(draft).filter(isGhost)
}

/** A real player who can move away: an arriving one first, since they move anyway. */
export function moverIn(draft: TableDraft): string | undefined {
  const order = draft.rotate
    ? draftMembers(draft)
    : [...draft.arrivals.flat(), ...(draft.stayers ?? [])]
  return order.find((id) => !isGhost(id))
}

/** Whether the drafts' ghosts already sit as `how` wants them. */
export function ghostsSpread(drafts: readonly TableDraft[], how: GhostSpread): boolean {
  const counts = drafts.map((d) => ghostsIn(d).length)
  if (how === 'crowded') return counts.every((n) => n <= 2)
  return unevenPair(counts) === null
}

/**
 * The nearest two tables (by index) whose ghost counts differ by two or more, the one with
 * more ghosts first; the lower table of equally near pairs. Null when the ghosts are spread.
 */
export function unevenPair(ghosts: readonly number[]): { full: number; thin: number } | null {
  let best: { full: number; thin: number } | null = null
  let distance = Infinity
  for (let full = 0; full < ghosts.length; full++) {
    for (let thin = ghosts.length - 1; thin >= 0; thin--) {
      if ((ghosts[full] ?? 0) - (ghosts[thin] ?? 0) < 2) continue
      const d = Math.abs(full - thin)
      if (d < distance) {
        best = { full, thin }
        distance = d
      }
    }
  }
  return best
}

/** One trade: a ghost of table `full` and a player of table `thin` change places. */
function trade(out: TableDraft[], full: number, thin: number): boolean {
  const ghost = ghostsIn(out[full] as TableDraft)[0] as string
  const mover = moverIn(out[thin] as TableDraft)
  if (mover === undefined) return false
  out[thin] = replaceInDraft(out[thin] as TableDraft, mover, ghost)
  out[full] = replaceInDraft(out[full] as TableDraft, ghost, mover)
  return true
}

/**
 * Keeps ghosts spread as round 1 seats them: while a table has two ghosts more than another, a
 * ghost of the fuller table trades places with a player of the nearest table with fewest ghosts
 * (an arriving player first). Each trade moves one player one step from where the movement rule
 * put them; two people never play a round with two ghosts while others are full.
 */
export function spreadGhosts(drafts: readonly TableDraft[], how: GhostSpread): TableDraft[] {
  const out = [...drafts]
  if (how === 'crowded') return thinCrowded(out)
  for (;;) {
    const pair = unevenPair(out.map((d) => ghostsIn(d).length))
    if (pair === null || !trade(out, pair.full, pair.thin)) return out
  }
}

/** The rule of nights begun before `even`: a table of 3 ghosts trades with the nearest of none. */
function thinCrowded(out: TableDraft[]): TableDraft[] {
  for (let k = 0; k < out.length; k++) {
    while (ghostsIn(out[k] as TableDraft).length > 2) {
      const near = out
        .map((d, i) => ({ d, i }))
        .filter(({ d, i }) => i !== k && ghostsIn(d).length === 0)
        .sort((x, y) => Math.abs(x.i - k) - Math.abs(y.i - k) || y.i - x.i)[0]
      if (near === undefined || !trade(out, k, near.i)) break
    }
  }
  return out
}
