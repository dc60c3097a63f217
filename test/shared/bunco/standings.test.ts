// A settled "Most wins" roll-off orders the standings (issue 19, item 5): the screen, the TV,
// the results PDF and the phones all rank through rankPlayers, with the night's roll-off picks.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  rankPlayers,
  type HouseRules,
  type PlayerRecord,
  type PrizeTieRule,
} from '../../../src/shared/bunco'
import { applyAction, replayActions, type NightState } from '../../../src/shared/night'

function record(player: string, wins: number, buncos = 0): PlayerRecord {
  return {
    player,
    marks: [],
    wins,
    losses: 6 - wins,
    roundsPlayed: 6,
    buncos,
    minis: 0,
    wipeouts: 0,
    travels: 0,
    points: 0,
    pointsRounds: 0,
    partners: {},
    opponents: {},
  }
}

const NAMES: Record<string, string> = { a: 'Amanda Brooks', b: 'Beth Carter', c: 'Cara Diaz' }
const byName = (r: PlayerRecord): string => NAMES[r.player] ?? r.player
const rulesWith = (tie: PrizeTieRule, enabled = true): HouseRules => ({
  ...DEFAULT_RULES,
  prizes: DEFAULT_RULES.prizes.map((p) => (p.category === 'mostWins' ? { ...p, tie, enabled } : p)),
})
const placed = (rows: { player: string; place: number }[]): string[] =>
  rows.map((r) => `${r.place} ${r.player}`)

describe('standings after a roll-off', () => {
  const tied = [record('a', 4, 1), record('b', 4, 1), record('d', 2)]

  it('the reported case: Beth won the roll-off, Beth is first and alone', () => {
    const ranked = rankPlayers(tied, DEFAULT_RULES, byName, { mostWins: 'b' })
    expect(placed(ranked)).toEqual(['1 b', '2 a', '3 d'])
  })

  it('before the roll-off they share first place, by name', () => {
    expect(placed(rankPlayers(tied, DEFAULT_RULES, byName, {}))).toEqual(['1 a', '1 b', '3 d'])
  })

  it('three tied: the winner goes first, the other two still share second', () => {
    const three = [record('c', 3), record('b', 3), record('a', 3)]
    const ranked = rankPlayers(three, DEFAULT_RULES, byName, { mostWins: 'c' })
    expect(placed(ranked)).toEqual(['1 c', '2 a', '2 b'])
  })

  it('the chain comes first: the roll-off orders only the players still tied after it', () => {
    const rows = [record('a', 3), record('b', 3), record('c', 3, 2)]
    const ranked = rankPlayers(rows, DEFAULT_RULES, byName, { mostWins: 'b' })
    expect(placed(ranked)).toEqual(['1 c', '2 b', '3 a'])
  })

  it('"Most wins" straight to a roll-off: its winner is first whatever the chain says', () => {
    const rows = [record('a', 3, 2), record('b', 3)]
    const ranked = rankPlayers(rows, rulesWith('rollOff'), byName, { mostWins: 'b' })
    expect(placed(ranked)).toEqual(['1 b', '2 a'])
  })

  it('other prizes’ roll-offs, and a switched-off "Most wins", order nothing', () => {
    expect(placed(rankPlayers(tied, DEFAULT_RULES, byName, { mostBuncos: 'b' }))).toEqual([
      '1 a',
      '1 b',
      '3 d',
    ])
    const off = rulesWith('chain', false)
    expect(placed(rankPlayers(tied, off, byName, { mostWins: 'b' }))[0]).toBe('1 a')
  })

  it('a night settled by the host ranks its roll-off winner first', () => {
    const rules = rulesWith('chain')
    let state = replayActions([
      { type: 'create', details: { title: 'Tie', date: '2026-12-01', venue: '' }, rules },
      { type: 'guests', guests: ['p1', 'p2', 'p3', 'p4'] },
      { type: 'start', seed: 1 },
    ]) as NightState
    const { N, S } = state.current!.plan.tables[0]!.seats
    state = applyAction(state, { type: 'commit', round: 1, results: [{ table: 1, winner: 'NS' }] })
    state = applyAction(state, { type: 'finish' })
    const [last] = [N, S].sort().reverse()
    state = applyAction(state, { type: 'rollOffs', rollOffs: { mostWins: last } })
    const records = [N, S].map((p) => record(p, 1))
    const ranked = rankPlayers(records, state.rules, (r) => r.player, state.rollOffs)
    expect(ranked.map((r) => [r.place, r.player])).toEqual([
      [1, last],
      [2, [N, S].sort()[0]],
    ])
  })
})
