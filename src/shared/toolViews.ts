// What the table tools' screens receive from main: each tool's state and what follows from it.
import type {
  KeeperState,
  SoloSettings,
  SoloStanding,
  SoloState,
  TableResult,
  TableState,
} from './bunco'
import type { DiceRoll, DiceSettings } from './schemas/tools'

/** A kept table that belongs to a night in progress. */
export interface KeeperLink {
  nightId: number
  title: string
  /** The night's round being played now (it may have moved past the kept one). */
  nightRound: number | null
  totalRounds: number
  /** The night already holds this round's result for this table, as the keeper has it. */
  sent: boolean
  /** The kept round is the night's current round, decided here, and not sent yet. */
  canSend: boolean
}

/** The scorekeeper's screen: the kept table, the round being played, names and totals. */
export interface KeeperView {
  state: KeeperState
  table: TableState
  /** Every round's result so far (null for the round still being played). */
  results: (TableResult | null)[]
  /** Round wins by side (NS/EW, or a seat in individual play). */
  wins: Record<string, number>
  /** Player id → name; '' when the seat was left unnamed (the screen says the seat). */
  names: Record<string, string>
  link: KeeperLink | null
  hasNext: boolean
}

/** The dice roller's screen: its choices, the last roll and what it scores. */
export interface DiceView {
  settings: DiceSettings
  /** The round's number the roll is scored for (the choice, or the night's round). */
  face: number
  /** The night in progress whose round the roller follows, when it does. */
  night: { title: string; round: number } | null
  last: (DiceRoll & { points: number; kind: string }) | null
}

/** The solo game's screen: the game (if any) and the settings a new game will use. */
export interface SoloView {
  game: SoloState | null
  standings: SoloStanding[]
  settings: SoloSettings
}
