import { describe, expect, it } from 'vitest'
import {
  currentRoller,
  keeperFollowing,
  keeperHasNext,
  keeperNextRound,
  keeperResults,
  keeperRound,
  checkKeeper,
  keeperStep,
  keeperTable,
  keeperUndo,
  keeperWins,
  newKeeper,
  type KeeperRoundStart,
  type KeeperSetup,
  type KeeperState,
} from '../../../src/shared/bunco'
import { codesOf } from './helpers'

const RULES = {
  target: 21,
  roundEnd: 'headTable',
  lowTriple7: false,
  wipeout: false,
  fourDice: false,
} as const
const SEATED = { N: 'ann', E: 'bob', S: 'cat', W: 'dan' } as const

function setup(changes: Partial<KeeperSetup> = {}): KeeperSetup {
  return { play: 'team', table: 1, rules: RULES, rounds: 6, scorekeeper: 'N', ...changes }
}

const ROUND1: KeeperRoundStart = { seats: { ...SEATED }, face: 1, round: 1 }

function rolls(state: KeeperState, ...dice: number[][]): KeeperState {
  return dice.reduce((s, d) => keeperStep(s, { kind: 'roll', dice: d }), state)
}

describe('one-table scorekeeper', () => {
  it('the scorekeeper rolls first; a scoring roll keeps the dice, a zero passes them left', () => {
    let k = newKeeper(setup({ scorekeeper: 'E' }), ROUND1)
    expect(currentRoller(keeperTable(k)).player).toBe('bob')
    k = rolls(k, [1, 4, 5])
    expect(currentRoller(keeperTable(k)).player).toBe('bob')
    expect(keeperTable(k).points).toEqual({ EW: 1 })
    k = rolls(k, [2, 3, 4])
    expect(currentRoller(keeperTable(k)).player).toBe('cat')
  })

  it('a Bunco counts 21 for the team and a Bunco for its roller only', () => {
    const k = rolls(newKeeper(setup({ table: 2 }), ROUND1), [1, 1, 1])
    expect(keeperTable(k).points).toEqual({ NS: 21 })
    expect(keeperTable(k).buncos).toEqual({ ann: 1 })
  })

  it('at the head table the target rings the bell: the turn is finished, then the table settles', () => {
    let k = newKeeper(setup(), ROUND1)
    k = rolls(k, [1, 1, 1])
    expect(keeperTable(k).phase).toBe('finishing')
    k = rolls(k, [1, 2, 3])
    expect(keeperTable(k).phase).toBe('finishing')
    k = rolls(k, [2, 3, 4])
    expect(keeperTable(k).phase).toBe('done')
    expect(keeperTable(k).winner).toBe('NS')
  })

  it('another table plays past 21 until the head table’s bell, then finishes the turn', () => {
    let k = newKeeper(setup({ table: 3 }), ROUND1)
    k = rolls(k, [1, 1, 1], [1, 1, 1])
    expect(keeperTable(k).points).toEqual({ NS: 42 })
    expect(keeperTable(k).phase).toBe('playing')
    k = keeperStep(k, { kind: 'bell' })
    expect(keeperTable(k).phase).toBe('finishing')
    k = rolls(k, [2, 2, 3])
    expect(keeperTable(k).winner).toBe('NS')
    // the head table hears no bell but its own
    expect(codesOf(() => keeperStep(newKeeper(setup(), ROUND1), { kind: 'bell' }))).toEqual([
      'keeper.noBell',
    ])
  })

  it('a tie opens a roll-off with the scorekeeper first; the winner is marked as won by roll-off', () => {
    let k = newKeeper(setup({ table: 2 }), ROUND1)
    k = rolls(k, [1, 2, 3], [2, 3, 4])
    k = rolls(k, [1, 2, 3], [2, 3, 4])
    k = keeperStep(k, { kind: 'bell' })
    expect(keeperTable(k).phase).toBe('rollOff')
    expect(currentRoller(keeperTable(k)).player).toBe('ann')
    k = rolls(k, [1, 5, 6], [2, 3, 4], [2, 3, 4], [2, 3, 4], [2, 3, 4])
    expect(keeperTable(k).phase).toBe('done')
    expect(keeperTable(k).winner).toBe('NS')
    expect(keeperTable(k).wonByRollOff).toBe(true)
  })

  it('a Bunco elsewhere stops the table only when that rule is on', () => {
    const any = setup({ table: 2, rules: { ...RULES, roundEnd: 'anyBuncoEndsRound' } })
    let k = rolls(newKeeper(any, ROUND1), [1, 2, 2])
    k = keeperStep(k, { kind: 'stop' })
    expect(keeperTable(k).winner).toBe('NS')
    expect(
      codesOf(() => keeperStep(newKeeper(setup({ table: 2 }), ROUND1), { kind: 'stop' })),
    ).toEqual(['keeper.noStop'])
  })

  it('on the clock the table stops at its zero, and on the clock alone no bell is heard', () => {
    const alone = setup({ rules: { ...RULES, roundClock: 'clockOnly' } })
    // the head table past its target: it plays on until the clock's zero, then stops mid-turn
    let k = rolls(newKeeper(alone, ROUND1), [1, 1, 1], [1, 1, 1], [1, 2, 3])
    expect([keeperTable(k).points, keeperTable(k).phase]).toEqual([{ NS: 43 }, 'playing'])
    expect(codesOf(() => keeperStep(k, { kind: 'bell' }))).toEqual(['keeper.noBell'])
    k = keeperStep(k, { kind: 'stop' })
    expect([keeperTable(k).phase, keeperTable(k).winner]).toEqual(['done', 'NS'])
    // with the clock or the score, another table hears the head table's bell and the clock's zero
    const either = setup({ table: 2, rules: { ...RULES, roundClock: 'clockOrScore' } })
    expect(keeperTable(keeperStep(newKeeper(either, ROUND1), { kind: 'bell' })).phase).toBe(
      'rollOff',
    )
    expect(
      keeperTable(keeperStep(rolls(newKeeper(either, ROUND1), [1, 3, 4]), { kind: 'stop' })),
    ).toMatchObject({ phase: 'done', winner: 'NS' })
  })

  it('undo takes back the last roll, then "next round" itself', () => {
    let k = newKeeper(setup({ table: 2 }), ROUND1)
    k = rolls(k, [1, 3, 4], [2, 3, 4])
    k = keeperUndo(k)
    expect(keeperTable(k).points).toEqual({ NS: 1 })
    expect(currentRoller(keeperTable(k)).player).toBe('ann')
    k = keeperStep(rolls(k, [2, 3, 4]), { kind: 'bell' })
    const done = k
    k = keeperNextRound(k, keeperFollowing(keeperRound(k).start))
    expect(keeperRound(k).start).toMatchObject({ round: 2, face: 2 })
    expect(keeperUndo(k)).toEqual(done)
    expect(codesOf(() => keeperUndo(newKeeper(setup(), ROUND1)))).toEqual(['keeper.nothingToUndo'])
  })

  it('the next round waits for a winner, plays the next number, and stops after the last round', () => {
    let k = newKeeper(setup({ table: 2, rounds: 2 }), ROUND1)
    expect(codesOf(() => keeperNextRound(k, keeperFollowing(keeperRound(k).start)))).toEqual([
      'table.notOver',
    ])
    k = keeperStep(rolls(k, [1, 2, 3], [2, 3, 4]), { kind: 'bell' })
    k = keeperNextRound(k, keeperFollowing(keeperRound(k).start))
    expect(keeperTable(k).face).toBe(2)
    expect(keeperTable(k).points).toEqual({})
    expect(keeperHasNext(k)).toBe(false)
    k = keeperStep(rolls(k, [2, 3, 4], [1, 3, 4], [2, 2, 5], [1, 3, 4]), { kind: 'bell' })
    expect(keeperWins(k)).toEqual({ NS: 1, EW: 1 })
    expect(keeperResults(k).map((r) => r?.points)).toEqual([
      { NS: 1, EW: 0 },
      { NS: 1, EW: 2 },
    ])
    expect(codesOf(() => keeperNextRound(k, keeperFollowing(keeperRound(k).start)))).toEqual([
      'keeper.lastRound',
    ])
    expect(keeperFollowing({ seats: SEATED, face: 6, round: 6 })).toMatchObject({
      face: 1,
      round: 7,
    })
  })

  it('individual play for 3: the empty seat is skipped, the first to the target wins at once', () => {
    const three = { seats: { N: 'ann', E: 'bob', S: 'cat', W: 'ghost:1' }, face: 1, round: 1 }
    let k = newKeeper(setup({ play: 'individual', rules: { ...RULES, target: 11 } }), three)
    k = rolls(k, [2, 3, 4], [2, 3, 4], [2, 3, 4])
    expect(currentRoller(keeperTable(k)).player).toBe('ann')
    k = rolls(k, [2, 3, 4], [1, 1, 2], [1, 1, 1])
    expect(keeperTable(k).phase).toBe('done')
    expect(keeperTable(k).winner).toBe('E')
    expect(
      codesOf(() =>
        newKeeper(setup({ play: 'individual' }), {
          ...three,
          seats: { N: 'ann', E: 'ghost:1', S: 'ghost:2', W: 'ghost:3' },
        }),
      ),
    ).toEqual(['players.tableTooFew'])
  })

  it('four dice and wrong dice: every die counted, bad rolls refused and nothing changes', () => {
    const four = newKeeper(setup({ table: 2, rules: { ...RULES, fourDice: true } }), ROUND1)
    expect(keeperTable(rolls(four, [1, 1, 3, 4])).points).toEqual({ NS: 2 })
    expect(codesOf(() => keeperStep(four, { kind: 'roll', dice: [1, 1, 1] }))).toEqual([
      'dice.count',
    ])
    expect(codesOf(() => keeperStep(four, { kind: 'roll', dice: [1, 1, 7, 1] }))).toEqual([
      'dice.value',
    ])
    expect(keeperRound(four).steps).toEqual([])
  })

  it('the kept state is plain JSON: reloaded, it shows the same turn', () => {
    const k = rolls(newKeeper(setup({ table: 2 }), ROUND1), [1, 1, 4], [5, 5, 5], [2, 3, 3])
    const back = JSON.parse(JSON.stringify(k)) as KeeperState
    expect(keeperTable(back)).toEqual(keeperTable(k))
    expect(currentRoller(keeperTable(back)).player).toBe('bob')
    expect(checkKeeper(back)).toEqual(k)
  })

  it('a damaged save is refused when read back, not shown as a game', () => {
    const k = rolls(newKeeper(setup({ table: 2 }), ROUND1), [1, 1, 4])
    const bad = JSON.parse(JSON.stringify(k)) as KeeperState
    bad.rounds[0]!.steps.push({ kind: 'roll', dice: [9, 1, 1] })
    expect(codesOf(() => checkKeeper(bad))).toEqual(['dice.value'])
    expect(codesOf(() => checkKeeper({ ...k, rounds: [] }))).toEqual(['history.empty'])
    const twice = {
      ...k,
      rounds: [{ ...k.rounds[0]!, start: { ...ROUND1, seats: { ...SEATED, E: 'ann' } } }],
    }
    expect(codesOf(() => checkKeeper(twice))).toEqual(['plan.seatTwice'])
  })
})
