// Every statement the rule sheet can make is checked against the engine, for every combination
// of the options that change how a round is played (RULES.md sections 2, 3, 5 and 6).
import { describe, expect, it } from 'vitest'
import {
  BETWEEN_GROUPS,
  DEFAULT_RULES,
  MOVEMENTS,
  PARTNER_RULES,
  ROUND_CLOCKS,
  ROUND_ENDS,
  STATEMENT_IDS,
  ruleStatements,
  tableStatements,
  type HouseRules,
  type Statement,
  type StatementParam,
} from '../../../src/shared/bunco'
import { CHECKS, PHRASES } from './statementChecks'

const TARGETS = [11, 21, 30] as const
const BOOLS = [false, true] as const

/** Every combination the issue names, with the partner rule alternating across them. */
function combinations(): { rules: HouseRules; tables: number }[] {
  const out: { rules: HouseRules; tables: number }[] = []
  let team = 0
  for (const movement of MOVEMENTS)
    for (const roundEnd of ROUND_ENDS)
      for (const fourDice of BOOLS)
        for (const wipeout of BOOLS)
          for (const lowTriple7 of BOOLS)
            for (const target of TARGETS)
              for (const play of ['team', 'individual'] as const) {
                const partners = PARTNER_RULES[team % PARTNER_RULES.length] ?? 'mix'
                if (play === 'team') team++
                const rules: HouseRules = {
                  ...DEFAULT_RULES,
                  movement,
                  roundEnd,
                  fourDice,
                  wipeout,
                  lowTriple7,
                  target,
                  play,
                  partners,
                }
                for (const tables of play === 'team' ? [1, 2, 3, 5] : [1])
                  out.push({ rules, tables })
              }
  // a room in groups, each way of moving between them, with each movement and partner rule
  for (const movement of MOVEMENTS)
    for (const partners of PARTNER_RULES)
      for (const betweenGroups of BETWEEN_GROUPS)
        for (const groups of [2, 3])
          out.push({
            rules: { ...DEFAULT_RULES, movement, partners, groups, betweenGroups },
            tables: 9,
          })
  // each way the clock ends a round, with and without a move countdown, for each score ending
  for (const roundClock of ROUND_CLOCKS)
    for (const moveSeconds of [0, 90])
      for (const roundEnd of ROUND_ENDS)
        for (const play of ['team', 'individual'] as const)
          out.push({
            rules: { ...DEFAULT_RULES, roundClock, moveSeconds, roundMinutes: 12, roundEnd, play },
            tables: play === 'team' ? 3 : 1,
          })
  return out
}

function nested(value: StatementParam): Statement[] {
  if (typeof value !== 'object') return []
  const list: readonly Statement[] = Array.isArray(value) ? value : [value as Statement]
  return list.flatMap((s) => [s, ...Object.values(s.params ?? {}).flatMap(nested)])
}

// What each part's checks depend on: a check runs once per statement and these options.
const TABLE_PLAY = ['roundEnd', 'fourDice', 'wipeout', 'lowTriple7', 'target', 'play'] as const
const DEPENDS: Record<string, readonly (keyof HouseRules)[]> = {
  move: ['movement', 'partners', 'play', 'groups', 'betweenGroups'],
  setup: TABLE_PLAY,
  scoring: TABLE_PLAY,
  end: TABLE_PLAY,
}

const done = new Set<string>()
function check(statement: Statement, rules: HouseRules, tables: number): void {
  const depends = DEPENDS[statement.id.split('.')[0] ?? '']
  const relevant = depends ? depends.map((k) => rules[k]) : rules
  const key = JSON.stringify([statement, relevant, tables])
  if (done.has(key)) return
  done.add(key)
  CHECKS[statement.id](statement, { rules, tables })
}

