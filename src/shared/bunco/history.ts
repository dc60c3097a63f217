import { BuncoRuleError, type BuncoProblem } from './errors'
import { isGhost } from './ghosts'
import { faceOfRound, setOfRound } from './rules'
import { show } from './validateRules'
import {
  SEATS,
  type PlayedRound,
  type RoundPlan,
  type Seat,
  type TablePlan,
  type TableResult,
} from './types'

const TEAMS = ['NS', 'EW']
const COUNT_FIELDS = ['buncos', 'minis', 'wipeouts', 'travels'] as const

function isCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0
}

/** Problems with a seating plan: table numbers, empty or doubled seats, round numbering. */
export function planProblems(plan: RoundPlan, at: string): BuncoProblem[] {
  const problems: BuncoProblem[] = []
  const say = (message: string): void =>
    void problems.push({ field: at, message: `${at}: ${message}` })
  if (!Number.isInteger(plan.round) || plan.round < 1)
    say(`round must be 1 or more, got ${show(plan.round)}`)
  else if (plan.set !== setOfRound(plan.round) || plan.target !== faceOfRound(plan.round)) {
    say(
      `round ${plan.round} is set ${setOfRound(plan.round)}, rolling for ${faceOfRound(plan.round)}s`,
    )
  }
  if (plan.tables.length === 0) say('the plan has no tables')
  if (plan.play === 'individual' && plan.tables.length !== 1) say('individual play uses one table')
  const seen = new Set<string>()
  plan.tables.forEach((table, i) => {
    if (table.table !== i + 1) say(`tables must be numbered 1 to ${plan.tables.length} in order`)
    for (let s = 0; s < SEATS.length; s++) {
      const seat = SEATS[s] as Seat
      const id = table.seats[seat]
      // a repeat is spotted by the size not growing: one Set operation per seat, not two
      if (typeof id !== 'string' || id === '') say(`table ${table.table} seat ${seat} is empty`)
      else if (seen.size === seen.add(id).size) say(`${show(id)} sits at two seats`)
    }
    if (plan.play === 'team') {
      if (isGhost(table.seats.N) && isGhost(table.seats.S))
        say(`table ${table.table}: team NS is two ghosts`)
      if (isGhost(table.seats.E) && isGhost(table.seats.W))
        say(`table ${table.table}: team EW is two ghosts`)
    }
  })
  return problems
}

function seatedAt(seats: Record<Seat, string>, id: string): boolean {
  return seats.N === id || seats.E === id || seats.S === id || seats.W === id
}

/** Problems with a result's per-player counts, each field and message still to be prefixed. */
function countsProblems(result: TableResult, seats: Record<Seat, string>): BuncoProblem[] {
  const problems: BuncoProblem[] = []
  for (let f = 0; f < COUNT_FIELDS.length; f++) {
    const field = COUNT_FIELDS[f] as (typeof COUNT_FIELDS)[number]
    const counts = result[field]
    if (counts === undefined) continue
    for (const [id, n] of Object.entries(counts)) {
      if (!seatedAt(seats, id)) {
        problems.push({ field, message: `unknown player ${show(id)} in ${field}` })
      } else if (!isCount(n)) {
        const message = `${field} for ${show(id)} must be a whole number 0 or more, got ${show(n)}`
        problems.push({ field, message })
      }
    }
  }
  return problems
}

/** Problems with a result's winner and points, each message still to be prefixed. */
function winnerProblems(
  plan: RoundPlan,
  result: TableResult,
  seats: Record<Seat, string>,
): string[] {
  const out: string[] = []
  const w: unknown = result.winner
  if (plan.play === 'team') {
    if (Array.isArray(w))
      out.push(`two winners given (${show(w)}); give exactly one team, 'NS' or 'EW'`)
    else if (w === undefined) out.push(`no winner given; give the winning team, 'NS' or 'EW'`)
    else if (!TEAMS.includes(w as string)) out.push(`winner must be 'NS' or 'EW', got ${show(w)}`)
    const p = result.points
    if (p !== undefined) {
      if (!isCount(p.NS) || !isCount(p.EW))
        out.push(`points must be whole numbers 0 or more, got ${show(p)}`)
      else if (p.NS === p.EW && result.rollOff !== true)
        out.push(`points are tied ${p.NS}–${p.EW}, so a roll-off must be marked`)
      else if (p.NS !== p.EW && (w === 'NS') !== p.NS > p.EW)
        out.push(`winner ${show(w)} has fewer points (${show(p)})`)
    }
  } else {
    if (Array.isArray(w)) out.push(`two winners given (${show(w)}); give the winner's seat`)
    else if (w === undefined) out.push(`no winner given; give the winner's seat`)
    else if (!SEATS.includes(w as Seat))
      out.push(`winner must be a seat N, E, S or W, got ${show(w)}`)
    else if (isGhost(seats[w as Seat])) out.push(`winner seat ${w as string} is empty`)
  }
  return out
}

