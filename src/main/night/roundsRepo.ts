import type { Db } from '../db/connection'
import { rowsInsert } from '../db/rowsInsert'

/** A round's rows as the projection writes them. */
export interface RoundRows {
  round: { round: number; set_no: number; target: number; status: 'open' | 'committed' }
  seats: { table_no: number; seat: string; player: string }[]
  results: {
    table_no: number
    winner: string
    points_a: number | null
    points_b: number | null
    roll_off: number
    detail: string
  }[]
  marks: {
    player: string
    table_no: number
    outcome: 'W' | 'L'
    buncos: number
    minis: number
    wipeouts: number
    points: number | null
  }[]
}

/** A round's rows but its seating: what a round whose seating stays rewrites. */
export type RoundOutcome = Omit<RoundRows, 'seats'>

/** Writes and reads the per-round projection tables (rounds, seats, results, marks). */
export interface RoundsRepo {
  replace(nightId: number, rows: RoundRows): void
  /** Rewrites a round's status, results and marks, leaving its seating (unchanged) alone. */
  replaceOutcome(nightId: number, rows: RoundOutcome): void
  /** Rewrites some tables' results of an open round (which has no marks yet): the rest stay. */
  replaceOpenTables(
    nightId: number,
    round: number,
    tables: readonly number[],
    results: RoundRows['results'],
  ): void
  deleteFrom(nightId: number, round: number): void
  read(nightId: number): RoundRows[]
}

/** Creates the rounds repo. */
export function roundsRepo(db: Db): RoundsRepo {
  const delRound = db.prepare<[number, number]>(
    'DELETE FROM rounds WHERE night_id = ? AND round >= ?',
  )
  const delOne = db.prepare<[number, number]>('DELETE FROM rounds WHERE night_id = ? AND round = ?')
  const insRound = db.prepare<[number, number, number, number, string]>(
    'INSERT INTO rounds (night_id, round, set_no, target, status) VALUES (?, ?, ?, ?, ?)',
  )
  const ROUND = ['night_id', 'round']
  const insSeats = rowsInsert<RoundRows['seats'][number]>(db, 'seats', ROUND, [
    'table_no',
    'seat',
    'player',
  ])
  const insResults = rowsInsert<RoundRows['results'][number]>(db, 'table_results', ROUND, [
    'table_no',
    'winner',
    'points_a',
    'points_b',
    'roll_off',
    'detail',
  ])
  const insMarks = rowsInsert<RoundRows['marks'][number]>(db, 'marks', ROUND, [
    'player',
    'table_no',
    'outcome',
    'buncos',
    'minis',
    'wipeouts',
    'points',
  ])
  const writeResults = (nightId: number, round: number, rows: RoundOutcome): void => {
    insResults([nightId, round], rows.results)
    insMarks([nightId, round], rows.marks)
  }
  const setStatus = db.prepare<[string, number, number]>(
    'UPDATE rounds SET status = ? WHERE night_id = ? AND round = ?',
  )
  const delResults = db.prepare<[number, number]>(
    'DELETE FROM table_results WHERE night_id = ? AND round = ?',
  )
  const delMarks = db.prepare<[number, number]>(
    'DELETE FROM marks WHERE night_id = ? AND round = ?',
  )
  const delTable = db.prepare<[number, number, number]>(
    'DELETE FROM table_results WHERE night_id = ? AND round = ? AND table_no = ?',
  )
  const selRounds = db.prepare<[number], RoundRows['round']>(
    'SELECT round, set_no, target, status FROM rounds WHERE night_id = ? ORDER BY round',
  )
  const selSeats = db.prepare<[number], RoundRows['seats'][number] & { round: number }>(
    'SELECT round, table_no, seat, player FROM seats WHERE night_id = ? ORDER BY round, table_no, seat',
  )
  const selResults = db.prepare<[number], RoundRows['results'][number] & { round: number }>(
    `SELECT round, table_no, winner, points_a, points_b, roll_off, detail FROM table_results
     WHERE night_id = ? ORDER BY round, table_no`,
  )
  const selMarks = db.prepare<[number], RoundRows['marks'][number] & { round: number }>(
    `SELECT round, player, table_no, outcome, buncos, minis, wipeouts, points FROM marks
     WHERE night_id = ? ORDER BY round, player`,
  )
  return {
    replace(nightId, rows) {
      const round = rows.round.round
      delOne.run(nightId, round)
      const r = rows.round
      insRound.run(nightId, round, r.set_no, r.target, r.status)
      insSeats([nightId, round], rows.seats)
      writeResults(nightId, round, rows)
    },
    replaceOutcome(nightId, rows) {
      const round = rows.round.round
      setStatus.run(rows.round.status, nightId, round)
      delResults.run(nightId, round)
      delMarks.run(nightId, round)
      writeResults(nightId, round, rows)
    },
    replaceOpenTables(nightId, round, tables, results) {
      for (const table of tables) delTable.run(nightId, round, table)
      insResults([nightId, round], results)
    },
    deleteFrom: (nightId, round) => void delRound.run(nightId, round),
    read(nightId) {
      const byRound = new Map<number, RoundRows>()
      for (const r of selRounds.all(nightId)) {
        byRound.set(r.round, { round: r, seats: [], results: [], marks: [] })
      }
      const at = (round: number): RoundRows => byRound.get(round) as RoundRows
      for (const { round, ...s } of selSeats.all(nightId)) at(round).seats.push(s)
      for (const { round, ...r } of selResults.all(nightId)) at(round).results.push(r)
      for (const { round, ...m } of selMarks.all(nightId)) at(round).marks.push(m)
      return [...byRound.values()]
    },
  }
}
