// The rule sheet as statements: each one a fact the engine decides, named by an id that has a
// sentence in every language (i18n/rules). Tests check every statement against the engine.
import { clockPlan } from './clock'
import { CLOCK_STATEMENT_IDS, clockEnding, clockMoving } from './clockStatements'
import { hasTablesWithoutStayers } from './moves'
import {
  buncoStopsAll,
  diceCount,
  firstToTargetWins,
  headTableDecides,
  miniPoints,
  moveLines,
  travelRoll,
} from './ruleFacts'
import { prizeChain } from './prizeChain'
import { roundsInNight, type HouseRules, type PrizeCategory, type PrizeRule } from './rules'

/** Every sentence and phrase the rule sheet can say; each has a text in every language. */
export const STATEMENT_IDS = [
  'setup.gear',
  'setup.gearAlone',
  'setup.bell',
  'setup.scorekeeper',
  'setup.scorekeeperAlone',
  'setup.callBunco',
  'night.sets',
  'night.oneSet',
  'night.teams',
  'night.individual',
  'night.ghosts',
  'night.comeAndGo',
  'scoring.dice',
  'scoring.bunco',
  'scoring.mini',
  'scoring.miniSplit',
  'scoring.miniWipeout',
  'scoring.miniSplitWipeout',
  'scoring.turn',
  'scoring.wipeout',
  'scoring.wipeoutAlone',
  'scoring.noWipeout',
  'scoring.own',
  'scoring.miniNotBunco',
  'end.headTarget',
  'end.headBunco',
  'end.finishTurn',
  'end.othersPassTarget',
  'end.buncoStopsAll',
  'end.eachTable',
  'end.individual',
  'end.winner',
  'end.tie',
  'move.line',
  'move.part.head',
  'move.part.middle',
  'move.part.last',
  'move.part.others',
  'move.winners.stay',
  'move.winners.up',
  'move.winners.down',
  'move.winners.last',
  'move.losers.stay',
  'move.losers.up',
  'move.losers.down',
  'move.losers.last',
  'move.oneTable',
  'move.split',
  'move.mix',
  'move.classic',
  'move.individual',
  'move.groups',
  'move.groupsStay',
  'move.groupsWinnersUp',
  'sheet.marks',
  'sheet.marksAlone',
  'sheet.buncos',
  'sheet.minis',
  'sheet.wipeouts',
  'prizes.playoff',
  'die.off',
  'die.passes',
  'die.trigger.bunco',
  'die.trigger.face',
  'die.prize',
  'die.noPrize',
  'prizes.overall',
  'prizes.item',
  'prizes.tie.chain',
  'prizes.tie.share',
  'prizes.tie.rollOff',
  'prizes.breaker.buncos',
  'prizes.breaker.points',
  'prizes.breaker.rollOff',
  'prizes.endShared',
  'prizes.rollOff',
  'prizes.pointsNote',
  'prizes.onePrize',
  'prizes.manyPrizes',
  'prizes.none',
  'prize.mostWins',
  'prize.mostBuncos',
  'prize.mostLosses',
  'prize.evenSplit',
  'prize.lastBunco',
  'prize.travelingDie',
  'prize.mostMinis',
  'count.3',
  'count.4',
  ...CLOCK_STATEMENT_IDS,
] as const

/** One of STATEMENT_IDS. */
export type StatementId = (typeof STATEMENT_IDS)[number]

/** A parameter of a statement: a number, a text, or phrases said inside it (a list is joined). */
export type StatementParam = number | string | Statement | readonly Statement[]

/** One thing the rule sheet says. */
export interface Statement {
  id: StatementId
  params?: Record<string, StatementParam>
}

/** The parts of the rule sheet, in order. */
export const RULE_SECTIONS = [
  'setup',
  'night',
  'scoring',
  'roundEnd',
  'moving',
  'sheet',
  'die',
  'prizes',
] as const

/** One of RULE_SECTIONS. */
export type RuleSectionId = (typeof RULE_SECTIONS)[number]

/** A part of the rule sheet and what it says. */
export interface StatementSection {
  section: RuleSectionId
  statements: Statement[]
}

const say = (id: StatementId, params?: Record<string, StatementParam>): Statement =>
  params ? { id, params } : { id }

/** The name of a prize, as a phrase. */
export function prizeName(category: PrizeCategory): Statement {
  return say(`prize.${category}`)
}

/** "three" or "four", the number of dice a roll takes, as a word inside a sentence. */
function countOf(rules: HouseRules): Statement {
  return say(diceCount(rules) === 4 ? 'count.4' : 'count.3')
}

function setup(rules: HouseRules): Statement[] {
  const dice = diceCount(rules)
  if (rules.play === 'individual')
    return [say('setup.gearAlone', { dice }), say('setup.scorekeeperAlone'), say('setup.callBunco')]
  return [
    say('setup.gear', { dice }),
    ...(headTableDecides(rules) ? [say('setup.bell')] : []),
    say('setup.scorekeeper'),
    say('setup.callBunco'),
  ]
}