// built only for a problem: most rounds have none
function tableLabel(at: string, result: TableResult): string {
  return `${at} table ${show(result.table)}`
}

/** Problems with one played round's results: unknown tables, missing or doubled winners, counts. */
export function resultProblems(played: PlayedRound, at: string): BuncoProblem[] {
  const { plan, results } = played
  const problems: BuncoProblem[] = []
  const byTable = new Map<number, TablePlan>()
  plan.tables.forEach((t) => byTable.set(t.table, t))
  const done = new Set<number>()
  // indexed loops here and above: the newest round is checked on every commit, often while cold
  for (let r = 0; r < results.length; r++) {
    const result = results[r] as TableResult
    const table = byTable.get(result.table)
    if (table === undefined) {
      const message = `${at}: result for table ${show(result.table)}, but the round has tables 1 to ${plan.tables.length}`
      problems.push({ field: at, message })
      continue
    }
    if (done.has(result.table)) {
      const label = tableLabel(at, result)
      problems.push({ field: label, message: `${label}: two results for the same table` })
      continue
    }
    done.add(result.table)
    const winner = winnerProblems(plan, result, table.seats)
    const counts = countsProblems(result, table.seats)
    if (winner.length + counts.length > 0) {
      const label = tableLabel(at, result)
      winner.forEach((m) => problems.push({ field: label, message: `${label}: ${m}` }))
      counts.forEach(({ field, message }) =>
        problems.push({ field: `${label}.${field}`, message: `${label}: ${message}` }),
      )
    }
  }
  plan.tables.forEach(({ table }) => {
    if (!done.has(table))
      problems.push({ field: at, message: `${at}: table ${table} has no result` })
  })
  for (const field of ['lastBunco', 'dieHolder'] as const) {
    const id = played[field]
    if (id !== undefined && (!plan.tables.some((t) => seatedAt(t.seats, id)) || isGhost(id))) {
      problems.push({
        field: `${at}.${field}`,
        message: `${at}: unknown player ${show(id)} as ${field}`,
      })
    }
  }
  return problems
}

// A played round is never changed in place (a corrected round is a new object), so a round found
// sound need not be checked again; its parts are compared too, in case one was swapped.
const sound = new WeakMap<PlayedRound, Readonly<PlayedRound>>()

function checkedBefore(played: PlayedRound): boolean {
  const c = sound.get(played)
  return (
    c?.plan === played.plan &&
    c.results === played.results &&
    c.lastBunco === played.lastBunco &&
    c.dieHolder === played.dieHolder
  )
}

/** Checks a whole history (plans and results) and throws one error listing every problem. */
export function checkHistory(history: readonly PlayedRound[]): void {
  const problems: BuncoProblem[] = []
  const seed = history[0]?.plan.seed
  history.forEach((played, i) => {
    const at = `round ${i + 1}`
    if (played.plan.round !== i + 1) {
      problems.push({ field: at, message: `${at}: the plan says round ${show(played.plan.round)}` })
    }
    if (played.plan.seed !== seed)
      problems.push({ field: at, message: `${at}: the plan's seed differs from round 1` })
    if (checkedBefore(played)) return
    const planIssues = planProblems(played.plan, at)
    const issues = planIssues.length > 0 ? planIssues : resultProblems(played, at)
    problems.push(...issues)
    if (issues.length === 0) sound.set(played, { ...played })
  })
  if (problems.length > 0) throw new BuncoRuleError('invalid-history', problems)
}
