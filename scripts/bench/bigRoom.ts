// `npm run bench -- big-room`: 300 guests in 25 groups of 3 tables for 18 rounds through the real
// services; each commit's time to the next seating saved and its view built, and partner variety
// inside a group against the same group of 12 played as a night of its own.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainContext } from '../../src/main/context'
import {
  createRandom,
  isGhost,
  nextRound,
  openingRound,
  validateRules,
  type PlayedRound,
  type RoundPlan,
} from '../../src/shared/bunco'
import type { NightView } from '../../src/shared/views'
import {
  addPeople,
  must,
  randomResults,
  startNight,
  type Call,
} from '../../test/drivers/night-driver'

const GUESTS = 300
const GROUPS = 25
const SETS = 3
const ROUNDS = SETS * 6
const SEED = 38

function partners(plan: RoundPlan): Map<string, string> {
  const out = new Map<string, string>()
  for (const { seats } of plan.tables)
    for (const [a, b] of [
      [seats.N, seats.S],
      [seats.E, seats.W],
    ] as const) {
      out.set(a, b)
      out.set(b, a)
    }
  return out
}

/** The mean over real players of the distinct real partners each met. */
function meanDistinct(plans: readonly RoundPlan[]): number {
  const met = new Map<string, Set<string>>()
  for (const plan of plans)
    for (const [a, b] of partners(plan)) {
      if (isGhost(a) || isGhost(b)) continue
      met.set(a, (met.get(a) ?? new Set()).add(b))
    }
  const counts = [...met.values()].map((s) => s.size)
  return counts.reduce((sum, n) => sum + n, 0) / Math.max(counts.length, 1)
}

/** Partners seated together two rounds running, counted once a pair. */
function backToBack(plans: readonly RoundPlan[]): number {
  let count = 0
  for (let r = 1; r < plans.length; r++) {
    const before = partners(plans[r - 1] as RoundPlan)
    for (const [a, b] of partners(plans[r] as RoundPlan))
      if (a < b && !isGhost(a) && !isGhost(b) && before.get(a) === b) count++
  }
  return count
}

/** Tables with two or more ghosts in a round that had no more ghosts than tables. */
function ghostPilesUp(plans: readonly RoundPlan[]): number {
  let count = 0
  for (const plan of plans) {
    const ghosts = plan.tables.map((t) => Object.values(t.seats).filter(isGhost).length)
    const total = ghosts.reduce((s, n) => s + n, 0)
    if (total <= plan.tables.length) count += ghosts.filter((n) => n >= 2).length
  }
  return count
}

/** One group of 12 played as a night of its own with the engine, random results. */
function ownNight(seed: number): RoundPlan[] {
  const rules = validateRules({ sets: SETS })
  const ids = Array.from({ length: 12 }, (_, i) => `p${i + 1}`)
  const random = createRandom(seed)
  const history: PlayedRound[] = []
  let plan = openingRound(ids, rules, seed)
  for (let r = 1; r <= ROUNDS; r++) {
    history.push({ plan, results: randomResults(plan, random) })
    if (r < ROUNDS) plan = nextRound(history, rules)
  }
  return history.map((p) => p.plan)
}

function p95(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN
}

/** Runs the benchmark and returns its JSON figures. */
export default async function run(): Promise<Record<string, unknown>> {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-bench-big-room-'))
  const ctx = createMainContext({
    dataFolder: folder,
    locales: ['en-US'],
    version: 'bench',
    backupEachRound: false,
  })
  try {
    const call: Call = (name, args) => ctx.dispatch(name, args)
    const ids = await addPeople(call, GUESTS)
    const rules = { sets: SETS, groups: GROUPS }
    let view = await startNight(call, ids, { seed: SEED, rules })
    const random = createRandom(SEED)
    const plans: RoundPlan[] = []
    const groupsOf: number[][] = []
    const times: number[] = []
    for (let r = 1; r <= ROUNDS; r++) {
      const plan = view.current?.plan
      if (!plan) throw new Error(`no round ${r}`)
      plans.push(plan)
      groupsOf.push(view.tableGroups)
      const start = performance.now()
      view = await must<NightView>(call, 'night:commitRound', {
        nightId: view.id,
        round: plan.round,
        results: randomResults(plan, random),
      })
      // the last commit seats nobody: only commits that seat a round are timed
      if (r < ROUNDS) times.push(performance.now() - start)
    }
    const inGroup = meanDistinct(plans)
    const own = Array.from({ length: GROUPS }, (_, g) => meanDistinct(ownNight(SEED + g)))
    const ownMean = own.reduce((s, n) => s + n, 0) / own.length
    const relative = (inGroup - ownMean) / ownMean
    console.error(
      JSON.stringify({
        groupsSeen: [...new Set(groupsOf.flat())].length,
        meanDistinctOwnNight: Number(ownMean.toFixed(3)),
        relativeDifference: Number(relative.toFixed(4)),
        nextRoundMsMedian: Number([...times].sort((a, b) => a - b)[times.length >> 1]?.toFixed(2)),
      }),
    )
    return {
      bench: 'bigRoom',
      guests: GUESTS,
      groups: GROUPS,
      rounds: ROUNDS,
      nextRoundMsP95: Number(p95(times).toFixed(2)),
      meanDistinctInGroup: Number(inGroup.toFixed(3)),
      backToBack: backToBack(plans),
      ghostPilesUp: ghostPilesUp(plans),
    }
  } finally {
    ctx.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
