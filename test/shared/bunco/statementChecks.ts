// One check per rule-sheet statement: each drives the engine (table state machine, movement,
// tally, prizes) and asserts that what the statement says is what happens. Nothing here reads
// the sheet's text: a statement is tested by what the engine does.
import { expect } from 'vitest'
import {
  GHOST_PREFIX,
  PRIZE_CATEGORIES,
  PRIZE_COUNTS,
  awardPrizes,
  createRandom,
  currentRoller,
  destination,
  diceCount,
  dieHolders,
  digitalRollOff,
  faceOfRound,
  isGhost,
  nextRound,
  openingRound,
  playoffCut,
  playoffSeating,
  prizeChain,
  rankPlayers,
  ringBell,
  rollTable,
  roundsInNight,
  scoreRoll,
  seatDeparture,
  startTable,
  stopTable,
  tableResult,
  tally,
  type HouseRules,
  type PlayedRound,
  type PrizeCategory,
  type RoundPlan,
  type Seat,
  type Statement,
  type StatementId,
  type StatementParam,
  type TableResult,
  type TableState,
  type Team,
} from '../../../src/shared/bunco'
import { CLOCK_CHECKS } from './clockChecks'
import { GROUP_CHECKS } from './groupChecks'
import { players, results } from './helpers'

/** What a check knows: the rules and the number of tables the sheet was made for. */
export interface Context {
  rules: HouseRules
  tables: number
}

/** Checks one statement against the engine; phrases said inside another are checked by it. */
export type Check = (statement: Statement, ctx: Context) => void

const SEATS4 = { N: 'pn', E: 'pe', S: 'ps', W: 'pw' } as const

function num(statement: Statement, name: string): number {
  const value = statement.params?.[name]
  if (typeof value !== 'number') throw new Error(`${statement.id} has no number ${name}`)
  return value
}

