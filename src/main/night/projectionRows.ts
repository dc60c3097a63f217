import {
  isGhost,
  teamOf,
  SEATS,
  type PlayedRound,
  type RoundPlan,
  type Seat,
  type TableResult,
} from '@shared/bunco'
import type { CurrentRound, NightState } from '@shared/night'
import type { AwardRow, DiePassRow } from './nightExtrasRepo'
import type { RoundOutcome, RoundRows } from './roundsRepo'

function won(plan: RoundPlan, result: TableResult, seat: Seat): boolean {
  return plan.play === 'individual' ? result.winner === seat : result.winner === teamOf(seat)
}

function pointsOf(plan: RoundPlan, result: TableResult, seat: Seat): number | null {
  if (plan.play === 'individual') return result.seatPoints?.[seat] ?? null
  return result.points?.[teamOf(seat)] ?? null
}

/** A round's rows but its seating: its status, results as entered, marks once committed. */
export function outcomeRows(
  plan: RoundPlan,
  results: readonly TableResult[],
  committed: boolean,
): RoundOutcome {
  const marks: RoundRows['marks'] = []
  const byTable = new Map(results.map((r) => [r.table, r]))
  for (const t of plan.tables) {
    const result = byTable.get(t.table)
    if (!committed || !result) continue
    for (const seat of SEATS) {
      const player = t.seats[seat]
      marks.push({
        player,
        table_no: t.table,
        outcome: won(plan, result, seat) ? 'W' : 'L',
        buncos: result.buncos?.[player] ?? 0,
        minis: result.minis?.[player] ?? 0,
        wipeouts: result.wipeouts?.[player] ?? 0,
        points: pointsOf(plan, result, seat),
      })
    }
  }
  marks.sort((a, b) => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0))
  return {
    round: {
      round: plan.round,
      set_no: plan.set,
      target: plan.target,
      status: committed ? 'committed' : 'open',
    },
    results: results.map(resultRow),
    marks,
  }
}

/** One table's result as its row. */
export function resultRow(r: TableResult): RoundRows['results'][number] {
  return {
    table_no: r.table,
    winner: r.winner,
    points_a: r.points?.NS ?? null,
    points_b: r.points?.EW ?? null,
    roll_off: r.rollOff ? 1 : 0,
    detail: JSON.stringify(r),
  }
}

/**
 * The tables whose result differs between two lists of one round's results, and the results
 * to write for them. Results are kept as the same objects when untouched, so identity tells.
 */
export function changedResults(
  before: readonly TableResult[],
  after: readonly TableResult[],
): { tables: number[]; results: TableResult[] } {
  const old = new Map(before.map((r) => [r.table, r]))
  const tables: number[] = []
  const results: TableResult[] = []
  for (const r of after) {
    if (old.get(r.table) === r) {
      old.delete(r.table)
      continue
    }
    old.delete(r.table)
    tables.push(r.table)
    results.push(r)
  }
  for (const table of old.keys()) tables.push(table)
  return { tables, results }
}

/** The rows of one round: seating always, results as entered, marks once it is committed. */
export function roundRows(
  plan: RoundPlan,
  results: readonly TableResult[],
  committed: boolean,
): RoundRows {
  const seats: RoundRows['seats'] = []
  for (const t of plan.tables) {
    for (const seat of SEATS) seats.push({ table_no: t.table, seat, player: t.seats[seat] })
  }
  const outcome = outcomeRows(plan, results, committed)
  return {
    round: outcome.round,
    seats: seats.sort((a, b) => a.table_no - b.table_no || (a.seat < b.seat ? -1 : 1)),
    results: outcome.results,
    marks: outcome.marks,
  }
}

/** One entry per round of the night: committed rounds, then the open one. */
export function roundEntries(state: NightState | null): (PlayedRound | CurrentRound)[] {
  if (!state) return []
  return state.current ? [...state.played, state.current] : state.played
}

/** The rows for a round entry. */
export function entryRows(state: NightState, index: number): RoundRows {
  const entry = roundEntries(state)[index] as PlayedRound | CurrentRound
  return roundRows(entry.plan, entry.results, index < state.played.length)
}

/** The rows but its seating for a round entry (one whose seating is already written). */
export function entryOutcome(state: NightState, index: number): RoundOutcome {
  const entry = roundEntries(state)[index] as PlayedRound | CurrentRound
  return outcomeRows(entry.plan, entry.results, index < state.played.length)
}

/** Everyone in the night with the rounds they joined and left (null until the night starts). */
export function playerRows(
  state: NightState,
): { player: string; from_round: number | null; until_round: number | null }[] {
  const keys = new Set<string>(state.guests)
  for (const p of Object.keys(state.joined)) keys.add(p)
  for (const p of state.pending.arrive) keys.add(p)
  return [...keys]
    .filter((p) => !isGhost(p))
    .sort()
    .map((player) => ({
      player,
      from_round: state.joined[player] ?? null,
      until_round: state.left[player] ?? null,
    }))
}

/** The traveling die's passes. */
export function diePassRows(state: NightState): DiePassRow[] {
  return state.diePasses.map((p, i) => ({ seq: i + 1, round: p.round, player: p.player }))
}

/** The awards, in the host's prize order. */
export function awardRows(state: NightState): AwardRow[] {
  return (state.awards ?? []).map((a, i) => ({
    position: i + 1,
    prize: a.prize,
    status: a.status,
    winners: JSON.stringify(a.winners),
    detail: JSON.stringify(a),
  }))
}
