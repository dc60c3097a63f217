import type { PlayMode } from './types'

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** When a round ends: at the head table's target, at any Bunco, or at each table's own target. */
export type RoundEnd = 'headTable' | 'anyBuncoEndsRound' | 'eachTableToTarget'

/** Who moves where after a round (RULES.md section 5). */
export type Movement = 'progressive' | 'headLosersToBottom'

/** How partners are chosen after the moves (RULES.md section 6). */
export type PartnerRule = 'mix' | 'classic'

/** The prize categories a host can switch on. */
export type PrizeCategory =
  | 'mostWins'
  | 'mostBuncos'
  | 'mostLosses'
  | 'evenSplit'
  | 'lastBunco'
  | 'travelingDie'
  | 'mostMinis'

/** Every prize category, in the default listing order. */
export const PRIZE_CATEGORIES: readonly PrizeCategory[] = [
  'mostWins',
  'mostBuncos',
  'mostLosses',
  'evenSplit',
  'lastBunco',
  'travelingDie',
  'mostMinis',
]

/** How a tie for a prize is settled: the tie-break chain, sharing it, or straight to a roll-off. */
export type PrizeTieRule = 'chain' | 'share' | 'rollOff'

/** Every way a prize's tie can be settled. */
export const PRIZE_TIE_RULES: readonly PrizeTieRule[] = ['chain', 'share', 'rollOff']

/** One prize in the host's list; the list order is the order for `onePrizePerPerson`. */
export interface PrizeRule {
  category: PrizeCategory
  enabled: boolean
  tie: PrizeTieRule
}

/** One step of the tie-break chain. */
export type TieBreaker = 'buncos' | 'points' | 'rollOff'

/** Every step the tie-break chain can use, in the default order. */
export const TIE_BREAKERS: readonly TieBreaker[] = ['buncos', 'points', 'rollOff']

/** Which roll passes the traveling die: any Bunco, or three of this face in any round. */
export type TravelTrigger = 'bunco' | 1 | 2 | 3 | 4 | 5 | 6

/** The traveling (fuzzy) die option. */
export interface TravelingDieRule {
  enabled: boolean
  passOn: TravelTrigger
}

/** Every house-rule option of RULES.md; DEFAULT_RULES holds the app's defaults. */
export interface HouseRules {
  /** Sets of 6 rounds in the night, 1–6. */
  sets: number
  /** Points a team (or player) must reach, 5–99. */
  target: number
  roundEnd: RoundEnd
  movement: Movement
  partners: PartnerRule
  /** 'individual' is for 2–4 players at one table. */
  play: PlayMode
  /** A mini Bunco of a number lower than the round's scores 7 instead of 5. */
  lowTriple7: boolean
  /** Three 1s (when 1 is not the round's number) wipe the roller's team's points. */
  wipeout: boolean
  /** Play with 4 dice (RULES.md section 2). */
  fourDice: boolean
  /** Whether score sheets record mini Buncos. */
  recordMinis: boolean
  /** Whether score sheets record wipeouts. */
  recordWipeouts: boolean
  travelingDie: TravelingDieRule
  prizes: PrizeRule[]
  tieBreak: TieBreaker[]
  /** A person who already holds a higher-listed prize is skipped for the later ones. */
  onePrizePerPerson: boolean
}

/** The defaults of RULES.md: 4 sets, 21 points, head table ends the round, progressive, mix. */
export const DEFAULT_RULES: HouseRules = deepFreeze({
  sets: 4,
  target: 21,
  roundEnd: 'headTable',
  movement: 'progressive',
  partners: 'mix',
  play: 'team',
  lowTriple7: false,
  wipeout: false,
  fourDice: false,
  recordMinis: true,
  recordWipeouts: false,
  travelingDie: { enabled: false, passOn: 'bunco' },
  prizes: [
    { category: 'mostWins', enabled: true, tie: 'chain' },
    { category: 'mostBuncos', enabled: true, tie: 'chain' },
    { category: 'mostLosses', enabled: true, tie: 'chain' },
    { category: 'evenSplit', enabled: false, tie: 'chain' },
    { category: 'lastBunco', enabled: false, tie: 'rollOff' },
    { category: 'travelingDie', enabled: false, tie: 'rollOff' },
    { category: 'mostMinis', enabled: false, tie: 'chain' },
  ],
  tieBreak: ['buncos', 'points', 'rollOff'],
  onePrizePerPerson: false,
})

/** Rounds in a night under these rules. */
export function roundsInNight(rules: Pick<HouseRules, 'sets'>): number {
  return rules.sets * 6
}

/** The die face round `round` (counted from 1 over the night) rolls for. */
export function faceOfRound(round: number): number {
  return ((round - 1) % 6) + 1
}

/** The set (from 1) that round `round` belongs to. */
export function setOfRound(round: number): number {
  return Math.ceil(round / 6)
}

/** A deep, mutable copy of a set of house rules. */
export function copyRules(rules: HouseRules): HouseRules {
  return {
    ...rules,
    travelingDie: { ...rules.travelingDie },
    prizes: rules.prizes.map((p) => ({ ...p })),
    tieBreak: [...rules.tieBreak],
  }
}