function phrase(statement: Statement, name: string): Statement {
  const value: StatementParam | undefined = statement.params?.[name]
  if (value === undefined || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${statement.id} has no phrase ${name}`)
  return value as Statement
}

/** A table of four at `table`, rolling for `face`, under the rules. */
function seated(ctx: Context, table: number, face: number, scorekeeper?: Seat): TableState {
  const setup = { table, seats: { ...SEATS4 }, face, rules: ctx.rules }
  return startTable(scorekeeper ? { ...setup, scorekeeper } : setup)
}

/** Dice: `hits` dice on the face, the rest all different and off the face (never a triple). */
function roll(face: number, hits: number, count: number): number[] {
  const others = [1, 2, 3, 4, 5, 6].filter((v) => v !== face)
  return [...Array.from({ length: hits }, () => face), ...others.slice(0, count - hits)]
}

const miss = (face: number, count: number): number[] => roll(face, 0, count)
const same = (value: number, count: number): number[] => Array.from({ length: count }, () => value)

function sideOfSeat(state: TableState, seat: Seat): string {
  return state.play === 'team' ? (seat === 'N' || seat === 'S' ? 'NS' : 'EW') : seat
}

/** Rolls single hits until the roller's side reaches the target; returns the state then. */
function reachTarget(state: TableState, count: number): TableState {
  let s = state
  const side = sideOfSeat(s, currentRoller(s).seat)
  for (let i = 0; i < 200 && (s.points[side as 'NS'] ?? 0) < s.goal; i++) {
    s = rollTable(s, roll(s.face, 1, count))
  }
  return s
}

function expectStopped(s: TableState): void {
  expect(['done', 'rollOff']).toContain(s.phase)
}

/** A night of 4 × tables players after one round with the given winners. */
function moved(
  ctx: Context,
  tables: number,
  winners: Team[],
): { before: RoundPlan; after: RoundPlan } {
  const rules = { ...ctx.rules, play: 'team' as const }
  const before = openingRound(players(tables * 4), rules, 11)
  const history: PlayedRound[] = [{ plan: before, results: results(before, winners) }]
  return { before, after: nextRound(history, rules) }
}

function tableOf(plan: RoundPlan, id: string): number {
  const found = plan.tables.find((t) => Object.values(t.seats).includes(id))
  if (!found) throw new Error(`${id} is not seated`)
  return found.table
}

function partnerOf(plan: RoundPlan, id: string): string {
  for (const { seats } of plan.tables) {
    if (seats.N === id) return seats.S
    if (seats.S === id) return seats.N
    if (seats.E === id) return seats.W
    if (seats.W === id) return seats.E
  }
  throw new Error(`${id} is not seated`)
}

/** Every way the tables' rounds can go, for up to 3 tables, and a few for more. */
function outcomes(tables: number): Team[][] {
  if (tables > 3) {
    const random = createRandom(tables)
    return Array.from({ length: 6 }, () =>
      Array.from({ length: tables }, (): Team => (random.int(2) === 0 ? 'NS' : 'EW')),
    )
  }
  const out: Team[][] = [[]]
  for (let t = 0; t < tables; t++)
    out.splice(
      0,
      out.length,
      ...out.flatMap((o) => [
        [...o, 'NS' as Team],
        [...o, 'EW' as Team],
      ]),
    )
  return out
}

function tablesOfPart(part: string, tables: number): number[] {
  const all = Array.from({ length: tables }, (_, i) => i + 1)
  if (part === 'head') return [1]
  if (part === 'last') return [tables]
  if (part === 'middle') return all.filter((t) => t > 1 && t < tables)
  return all.filter((t) => t > 1)
}

function expectedTable(step: string, from: number, tables: number): number {
  if (step === 'stay') return from
  if (step === 'up') return from - 1
  if (step === 'down') return from + 1
  return tables
}

/** A short night with seeded random winners, every round recorded with Buncos and points. */
function night(ctx: Context, rounds: number, count = 12): PlayedRound[] {
  const rules = { ...ctx.rules, sets: 6 }
  const random = createRandom(rounds * 31 + count)
  const ids = players(rules.play === 'individual' ? Math.min(count, 4) : count)
  const history: PlayedRound[] = []
  let plan = openingRound(ids, rules, 5)
  for (let r = 1; r <= rounds; r++) {
    const res: TableResult[] = plan.tables.map((t) => {
      const seat = (['N', 'E', 'S', 'W'] as const)[random.int(4)] ?? 'N'
      const winner =
        rules.play === 'team'
          ? random.int(2) === 0
            ? 'NS'
            : 'EW'
          : isGhost(t.seats[seat])
            ? 'N'
            : seat
      return { table: t.table, winner, buncos: { [t.seats.N]: random.int(2) } }
    })
    history.push({ plan, results: res })
    if (r < rounds) plan = nextRound(history, rules)
  }
  return history
}

function countWord(statement: Statement, ctx: Context): void {
  expect(phrase(statement, 'count').id).toBe(`count.${diceCount(ctx.rules)}`)
}

function checkTie(statement: Statement, ctx: Context, category: PrizeCategory): void {
  // two players tied on everything the category counts: what the tie rule says happens
  const rules: HouseRules = {
    ...ctx.rules,
    play: 'team',
    onePrizePerPerson: false,
    prizes: ctx.rules.prizes.map((p) => ({ ...p, enabled: p.category === category })),
  }
  const tie = phrase(statement, 'tie')
  const chain = tie.params?.['chain']
  const steps = Array.isArray(chain) ? (chain as Statement[]).map((s) => s.id) : []
  // a step counting what the prize counts cannot split its tie: the sheet does not say it
  const own = PRIZE_COUNTS[category]
  if (own !== undefined) expect(steps).not.toContain(`prizes.breaker.${own}`)
  const plan = openingRound(players(4), rules, 3)
  const { N, E, S, W } = plan.tables[0]!.seats
  // N and S win, E and W lose, and each of the four rolled one Bunco and one mini Bunco
  const each = { [N]: 1, [E]: 1, [S]: 1, [W]: 1 }
  const history: PlayedRound[] = [
    { plan, results: [{ table: 1, winner: 'NS', buncos: each, minis: each }] },
  ]
  const award = awardPrizes(history, rules).find((a) => a.prize === category)
  if (!award || award.tied.length < 2) return
  if (tie.id === 'prizes.tie.share') expect(award.status).toBe('shared')
  else if (tie.id === 'prizes.tie.rollOff') expect(award.status).toBe('needsRollOff')
  else {
    expect(Array.isArray(chain)).toBe(true)
    // equal on every step: the chain ends in a roll-off, or the prize is shared
    expect(award.status).toBe(steps.includes('prizes.breaker.rollOff') ? 'needsRollOff' : 'shared')
    const said = prizeChain(category, rules.tieBreak)
    expect(steps.at(-1)).toBe(
      said.includes('rollOff') ? `prizes.breaker.${said.at(-1)}` : 'prizes.endShared',
    )
  }
}

/**
 * Every number all alike that is not the round's, in every round, at a table: a mini Bunco
 * scoring what the sentence says, or (only where the sentence says so) 1s wiping out.
 */
function checkMinis(s: Statement, ctx: Context, onesWipeOut: boolean): void {
  countWord(s, ctx)
  const dice = diceCount(ctx.rules)
  const split = s.params?.['lower'] !== undefined
  for (let face = 1; face <= 6; face++)
    for (let value = 1; value <= 6; value++) {
      if (value === face) continue
      const rolled = rollTable(seated(ctx, 2, face), same(value, dice)).log.at(-1)!
      if (value === 1 && onesWipeOut) {
        expect(rolled.kind).toBe('wipeout')
        continue
      }
      const points = split ? num(s, value < face ? 'lower' : 'higher') : num(s, 'points')
      expect(rolled, `${value}s in round ${face}`).toMatchObject({ kind: 'mini', points })
    }
}

/** A table of three players and a ghost at W: E rolls on the ghost's turn. */
function withGhost(ctx: Context, face: number): TableState {
  const seats = { N: 'pn', E: 'pe', S: 'ps', W: `${GHOST_PREFIX}1` }
  return startTable({ table: 2, seats, face, rules: { ...ctx.rules, play: 'team' } })
}

/** Rolls nothing until it is the seat's turn. */
function untilTurn(state: TableState, seat: Seat): TableState {
  let s = state
  const dice = diceCount(s.scoring)
  for (let i = 0; i < 4 && currentRoller(s).seat !== seat; i++) s = rollTable(s, miss(s.face, dice))
  expect(currentRoller(s).seat).toBe(seat)
  return s
}

/**
 * A Bunco on the ghost's turn, rolled by its partner, and one on the partner's own turn: each
 * counts for the seat whose turn it was, on the table, in the tally and for the prizes.
 */
function checkGhostBuncos(ctx: Context): void {
  const dice = diceCount(ctx.rules)
  const ghost = `${GHOST_PREFIX}1`
  const onGhost = rollTable(untilTurn(withGhost(ctx, 1), 'W'), same(1, dice))
  expect(onGhost.log.at(-1)).toMatchObject({ player: ghost, rolledBy: 'pe', kind: 'bunco' })
  expect(onGhost.buncos).toEqual({ [ghost]: 1 })
  const onOwn = rollTable(untilTurn(withGhost(ctx, 1), 'E'), same(1, dice))
  expect(onOwn.buncos).toEqual({ pe: 1 })
  // the ghost's Bunco in a played round: nobody's record, nobody's prize
  const plan: RoundPlan = { set: 1, round: 1, target: 1, seed: 1, play: 'team', tables: [] }
  const round: PlayedRound = {
    plan: { ...plan, tables: [{ table: 1, seats: onGhost.seats }] },
    results: [{ ...tableResult(stopTable(onGhost)), table: 1 }],
  }
  const records = tally([round])
  expect(records.find((r) => r.player === 'pe')?.buncos).toBe(0)
  const rules: HouseRules = {
    ...ctx.rules,
    play: 'team',
    onePrizePerPerson: false,
    prizes: PRIZE_CATEGORIES.map((category) => ({ category, enabled: true, tie: 'share' })),
  }
  for (const award of awardPrizes([round], rules)) {
    if (award.prize === 'mostBuncos' || award.prize === 'lastBunco')
      expect(award.status).toBe('none')
    for (const w of [...award.winners, ...award.tied]) expect(isGhost(w)).toBe(false)
  }
}

const inParent: Check = () => undefined

/** Every statement's check; a new statement without one does not compile. */
export const CHECKS: Record<StatementId, Check> = {
  ...GROUP_CHECKS,
  ...CLOCK_CHECKS,
  'setup.gear': (s, ctx) => {
    const dice = num(s, 'dice')
    expect(dice).toBe(diceCount(ctx.rules))
    expect(scoreRoll(same(2, dice), 2, ctx.rules).kind).toBe('bunco')
    expect(() => scoreRoll(same(2, dice - 1), 2, ctx.rules)).toThrow()
  },
  'setup.gearAlone': (s, ctx) => CHECKS['setup.gear'](s, ctx),
  'setup.bell': (_, ctx) => {
    const head = reachTarget(seated(ctx, 1, 2), diceCount(ctx.rules))
    expect(head.signal).toBe('bell')
  },
  'setup.scorekeeper': (_, ctx) => {
    const s = seated(ctx, 1, 2, 'E')
    expect(currentRoller(s).seat).toBe('E')
    const next = rollTable(s, miss(2, diceCount(ctx.rules)))
    expect(currentRoller(next).seat).toBe('S')
  },
  'setup.scorekeeperAlone': (s, ctx) => CHECKS['setup.scorekeeper'](s, ctx),
  'setup.callBunco': (_, ctx) => {
    const dice = diceCount(ctx.rules)
    for (let face = 1; face <= 6; face++)
      expect(scoreRoll(same(face, dice), face, ctx.rules).kind).toBe('bunco')
  },
  'night.sets': (s, ctx) => {
    expect(num(s, 'sets')).toBe(ctx.rules.sets)
    expect(num(s, 'rounds')).toBe(roundsInNight(ctx.rules))
    expect(roundsInNight(ctx.rules)).toBe(6 * ctx.rules.sets)
    for (let r = 1; r <= roundsInNight(ctx.rules); r++)
      expect(faceOfRound(r)).toBe(((r - 1) % 6) + 1)
  },
  'night.oneSet': (_, ctx) => {
    expect(roundsInNight(ctx.rules)).toBe(6)
  },
  'night.teams': (_, ctx) => {
    const plan = openingRound(players(8), ctx.rules, 2)
    const history: PlayedRound[] = [{ plan, results: results(plan, ['NS', 'EW']) }]
    const marks = new Map(tally(history).map((r) => [r.player, r.marks[0]]))
    for (const { seats } of plan.tables) {
      expect(marks.get(seats.N)).toBe(marks.get(seats.S))
      expect(marks.get(seats.E)).toBe(marks.get(seats.W))
      expect(marks.get(seats.N)).not.toBe(marks.get(seats.E))
    }
  },
  'night.individual': (_, ctx) => {
    const plan = openingRound(players(3), ctx.rules, 2)
    expect(plan.tables).toHaveLength(1)
    const winner = (['N', 'E', 'S', 'W'] as const).find(
      (seat) => !isGhost(plan.tables[0]!.seats[seat]),
    )
    const history: PlayedRound[] = [{ plan, results: [{ table: 1, winner: winner ?? 'N' }] }]
    expect(tally(history).filter((r) => r.marks[0] === 'W')).toHaveLength(1)
  },
  'night.ghosts': (_, ctx) => {
    const plan = openingRound(players(7), ctx.rules, 4)
    const table = plan.tables.find((t) => Object.values(t.seats).some(isGhost))
    expect(table).toBeDefined()
    const ghostSeat = (['N', 'E', 'S', 'W'] as const).find((seat) => isGhost(table!.seats[seat]))!
    let s = startTable({ table: table!.table, seats: table!.seats, face: 1, rules: ctx.rules })
    while (currentRoller(s).seat !== ghostSeat) s = rollTable(s, miss(1, diceCount(ctx.rules)))
    const partner = { N: 'S', S: 'N', E: 'W', W: 'E' } as const
    expect(currentRoller(s).rolledBy).toBe(table!.seats[partner[ghostSeat]])
    const history: PlayedRound[] = [
      { plan, results: plan.tables.map((t) => ({ table: t.table, winner: 'NS' })) },
    ]
    for (const award of awardPrizes(history, { ...ctx.rules, onePrizePerPerson: false }))
      for (const w of [...award.winners, ...award.tied]) expect(isGhost(w)).toBe(false)
  },
  'night.comeAndGo': (_, ctx) => {
    const ghosts = (plan: RoundPlan): number[] =>
      plan.tables.map((t) => Object.values(t.seats).filter(isGhost).length)
    const spread = (plan: RoundPlan): boolean =>
      Math.max(...ghosts(plan)) - Math.min(...ghosts(plan)) <= 1
    // 13 guests over five rounds, a guest walking in and one leaving between rounds
    const history: PlayedRound[] = []
    let plan = openingRound(players(13), ctx.rules, 7)
    for (let round = 1; round <= 5; round++) {
      expect(spread(plan)).toBe(true)
      history.push({ plan, results: plan.tables.map((t) => ({ table: t.table, winner: 'NS' })) })
      const changes = round === 2 ? { arrive: ['late'] } : round === 3 ? { leave: ['p2'] } : {}
      plan = nextRound(history, ctx.rules, changes)
    }
    expect(spread(plan)).toBe(true)
    // leaving before the round starts: a ghost plays the seat in that round already
    const leaver = plan.tables[0]!.seats.N
    const now = seatDeparture(plan, leaver, `${GHOST_PREFIX}99`)
    expect(now.tables.flatMap((t) => Object.values(t.seats))).not.toContain(leaver)
    expect(spread(now)).toBe(true)
  },
  'scoring.dice': (s, ctx) => {
    const dice = num(s, 'dice')
    expect(dice).toBe(diceCount(ctx.rules))
    expect(scoreRoll(roll(3, 1, dice), 3, ctx.rules).points).toBe(1)
    expect(scoreRoll(roll(3, 2, dice), 3, ctx.rules).points).toBe(2)
  },
  'scoring.bunco': (s, ctx) => {
    const dice = num(s, 'dice')
    expect(dice).toBe(diceCount(ctx.rules))
    expect(scoreRoll(same(5, dice), 5, ctx.rules)).toMatchObject({ kind: 'bunco', points: 21 })
  },
  'scoring.mini': (s, ctx) => checkMinis(s, ctx, false),
  'scoring.miniSplit': (s, ctx) => {
    expect(num(s, 'lower')).not.toBe(num(s, 'higher'))
    checkMinis(s, ctx, false)
  },
  'scoring.miniWipeout': (s, ctx) => checkMinis(s, ctx, true),
  'scoring.miniSplitWipeout': (s, ctx) => {
    expect(num(s, 'lower')).not.toBe(num(s, 'higher'))
    checkMinis(s, ctx, true)
  },
  'scoring.turn': (_, ctx) => {
    const dice = diceCount(ctx.rules)
    const start = seated(ctx, 2, 3)
    const first = currentRoller(start).seat
    const scored = rollTable(start, roll(3, 1, dice))
    expect(currentRoller(scored).seat).toBe(first)
    const passed = rollTable(scored, miss(3, dice))
    expect(currentRoller(passed).seat).toBe(start.order[1])
  },
  'scoring.wipeout': (s, ctx) => {
    countWord(s, ctx)
    const dice = diceCount(ctx.rules)
    const scored = rollTable(seated(ctx, 2, 3), roll(3, 2, dice))
    const side = sideOfSeat(scored, currentRoller(scored).seat) as 'NS'
    expect(scored.points[side]).toBe(2)
    const wiped = rollTable(scored, same(1, dice))
    expect(wiped.points[side]).toBe(0)
    expect(wiped.log.at(-1)?.kind).toBe('wipeout')
    expect(currentRoller(wiped).seat).not.toBe(currentRoller(scored).seat)
    expect(scoreRoll(same(1, dice), 1, ctx.rules).kind).toBe('bunco')
  },
  'scoring.wipeoutAlone': (s, ctx) => CHECKS['scoring.wipeout'](s, ctx),
  'scoring.noWipeout': (s, ctx) => {
    countWord(s, ctx)
    expect(scoreRoll(same(1, diceCount(ctx.rules)), 3, ctx.rules).kind).toBe('mini')
  },
  'scoring.own': (_, ctx) => {
    const s = rollTable(seated(ctx, 2, 4), same(4, diceCount(ctx.rules)))
    const roller = s.log[0]!.player
    expect(s.buncos).toEqual({ [roller]: 1 })
    checkGhostBuncos(ctx)
  },
  'scoring.miniNotBunco': (_, ctx) => {
    const s = rollTable(seated(ctx, 2, 4), same(2, diceCount(ctx.rules)))
    expect(s.buncos).toEqual({})
    expect(Object.values(s.minis)).toEqual([1])
  },
  'end.headTarget': (s, ctx) => {
    expect(num(s, 'target')).toBe(ctx.rules.target)
    const head = reachTarget(seated(ctx, 1, 2), diceCount(ctx.rules))
    expect(head.phase).toBe('finishing')
    expect(head.signal).toBe('bell')
    // the bell reaches a table still playing: it finishes only its turn in progress
    const other = seated(ctx, 2, 2)
    expectStopped(ringBell(other))
  },
  'end.headBunco': (_, ctx) => {
    const head = rollTable(seated(ctx, 1, 2), same(2, diceCount(ctx.rules)))
    expect(head.phase).toBe('finishing')
    expect(head.signal).toBe('bell')
  },
  'end.finishTurn': (_, ctx) => {
    const dice = diceCount(ctx.rules)
    const reached = reachTarget(seated(ctx, 1, 2), dice)
    expect(reached.phase).toBe('finishing')
    const roller = currentRoller(reached).seat
    const more = rollTable(reached, roll(2, 1, dice))
    expect(currentRoller(more).seat).toBe(roller)
    expect(more.phase).toBe('finishing')
    expectStopped(rollTable(more, miss(2, dice)))
    const started = rollTable(seated(ctx, 2, 2), roll(2, 1, dice))
    expect(ringBell(started).phase).toBe('finishing')
  },
  'end.othersPassTarget': (s, ctx) => {
    expect(num(s, 'target')).toBe(ctx.rules.target)
    expect(ctx.tables).toBeGreaterThan(1)
    const dice = diceCount(ctx.rules)
    let t = seated(ctx, 2, 3)
    for (let i = 0; i < ctx.rules.target + 2; i++) t = rollTable(t, roll(3, 1, dice))
    expect(t.phase).toBe('playing')
    const bunco = rollTable(seated(ctx, 2, 3), same(3, dice))
    expect(bunco.phase).toBe('playing')
    expect(bunco.signal).toBe('none')
  },
  'end.buncoStopsAll': (_, ctx) => {
    const dice = diceCount(ctx.rules)
    for (const table of ctx.rules.play === 'team' ? [1, 2] : [1]) {
      const started = rollTable(seated(ctx, table, 3), roll(3, 1, dice))
      const bunco = rollTable(started, same(3, dice))
      expect(bunco.signal).toBe('stopAll')
      expectStopped(bunco)
    }
    // elsewhere a turn in progress stops at once too
    expectStopped(stopTable(rollTable(seated(ctx, 2, 3), roll(3, 1, dice))))
  },
  'end.eachTable': (s, ctx) => {
    expect(num(s, 'target')).toBe(ctx.rules.target)
    const dice = diceCount(ctx.rules)
    const reached = reachTarget(seated(ctx, 2, 2), dice)
    expect(reached.phase).toBe('finishing')
    expect(reached.signal).toBe('none')
    expectStopped(rollTable(reached, miss(2, dice)))
  },
  'end.individual': (s, ctx) => {
    expect(num(s, 'target')).toBe(ctx.rules.target)
    const reached = reachTarget(seated(ctx, 1, 2), diceCount(ctx.rules))
    expect(reached.phase).toBe('done')
    expect(reached.winner).toBe(reached.log.at(-1)?.seat)
  },
  'end.winner': (_, ctx) => {
    const dice = diceCount(ctx.rules)
    const start = seated(ctx, 2, 3)
    expect(start.points).toEqual({})
    const scored = rollTable(start, roll(3, 2, dice))
    const result = tableResult(stopTable(scored))
    expect(result.winner).toBe(sideOfSeat(start, currentRoller(start).seat))
  },
  'end.tie': (_, ctx) => {
    const dice = diceCount(ctx.rules)
    let s = seated(ctx, 2, 3, 'E')
    s = rollTable(s, roll(3, 1, dice)) // E scores 1 for EW
    s = rollTable(s, miss(3, dice))
    s = rollTable(s, roll(3, 1, dice)) // S scores 1 for NS
    s = stopTable(s)
    expect(s.phase).toBe('rollOff')
    expect(currentRoller(s).seat).toBe('E')
    // one turn each: E misses, S scores, W misses, N misses: N–S lead after the go-round
    for (const dice3 of [
      miss(3, dice),
      roll(3, 1, dice),
      miss(3, dice),
      miss(3, dice),
      miss(3, dice),
    ])
      if (s.phase === 'rollOff') s = rollTable(s, dice3)
    expect(s.phase).toBe('done')
    expect(tableResult(s)).toMatchObject({ winner: 'NS', rollOff: true })
  },
  'move.line': (s, ctx) => {
    const part = phrase(s, 'where').id.split('.').at(-1) ?? ''
    const winners = phrase(s, 'winners').id.split('.').at(-1) ?? ''
    const losers = phrase(s, 'losers').id.split('.').at(-1) ?? ''
    for (const tables of [2, 3, 4, 5]) {
      for (const from of tablesOfPart(part, tables)) {
        for (const won of [true, false]) {
          const step = won ? winners : losers
          // two tables: "one down" from the head table and "the last" are the same table
          expect(destination(ctx.rules.movement, tables, { from, won })).toBe(
            expectedTable(step, from, tables),
          )
        }
      }
      for (const winnersOf of outcomes(tables)) {
        const { before, after } = moved(ctx, tables, winnersOf)
        for (const from of tablesOfPart(part, tables)) {
          const seats = before.tables[from - 1]!.seats
          const win = winnersOf[from - 1]!
          const team = (t: Team): string[] => (t === 'NS' ? [seats.N, seats.S] : [seats.E, seats.W])
          const lose: Team = win === 'NS' ? 'EW' : 'NS'
          for (const id of team(win))
            expect(tableOf(after, id)).toBe(expectedTable(winners, from, tables))
          for (const id of team(lose))
            expect(tableOf(after, id)).toBe(expectedTable(losers, from, tables))
        }
      }
    }
  },
  'move.part.head': inParent,
  'move.part.middle': inParent,
  'move.part.last': inParent,
  'move.part.others': inParent,
  'move.winners.stay': inParent,
  'move.winners.up': inParent,
  'move.winners.down': inParent,
  'move.winners.last': inParent,
  'move.losers.stay': inParent,
  'move.losers.up': inParent,
  'move.losers.down': inParent,
  'move.losers.last': inParent,
  'move.oneTable': (_, ctx) => {
    const { before, after } = moved(ctx, 1, ['NS'])
    const ids = Object.values(before.tables[0]!.seats)
    expect(new Set(Object.values(after.tables[0]!.seats))).toEqual(new Set(ids))
    for (const id of ids) expect(partnerOf(after, id)).not.toBe(partnerOf(before, id))
  },
  'move.split': (_, ctx) => {
    for (const tables of [2, 3, 5]) {
      for (const winnersOf of outcomes(tables)) {
        const { before, after } = moved(ctx, tables, winnersOf)
        for (const { table, seats } of before.tables) {
          for (const [a, b] of [
            [seats.N, seats.S],
            [seats.E, seats.W],
          ] as const) {
            if (tableOf(after, a) === table && tableOf(after, b) === table)
              expect(partnerOf(after, a)).not.toBe(b)
          }
        }
      }
    }
  },
  'move.mix': (_, ctx) => {
    for (const count of [8, 12, 16]) {
      const history = night(ctx, 8, count)
      for (let r = 1; r < history.length; r++) {
        for (const id of players(count)) {
          const now = partnerOf(history[r]!.plan, id)
          if (!isGhost(now)) expect(now).not.toBe(partnerOf(history[r - 1]!.plan, id))
        }
      }
    }
  },
  'move.classic': (_, ctx) => {
    for (const tables of [3, 4, 5]) {
      for (const winnersOf of outcomes(tables)) {
        const { before, after } = moved(ctx, tables, winnersOf)
        for (const t of after.tables) {
          const ids = Object.values(t.seats)
          const stayed = ids.some((id) => tableOf(before, id) === t.table)
          if (stayed) continue
          // nobody stayed: both teams arrived, each still together
          for (const id of ids) {
            const old = partnerOf(before, id)
            if (ids.includes(old)) expect(partnerOf(after, id)).toBe(old)
          }
        }
      }
    }
  },
  'move.individual': (_, ctx) => {
    const history = night(ctx, 4, 3)
    for (const played of history) {
      expect(played.plan.tables).toHaveLength(1)
      expect(new Set(Object.values(played.plan.tables[0]!.seats))).toEqual(
        new Set(Object.values(history[0]!.plan.tables[0]!.seats)),
      )
    }
  },
  'sheet.marks': (_, ctx) => CHECKS['night.teams']({ id: 'night.teams' }, ctx),
  'sheet.marksAlone': (_, ctx) => CHECKS['night.individual']({ id: 'night.individual' }, ctx),
  'sheet.buncos': (_, ctx) => {
    const history = night(ctx, 3)
    const counted = history.flatMap((p) => p.results.flatMap((r) => Object.entries(r.buncos ?? {})))
    for (const record of tally(history)) {
      const own = counted.filter(([id]) => id === record.player).reduce((n, [, b]) => n + b, 0)
      expect(record.buncos).toBe(own)
    }
  },
  'sheet.minis': (_, ctx) => {
    expect(ctx.rules.recordMinis).toBe(true)
    const history = night(ctx, 2)
    const id = Object.values(history[0]!.plan.tables[0]!.seats)[0]!
    history[0]!.results[0] = { ...history[0]!.results[0]!, minis: { [id]: 2 } }
    expect(tally(history).find((r) => r.player === id)?.minis).toBe(2)
  },
  'sheet.wipeouts': (_, ctx) => {
    expect(ctx.rules.recordWipeouts).toBe(true)
    const history = night(ctx, 2)
    const id = Object.values(history[0]!.plan.tables[0]!.seats)[0]!
    history[0]!.results[0] = { ...history[0]!.results[0]!, wipeouts: { [id]: 3 } }
    expect(tally(history).find((r) => r.player === id)?.wipeouts).toBe(3)
  },
  'die.off': (_, ctx) => {
    expect(dieHolders(night(ctx, 2), ctx.rules)).toEqual([])
    const awards = awardPrizes(night(ctx, 2), ctx.rules)
    expect(awards.find((a) => a.prize === 'travelingDie')?.status ?? 'none').toBe('none')
  },
  'die.passes': (s, ctx) => {
    const trigger = phrase(s, 'trigger')
    const history = night(ctx, 2)
    const last = history.at(-1)!
    const id = Object.values(last.plan.tables[0]!.seats).find((p) => !isGhost(p))!
    const result = last.results[0]!
    for (const other of last.results.slice(1)) delete other.buncos
    if (trigger.id === 'die.trigger.bunco') {
      last.results[0] = { ...result, buncos: { [id]: 1 } }
    } else {
      countWord(trigger, ctx)
      expect(num(trigger, 'face')).toBe(ctx.rules.travelingDie.passOn)
      last.results[0] = { ...result, travels: { [id]: 1 } }
    }
    expect(dieHolders(history, ctx.rules)).toEqual([id])
  },
  'die.trigger.bunco': inParent,
  'die.trigger.face': inParent,
  'die.prize': (_, ctx) => {
    const history = night(ctx, 2)
    const holders = dieHolders(history, ctx.rules)
    const award = awardPrizes(history, { ...ctx.rules, onePrizePerPerson: false }).find(
      (a) => a.prize === 'travelingDie',
    )
    expect(award).toBeDefined()
    expect(award!.tied).toEqual(holders)
  },
  'die.noPrize': (_, ctx) => {
    const awards = awardPrizes(night(ctx, 2), ctx.rules)
    expect(awards.some((a) => a.prize === 'travelingDie')).toBe(false)
  },
  'prizes.overall': (_, ctx) => {
    const records = tally(night(ctx, 6))
    const ranked = rankPlayers(records, ctx.rules, (r) => r.player, {})
    expect(ranked[0]!.wins).toBe(Math.max(...records.map((r) => r.wins)))
  },
  'prizes.item': (s, ctx) => {
    const n = num(s, 'n')
    const enabled = ctx.rules.prizes.filter((p) => p.enabled)
    const category = enabled[n - 1]!.category
    expect(phrase(s, 'prize').id).toBe(`prize.${category}`)
    expect(awardPrizes(night(ctx, 2), ctx.rules)[n - 1]!.prize).toBe(category)
    checkTie(s, ctx, category)
  },
  'prizes.tie.chain': inParent,
  'prizes.tie.share': inParent,
  'prizes.tie.rollOff': inParent,
  'prizes.breaker.buncos': inParent,
  'prizes.breaker.points': inParent,
  'prizes.breaker.rollOff': inParent,
  'prizes.endShared': inParent,
  'prizes.rollOff': () => {
    const outcome = digitalRollOff(['a', 'b', 'c'], createRandom(9))
    const last = outcome.rounds.at(-1)!
    const top = Math.max(...last.map((t) => t.total))
    expect(last.find((t) => t.player === outcome.winner)!.total).toBe(top)
    expect(last.filter((t) => t.total === top)).toHaveLength(1)
    for (const t of last) expect(t.dice).toHaveLength(3)
  },
  'prizes.pointsNote': (_, ctx) => {
    // equal wins and Buncos; points written at one table only: the points step is passed over
    const rules: HouseRules = {
      ...ctx.rules,
      play: 'team',
      prizes: [{ category: 'mostWins', enabled: true, tie: 'chain' }],
    }
    const plan = openingRound(players(8), rules, 6)
    const history: PlayedRound[] = [
      {
        plan,
        results: [
          { table: 1, winner: 'NS', points: { NS: 21, EW: 3 } },
          { table: 2, winner: 'NS' },
        ],
      },
    ]
    const award = awardPrizes(history, rules)[0]!
    expect(award.skipped.map((x) => x.step)).toContain('points')
    expect(award.decidedBy).not.toBe('points')
  },
  'prizes.onePrize': (_, ctx) => {
    const history = night(ctx, 6)
    const awards = awardPrizes(history, ctx.rules)
    const seen = new Set<string>()
    for (const a of awards) {
      for (const w of a.winners) expect(seen.has(w)).toBe(false)
      a.winners.forEach((w) => seen.add(w))
    }
  },
  'prizes.manyPrizes': (_, ctx) => {
    // one player tops both wins and Buncos: they take both prizes
    const rules: HouseRules = {
      ...ctx.rules,
      play: 'team',
      prizes: PRIZE_CATEGORIES.map((category) => ({
        category,
        enabled: category === 'mostWins' || category === 'mostBuncos',
        tie: 'share',
      })),
    }
    const plan = openingRound(players(4), rules, 6)
    const star = plan.tables[0]!.seats.N
    const history: PlayedRound[] = [
      { plan, results: [{ table: 1, winner: 'NS', buncos: { [star]: 2 } }] },
    ]
    const awards = awardPrizes(history, rules)
    expect(awards.find((a) => a.prize === 'mostBuncos')!.winners).toEqual([star])
    expect(awards.find((a) => a.prize === 'mostWins')!.winners).toContain(star)
  },
  'prizes.playoff': (_, ctx) => {
    // a field of 4 cut by wins then the chain, a roll-off across the cut, best seed at table 1
    const records = tally(night(ctx, 4)).filter((r) => !isGhost(r.player))
    const first = playoffCut(records, ctx.rules.tieBreak, 4)
    const picks = first.rollOff?.players.slice(0, first.rollOff.places) ?? []
    const cut = first.rollOff ? playoffCut(records, ctx.rules.tieBreak, 4, picks) : first
    expect(cut.through).toHaveLength(4)
    const best = Math.max(...records.map((r) => r.wins))
    expect(records.find((r) => r.player === cut.through[0])!.wins).toBe(best)
    expect(playoffSeating(cut.through)[0]).toMatchObject({ table: 1, seats: { N: cut.through[0] } })
  },
  'prizes.none': (_, ctx) => {
    expect(awardPrizes(night(ctx, 2), ctx.rules)).toEqual([])
  },
  'prize.mostWins': inParent,
  'prize.mostBuncos': inParent,
  'prize.mostLosses': inParent,
  'prize.evenSplit': inParent,
  'prize.lastBunco': inParent,
  'prize.travelingDie': inParent,
  'prize.mostMinis': inParent,
  'count.3': inParent,
  'count.4': inParent,
}

/** Ids that are only ever said inside another statement. */
export const PHRASES = new Set(
  (Object.keys(CHECKS) as StatementId[]).filter((id) => CHECKS[id] === inParent),
)
