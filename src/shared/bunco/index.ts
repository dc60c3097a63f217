// The Bunco rules engine (RULES.md sections 1–9): pure TypeScript, no platform imports.

/** Seats, teams, plans, results and the played-round record, plus seat helpers. */
export { SEATS, partnerSeat, seatsOf, teamOf } from './types'
/** Shapes of a night: Seat, Team, PlayMode, TablePlan, RoundPlan, TableResult, PlayedRound. */
export type { PlayMode, PlayedRound, RoundPlan, Seat, TablePlan, TableResult, Team } from './types'

/** The engine's one error class, with a code and every problem found; every problem code. */
export { BuncoRuleError, PROBLEM_CODES } from './errors'
/** Error codes and problem entries (a code and its parameters) carried by BuncoRuleError. */
export type { BuncoErrorCode, BuncoProblem, ProblemCode, ProblemParams } from './errors'

/** The app's default house rules, the closed lists of every option, and round arithmetic. */
export {
  BETWEEN_GROUPS,
  CLOCK_RULES,
  DEFAULT_RULES,
  MOVEMENTS,
  PARTNER_RULES,
  PLAY_MODES,
  PRIZE_CATEGORIES,
  PRIZE_TIE_RULES,
  ROUND_CLOCKS,
  ROUND_ENDS,
  RULE_CHOICES,
  RULE_NUMBERS,
  RULE_TOGGLES,
  TIE_BREAKERS,
  TRAVEL_TRIGGERS,
  choicesOf,
  copyRules,
  faceOfRound,
  roundsInNight,
  setOfRound,
} from './rules'
/** House-rule types: every option of RULES.md. */
export type {
  ChoiceRule,
  ChoiceValues,
  HouseRules,
  NumberRule,
  Movement,
  PartnerRule,
  PrizeCategory,
  PrizeRule,
  PrizeTieRule,
  RoundClock,
  RoundEnd,
  TieBreaker,
  ToggleRule,
  TravelTrigger,
  TravelingDieRule,
} from './rules'
/** Checks house rules from any source and lists every bad field in one error; list membership. */
export { oneOf, validateRules } from './validateRules'
/** Where teams go between rounds: who stays and splits, who arrives, each team's destination. */
export { destination, hasTablesWithoutStayers, meetings, tableMoves } from './moves'
/** A team leaving a table, and one table's moves. */
export type { Source, TableMoves } from './moves'
/** One ranking for standings, prize ties and the season: keys in turn, then name, shared places. */
export {
  chainKeys,
  rankBy,
  rankInto,
  rankPlayers,
  rankPlayersInto,
  splitBy,
  tieBreakKey,
} from './standings'
/** A ranked row and a rank key. */
export type { Placed, RankKey } from './standings'

/** Scores one roll: points, kind, and whether the roller goes again. */
export { BUNCO_POINTS, scoreRoll } from './scoring'
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
/** Turns a finished table into the TableResult the host would enter; puts counted rolls on one. */
export { tableResult, withCounts } from './tableResult'
export {
  PLAYOFF_FIELDS,
  playoffCut,
  playoffSeating,
  playoffWinners,
  type PlayoffCut,
  type PlayoffField,
  type PlayoffTable,
} from './playoff'
export {
  MIN_GROUP_TABLES,
  groupOfTable,
  groupTables,
  groupedNextRound,
  groupedOpening,
  splitIntoGroups,
  type BetweenGroups,
  type GroupedRound,
  type TableGroups,
} from './groups'
/** Whether two entries of a table's result say the same. */
export { sameResult } from './sameResult'

/** Ghost ids: the prefix, the test, how ghosts are numbered, and a seating's real players. */
export { GHOST_PREFIX, ghostId, isGhost, nextGhostNumber, realPlayers } from './ghosts'
/** Round 1's random, seeded seating. */
export { openingRound } from './opening'
/** The next round's seating after moves, partner choice, arrivals and leavers. */
export { nextRound } from './nextRound'
/** Guests arriving and leaving between rounds; a guest seated in a ghost's place at once. */
export type { RoundChanges } from './changes'
/** Seats a guest arriving before any result of the round in a ghost's seat. */
export { seatArrival } from './changes'
/** How ghosts are kept apart between rounds: evenly, or (older nights) only three at a table. */
export type { GhostSpread } from './ghostSpread'
/** A guest leaving before any result of the round: a ghost plays her seat in that round. */
export { seatDeparture } from './departure'
/** Checks a whole history and throws one error listing every problem. */
export { checkHistory } from './history'

