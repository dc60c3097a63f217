import {
  BuncoRuleError,
  problem,
  type BuncoProblem,
  type ProblemCode,
  type ProblemParams,
} from './errors'
import { isGhost } from './ghosts'
import { faceOfRound, setOfRound } from './rules'
import { show } from './show'
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

/** Where a problem was found: the round, and the table when it is about one. */
export interface Place {
  round?: number
  table?: number
}

/** Problems with a seating plan: table numbers, empty or doubled seats, round numbering. */
export function planProblems(plan: RoundPlan, place: Place): BuncoProblem[] {
  const problems: BuncoProblem[] = []
  const say = (code: ProblemCode, params: ProblemParams = {}, table?: number): void =>
    void problems.push(problem(code, params, { where: table ? { ...place, table } : place }))
  if (!Number.isInteger(plan.round) || plan.round < 1)
    say('plan.roundNumber', { got: show(plan.round) })
  else if (plan.set !== setOfRound(plan.round) || plan.target !== faceOfRound(plan.round)) {
    const face = faceOfRound(plan.round)
    say('plan.setFace', { round: plan.round, set: setOfRound(plan.round), face })
  }
  if (plan.tables.length === 0) say('plan.noTables')
  if (plan.play === 'individual' && plan.tables.length !== 1) say('plan.individualOneTable')
  const seen = new Set<string>()
  plan.tables.forEach((table, i) => {
    if (table.table !== i + 1) say('plan.tableOrder', { tables: plan.tables.length })
    for (let s = 0; s < SEATS.length; s++) {
      const seat = SEATS[s] as Seat
      const id = table.seats[seat]
      // a repeat is spotted by the size not growing: one Set operation per seat, not two
      if (typeof id !== 'string' || id === '') say('plan.seatEmpty', { seat }, table.table)
      else if (seen.size === seen.add(id).size) say('plan.seatTwice', { player: id })
    }
    if (plan.play === 'team') {
      if (isGhost(table.seats.N) && isGhost(table.seats.S))
        say('plan.ghostTeam', { team: 'NS' }, table.table)
      if (isGhost(table.seats.E) && isGhost(table.seats.W))
        say('plan.ghostTeam', { team: 'EW' }, table.table)
    }
  })
  return problems
}

function seatedAt(seats: Record<Seat, string>, id: string): boolean {
  return seats.N === id || seats.E === id || seats.S === id || seats.W === id
}

/** A problem found in one result, before the place is known. */
type Found = [ProblemCode, ProblemParams, string?]

/** Problems with a result's per-player counts. */
function countsProblems(result: TableResult, seats: Record<Seat, string>): Found[] {
  const problems: Found[] = []
  for (let f = 0; f < COUNT_FIELDS.length; f++) {
    const field = COUNT_FIELDS[f] as (typeof COUNT_FIELDS)[number]
    const counts = result[field]
    if (counts === undefined) continue
    for (const [id, n] of Object.entries(counts)) {
      if (!seatedAt(seats, id))
        problems.push(['result.unknownPlayer', { player: id, field }, field])
      else if (!isCount(n))
        problems.push(['result.count', { field, player: id, got: show(n) }, field])
    }
  }
  return problems
}

/** Problems with a result's winner and points. */
function winnerProblems(
  plan: RoundPlan,
  result: TableResult,
  seats: Record<Seat, string>,
): Found[] {
  const out: Found[] = []
  const w: unknown = result.winner
  const team = plan.play === 'team'
  if (Array.isArray(w)) out.push(['result.twoWinners', { got: show(w) }])
  else if (w === undefined) out.push(['result.noWinner', {}])
  else if (team && !TEAMS.includes(w as string)) out.push(['result.badTeam', { got: show(w) }])
  else if (!team && !SEATS.includes(w as Seat)) out.push(['result.badSeat', { got: show(w) }])
  else if (!team && isGhost(seats[w as Seat])) out.push(['result.emptySeat', { seat: String(w) }])
  const p = result.points
  if (team && p !== undefined) {
    if (!isCount(p.NS) || !isCount(p.EW)) out.push(['result.points', { got: show(p) }])
    else if (p.NS === p.EW && result.rollOff !== true)
      out.push(['result.tiedNoRollOff', { points: p.NS }])
    else if (p.NS !== p.EW && (w === 'NS') !== p.NS > p.EW)
      out.push(['result.fewerPoints', { winner: String(w), ns: p.NS, ew: p.EW }])
  }
  return out
}

/** Problems with one table's result at its own table: its winner, points and counts. */
export function tableProblems(
  plan: RoundPlan,
  table: TablePlan,
  result: TableResult,
  place: Place,
): BuncoProblem[] {
  const found = winnerProblems(plan, result, table.seats)
  found.push(...countsProblems(result, table.seats))
  if (found.length === 0) return []
  // the place of a table's problems, made only for a table that has some (most have none)
  const where = { ...place, table: result.table }
  return found.map(([code, params, field]) =>
    problem(code, params, field === undefined ? { where } : { where, field }),
  )
}

/** Problems with one played round's results: unknown tables, missing or doubled winners, counts. */
export function resultProblems(played: PlayedRound, place: Place): BuncoProblem[] {
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
      const params = { table: show(result.table), tables: plan.tables.length }
      problems.push(problem('result.noSuchTable', params, { where: place }))
      continue
    }
    if (done.has(result.table)) {
      const where = { ...place, table: result.table }
      problems.push(problem('result.tableTwice', { table: result.table }, { where }))
      continue
    }
    done.add(result.table)
    problems.push(...tableProblems(plan, table, result, place))
  }
  plan.tables.forEach(({ table }) => {
    if (!done.has(table)) problems.push(problem('result.missing', { table }, { where: place }))
  })
  for (const field of ['lastBunco', 'dieHolder'] as const) {
    const id = played[field]
    if (id !== undefined && (!plan.tables.some((t) => seatedAt(t.seats, id)) || isGhost(id))) {
      problems.push(problem('result.unknownMarked', { player: id, field }, { where: place, field }))
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
    const where = { round: i + 1 }
    if (played.plan.round !== i + 1)
      problems.push(problem('history.roundNumber', { got: show(played.plan.round) }, { where }))
    if (played.plan.seed !== seed) problems.push(problem('history.seed', {}, { where }))
    if (checkedBefore(played)) return
    const planIssues = planProblems(played.plan, where)
    const issues = planIssues.length > 0 ? planIssues : resultProblems(played, where)
    problems.push(...issues)
    if (issues.length === 0) sound.set(played, { ...played })
  })
  if (problems.length > 0) throw new BuncoRuleError('invalid-history', problems)
}
