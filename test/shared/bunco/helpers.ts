import {
  BuncoRuleError,
  DEFAULT_RULES,
  createRandom,
  nextRound,
  openingRound,
  type HouseRules,
  type PlayedRound,
  type RoundPlan,
  type TableResult,
  type Team,
} from '../../../src/shared/bunco'

/** Player ids p1..pn. */
export function players(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `p${i + 1}`)
}

/** Rules with a few options changed. */
export function rulesWith(changes: Partial<HouseRules>): HouseRules {
  return { ...DEFAULT_RULES, ...changes }
}

/** Results where the given teams win, table by table. */
export function results(plan: RoundPlan, winners: readonly Team[]): TableResult[] {
  return plan.tables.map((t, i) => ({ table: t.table, winner: winners[i] ?? 'NS' }))
}

/** Plays a night of `rounds` rounds with seeded random winners. */
export function playNight(
  ids: readonly string[],
  rules: HouseRules,
  seed: number,
  rounds: number,
): PlayedRound[] {
  const random = createRandom(seed ^ 0x5bd1e995)
  const history: PlayedRound[] = []
  let plan = openingRound(ids, rules, seed)
  for (let r = 1; r <= rounds; r++) {
    const winners = plan.tables.map((): Team => (random.int(2) === 0 ? 'NS' : 'EW'))
    history.push({ plan, results: results(plan, winners) })
    if (r < rounds) plan = nextRound(history, rules)
  }
  return history
}

/** A plan from explicit seats, four ids per table in seat order N, E, S, W. */
export function planOf(round: number, ...tables: string[][]): RoundPlan {
  return {
    set: Math.ceil(round / 6),
    round,
    target: ((round - 1) % 6) + 1,
    seed: 7,
    play: 'team',
    tables: tables.map((ids, i) => ({
      table: i + 1,
      seats: { N: ids[0]!, E: ids[1]!, S: ids[2]!, W: ids[3]! },
    })),
  }
}

/** The set of ids sitting at a table. */
export function membersOf(plan: RoundPlan, table: number): Set<string> {
  const t = plan.tables.find((x) => x.table === table)
  return new Set(t ? Object.values(t.seats) : [])
}

/** The problems an engine call throws: each code with its parameters and place, no wording. */
export function problemsOf(
  f: () => unknown,
): { code: string; params: Record<string, string | number>; where?: object }[] {
  try {
    f()
  } catch (e) {
    if (!(e instanceof BuncoRuleError)) throw e
    return e.details.map(({ code, params, where }) =>
      where ? { code, params, where } : { code, params },
    )
  }
  return []
}

/** The codes of the problems an engine call throws. */
export function codesOf(f: () => unknown): string[] {
  return problemsOf(f).map((p) => p.code)
}
