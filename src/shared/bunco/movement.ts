import { fail } from './errors'
import { tableMoves, type Source } from './moves'
import type { Movement } from './rules'
import type { Seat, TablePlan, TableResult, Team } from './types'

/** Two players who move together, first the one who sits first (N or E). */
export type Pair = readonly [string, string]

/** Who sits at a table next round, before partners are chosen. */
export interface TableDraft {
  table: number
  /** The team that stays, split as [to N, to E]: one player moves over one chair. */
  stayers: Pair | null
  /** Teams arriving, each as it played last round. */
  arrivals: Pair[]
  /** Players new to each other (a newly opened table): any pairing is allowed. */
  fresh: boolean
  /** A lone table: last round's seats, to rotate the pairing by one chair. */
  rotate: Record<Seat, string> | null
}

/** A draft built in one place, so every draft has the same shape and compiled code stays valid. */
export function makeDraft(
  table: number,
  stayers: Pair | null,
  arrivals: Pair[],
  fresh = false,
  rotate: Record<Seat, string> | null = null,
): TableDraft {
  return { table, stayers, arrivals, fresh, rotate }
}

function pairOf(seats: Record<Seat, string>, team: Team): Pair {
  return team === 'NS' ? [seats.N, seats.S] : [seats.E, seats.W]
}

function stayersOf(seats: Record<Seat, string>, team: Team): Pair {
  // N keeps N and S moves to E; or E keeps E and W moves to N
  return team === 'NS' ? [seats.N, seats.S] : [seats.W, seats.E]
}

function other(team: Team): Team {
  return team === 'NS' ? 'EW' : 'NS'
}

/** Where every team goes after a round (RULES.md section 5, see `tableMoves`); one table just rotates. */
export function moveTeams(
  tables: readonly TablePlan[],
  results: readonly TableResult[],
  movement: Movement,
): TableDraft[] {
  const winners = new Map<number, Team>()
  results.forEach((r) => winners.set(r.table, r.winner as Team))
  const at = (k: number): { seats: Record<Seat, string>; win: Team } => {
    const table = tables[k - 1]
    const win = winners.get(k)
    if (table === undefined || win === undefined)
      fail('invalid-result', 'result.missing', { table: k })
    return { seats: table.seats, win }
  }
  const teamOf = (s: Source): Team => (s.won ? at(s.from).win : other(at(s.from).win))
  if (tables.length === 1) return [makeDraft(1, null, [], false, { ...at(1).seats })]
  return tableMoves(movement, tables.length).map(({ table, stays, arrive }) =>
    makeDraft(
      table,
      stays ? stayersOf(at(stays.from).seats, teamOf(stays)) : null,
      arrive.map((s) => pairOf(at(s.from).seats, teamOf(s))),
    ),
  )
}

/** Every id in a draft, in seating order. */
export function draftMembers(draft: TableDraft): string[] {
  if (draft.rotate) return [draft.rotate.N, draft.rotate.E, draft.rotate.S, draft.rotate.W]
  // plain loops: this runs for every table several times a round, and spread with flat() is slow
  const out: string[] = draft.stayers ? [draft.stayers[0], draft.stayers[1]] : []
  draft.arrivals.forEach((pair) => out.push(pair[0], pair[1]))
  return out
}

/** Puts `to` in place of `from` wherever it sits in a draft. */
export function replaceInDraft(draft: TableDraft, from: string, to: string): TableDraft {
  const swap = (id: string): string => (id === from ? to : id)
  const pair = (p: Pair): Pair => [swap(p[0]), swap(p[1])]
  const { rotate } = draft
  return makeDraft(
    draft.table,
    draft.stayers ? pair(draft.stayers) : null,
    draft.arrivals.map(pair),
    draft.fresh,
    rotate ? { N: swap(rotate.N), E: swap(rotate.E), S: swap(rotate.S), W: swap(rotate.W) } : null,
  )
}