function night(rules: HouseRules): Statement[] {
  const sets =
    rules.sets === 1
      ? say('night.oneSet')
      : say('night.sets', { sets: rules.sets, rounds: roundsInNight(rules) })
  if (rules.play === 'individual') return [sets, say('night.individual')]
  return [sets, say('night.teams'), say('night.ghosts'), say('night.comeAndGo')]
}

function scoring(rules: HouseRules): Statement[] {
  const dice = diceCount(rules)
  const count = countOf(rules)
  const mini = miniPoints(rules)
  const alone = rules.play === 'individual'
  return [
    say('scoring.dice', { dice }),
    say('scoring.bunco', { dice }),
    // with wipeouts, 1s all alike are no mini Bunco: the same sentence says so
    mini.lower === mini.higher
      ? say(rules.wipeout ? 'scoring.miniWipeout' : 'scoring.mini', { count, points: mini.lower })
      : say(rules.wipeout ? 'scoring.miniSplitWipeout' : 'scoring.miniSplit', {
          count,
          lower: mini.lower,
          higher: mini.higher,
        }),
    say('scoring.turn'),
    rules.wipeout
      ? say(alone ? 'scoring.wipeoutAlone' : 'scoring.wipeout', { count })
      : say('scoring.noWipeout', { count }),
    ...(alone ? [] : [say('scoring.own')]),
    say('scoring.miniNotBunco'),
  ]
}

/** How a round ends, as said for one table (0 for every table at once, on the rule sheet). */
function endingAt(rules: HouseRules, table: number, tables: number): Statement[] {
  // a round on the clock alone ends at its bell, whatever the score
  if (!clockPlan(rules).endsByScore) return clockEnding(rules)
  return [...scoreEnding(rules, table, tables), ...clockEnding(rules)]
}

/** How the score ends a round, said for one table (0 for every table at once). */
function scoreEnding(rules: HouseRules, table: number, tables: number): Statement[] {
  const target = rules.target
  const stopsAll = buncoStopsAll(rules)
  const stops = stopsAll ? [say('end.buncoStopsAll')] : []
  if (firstToTargetWins(rules)) return [say('end.individual', { target }), ...stops]
  if (!headTableDecides(rules)) return [say('end.eachTable', { target }), ...stops]
  const head = table <= 1
  const others = table !== 1 && tables > 1
  return [
    ...(head ? [say('end.headTarget', { target })] : []),
    // with four dice or any-Bunco, a head-table Bunco stops everything at once instead
    ...(head && !stopsAll ? [say('end.headBunco')] : []),
    say('end.finishTurn'),
    ...(others && !stopsAll ? [say('end.othersPassTarget', { target })] : []),
    ...stops,
  ]
}

function roundEnd(rules: HouseRules, tables: number): Statement[] {
  // alone, nobody ties: the first to the target wins (or, at the clock's bell, who is ahead)
  const tie = rules.play === 'individual' ? [] : [say('end.winner'), say('end.tie')]
  return [...endingAt(rules, 0, tables), ...tie, ...clockMoving(rules)]
}

function moving(rules: HouseRules, tables: number): Statement[] {
  if (rules.play === 'individual') return [say('move.individual')]
  if (tables < 2) return [say('move.oneTable')]
  const lines = moveLines(rules.movement).map((line) =>
    say('move.line', {
      where: say(`move.part.${line.part}`),
      winners: say(`move.winners.${line.winners}`),
      losers: say(`move.losers.${line.losers}`),
    }),
  )
  const partners =
    rules.partners === 'mix'
      ? [say('move.mix')]
      : hasTablesWithoutStayers(rules.movement)
        ? [say('move.classic')]
        : []
  return [...lines, say('move.split'), ...partners, ...inGroups(rules)]
}

/** How a room split into groups plays: each group as a night of its own, and who changes group. */
function inGroups(rules: HouseRules): Statement[] {
  if (rules.groups <= 1) return []
  const between =
    rules.betweenGroups === 'headWinnersUp' ? 'move.groupsWinnersUp' : 'move.groupsStay'
  return [say('move.groups', { groups: rules.groups }), say(between)]
}

/** What a player marks on the score sheet after each round. */
export function sheetStatements(rules: HouseRules): Statement[] {
  return [
    say(rules.play === 'individual' ? 'sheet.marksAlone' : 'sheet.marks'),
    say('sheet.buncos'),
    ...(rules.recordMinis ? [say('sheet.minis')] : []),
    ...(rules.recordWipeouts ? [say('sheet.wipeouts')] : []),
  ]
}

function die(rules: HouseRules): Statement[] {
  if (!rules.travelingDie.enabled) return [say('die.off')]
  const roll = travelRoll(rules)
  const trigger =
    roll.kind === 'bunco'
      ? say('die.trigger.bunco')
      : say('die.trigger.face', { count: countOf(rules), face: roll.face })
  const prize = rules.prizes.some((p) => p.category === 'travelingDie' && p.enabled)
  return [say('die.passes', { trigger }), say(prize ? 'die.prize' : 'die.noPrize')]
}