/** Each player's W/L marks, Buncos, minis, wipeouts, points and partners met. */
export { tally, tallyRound } from './tally'
/** A night's records kept from change to change: a commit adds its round, anything else tallies again. */
export { tallyOnto, type RunningTally } from './runningTally'
/** A player's record and a round mark. */
export type { Mark, PlayerRecord } from './tally'
/** The night's prizes, with ties reported when they need a roll-off; who holds the traveling die. */
export { awardPrizes, standingPicks } from './prizes'
/** How many Buncos, minis and wipeouts a player can roll in a round, and how many are usual. */
export { COUNTED_ROLLS, USUAL_MOST, countVerdict, mostPossible } from './countLimits'
export type { CountLimit, CountRules, CountedRoll, LimitReason } from './countLimits'
/** Who holds the traveling die now. */
export { dieHolders } from './lastOnes'
/** What a counted prize counts, and the tie-break steps that can split its ties. */
export { PRIZE_COUNTS, prizeChain } from './prizeChain'
/** Prize outcome types. */
export type { Award, AwardStatus, RollOffWinners, SkippedStep, SkipReason } from './prizes'
/** The night's money pot split over its prizes, in integer minor units. */
export { MAX_POT_MINOR, apportion, shareAmounts, shareBasisPoints, splitPot } from './pot'
/** The pot's input and split types. */
export type { Payout, PotInput, PotShare, PotSplit, UnclaimedShare } from './pot'
/** Money in minor units: a currency's digits, reading a typed amount, showing one. */
export { formatMoney, isCurrency, minorDigits, parseMoney } from './money'
/** A currency's ISO 4217 code. */
export type { CurrencyCode } from './money'

/** The solo game: you and three computer players, as JSON-safe state. */
export {
  CPU_SPEEDS,
  DEFAULT_SOLO_SETTINGS,
  SOLO_ROUNDS,
  SOLO_TARGETS,
  SOLO_PLAYERS,
  newSoloGame,
  replaySolo,
  setSoloPaused,
  setSoloSound,
  soloMove,
  soloNextRound,
  soloRoll,
  soloStandings,
  soloTurn,
} from './solo'
/** Solo game types. */
export type { SoloRecord, SoloRoundLog, SoloSettings, SoloStanding, SoloState } from './solo'

/** What the house rules mean at the tables, answered once for the engine, the sheets and the screens. */
export {
  bellOnBunco,
  buncoStopsAll,
  diceCount,
  endsAtTarget,
  firstToTargetWins,
  headTableDecides,
  miniPoints,
  moveLines,
  scoreEndsRound,
  tableGoal,
  travelRoll,
} from './ruleFacts'
/** A line of the movement rule, a part of the tables, a step, the traveling die's roll. */
export type { MoveLine, Step, TablePart, TravelRoll } from './ruleFacts'
/** The clock's part in a round: timed or not, ended by the score too, the move countdown. */
export { clockPlan, type ClockPlan } from './clock'
/** The rule sheet's sentences about the clock. */
export { CLOCK_STATEMENT_IDS, type ClockStatementId } from './clockStatements'
/** The rule sheet as statements the engine stands behind, part by part. */
export {
  RULE_SECTIONS,
  STATEMENT_IDS,
  prizeName,
  optionStatements,
  ruleStatements,
  sheetStatements,
  tableStatements,
} from './ruleStatements'
/** A statement, its id and parameters, and a part of the sheet. */
export type {
  ExplainedOption,
  RuleSectionId,
  Statement,
  StatementId,
  StatementParam,
  StatementSection,
} from './ruleStatements'

/** Fair dice and seeds from a cryptographic byte source; a chi-square check of face counts. */
export { diceChiSquare, fairDice, fairSeed } from './fairDice'
/** A byte source such as crypto.getRandomValues. */
export type { ByteSource } from './fairDice'
/** The scorekeeper's quick buttons as the dice they stand for. */
export { quickDice, quickRolls } from './quickRolls'
/** A quick button's kind. */
export type { QuickRoll } from './quickRolls'
/** One table's scorekeeper: a round as its steps, replayed through the table state machine. */
export {
  checkKeeper,
  checkNightNext,
  checkNightSend,
  seatingInPlan,
  keeperFollowing,
  keeperHasNext,
  keeperMoves,
  keeperNextRound,
  keeperResults,
  keeperRound,
  keeperStep,
  keeperTable,
  keeperUndo,
  keeperWins,
  newKeeper,
} from './keeper'
/** A kept table, its setup, a round's start, a step and a finished round. */
export type {
  KeeperMoves,
  KeeperRound,
  KeeperRoundStart,
  KeeperRules,
  KeeperSetup,
  KeeperState,
  KeeperStep,
} from './keeper'
