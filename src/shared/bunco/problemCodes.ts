// The engine's problems as data: every code, and the shape of one problem. Kept apart from the
// error type so the texts that say them (i18n/problems) depend on this alone.

/** Every problem the engine can report; each has a text in every language (i18n/problems). */
export const PROBLEM_CODES = [
  'rules.notObject',
  'rules.unknown',
  'rules.range',
  'rules.choice',
  'rules.toggle',
  'rules.prizesList',
  'rules.prizeEntry',
  'rules.prizeCategory',
  'rules.prizeTwice',
  'rules.prizeEnabled',
  'rules.prizeTie',
  'rules.tieBreak',
  'rules.travelingDie',
  'rules.dieEnabled',
  'rules.passOn',
  'rules.diePrizeNeedsDie',
  'rules.minisPrizeNeedsMinis',
  'players.idText',
  'players.idGhost',
  'players.idTwice',
  'players.tooFew',
  'players.individualCount',
  'players.tableTooFew',
  'players.scorekeeperEmpty',
  'players.rollOffEmpty',
  'players.rollOffTwice',
  'dice.face',
  'dice.count',
  'dice.value',
  'changes.alreadySeated',
  'changes.notSeated',
  'changes.leaveTwice',
  'changes.tooFew',
  'changes.individualCount',
  'plan.roundNumber',
  'plan.setFace',
  'plan.noTables',
  'plan.individualOneTable',
  'plan.tableOrder',
  'plan.seatEmpty',
  'plan.seatTwice',
  'plan.ghostTeam',
  'result.unknownPlayer',
  'result.count',
  'result.twoWinners',
  'result.noWinner',
  'result.badTeam',
  'result.points',
  'result.tiedNoRollOff',
  'result.fewerPoints',
  'result.badSeat',
  'result.emptySeat',
  'result.noSuchTable',
  'result.tableTwice',
  'result.missing',
  'result.unknownMarked',
  'history.roundNumber',
  'history.seed',
  'history.empty',
  'night.over',
  'table.roundOver',
  'table.notOver',
  'solo.target',
  'solo.rounds',
  'solo.speed',
  'solo.paused',
  'solo.roundOver',
  'solo.notOver',
  'keeper.rounds',
  'keeper.noBell',
  'keeper.noStop',
  'keeper.nothingToUndo',
  'keeper.lastRound',
  'keeper.nightMoved',
  'keeper.tableGone',
  'keeper.alreadySent',
  'keeper.waitNight',
  'pot.amount',
  'pot.percent',
  'pot.percentSum',
  'pot.prizeTwice',
  'pot.unsettled',
  'money.currency',
  'money.negative',
  'money.notAmount',
  'money.decimals',
  'money.tooLarge',
] as const

/** One of PROBLEM_CODES. */
export type ProblemCode = (typeof PROBLEM_CODES)[number]

/** A problem's parameters: numbers, and texts the host typed or the engine's names. */
export type ProblemParams = Record<string, string | number>

/** One thing that is wrong: a code and its parameters, where it happened, and the field it is about. */
export interface BuncoProblem {
  code: ProblemCode
  params: ProblemParams
  /** The round and table it happened at, when it is about one. */
  where?: { round?: number; table?: number }
  field?: string
  /** The problem in English, for logs and developers; the host reads it translated. */
  message: string
}
