import { fail } from './errors'
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

/** Where every team goes after a round (RULES.md section 5); one table just rotates. */
export function moveTeams(
  tables: readonly TablePlan[],
  results: readonly TableResult[],
  movement: Movement,
): TableDraft[] {
  const count = tables.length
  const winners = new Map<number, Team>()
  for (const r of results) winners.set(r.table, r.winner as Team)
  const at = (k: number): { seats: Record<Seat, string>; win: Team } => {
    const table = tables[k - 1]
    const win = winners.get(k)
    if (table === undefined || win === undefined) fail('invalid-result', `table ${k} has no result`)
    return { seats: table.seats, win }
  }
  const won = (k: number): Pair => pairOf(at(k).seats, at(k).win)
  const lost = (k: number): Pair => pairOf(at(k).seats, other(at(k).win))
  const draft = (table: number, stayers: Pair | null, arrivals: Pair[]): TableDraft => ({
    table,
    stayers,
    arrivals,
    fresh: false,
    rotate: null,
  })
  if (count === 1) {
    const only = at(1)
    return [{ table: 1, stayers: null, arrivals: [], fresh: false, rotate: { ...only.seats } }]
  }
  const out: TableDraft[] = []
  for (let k = 1; k <= count; k++) {
    if (k === 1) {
      out.push(draft(1, stayersOf(at(1).seats, at(1).win), [won(2)]))
    } else if (movement === 'progressive') {
      if (k < count) out.push(draft(k, null, [lost(k - 1), won(k + 1)]))
      else out.push(draft(k, stayersOf(at(k).seats, other(at(k).win)), [lost(k - 1)]))
    } else {
      const arriving = k < count ? won(k + 1) : lost(1)
      out.push(draft(k, stayersOf(at(k).seats, other(at(k).win)), [arriving]))
    }
  }
  return out
}

/** Every id in a draft, in seating order. */
export function draftMembers(draft: TableDraft): string[] {
  if (draft.rotate) return [draft.rotate.N, draft.rotate.E, draft.rotate.S, draft.rotate.W]
  return [...(draft.stayers ?? []), ...draft.arrivals.flat()]
}

/** Puts `to` in place of `from` wherever it sits in a draft. */
export function replaceInDraft(draft: TableDraft, from: string, to: string): TableDraft {
  const swap = (id: string): string => (id === from ? to : id)
  const pair = (p: Pair): Pair => [swap(p[0]), swap(p[1])]
  return {
    ...draft,
    stayers: draft.stayers ? pair(draft.stayers) : null,
    arrivals: draft.arrivals.map(pair),
    rotate: draft.rotate
      ? {
          N: swap(draft.rotate.N),
          E: swap(draft.rotate.E),
          S: swap(draft.rotate.S),
          W: swap(draft.rotate.W),
        }
      : null,
  }
}
