import type {
  Award,
  HouseRules,
  PlayedRound,
  PlayerRecord,
  RollOffWinners,
  RoundPlan,
} from './bunco'
import type { NightMoneyView } from './club/views'
import type { CurrentRound, DiePass, NightDetails, NightStatus, PlayoffState } from './night'
import type { ClubSection, NightTab, Screen } from './places'

/** A roster entry. */
export interface Person {
  id: number
  name: string
  note: string
  archived: boolean
  /** How many nights this person played in. */
  nights: number
}

/** A new roster entry, with entries already using the same name (to warn the host). */
export interface AddedPerson {
  person: Person
  sameName: Person[]
}

/** A night in the list of nights. */
export interface NightSummary {
  id: number
  title: string
  date: string
  venue: string
  status: NightStatus
  players: number
  roundsPlayed: number
  totalRounds: number
  /** True when an event of the night is damaged: it opens read-only. */
  damaged: boolean
}

/** A guest of a night, with their roster name and when they came and went. */
export interface NightPlayer {
  player: string
  personId: number
  name: string
  fromRound: number | null
  untilRound: number | null
}

/** Something the host should be told after an action (e.g. what a correction changed). */
export interface Notice {
  key: string
  params: Record<string, string | number>
}

/** Everything the host's screens need about a night, after any action. */
export interface NightView {
  id: number
  details: NightDetails
  status: NightStatus
  rules: HouseRules
  seed: number | null
  players: NightPlayer[]
  roundsPlayed: number
  totalRounds: number
  /** The seating of the last committed round (to show who moved where). */
  previous: RoundPlan | null
  current: CurrentRound | null
  /** The group (from 1) of each table of the current round, in table order: all 1 in one chain. */
  tableGroups: number[]
  pending: { arrive: string[]; leave: string[] }
  diePasses: DiePass[]
  /** Who holds the traveling die now (several after a tie in one round); empty when unused. */
  dieHolders: string[]
  rollOffs: RollOffWinners
  awards: Award[] | null
  /** Every real player's record, ranked by the engine: the standings tab and the TV read these. */
  standings: Standing[]
  canUndo: boolean
  canRedo: boolean
  /** The id of the night's last saved event (0 before any): the UI shows "saved" up to here. */
  savedEventId: number
  notice: Notice | null
  /**
   * Set when an event of the night is damaged (`errors.store.nightDamaged`, naming it): the view
   * shows the night as far as it reads, and every change is refused.
   */
  damage: Notice | null
  /** A club night's pot, shares and (once settled) payouts; null for a night of no club. */
  money: NightMoneyView | null
  /** The playoff after the qualifying rounds (null until the host starts one). */
  playoff: PlayoffState | null
  /** How many players may play a playoff: those in the standings who have not left. */
  playoffEntrants: number
}

/** One player's line in a night's standings; players equal on every ranking key share a place. */
export interface Standing extends PlayerRecord {
  name: string
  personId: number | null
  place: number
}

/**
 * A sentence to say: a message key and its parameters; a list of names is joined the way the
 * language lists them, and a text starting with '@' is itself a message key.
 */
export interface HistorySaid {
  key: string
  params: Record<string, string | number | string[]>
}

/** One host action in a night's history. */
export interface HistoryEntry {
  id: number
  type: string
  at: string
  /** What happened, with the names of the people it was about. */
  said: HistorySaid
  /** For an undo: what it undid. */
  undid: HistorySaid | null
  undone: boolean
  /** For an undo: the action it undid; for a redo: the action it brought back. */
  refersTo: number | null
  /** Where it came from when not the host: 'table:3' for table 3's phone. */
  source: string | null
}

/** A roster person's totals over the nights in a season, and their shared place. */
export interface SeasonRow {
  place: number
  personId: number
  name: string
  nights: number
  rounds: number
  wins: number
  losses: number
  buncos: number
  minis: number
  wipeouts: number
  prizes: number
}

/** A played round as the correction screen shows it. */
export type RoundRecord = PlayedRound

/** A file's content for the host to save. */
export interface ExportedFile {
  fileName: string
  mimeType: string
  content: string
}

/** Where the host is in the app; restored after a restart. */
export interface UiLocation {
  screen: Screen
  nightId: number | null
  tab: NightTab | null
  /** On the club screen: the club open and its section. */
  clubId?: string | null
  clubTab?: ClubSection | null
}

/** The outcome of saving a file through the system's save dialog. */
export interface SavedFile {
  saved: boolean
  path: string | null
}
