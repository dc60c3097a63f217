import { BuncoRuleError, fail, problem, type BuncoProblem } from './errors'
import { createRandom, rollDice, seedFrom } from './random'
import { faceOfRound } from './rules'
import { currentRoller, rollTable, startTable } from './table'
import type { TableRoll, TableState } from './tableState'
import { SEATS, type Seat } from './types'
import { show } from './show'

/** Points to win a solo round: 21, or 11 for a short game. */
export const SOLO_TARGETS = [21, 11] as const
/** Rounds in a solo game: the six numbers once, or twice. */
export const SOLO_ROUNDS = [6, 12] as const
/** How fast the computer players play (never how well: the dice are the same). */
export const CPU_SPEEDS = ['normal', 'strong'] as const

/** The solo game's settings (RULES.md section 9). */
export interface SoloSettings {
  target: (typeof SOLO_TARGETS)[number]
  rounds: (typeof SOLO_ROUNDS)[number]
  lowTriple7: boolean
  /** 'strong' computer players only play faster; their dice are the same fair dice. */
  cpuSpeed: (typeof CPU_SPEEDS)[number]
  sound: boolean
}

/** The four players in turn order to the left: you, then the three computer players. */
export const SOLO_PLAYERS: readonly string[] = ['you', 'cpu:1', 'cpu:2', 'cpu:3']

/** Default solo settings: 21 points, 6 rounds, mini Bunco 5, sound off. */
export const DEFAULT_SOLO_SETTINGS: SoloSettings = Object.freeze({
  target: 21,
  rounds: 6,
  lowTriple7: false,
  cpuSpeed: 'normal',
  sound: false,
})

/** One finished round of the solo game, for the round log. */
export interface SoloRoundLog {
  round: number
  face: number
  winner: string
  points: Record<string, number>
  rolls: TableRoll[]
}

/** A whole solo game as plain JSON: save it, load it, and play on with the same dice. */
export interface SoloState {
  version: 1
  settings: SoloSettings
  seed: number
  /** The dice's random state, so a resumed game rolls exactly as it would have. */
  rng: number
  round: number
  table: TableState
  wins: Record<string, number>
  buncos: Record<string, number>
  log: SoloRoundLog[]
  phase: 'playing' | 'roundOver' | 'gameOver'
  paused: boolean
}

/** One line of the final standings. */
export interface SoloStanding {
  player: string
  wins: number
  buncos: number
  /** 1 for first place; players equal on wins and Buncos share a place. */
  place: number
}

const SEATING: Record<Seat, string> = { N: 'you', E: 'cpu:1', S: 'cpu:2', W: 'cpu:3' }

function checkSettings(s: SoloSettings): void {
  const problems: BuncoProblem[] = []
  if (!SOLO_TARGETS.includes(s.target)) {
    problems.push(problem('solo.target', { got: show(s.target) }, { field: 'target' }))
  }
  if (!SOLO_ROUNDS.includes(s.rounds)) {
    problems.push(problem('solo.rounds', { got: show(s.rounds) }, { field: 'rounds' }))
  }
  if (!CPU_SPEEDS.includes(s.cpuSpeed)) {
    problems.push(problem('solo.speed', { got: show(s.cpuSpeed) }, { field: 'cpuSpeed' }))
  }
  if (problems.length > 0) throw new BuncoRuleError('invalid-rules', problems)
}

function tableFor(settings: SoloSettings, round: number, first: Seat): TableState {
  const rules = {
    target: settings.target,
    roundEnd: 'headTable',
    lowTriple7: settings.lowTriple7,
    wipeout: false,
    fourDice: false,
    play: 'individual',
  } as const
  return startTable({
    table: 1,
    seats: SEATING,
    face: faceOfRound(round),
    rules,
    scorekeeper: first,
  })
}

/**
 * Starts a solo game; the seed decides every die after, and who rolls first unless `first`
 * (a seat, N being you) says so.
 */
