import type { HouseRules, RollOffWinners, TableResult } from '../bunco'
import type { NightDetails } from './state'

/** Every host action on a night; the night's event log is a list of these. */
export type NightAction =
  | { type: 'create'; details: NightDetails; rules: HouseRules }
  | { type: 'details'; details: Partial<NightDetails> }
  | { type: 'rules'; rules: HouseRules }
  | { type: 'guests'; guests: string[] }
  | { type: 'start'; seed: number }
  | { type: 'result'; round: number; result: TableResult }
  | { type: 'results'; round: number; results: TableResult[] }
  | { type: 'commit'; round: number; results?: TableResult[] }
  | { type: 'correct'; round: number; result: TableResult }
  | { type: 'arrive'; player: string }
  | { type: 'leave'; player: string }
  | { type: 'passDie'; player: string }
  | { type: 'finish' }
  | { type: 'rollOffs'; rollOffs: RollOffWinners }

/** The name of a night action. */
export type NightActionType = NightAction['type']

/** Every action type, for validation and the history screen. */
export const NIGHT_ACTION_TYPES: readonly NightActionType[] = [
  'create',
  'details',
  'rules',
  'guests',
  'start',
  'result',
  'results',
  'commit',
  'correct',
  'arrive',
  'leave',
  'passDie',
  'finish',
  'rollOffs',
]
