// The playoff after the qualifying rounds: the cut from the night's records, a roll-off across
// the cut line, then stage after stage at the head tables down to the champions. Every stage is
// played (16 → 8 → 4 → the final table): no setting skips to the final, so a field of 4 is the
// final at once and a larger field earns its way there.
import { AppError } from '../app-error'
import {
  isGhost,
  playoffCut,
  playoffSeating,
  playoffWinners,
  seatsOf,
  tally,
  type PlayerRecord,
  type PlayoffCut,
  type PlayoffField,
  type Seat,
  type TableResult,
} from '../bunco'
import { engine } from './fail'
import type { PlayoffStage, PlayoffState } from './playoffState'
import type { NightState } from './state'

/** The winner of a playoff table as the host enters it: a team, or one seat in individual play. */
export type PlayoffWinner = TableResult['winner']

// the playoff's refusals have their own texts, under 'playoff.errors.' in every language
function refuse(key: string, params: Record<string, string | number> = {}): never {
  throw new AppError('conflict', `playoff.errors.${key}`, params)
}

/** Refuses a correction of the qualifying rounds once the cut is made from them (undo it first). */
export function checkNoPlayoff(state: NightState): void {
  if (state.playoff) refuse('correctAfterCut')
}

// the players who may play the playoff: every real player still at the night (the view counts
// them from its standings the same way)
function entrantRecords(state: NightState): PlayerRecord[] {
  return tally(state.played).filter((r) => !isGhost(r.player) && !(r.player in state.left))
}

function cutOf(state: NightState, field: PlayoffField, picks: readonly string[] = []): PlayoffCut {
  return engine(() => playoffCut(entrantRecords(state), state.rules.tieBreak, field, picks))
}

function stageOf(through: readonly string[]): PlayoffStage {
  return { tables: engine(() => playoffSeating(through)), winners: [] }
}

/** Starts a finished night's playoff: the cut, and its first stage unless a roll-off must come first. */
export function startPlayoff(state: NightState, field: PlayoffField): NightState {
  if (state.playoff) refuse('started')
  if (state.status !== 'finished') refuse('notFinished')
  const cut = cutOf(state, field)
  const stages = cut.rollOff ? [] : [stageOf(cut.through)]
  const playoff: PlayoffState = {
    field,
    through: cut.through,
    rollOff: cut.rollOff,
    stages,
    champions: [],
  }
  return { ...state, playoff }
}

/** Enters the roll-off across the cut line: `picks` are its winners, best first. */
export function settlePlayoffRollOff(state: NightState, picks: readonly string[]): NightState {
  const playoff = state.playoff
  if (!playoff?.rollOff) refuse('noRollOff')
  const { players, places } = playoff.rollOff
  const wrong = picks.some((p) => !players.includes(p)) || new Set(picks).size !== picks.length
  if (wrong || picks.length !== places) refuse('picks', { places, got: picks.length })
  const cut = cutOf(state, playoff.field, picks)
  const next = {
    ...playoff,
    through: cut.through,
    rollOff: null,
    stages: [stageOf(cut.through)],
  }
  return { ...state, playoff: next }
}

function seatsWon(state: NightState, winner: PlayoffWinner): Seat[] {
  const team = winner === 'NS' || winner === 'EW'
  if (state.rules.play === 'team' && !team) refuse('teamWinner')
  if (state.rules.play === 'individual' && team) refuse('seatWinner')
  return team ? [...seatsOf(winner)] : [winner]
}

/**
 * Enters a playoff table's winners (again, to change them while the stage is open). Once every
 * table of the stage is in, its winners are seated at the next stage, best seeds at the head
 * table, or, at the final table, crowned.
 */
export function recordPlayoffTable(
  state: NightState,
  table: number,
  winner: PlayoffWinner,
): NightState {
  const playoff = state.playoff
  const stage = playoff?.stages.at(-1)
  if (!playoff || !stage) refuse('notSeated')
  if (playoff.champions.length > 0) refuse('crowned')
  if (!stage.tables.some((t) => t.table === table)) {
    refuse('noTable', { table, tables: stage.tables.length })
  }
  const seats = seatsWon(state, winner)
  const winners = [...stage.winners.filter((w) => w.table !== table), { table, seats }]
  winners.sort((a, b) => a.table - b.table)
  const entered: PlayoffStage = { ...stage, winners }
  const stages = [...playoff.stages.slice(0, -1), entered]
  if (winners.length < stage.tables.length) return { ...state, playoff: { ...playoff, stages } }
  const byTable = new Map(winners.map((w) => [w.table, w.seats]))
  const on = engine(() => playoffWinners(stage.tables, byTable))
  if (stage.tables.length === 1) return { ...state, playoff: { ...playoff, stages, champions: on } }
  // the next stage is seeded by the cut's order, not the table order, so the head table stays
  // the best seeds' table
  const seeds = [...on].sort((a, b) => playoff.through.indexOf(a) - playoff.through.indexOf(b))
  return { ...state, playoff: { ...playoff, stages: [...stages, stageOf(seeds)] } }
}
