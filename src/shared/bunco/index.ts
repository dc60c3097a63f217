// The Bunco rules engine (RULES.md sections 1–9): pure TypeScript, no platform imports.

/** Seats, teams, plans, results and the played-round record, plus seat helpers. */
export { SEATS, partnerSeat, seatsOf, teamOf } from './types'
/** Shapes of a night: Seat, Team, PlayMode, TablePlan, RoundPlan, TableResult, PlayedRound. */
export type { PlayMode, PlayedRound, RoundPlan, Seat, TablePlan, TableResult, Team } from './types'

/** The engine's one error class, with a code and every problem found. */
export { BuncoRuleError } from './errors'
/** Error codes and problem entries carried by BuncoRuleError. */
export type { BuncoErrorCode, BuncoProblem } from './errors'

/** The app's default house rules, every prize category and tie rule, and round arithmetic. */
export {
  DEFAULT_RULES,
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  TIE_BREAKERS,
  copyRules,
  faceOfRound,
  roundsInNight,
  setOfRound,
} from './rules'
/** House-rule types: every option of RULES.md. */
export type {
  HouseRules,
  Movement,
  PartnerRule,
  PrizeCategory,
  PrizeRule,
  PrizeTieRule,
  RoundEnd,
  TieBreaker,
  TravelTrigger,
  TravelingDieRule,
} from './rules'
/** Checks house rules from any source and lists every bad field in one error. */
export { validateRules } from './validateRules'

/** Scores one roll: points, kind, and whether the roller goes again. */
export { BUNCO_POINTS, diceCount, scoreRoll } from './scoring'
/** The result of scoring a roll. */
export type { RollKind, RollScore, ScoringRules } from './scoring'

/** Seeded random source (mulberry32), seed mixing, shuffling and fair dice. */
export { createRandom, rollDice, seedFrom, shuffled } from './random'
/** A deterministic random source whose state is one number. */
export type { Random } from './random'
/** A fair digital roll-off: highest total of 3 dice, tied leaders re-roll. */
export { digitalRollOff } from './rollOff'
/** A digital roll-off's winner and throws. */
export type { DigitalRollOff, RollOffThrow } from './rollOff'

/** The dice-level table state machine: start, roll, bell, stop, and the result to enter. */
export {
  currentRoller,
  ringBell,
  rollTable,
  settleTable,
  sideOf,
  startTable,
  stopTable,
} from './table'
/** Table state machine types. */
export type { Side, TablePhase, TableRoll, TableSetup, TableSignal, TableState } from './tableState'
/** Turns a finished table into the TableResult the host would enter. */
export { tableResult } from './tableResult'

/** Ghost ids: the prefix, the test, how ghosts are numbered, and a seating's real players. */
export { GHOST_PREFIX, ghostId, isGhost, realPlayers } from './ghosts'
/** Round 1's random, seeded seating. */
export { openingRound } from './opening'
/** The next round's seating after moves, partner choice, arrivals and leavers. */
export { nextRound } from './nextRound'
/** Guests arriving and leaving between rounds. */
export type { RoundChanges } from './changes'
/** Checks a whole history and throws one error listing every problem. */
export { checkHistory } from './history'

/** Each player's W/L marks, Buncos, minis, wipeouts, points and partners met. */
export { tally } from './tally'
/** A player's record and a round mark. */
export type { Mark, PlayerRecord } from './tally'
/** The night's prizes, with ties reported when they need a roll-off; who holds the traveling die. */
export { awardPrizes, dieHolders } from './prizes'
/** Prize outcome types. */
export type { Award, AwardStatus, RollOffWinners } from './prizes'

/** The solo game: you and three computer players, as JSON-safe state. */
export {
  DEFAULT_SOLO_SETTINGS,
  SOLO_PLAYERS,
  newSoloGame,
  setSoloPaused,
  setSoloSound,
  soloNextRound,
  soloRoll,
  soloStandings,
  soloTurn,
} from './solo'
/** Solo game types. */
export type { SoloRoundLog, SoloSettings, SoloStanding, SoloState } from './solo'
