import type {
  Award,
  HouseRules,
  PlayedRound,
  RollOffWinners,
  RoundPlan,
  TableResult,
} from '../bunco'
import type { PlayoffState } from './playoffState'

/** Where a night is: choosing guests and rules, playing rounds, or over with prizes given. */
export type NightStatus = 'setup' | 'playing' | 'finished'

/** A night's title, date (YYYY-MM-DD) and place. */
export interface NightDetails {
  title: string
  date: string
  venue: string
}

/** The round being played: its seating and the table results entered so far (by table). */
export interface CurrentRound {
  plan: RoundPlan
  results: TableResult[]
  /** Who holds the traveling die after this round, when the host passed it. */
  dieHolder?: string
  /** In a night in groups, the groups' sizes in tables, in table order (absent for one chain). */
  groups?: number[]
}

/** One pass of the traveling die. */
export interface DiePass {
  round: number
  player: string
}

/** Everything about one night, as folded from its host actions. Pure data, JSON-safe. */
export interface NightState {
  details: NightDetails
  status: NightStatus
  rules: HouseRules
  /** Players chosen during setup, in the host's order (player keys, e.g. 'p12'). */
  guests: string[]
  seed: number | null
  played: PlayedRound[]
  current: CurrentRound | null
  /** Guests who will arrive or leave at the next round. */
  pending: { arrive: string[]; leave: string[] }
  /** First round each player took part in, and the last one for those who left. */
  joined: Record<string, number>
  left: Record<string, number>
  diePasses: DiePass[]
  rollOffs: RollOffWinners
  awards: Award[] | null
  /** The revision the night was created under (see ./revision); absent for nights before 2. */
  revision?: number
  /** The playoff after the qualifying rounds, once the host starts one (absent before). */
  playoff?: PlayoffState
}

/** The state before any action: a night being set up. */
export function newNightState(
  details: NightDetails,
  rules: HouseRules,
  revision?: number,
): NightState {
  return {
    ...(revision !== undefined ? { revision } : {}),
    details,
    status: 'setup',
    rules,
    guests: [],
    seed: null,
    played: [],
    current: null,
    pending: { arrive: [], leave: [] },
    joined: {},
    left: {},
    diePasses: [],
    rollOffs: {},
    awards: null,
  }
}

/** Player keys are 'p' + the roster person id, stable even when roster entries are merged. */
export function playerKey(personId: number): string {
  return `p${personId}`
}

/** The roster person id behind a player key, or null for ghosts and unknown keys. */
export function personOf(player: string): number | null {
  const m = /^p([1-9]\d{0,15})$/.exec(player)
  return m ? Number(m[1]) : null
}
