import { isGhost } from './ghosts'
import { checkHistory } from './history'
import { SEATS, partnerSeat, teamOf, type PlayedRound, type Seat, type TableResult } from './types'

/** A player's mark for a round: W, L, or null when they were not seated. */
export type Mark = 'W' | 'L' | null

/** One person's score sheet over the night (ghosts have none). */
export interface PlayerRecord {
  player: string
  /** One mark per round played so far, in order. */
  marks: Mark[]
  wins: number
  losses: number
  roundsPlayed: number
  buncos: number
  minis: number
  wipeouts: number
  /** Times they rolled the traveling three of a kind (recorded separately from Buncos). */
  travels: number
  /** Their team's (or their own) points summed over the rounds where points were entered. */
  points: number
  /** Rounds whose points were entered for their table: points compare fairly only when all were. */
  pointsRounds: number
  /** Real partners met, with how many rounds each. */
  partners: Record<string, number>
  /** Real opponents met, with how many rounds each. */
  opponents: Record<string, number>
}

// A record's partners and opponents gain a key per round, different for every player: kept as a
// hash table from the start they take keys without the engine making a new object shape for each,
// which made the tally of a big night several times slower. Deleting a key makes that table only
// when it is not the last one added (V8 undoes the newest key's shape instead), hence two.
function counts(): Record<string, number> {
  const out: Record<string, number> = { '': 0, ' ': 0 }
  delete out['']
  delete out[' ']
  return out
}

function blank(player: string, rounds: number): PlayerRecord {
  return {
    player,
    marks: Array.from({ length: rounds }, () => null),
    wins: 0,
    losses: 0,
    roundsPlayed: 0,
    buncos: 0,
    minis: 0,
    wipeouts: 0,
    travels: 0,
    points: 0,
    pointsRounds: 0,
    partners: counts(),
    opponents: counts(),
  }
}

function won(result: TableResult, seat: Seat, individual: boolean): boolean {
  return individual ? result.winner === seat : result.winner === teamOf(seat)
}

function pointsOf(result: TableResult, seat: Seat, individual: boolean): number | undefined {
  if (individual) return result.seatPoints?.[seat]
  return result.points?.[teamOf(seat)]
}

/** Adds played round `round` to the records in place; a new record gets `rounds` marks. */
function addRound(
  records: Map<string, PlayerRecord>,
  played: PlayedRound,
  round: number,
  rounds: number,
): void {
  const { plan, results } = played
  const individual = plan.play === 'individual'
  // the history was checked: every table has exactly one result
  const byTable = new Map<number, TableResult>()
  for (const r of results) if (!byTable.has(r.table)) byTable.set(r.table, r)
  for (const table of plan.tables) {
    const result = byTable.get(table.table) as TableResult
    for (const seat of SEATS) {
      const id = table.seats[seat]
      if (isGhost(id)) continue
      const record = records.get(id) ?? blank(id, rounds)
      records.set(id, record)
      const win = won(result, seat, individual)
      record.marks[round] = win ? 'W' : 'L'
      if (win) record.wins++
      else record.losses++
      record.roundsPlayed++
      record.buncos += result.buncos?.[id] ?? 0
      record.minis += result.minis?.[id] ?? 0
      record.wipeouts += result.wipeouts?.[id] ?? 0
      record.travels += result.travels?.[id] ?? 0
      const points = pointsOf(result, seat, individual)
      if (points !== undefined) {
        record.points += points
        record.pointsRounds++
      }
      if (individual) continue
      const partner = table.seats[partnerSeat(seat)]
      if (!isGhost(partner)) record.partners[partner] = (record.partners[partner] ?? 0) + 1
      for (const other of SEATS) {
        const them = table.seats[other]
        if (teamOf(other) === teamOf(seat) || isGhost(them)) continue
        record.opponents[them] = (record.opponents[them] ?? 0) + 1
      }
    }
  }
}

/**
 * Adds played round `round` (counted from 0) to running records kept round by round, changing
 * them in place: every record gets that round's mark (null when not seated), the seated ones
 * their new counts. A night's standings so cost one round per commit, not the whole night. The
 * round is checked with the rounds before it (checkHistory) by the caller.
 */
export function tallyRound(
  records: Map<string, PlayerRecord>,
  played: PlayedRound,
  round: number,
): void {
  for (const r of records.values()) r.marks.push(null)
  addRound(records, played, round, round + 1)
}

/** Every person's record from the history, in order of first appearance (RULES.md section 8). */
export function tally(history: readonly PlayedRound[]): PlayerRecord[] {
  checkHistory(history)
  const records = new Map<string, PlayerRecord>()
  history.forEach((played, round) => addRound(records, played, round, history.length))
  return [...records.values()]
}