function tieRule(rules: HouseRules, prize: PrizeRule): Statement {
  if (prize.tie === 'share') return say('prizes.tie.share')
  if (prize.tie === 'rollOff') return say('prizes.tie.rollOff')
  // a step equal to what the prize counts splits nothing: it is not said
  const chain = prizeChain(prize.category, rules.tieBreak)
  if (chain.length === 0) return say('prizes.tie.share')
  const steps = chain.map((b) => say(`prizes.breaker.${b}`))
  if (!chain.includes('rollOff')) steps.push(say('prizes.endShared'))
  return say('prizes.tie.chain', { chain: steps })
}

/** Whether the tie-break chain gets to its points step (a roll-off before it ends the chain). */
function reachesPoints(rules: HouseRules): boolean {
  const rollOff = rules.tieBreak.indexOf('rollOff')
  const points = rules.tieBreak.indexOf('points')
  return points >= 0 && (rollOff < 0 || points < rollOff)
}

function prizes(rules: HouseRules): Statement[] {
  // the playoff is the host's call after the qualifying rounds: the sheet printed before the night
  // says how one goes, should the host call it
  const playoff = [say('prizes.playoff')]
  const enabled = rules.prizes.filter((p) => p.enabled)
  if (enabled.length === 0) return [say('prizes.overall'), say('prizes.none'), ...playoff]
  const chained = enabled.some((p) => p.tie === 'chain')
  const rollOff =
    enabled.some((p) => p.tie === 'rollOff') || (chained && rules.tieBreak.includes('rollOff'))
  return [
    say('prizes.overall'),
    ...enabled.map((p, i) =>
      say('prizes.item', { n: i + 1, prize: prizeName(p.category), tie: tieRule(rules, p) }),
    ),
    ...(chained && reachesPoints(rules) ? [say('prizes.pointsNote')] : []),
    ...(rollOff ? [say('prizes.rollOff')] : []),
    say(rules.onePrizePerPerson ? 'prizes.onePrize' : 'prizes.manyPrizes'),
    ...playoff,
  ]
}

/** What a table's tally says about ending the round there (table 1 is the head table). */
export function tableStatements(rules: HouseRules, table: number, tables: number): Statement[] {
  return endingAt(rules, table, tables)
}

/** Everything the rule sheet says for these rules and this many tables, part by part. */
export function ruleStatements(rules: HouseRules, tables: number): StatementSection[] {
  return [
    { section: 'setup', statements: setup(rules) },
    { section: 'night', statements: night(rules) },
    { section: 'scoring', statements: scoring(rules) },
    { section: 'roundEnd', statements: roundEnd(rules, tables) },
    { section: 'moving', statements: moving(rules, tables) },
    { section: 'sheet', statements: sheetStatements(rules) },
    { section: 'die', statements: die(rules) },
    { section: 'prizes', statements: prizes(rules) },
  ]
}

/** The options the host's form explains, each by the statements it changes. */
export type ExplainedOption =
  | 'sets'
  | 'target'
  | 'roundEnd'
  | 'movement'
  | 'partners'
  | 'play'
  | 'groups'
  | 'betweenGroups'
  | 'roundClock'
  | 'roundMinutes'
  | 'moveSeconds'
  | 'lowTriple7'
  | 'wipeout'
  | 'fourDice'
  | 'travelingDie'
  | 'onePrizePerPerson'

const EXPLAINS: Record<ExplainedOption, RegExp> = {
  sets: /^night\.(sets|oneSet)$/,
  target: /^end\.(headTarget|eachTable|individual)$/,
  roundEnd: /^end\.(?!winner$|tie$)/,
  movement: /^move\.(line|individual)$/,
  partners: /^move\.(split|mix|classic)$/,
  play: /^night\.(teams|individual)$/,
  groups: /^move\.groups$/,
  betweenGroups: /^move\.groups(Stay|WinnersUp)$/,
  roundClock: /^clock\.(bellOnly|bellOrScore|atBell)$/,
  roundMinutes: /^clock\.bell(Only|OrScore)$/,
  moveSeconds: /^clock\.(move|hostStarts|moveOnly)$/,
  lowTriple7: /^scoring\.mini/,
  wipeout: /^scoring\.(wipeout|wipeoutAlone|noWipeout)$/,
  fourDice: /^(scoring\.(dice|bunco)|end\.buncoStopsAll)$/,
  travelingDie: /^die\./,
  onePrizePerPerson: /^prizes\.(onePrize|manyPrizes)$/,
}

/** What the sheet says about one option under these rules: the host's form shows the same words. */
export function optionStatements(rules: HouseRules, option: ExplainedOption): Statement[] {
  // the form does not know the night's tables yet: explain for a night of several
  return ruleStatements(rules, 3)
    .flatMap((s) => s.statements)
    .filter((s) => EXPLAINS[option].test(s.id))
}
