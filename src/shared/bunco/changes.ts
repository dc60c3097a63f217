import { BuncoRuleError, fail, problem, type BuncoProblem } from './errors'
import { isGhost } from './ghosts'
import { ghostsIn, ghostsSpread, moverIn, spreadGhosts, type GhostSpread } from './ghostSpread'
import { draftMembers, makeDraft, replaceInDraft, type Pair, type TableDraft } from './movement'
import { idProblems } from './players'
import { SEATS, type RoundPlan, type TablePlan } from './types'
import { show } from './show'

/** Guests arriving before the next round, and guests leaving after the last one. */
export interface RoundChanges {
  arrive?: readonly string[]
  leave?: readonly string[]
}

/** Checks arrivals (new to the tables) and leavers (seated now); returns them as lists. */
export function checkChanges(
  changes: RoundChanges,
  seated: ReadonlySet<string>,
): { arrive: string[]; leave: string[] } {
  const arrive = [...(changes.arrive ?? [])]
  const leave = [...(changes.leave ?? [])]
  const problems: BuncoProblem[] = idProblems(arrive, 'arrive')
  for (const id of arrive) {
    if (seated.has(id))
      problems.push(problem('changes.alreadySeated', { player: id }, { field: 'arrive' }))
  }
  const gone = new Set<string>()
  for (const id of leave) {
    if (typeof id !== 'string' || !seated.has(id)) {
      problems.push(problem('changes.notSeated', { player: show(id) }, { field: 'leave' }))
    } else if (gone.has(id)) {
      problems.push(problem('changes.leaveTwice', { player: id }, { field: 'leave' }))
    } else gone.add(id)
  }
  if (problems.length > 0) throw new BuncoRuleError('invalid-changes', problems)
  return { arrive, leave }
}

function realIn(draft: TableDraft): string[] {
  return draftMembers(draft).filter((id) => !isGhost(id))
}

/** Opens tables for arrivals, closes tables ghosts have emptied, and fills ghost seats. */
export function resizeDrafts(
  drafts: readonly TableDraft[],
  arrivals: readonly string[],
  newGhost: () => string,
  how: GhostSpread = 'even',
): TableDraft[] {
  let real = arrivals.length
  drafts.forEach((d) => (real += realIn(d).length))
  if (real < 2) fail('invalid-changes', 'changes.tooFew', { count: real })
  const want = Math.max(1, Math.ceil(real / 4))
  // most rounds nobody comes, no table closes and the ghosts are spread: nothing to do
  if (arrivals.length === 0 && want === drafts.length && ghostsSpread(drafts, how))
    return [...drafts]
  const out = drafts
    .slice(0, want)
    .map((d) => makeDraft(d.table, d.stayers, d.arrivals, d.fresh, d.rotate))
  // players of closed bottom tables go first, to the ghost seats nearest them
  const waiting = drafts.slice(want).flatMap(realIn)
  let queue = [...arrivals]
  const opened = want - out.length
  for (let i = 0; i < opened; i++) {
    const later = opened - i - 1
    const take = Math.max(0, Math.min(4, queue.length - 2 * later))
    const members = queue.slice(0, take)
    queue = queue.slice(take)
    while (members.length < 2) {
      // a lone arrival needs company: the fewest moves is one player from the table above
      const above = out[out.length - 1] as TableDraft
      const mover = moverIn(above)
      if (mover === undefined) break
      out[out.length - 1] = replaceInDraft(above, mover, newGhost())
      members.push(mover)
    }
    while (members.length < 4) members.push(newGhost())
    const [a, b, c, d] = members as [string, string, string, string]
    const arrivalsPairs: Pair[] = [
      [a, c],
      [b, d],
    ]
    out.push(makeDraft(out.length + 1, null, arrivalsPairs, true))
  }
  queue = [...waiting, ...queue]
  for (let k = out.length - 1; k >= 0 && queue.length > 0; k--) {
    for (const ghost of ghostsIn(out[k] as TableDraft)) {
      const id = queue.shift()
      if (id === undefined) break
      out[k] = replaceInDraft(out[k] as TableDraft, ghost, id)
    }
  }
  return spreadGhosts(out, how)
}

/**
 * Seats a guest who walks in before any result of the round is in: they take a ghost's seat in
 * this round's seating (null when no seat is empty), the lowest table first; under `even`, at a
 * table with the most ghosts, so ghosts spread before stay spread.
 */
export function seatArrival(
  plan: RoundPlan,
  player: string,
  how: GhostSpread = 'even',
): RoundPlan | null {
  const ghosts = plan.tables.map((t) => SEATS.filter((s) => isGhost(t.seats[s])).length)
  const most = how === 'even' ? Math.max(0, ...ghosts) : null
  for (let i = plan.tables.length - 1; i >= 0; i--) {
    const table = plan.tables[i] as TablePlan
    const seat = SEATS.find((s) => isGhost(table.seats[s]))
    if (seat === undefined || (most !== null && ghosts[i] !== most)) continue
    const tables = plan.tables.map((t, k) =>
      k === i ? { table: t.table, seats: { ...t.seats, [seat]: player } } : t,
    )
    return { ...plan, tables }
  }
  return null
}
