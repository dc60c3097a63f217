/** The night as a pure state machine over host actions (used by main, tests and import). */
export type { NightAction, NightActionType } from './actions'
/** Every action type. */
export { NIGHT_ACTION_TYPES } from './actions'
/** Applies one host action; replaying a night's actions rebuilds its state exactly. */
export { applyAction, withAwards } from './reduce'
/** Whether an action is entered now or replayed from the log. */
export type { ActionMode } from './reduce'
/** The counts of a result checked against what the rules can produce. */
export { checkCounts, unusualCount } from './counts'
/** Night state types. */
export type { CurrentRound, DiePass, NightDetails, NightState, NightStatus } from './state'
/** A fresh night, and the player-key ↔ roster-person mapping. */
export { newNightState, personOf, playerKey } from './state'
/** The tables of a round that have no result yet. */
export { missingTables } from './results'
/** Checks one table's result against its round's seating, as saving it would. */
export { checkResult } from './results'
/** Whether any result has been entered (rules are then locked). */
export { hasResults } from './rulesLock'
/** The revision new nights are created under, and how a revision spreads its ghosts. */
export { NIGHT_REVISION, ghostSpreadOf } from './revision'
/** A round's seating by the rules' groups of tables, and each table's group. */
export { nextSeating, openingSeating, tableGroupsOf, type Seating } from './grouped'
/** Folds a list of actions into a night state. */
export { replayActions } from './replay'
/** A playoff table's winner as the host enters it. */
export type { PlayoffWinner } from './playoff'
/** A playoff's state: its cut, roll-off, stages and champions. */
export type { PlayoffStage, PlayoffState, PlayoffTableWinners } from './playoffState'
