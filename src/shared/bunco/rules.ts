function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** When a round ends: at the head table's target, at any Bunco, or at each table's own target. */
export const ROUND_ENDS = ['headTable', 'anyBuncoEndsRound', 'eachTableToTarget'] as const
/** One of ROUND_ENDS. */
export type RoundEnd = (typeof ROUND_ENDS)[number]

/** Who moves where after a round (RULES.md section 5): two ladders and two rotations. */
export const MOVEMENTS = ['progressive', 'headLosersToBottom', 'losersMove', 'winnersMove'] as const
/** One of MOVEMENTS. */
export type Movement = (typeof MOVEMENTS)[number]

/** How partners are chosen after the moves (RULES.md section 6). */
export const PARTNER_RULES = ['mix', 'classic'] as const
/** One of PARTNER_RULES. */
export type PartnerRule = (typeof PARTNER_RULES)[number]

/** How a table plays: two teams of two, or each player alone (2–4 players, one table). */
export const PLAY_MODES = ['team', 'individual'] as const

/** The prize categories a host can switch on, in the default listing order. */
export const PRIZE_CATEGORIES = [
  'mostWins',
  'mostBuncos',
  'mostLosses',
  'evenSplit',
  'lastBunco',
  'travelingDie',
  'mostMinis',
] as const
/** One of PRIZE_CATEGORIES. */
export type PrizeCategory = (typeof PRIZE_CATEGORIES)[number]

/** Who won each prize's roll-off (or the host's pick), for prizes reported as needing one. */
export type RollOffWinners = Partial<Record<PrizeCategory, string>>

/** How a tie for a prize is settled: the tie-break chain, sharing it, or straight to a roll-off. */
export const PRIZE_TIE_RULES = ['chain', 'share', 'rollOff'] as const
/** One of PRIZE_TIE_RULES. */
export type PrizeTieRule = (typeof PRIZE_TIE_RULES)[number]

/** One prize in the host's list; the list order is the order for `onePrizePerPerson`. */
export interface PrizeRule {
  category: PrizeCategory
  enabled: boolean
  tie: PrizeTieRule
}

/** Every step the tie-break chain can use, in the default order. */
export const TIE_BREAKERS = ['buncos', 'points', 'rollOff'] as const
/** One step of the tie-break chain. */
export type TieBreaker = (typeof TIE_BREAKERS)[number]

/** What passes the traveling die: any Bunco, or a three (four with four dice) of this face. */
export const TRAVEL_TRIGGERS = ['bunco', 1, 2, 3, 4, 5, 6] as const
/** One of TRAVEL_TRIGGERS. */
export type TravelTrigger = (typeof TRAVEL_TRIGGERS)[number]

/** The traveling (fuzzy) die option. */
export interface TravelingDieRule {
  enabled: boolean
  passOn: TravelTrigger
}

/** How players move between groups of tables: they stay in theirs, or head winners move up a group. */
export const BETWEEN_GROUPS = ['stay', 'headWinnersUp'] as const

/**
 * What the clock does to a round: nothing (the score ends it), the bell alone ends it, or the
 * bell ends it unless the score did first.
 */
export const ROUND_CLOCKS = ['off', 'clockOnly', 'clockOrScore'] as const
/** One of ROUND_CLOCKS. */
export type RoundClock = (typeof ROUND_CLOCKS)[number]

/**
 * The numeric house rules and their whole-number ranges: sets of 6 rounds, points to reach, the
 * groups of tables the room is split into (1 is one chain), a timed round's minutes and the
 * seconds guests have to move between rounds (0: no move countdown).
 */
export const RULE_NUMBERS = {
  sets: { min: 1, max: 6 },
  target: { min: 5, max: 99 },
  groups: { min: 1, max: 100 },
  roundMinutes: { min: 1, max: 60 },
  moveSeconds: { min: 0, max: 600 },
} as const

/** The clock's house rules: the form shows them together, the minutes only when a clock runs. */
export const CLOCK_RULES = ['roundClock', 'roundMinutes', 'moveSeconds'] as const

/** The house rules chosen from a closed list, with that list. */
export const RULE_CHOICES = {
  roundEnd: ROUND_ENDS,
  movement: MOVEMENTS,
  partners: PARTNER_RULES,
  play: PLAY_MODES,
  betweenGroups: BETWEEN_GROUPS,
  roundClock: ROUND_CLOCKS,
} as const

/**
 * The on/off house rules: a mini Bunco of a lower number scores 7; three 1s wipe out (wipeout);
 * four dice; score sheets record minis and wipeouts; one prize per person.
 */
export const RULE_TOGGLES = [
  'lowTriple7',
  'wipeout',
  'fourDice',
  'recordMinis',
  'recordWipeouts',
  'onePrizePerPerson',
] as const

/** A numeric house rule's name. */
export type NumberRule = keyof typeof RULE_NUMBERS
/** A chosen-from-a-list house rule's name. */
export type ChoiceRule = keyof typeof RULE_CHOICES
/** An on/off house rule's name. */
export type ToggleRule = (typeof RULE_TOGGLES)[number]

/** The value each chosen-from-a-list rule takes. */
export type ChoiceValues = { [K in ChoiceRule]: (typeof RULE_CHOICES)[K][number] }

/** The list a chosen-from-a-list rule takes its value from, typed as that rule's value. */
export function choicesOf<K extends ChoiceRule>(key: K): readonly ChoiceValues[K][] {
  const lists: { [P in ChoiceRule]: readonly ChoiceValues[P][] } = RULE_CHOICES
  return lists[key]
}

/** Every house-rule option of RULES.md, typed from the lists above; DEFAULT_RULES holds the defaults. */
export type HouseRules = { [K in NumberRule]: number } & ChoiceValues & {
    [K in ToggleRule]: boolean
  } & {
    travelingDie: TravelingDieRule
    prizes: PrizeRule[]
    tieBreak: TieBreaker[]
  }

/** The defaults of RULES.md: 4 sets, 21 points, head table ends the round, progressive, mix, no clock. */
export const DEFAULT_RULES: HouseRules = deepFreeze({
  sets: 4,
  target: 21,
  roundEnd: 'headTable',
  movement: 'progressive',
  partners: 'mix',
  play: 'team',
  groups: 1,
  betweenGroups: 'stay',
  roundClock: 'off',
  roundMinutes: 15,
  moveSeconds: 0,
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
