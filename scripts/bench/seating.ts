import { isGhost } from '../../src/shared/bunco/ghosts'
import { planNextRound } from '../../src/shared/bunco/nextRound'
import { openingRound } from '../../src/shared/bunco/opening'
import { draftMembers } from '../../src/shared/bunco/movement'
import { layoutsOf, preferredLayouts, seatsFor } from '../../src/shared/bunco/pairing'
import { chooseSeating, type SeatingChooser } from '../../src/shared/bunco/seating'
import { createRandom, seedFrom } from '../../src/shared/bunco/random'
import {
  DEFAULT_RULES,
  type HouseRules,
  type Movement,
  type PartnerRule,
} from '../../src/shared/bunco/rules'
import type { PlayedRound, RoundPlan, TableResult } from '../../src/shared/bunco/types'

interface Figures {
  meanDistinct: number
  worstRepeat: number
  backToBack: number
}

const ROTATIONS: readonly Movement[] = ['losersMove', 'winnersMove']

const CONFIGS: readonly [string, number, number][] = [
  ['12x24', 12, 24],
  ['12x6', 12, 6],
  ['16x24', 16, 24],
  ['24x24', 24, 24],
]

// the baseline: any allowed split, picked at random, still never last round's partner
const randomSplit: SeatingChooser = (drafts, ctx) =>
  drafts.map((draft) => {
    const ids = draftMembers(draft)
    const layouts = layoutsOf(draft)
    const pool = preferredLayouts(
      draft,
      ids.map((id) => ctx.stats.no(id)),
      ctx,
    )
    return seatsFor(ids, layouts[pool[ctx.random.int(pool.length)] ?? 0]!)
  })

function pairs(plan: RoundPlan): [string, string][] {
  return plan.tables.flatMap(({ seats }) => [
    [seats.N, seats.S] as [string, string],
    [seats.E, seats.W] as [string, string],
  ])
}

function night(
  players: number,
  rounds: number,
  partners: PartnerRule,
  chooser: SeatingChooser,
  seed: number,
  movement: Movement,
): { distinct: number[]; worst: number; backToBack: number } {
  const rules: HouseRules = { ...DEFAULT_RULES, sets: rounds / 6, partners, movement }
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`)
  const dice = createRandom(seedFrom(seed, 'winners'))
  const history: PlayedRound[] = []
  let plan = openingRound(ids, rules, seed)
  for (let r = 1; r <= rounds; r++) {
    const results: TableResult[] = plan.tables.map((t) => ({
      table: t.table,
      winner: dice.int(2) === 0 ? 'NS' : 'EW',
    }))
    history.push({ plan, results })
    if (r < rounds) plan = planNextRound(history, rules, {}, chooser)
  }
  const met = new Map<string, Set<string>>()
  const counts = new Map<string, number>()
  let backToBack = 0
  let previous = new Set<string>()
  for (const { plan: p } of history) {
    const now = new Set<string>()
    for (const [a, b] of pairs(p)) {
      if (isGhost(a) || isGhost(b)) continue
      const key = a < b ? `${a}|${b}` : `${b}|${a}`
      now.add(key)
      if (previous.has(key)) backToBack++
      counts.set(key, (counts.get(key) ?? 0) + 1)
      met.set(a, (met.get(a) ?? new Set()).add(b))
      met.set(b, (met.get(b) ?? new Set()).add(a))
    }
    previous = now
  }
  return {
    distinct: ids.map((id) => met.get(id)?.size ?? 0),
    worst: Math.max(...counts.values()),
    backToBack,
  }
}

function measure(
  partners: PartnerRule,
  chooser: SeatingChooser,
  nights: number,
  only: readonly string[],
  movement: Movement = 'progressive',
): Record<string, Figures> {
  const out: Record<string, Figures> = {}
  for (const [name, players, rounds] of CONFIGS) {
    if (!only.includes(name)) continue
    let sum = 0
    let n = 0
    let worst = 0
    let backToBack = 0
    for (let i = 0; i < nights; i++) {
      const r = night(players, rounds, partners, chooser, seedFrom('bench', name, i), movement)
      for (const d of r.distinct) sum += d
      n += r.distinct.length
      worst = Math.max(worst, r.worst)
      backToBack += r.backToBack
    }
    out[name] = {
      meanDistinct: Math.round((sum / n) * 1000) / 1000,
      worstRepeat: worst,
      backToBack,
    }
  }
  return out
}

function option(argv: readonly string[], name: string): string | undefined {
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
}

/**
 * Partner variety over 1,000 seeded random nights for mix, classic and a random-split baseline
 * (progressive movement); `mix` also holds a row per rotation movement (losersMove, winnersMove).
 */
export default async function (argv: string[]): Promise<Record<string, unknown>> {
  const nights = Number(option(argv, 'nights') ?? 1000)
  const only = option(argv, 'configs')?.split(',') ?? CONFIGS.map((c) => c[0])
  const strategies = option(argv, 'strategies')?.split(',') ?? ['mix', 'classic', 'randomSplit']
  const out: Record<string, unknown> = { bench: 'seating' }
  if (strategies.includes('mix')) {
    // the rotation movements, where a team stays at every table, reported beside the others
    const rotations = Object.fromEntries(
      ROTATIONS.map((m) => [m, measure('mix', chooseSeating, nights, only, m)]),
    )
    out.mix = { ...measure('mix', chooseSeating, nights, only), ...rotations }
  }
  if (strategies.includes('classic')) out.classic = measure('classic', chooseSeating, nights, only)
  if (strategies.includes('randomSplit'))
    out.randomSplit = measure('mix', randomSplit, nights, only)
  if (nights !== 1000) out.nights = nights
  return out
}
