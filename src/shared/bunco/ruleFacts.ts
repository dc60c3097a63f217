// What the house rules mean at the tables, each answered once: the table state machine, the
// rule sheet, the tallies and the host's explanations all ask these functions.
import { destination } from './moves'
import type { HouseRules, Movement } from './rules'

/** The options a table's round depends on. */
export type TableRules = Pick<
  HouseRules,
  'target' | 'roundEnd' | 'lowTriple7' | 'wipeout' | 'fourDice' | 'play'
> &
  Partial<Pick<HouseRules, 'roundClock'>>

/** The clock's rule where it is known (a table kept without it plays on no clock). */
type Clocked = Partial<Pick<HouseRules, 'roundClock'>>

/** Whether the score (a target, a Bunco) can end a round: not when the clock alone does. */
export function scoreEndsRound(rules: Clocked): boolean {
  return rules.roundClock !== 'clockOnly'
}

/** How many dice a roll takes under these rules. */
export function diceCount(rules: { fourDice?: boolean }): number {
  return rules.fourDice === true ? 4 : 3
}

/** Whether the head table's target ends the round at every table (team play, not each to its own). */
export function headTableDecides(rules: Pick<HouseRules, 'roundEnd' | 'play'>): boolean {
  return rules.play === 'team' && rules.roundEnd !== 'eachTableToTarget'
}

/** Whether reaching the target ends this table's round (its bell or its own goal). */
export function endsAtTarget(
  rules: Pick<HouseRules, 'roundEnd' | 'play'> & Clocked,
  table: number,
): boolean {
  if (!scoreEndsRound(rules)) return false
  return rules.play === 'individual' || table === 1 || rules.roundEnd === 'eachTableToTarget'
}

/** Whether a Bunco at this table rings the bell whatever the score (the deciding head table). */
export function bellOnBunco(
  rules: Pick<HouseRules, 'roundEnd' | 'play'> & Clocked,
  table: number,
): boolean {
  return table === 1 && headTableDecides(rules) && scoreEndsRound(rules)
}

/** Whether a Bunco at any table stops the round at every table at once, mid-turn or not. */
export function buncoStopsAll(rules: Pick<HouseRules, 'roundEnd' | 'fourDice'> & Clocked): boolean {
  return scoreEndsRound(rules) && (rules.roundEnd === 'anyBuncoEndsRound' || rules.fourDice)
}

/** Whether the first to the target wins at once, nobody finishing a turn (playing alone). */
export function firstToTargetWins(rules: Pick<HouseRules, 'play'> & Clocked): boolean {
  return rules.play === 'individual' && scoreEndsRound(rules)
}

/** What a mini Bunco scores when its number is lower, or higher, than the round's number. */
export function miniPoints(rules: Pick<HouseRules, 'lowTriple7' | 'fourDice'>): {
  lower: number
  higher: number
} {
  if (rules.fourDice) return { lower: 5, higher: 7 }
  return { lower: rules.lowTriple7 ? 7 : 5, higher: 5 }
}

/** What a table plays to: its own target, or until the head table's bell. */
export function tableGoal(
  rules: Pick<HouseRules, 'roundEnd' | 'play'>,
  table: number,
): 'target' | 'bell' {
  return endsAtTarget(rules, table) ? 'target' : 'bell'
}

/** What passes the traveling die: any Bunco, or all the dice showing one face. */
export type TravelRoll = { kind: 'bunco' } | { kind: 'face'; face: number; dice: number }

/** The roll that passes the traveling die under these rules. */
export function travelRoll(rules: Pick<HouseRules, 'travelingDie' | 'fourDice'>): TravelRoll {
  const passOn = rules.travelingDie.passOn
  return passOn === 'bunco'
    ? { kind: 'bunco' }
    : { kind: 'face', face: passOn, dice: diceCount(rules) }
}

/** Where a team goes, relative to the table it leaves. */
export type Step = 'stay' | 'up' | 'down' | 'last'

/** A part of the tables that moves alike: the head table, the tables between, the last one. */
export type TablePart = 'head' | 'middle' | 'last' | 'others'

/** One line of the movement rule: where the winners and the losers of a part of the tables go. */
export interface MoveLine {
  part: TablePart
  winners: Step
  losers: Step
}

function stepOf(from: number, to: number, tables: number): Step {
  if (to === from) return 'stay'
  if (to === from - 1) return 'up'
  if (to === from + 1) return 'down'
  return to === tables ? 'last' : to < from ? 'up' : 'down'
}

/**
 * The movement rule as lines a host reads: where the winners and losers of the head table, the
 * tables in between and the last table go (read from `tableMoves` at 4 tables, where every part
 * exists); parts that move alike share a line.
 */
export function moveLines(movement: Movement): MoveLine[] {
  const tables = 4
  const line = (part: TablePart, from: number): MoveLine => ({
    part,
    winners: stepOf(from, destination(movement, tables, { from, won: true }), tables),
    losers: stepOf(from, destination(movement, tables, { from, won: false }), tables),
  })
  const head = line('head', 1)
  const middle = line('middle', 2)
  const last = line('last', tables)
  const alike = middle.winners === last.winners && middle.losers === last.losers
  return alike ? [head, { ...middle, part: 'others' }] : [head, middle, last]
}