export function newSoloGame(
  settings: Partial<SoloSettings>,
  seed: number,
  first?: Seat,
): SoloState {
  const full = { ...DEFAULT_SOLO_SETTINGS, ...settings }
  checkSettings(full)
  const random = createRandom(seedFrom(seed >>> 0, 'solo'))
  const drawn = SEATS[random.int(4)] as Seat
  const starter = first ?? drawn
  const zero = Object.fromEntries(SOLO_PLAYERS.map((p) => [p, 0]))
  return {
    version: 1,
    settings: full,
    seed: seed >>> 0,
    rng: random.state,
    round: 1,
    table: tableFor(full, 1, starter),
    wins: { ...zero },
    buncos: { ...zero },
    log: [],
    phase: 'playing',
    paused: false,
  }
}

/** Whose turn it is in the solo game. */
export function soloTurn(state: SoloState): string {
  return currentRoller(state.table).player
}

/** Rolls the fair dice for whoever's turn it is (you or a computer player). */
export function soloRoll(state: SoloState): SoloState {
  if (state.paused) fail('invalid-move', 'solo.paused')
  if (state.phase !== 'playing') fail('invalid-move', 'solo.roundOver')
  const random = createRandom(state.rng)
  const table = rollTable(state.table, rollDice(random, 3))
  const next: SoloState = { ...state, rng: random.state, table }
  if (table.phase !== 'done' || table.winner === null) return next
  const winner = table.seats[table.winner as Seat]
  const buncos = { ...state.buncos }
  for (const [id, n] of Object.entries(table.buncos)) buncos[id] = (buncos[id] ?? 0) + n
  const points = Object.fromEntries(SEATS.map((s) => [table.seats[s], table.points[s] ?? 0]))
  const entry = { round: state.round, face: table.face, winner, points, rolls: table.log }
  return {
    ...next,
    wins: { ...state.wins, [winner]: (state.wins[winner] ?? 0) + 1 },
    buncos,
    log: [...state.log, entry],
    phase: state.round >= state.settings.rounds ? 'gameOver' : 'roundOver',
  }
}

/** Starts the next round at 0 points, the winner's left neighbour rolling first. */
export function soloNextRound(state: SoloState): SoloState {
  if (state.phase !== 'roundOver') fail('invalid-move', 'solo.notOver')
  const winnerSeat = state.table.winner as Seat
  const first = SEATS[(SEATS.indexOf(winnerSeat) + 1) % 4] as Seat
  const round = state.round + 1
  return { ...state, round, table: tableFor(state.settings, round, first), phase: 'playing' }
}

/** Pauses or resumes the solo game. */
export function setSoloPaused(state: SoloState, paused: boolean): SoloState {
  return { ...state, paused }
}

/** Turns the solo game's sound on or off. */
export function setSoloSound(state: SoloState, sound: boolean): SoloState {
  return { ...state, settings: { ...state.settings, sound } }
}

/** Standings: most round wins, then most own Buncos; equal on both shares the place. */
export function soloStandings(state: SoloState): SoloStanding[] {
  const rows = SOLO_PLAYERS.map((player) => ({
    player,
    wins: state.wins[player] ?? 0,
    buncos: state.buncos[player] ?? 0,
  }))
  rows.sort((a, b) => b.wins - a.wins || b.buncos - a.buncos)
  return rows.map((row) => ({
    ...row,
    place:
      1 +
      rows.filter((o) => o.wins > row.wins || (o.wins === row.wins && o.buncos > row.buncos))
        .length,
  }))
}

/** A solo game as the store keeps it: its settings, seed and how many moves were made. */
export interface SoloRecord {
  version: 1
  settings: SoloSettings
  seed: number
  /** Rolls and "next round"s made so far, in order (each is decided by the game's phase). */
  moves: number
  paused: boolean
}

/** Plays a game's next move: a roll while a round is on, else the next round. */
export function soloMove(state: SoloState): SoloState {
  return state.phase === 'roundOver' ? soloNextRound(state) : soloRoll(state)
}

/** Rebuilds the whole game from its record (the dice are the seed's, so it is the same game). */
export function replaySolo(record: SoloRecord): SoloState {
  let state = newSoloGame(record.settings, record.seed)
  for (let i = 0; i < record.moves; i++) state = soloMove(state)
  return setSoloPaused(state, record.paused)
}