describe('rule sheet statements agree with the engine', () => {
  const cases = combinations()

  it(`holds for all ${cases.length} combinations of movement, round end, dice, wipeout, low triple, target, play and tables`, () => {
    const said = new Set<string>()
    for (const { rules, tables } of cases) {
      for (const { statements } of ruleStatements(rules, tables)) {
        for (const statement of statements) {
          expect(PHRASES.has(statement.id)).toBe(false)
          said.add(statement.id)
          for (const inner of Object.values(statement.params ?? {}).flatMap(nested)) {
            expect(PHRASES.has(inner.id)).toBe(true)
            said.add(inner.id)
          }
          check(statement, rules, tables)
        }
      }
      for (let table = 1; table <= tables; table++)
        for (const statement of tableStatements(rules, table, tables))
          check(statement, rules, tables)
    }
    // the matrix reaches every sentence about playing a round
    const playing = STATEMENT_IDS.filter((id) => /^(setup|night|scoring|end|move|clock)\./.test(id))
    const missing = playing.filter((id) => !said.has(id) && !PHRASES.has(id))
    expect(missing.filter((id) => id !== 'night.oneSet')).toEqual([])
  }, 120_000) // a sweep: about 16 s alone, more while the heavy project runs two files at once

  it('holds for the sheet and prize options too', () => {
    const variants: Partial<HouseRules>[] = [
      { sets: 1 },
      { recordMinis: true, recordWipeouts: true },
      { recordMinis: false },
      { travelingDie: { enabled: true, passOn: 'bunco' } },
      { travelingDie: { enabled: true, passOn: 4 }, fourDice: true },
      {
        travelingDie: { enabled: true, passOn: 2 },
        prizes: DEFAULT_RULES.prizes.map((p) => ({
          ...p,
          enabled: p.enabled || p.category === 'travelingDie',
        })),
      },
      { prizes: DEFAULT_RULES.prizes.map((p) => ({ ...p, enabled: false })) },
      { prizes: DEFAULT_RULES.prizes.map((p) => ({ ...p, tie: 'share' as const })) },
      { prizes: DEFAULT_RULES.prizes.map((p) => ({ ...p, tie: 'rollOff' as const })) },
      { tieBreak: ['points'] },
      { tieBreak: ['rollOff', 'points'] },
      { tieBreak: ['points', 'buncos', 'rollOff'] },
      { onePrizePerPerson: true },
      { play: 'individual', wipeout: true, recordWipeouts: true },
    ]
    const said = new Set<string>()
    for (const change of variants) {
      const rules: HouseRules = { ...DEFAULT_RULES, ...change }
      // every sheet says how a playoff goes, should the host call one
      for (const { statements } of ruleStatements(rules, 3)) {
        for (const statement of statements) {
          said.add(statement.id)
          check(statement, rules, 3)
        }
      }
    }
    const rest = STATEMENT_IDS.filter((id) => /^(sheet|die|prizes)\./.test(id) && !PHRASES.has(id))
    expect(rest.filter((id) => !said.has(id))).toEqual([])
  })

  it('a prize is never tie-broken by its own count on the sheet (no "Most Buncos (ties: most Buncos…")', () => {
    const chainOf = (rules: HouseRules, category: string): Statement | undefined => {
      const prizes = ruleStatements(rules, 3).find((s) => s.section === 'prizes')!.statements
      const item = prizes.find(
        (s) => JSON.stringify(s.params?.['prize']) === JSON.stringify({ id: `prize.${category}` }),
      )
      return item?.params?.['tie'] as Statement | undefined
    }
    const steps = (tie: Statement | undefined): string[] =>
      ((tie?.params?.['chain'] ?? []) as Statement[]).map((s) => s.id.split('.').at(-1)!)
    // the default sheet: Most Buncos goes to points, then a roll-off; Most wins keeps its Buncos step
    expect(steps(chainOf(DEFAULT_RULES, 'mostBuncos'))).toEqual(['points', 'rollOff'])
    expect(steps(chainOf(DEFAULT_RULES, 'mostWins'))).toEqual(['buncos', 'points', 'rollOff'])
    // Buncos and nothing else: a tie for Most Buncos is shared, as the engine shares it
    const only: HouseRules = { ...DEFAULT_RULES, tieBreak: ['buncos'] }
    expect(chainOf(only, 'mostBuncos')?.id).toBe('prizes.tie.share')
    expect(steps(chainOf(only, 'mostLosses'))).toEqual(['buncos', 'endShared'])
    // Buncos then a roll-off: Most Buncos goes straight to the roll-off
    const roll: HouseRules = { ...DEFAULT_RULES, tieBreak: ['buncos', 'rollOff'] }
    expect(steps(chainOf(roll, 'mostBuncos'))).toEqual(['rollOff'])
  })
})
