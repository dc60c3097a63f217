import { checkChanges, resizeDrafts, type RoundChanges } from './changes'
import type { GhostSpread } from './ghostSpread'
import { fail } from './errors'
import { ghostId, isGhost, nextGhostNumber } from './ghosts'
import { checkHistory } from './history'
import { draftMembers, moveTeams, type TableDraft } from './movement'
import { createRandom, seedFrom } from './random'
import { faceOfRound, roundsInNight, setOfRound, type HouseRules } from './rules'
import { chooseSeating, type SeatingChooser } from './seating'
import { historyStats } from './stats'
import { SEATS, type PlayedRound, type RoundPlan, type Seat, type TablePlan } from './types'

function mapSeats(seats: Record<Seat, string>, f: (id: string) => string): Record<Seat, string> {
  return { N: f(seats.N), E: f(seats.E), S: f(seats.S), W: f(seats.W) }
}

function seatedIn(plan: RoundPlan): Set<string> {
  const seated = new Set<string>()
  for (const { seats } of plan.tables) {
    for (const seat of SEATS) if (!isGhost(seats[seat])) seated.add(seats[seat])
  }
  return seated
}

function individualTables(table: TablePlan, arrive: readonly string[]): TablePlan[] {
  const queue = [...arrive]
  const seats = mapSeats(table.seats, (id) =>
    isGhost(id) && queue.length > 0 ? (queue.shift() as string) : id,
  )
  const real = SEATS.filter((s) => !isGhost(seats[s])).length
  if (queue.length > 0 || real < 2) {
    fail('invalid-changes', 'changes.individualCount', { count: real + queue.length })
  }
  return [{ table: 1, seats }]
}

/** nextRound with a custom partner chooser (benchmarks compare choosers with the same moves). */
export function planNextRound(
  history: readonly PlayedRound[],
  rules: HouseRules,
  changes: RoundChanges = {},
  chooser: SeatingChooser = chooseSeating,
  ghosts: GhostSpread = 'even',
): RoundPlan {
  const last = history[history.length - 1]
  if (last === undefined) fail('invalid-history', 'history.empty')
  checkHistory(history)
  const { plan } = last
  const total = roundsInNight(rules)
  if (plan.round >= total) fail('night-over', 'night.over', { rounds: total })
  const round = plan.round + 1
  // who is seated matters only to check arrivals and leavers
  const some = (changes.arrive?.length ?? 0) + (changes.leave?.length ?? 0) > 0
  const { arrive, leave } = checkChanges(changes, some ? seatedIn(plan) : new Set())
  let ghostNo = nextGhostNumber(history)
  const newGhost = (): string => ghostId(ghostNo++)
  const leaving = new Set(leave)
  // a leaver's seat is played by a new ghost, who moves as the leaver would have
  const tables =
    leaving.size === 0
      ? plan.tables
      : plan.tables.map((t) => ({
          table: t.table,
          seats: mapSeats(t.seats, (id) => (leaving.has(id) ? newGhost() : id)),
        }))
  // a literal in openingRound's key order, so every plan has one shape
  const planWith = (tables: TablePlan[]): RoundPlan => ({
    set: setOfRound(round),
    round,
    target: faceOfRound(round),
    seed: plan.seed,
    play: plan.play,
    tables,
  })
  if (plan.play === 'individual') {
    return planWith(individualTables(tables[0] as TablePlan, arrive))
  }
  const moved = moveTeams(tables, last.results, rules.movement)
  const drafts = resizeDrafts(moved, arrive, newGhost, ghosts)
  const stats = historyStats(history)
  let realCount = 0
  for (let k = 0; k < drafts.length; k++) {
    const ids = draftMembers(drafts[k] as TableDraft)
    for (let i = 0; i < ids.length; i++) if (!isGhost(ids[i] as string)) realCount++
  }
  const random = createRandom(seedFrom(plan.seed, 'round', round))
  const before = history[history.length - 2]?.plan
  const earlier = before && before.tables.length === 1 ? (before.tables[0]?.seats ?? null) : null
  const ctx = {
    stats,
    partners: rules.partners,
    movement: rules.movement,
    random,
    realCount,
    earlier,
  }
  const seats = chooser(drafts, ctx)
  return planWith(
    drafts.map((d, i) => ({ table: d.table, seats: seats[i] as Record<Seat, string> })),
  )
}

/**
 * The next round's seating from the night so far (RULES.md sections 5–7); deterministic. A night
 * begun before ghosts were kept evenly spread passes `crowded` and replays as it was drawn.
 */
export function nextRound(
  history: readonly PlayedRound[],
  rules: HouseRules,
  changes: RoundChanges = {},
  ghosts: GhostSpread = 'even',
): RoundPlan {
  return planNextRound(history, rules, changes, chooseSeating, ghosts)
}
