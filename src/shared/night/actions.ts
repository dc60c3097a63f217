// A night's actions have one home, their schema (schemas/actions.ts): the type and the list of
// action types are read from it.
import type { NightActionFromSchema } from '../schemas/actions'

/** Every host action on a night; the night's event log is a list of these. */
export type NightAction = NightActionFromSchema

/** The name of a night action. */
export type NightActionType = NightAction['type']

/** Every action type, for validation and the history screen. */
export { NIGHT_ACTION_TYPES } from '../schemas/actions'
