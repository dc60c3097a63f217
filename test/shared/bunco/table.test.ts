import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  currentRoller,
  ringBell,
  rollTable,
  startTable,
  stopTable,
  tableResult,
  tally,
  type HouseRules,
  type Seat,
  type TableState,
} from '../../../src/shared/bunco'
import { planOf } from './helpers'

const seats = { N: 'you', E: 'opp1', S: 'sam', W: 'opp2' }

function table(n: number, face: number, rules: Partial<HouseRules> = {}, first?: Seat): TableState {
  const setup = { table: n, seats, face, rules: { ...DEFAULT_RULES, ...rules } }
  return startTable(first ? { ...setup, scorekeeper: first } : setup)
}

function rollAll(state: TableState, rolls: number[][]): TableState {
  return rolls.reduce((s, dice) => rollTable(s, dice), state)
}

describe('table: S002 round 2 worked example at table 2', () => {
  const played = rollAll(table(2, 2), [
    [2, 2, 5],
    [2, 4, 6],
    [4, 4, 4],
    [1, 3, 6],
    [2, 2, 3],
    [2, 2, 4],
    [6, 6, 6],
    [2, 5, 1],
    [2, 3, 4],
    [1, 3, 4],
    [2, 2, 2],
    [3, 5, 6],
    [2, 2, 1],
    [2, 3, 4],
    [1, 3, 5],
  ])

  it('your team makes 29, the other team 14, and nobody stops at table 2', () => {
    expect(played.points).toEqual({ NS: 29, EW: 14 })
    expect(played.phase).toBe('playing')
    expect(played.signal).toBe('none')
  })

  it('the head table bell between turns ends the round: NS wins', () => {
    const ended = ringBell(played)
    expect(ended.phase).toBe('done')
    const result = tableResult(ended)
    expect(result).toEqual({
      table: 2,
      winner: 'NS',
      points: { NS: 29, EW: 14 },
      buncos: { sam: 1 },
      minis: { you: 1, opp1: 1 },
    })
  })

  it("Sam's Bunco goes on Sam's record only; both partners get the W", () => {
    const result = { ...tableResult(ringBell(played)), table: 1 }
    const plan = planOf(2, ['you', 'opp1', 'sam', 'opp2'])
    const first = {
      plan: { ...planOf(1, ['you', 'opp1', 'sam', 'opp2']) },
      results: [{ table: 1, winner: 'EW' as const }],
    }
    const records = tally([first, { plan, results: [result] }])
    const you = records.find((r) => r.player === 'you')!
    const sam = records.find((r) => r.player === 'sam')!
    expect(sam.buncos).toBe(1)
    expect(you.buncos).toBe(0)
    expect(you.marks).toEqual(['L', 'W'])
    expect(sam.marks).toEqual(['L', 'W'])
    expect(you.points).toBe(29)
  })
})

describe('table: turns', () => {
  it('the scorekeeper rolls first, then the dice pass to the left', () => {
    let s = table(2, 1, {}, 'E')
    const order: string[] = []
    for (let i = 0; i < 5; i++) {
      order.push(currentRoller(s).player)
      s = rollTable(s, [2, 3, 4])
    }
    expect(order).toEqual(['opp1', 'sam', 'opp2', 'you', 'opp1'])
  })

  it('a scoring roll keeps the dice, with no limit on rolls', () => {
    let s = table(2, 1)
    for (let i = 0; i < 30; i++) s = rollTable(s, [1, 2, 3])
    expect(currentRoller(s).player).toBe('you')
    expect(s.points.NS).toBe(30)
  })

  it("a ghost's partner rolls for the ghost; the ghost's Bunco belongs to the ghost", () => {
    const ghostSeats = { N: 'ann', E: 'bo', S: 'ghost:1', W: 'cy' }
    let s = startTable({ table: 2, seats: ghostSeats, face: 3, rules: DEFAULT_RULES })
    s = rollAll(s, [
      [1, 2, 4],
      [1, 2, 4],
    ])
    expect(currentRoller(s)).toEqual({ seat: 'S', player: 'ghost:1', rolledBy: 'ann' })
    s = rollAll(s, [
      [3, 3, 3],
      [1, 2, 4],
    ])
    expect(s.buncos).toEqual({ 'ghost:1': 1 })
    expect(s.points.NS).toBe(21)
    expect(s.log[2]).toMatchObject({ player: 'ghost:1', rolledBy: 'ann', kind: 'bunco' })
  })
})

describe('table: ending the round (headTable)', () => {
  it('at the head table reaching the target rings the bell, and the ringer finishes the turn', () => {
    let s = rollAll(table(1, 1), [
      [1, 1, 2],
      [2, 2, 2],
    ])
    s = rollAll(s, [[1, 1, 1]])
    expect(s.points.NS).toBe(28)
    expect(s.phase).toBe('finishing')
    expect(s.signal).toBe('bell')
    s = rollAll(s, [
      [1, 3, 4],
      [2, 3, 4],
    ])
    expect(s.phase).toBe('done')
    expect(s.points.NS).toBe(29)
    expect(tableResult(s).winner).toBe('NS')
  })

  it('a Bunco at the head table ends the round even when the target is higher', () => {
    const s = rollTable(table(1, 4, { target: 40 }), [4, 4, 4])
    expect(s.phase).toBe('finishing')
    expect(s.signal).toBe('bell')
  })

  it('tables below the head can pass 21, and a Bunco there ends nothing', () => {
    const s = rollAll(table(3, 5), [
      [5, 5, 5],
      [5, 5, 5],
      [5, 1, 1],
    ])
    expect(s.points.NS).toBe(43)
    expect(s.phase).toBe('playing')
    expect(s.signal).toBe('none')
  })

  it('the bell mid-turn lets the roller finish; between turns it ends at once', () => {
    let s = rollAll(table(2, 2), [[2, 1, 1]])
    s = ringBell(s)
    expect(s.phase).toBe('finishing')
    s = rollAll(s, [
      [2, 2, 1],
      [3, 4, 5],
    ])
    expect(s.phase).toBe('done')
    expect(tableResult(s)).toMatchObject({ winner: 'NS', points: { NS: 3, EW: 0 } })
  })

  it('no roll is taken once the table is done', () => {
    const s = ringBell(
      rollAll(table(2, 2), [
        [2, 1, 1],
        [1, 3, 4],
      ]),
    )
    expect(() => rollTable(s, [1, 2, 3])).toThrow(/round at table 2 is over/)
    expect(() => tableResult(table(2, 2))).toThrow(/not over yet/)
  })
})

describe('table: round-end options', () => {
  it('anyBuncoEndsRound: a Bunco at any table ends the round there at once', () => {
    const s = rollAll(table(3, 2, { roundEnd: 'anyBuncoEndsRound' }), [
      [2, 1, 1],
      [2, 2, 2],
    ])
    expect(s.phase).toBe('done')
    expect(s.signal).toBe('stopAll')
    expect(tableResult(s).winner).toBe('NS')
  })

  it('anyBuncoEndsRound: the other tables stop at once, even mid-turn', () => {
    const s = stopTable(
      rollAll(table(2, 2, { roundEnd: 'anyBuncoEndsRound' }), [
        [1, 1, 3],
        [2, 5, 6],
      ]),
    )
    expect(s.phase).toBe('done')
    expect(tableResult(s)).toMatchObject({ winner: 'EW', points: { NS: 0, EW: 1 } })
  })

  it('fourDice: a Bunco (four of the target) ends the round at every table', () => {
    const s = rollTable(table(2, 3, { fourDice: true }), [3, 3, 3, 3])
    expect(s.signal).toBe('stopAll')
    expect(s.phase).toBe('done')
    expect(() => rollTable(table(2, 3, { fourDice: true }), [3, 3, 3])).toThrow(/4 dice/)
  })

  it('eachTableToTarget: every table plays to the target by itself, the head table rings no bell', () => {
    let low = rollAll(table(3, 6, { roundEnd: 'eachTableToTarget', target: 11 }), [[6, 6, 6]])
    expect(low.phase).toBe('finishing')
    low = rollTable(low, [1, 2, 3])
    expect(low.phase).toBe('done')
    const head = rollAll(table(1, 6, { roundEnd: 'eachTableToTarget', target: 30 }), [[6, 6, 6]])
    expect(head.phase).toBe('playing')
    expect(head.signal).toBe('none')
  })

  it("wipeout: three 1s wipe the roller team's points and pass the dice", () => {
    let s = rollAll(table(2, 4, { wipeout: true }), [
      [4, 4, 1],
      [4, 1, 1],
    ])
    expect(s.points.NS).toBe(3)
    s = rollTable(s, [1, 1, 1])
    expect(s.points.NS).toBe(0)
    expect(s.wipeouts).toEqual({ you: 1 })
    expect(currentRoller(s).player).toBe('opp1')
  })
})

describe('table: roll-offs on ties', () => {
  const miss = [2, 3, 4]
  const one = [1, 3, 4]

  it('a tie starts a roll-off with the scorekeeper rolling first', () => {
    const s = ringBell(rollAll(table(2, 1), [one, miss, one, miss]))
    expect(s.points).toEqual({ NS: 1, EW: 1 })
    expect(s.phase).toBe('rollOff')
    expect(currentRoller(s).player).toBe('you')
  })

  it('everyone takes one turn; if one team leads it wins, marked as a roll-off', () => {
    let s = ringBell(rollAll(table(2, 1), [miss, miss]))
    expect(s.phase).toBe('rollOff')
    s = rollAll(s, [one, miss, miss, miss])
    expect(s.phase).toBe('rollOff')
    s = rollTable(s, miss)
    expect(s.phase).toBe('done')
    expect(tableResult(s)).toMatchObject({ winner: 'NS', rollOff: true, points: { NS: 0, EW: 0 } })
  })

  it('still tied after a go-round: go around again', () => {
    let s = ringBell(rollAll(table(2, 1), [miss]))
    s = rollAll(s, [one, miss, one, miss, miss, miss])
    expect(s.phase).toBe('rollOff')
    s = rollAll(s, [miss, one, miss, miss, miss])
    expect(tableResult(s)).toMatchObject({ winner: 'EW', rollOff: true })
  })
})

describe('table: individual play', () => {
  const three = { N: 'ann', E: 'bo', S: 'ghost:1', W: 'cy' }
  const start = (): TableState =>
    startTable({
      table: 1,
      seats: three,
      face: 2,
      rules: { ...DEFAULT_RULES, play: 'individual', target: 11 },
    })

  it('empty seats are skipped and each player scores alone', () => {
    const s = rollAll(start(), [
      [2, 1, 1],
      [1, 1, 3],
      [2, 2, 1],
      [1, 3, 4],
      [1, 3, 4],
    ])
    expect(s.points).toEqual({ N: 1, E: 2, W: 0 })
    expect(currentRoller(s).player).toBe('ann')
  })

  it('the first to the target wins at once, with no last turn for the others', () => {
    const s = rollAll(start(), [[2, 2, 2]])
    expect(s.phase).toBe('done')
    expect(tableResult(s)).toEqual({
      table: 1,
      winner: 'N',
      seatPoints: { N: 21, E: 0, W: 0 },
      buncos: { ann: 1 },
    })
  })
})

describe('table: on the clock alone only the clock’s bell ends the round', () => {
  const onClock = { roundClock: 'clockOnly' as const, target: 21 }
  it('the head table plays on past its target and after a Bunco, ringing no bell', () => {
    // N rolls a Bunco (21, rolls again), then another: 42, well past the target
    const played = rollAll(table(1, 3, onClock), [
      [3, 3, 3],
      [3, 3, 3],
      [1, 2, 4],
    ])
    expect(played.points.NS).toBe(42)
    expect([played.phase, played.signal]).toEqual(['playing', 'none'])
    expect(currentRoller(played).seat).toBe('E')
    // its clock at zero: the table stops where it is, the team ahead winning
    const stopped = stopTable(played)
    expect([stopped.phase, stopped.winner]).toEqual(['done', 'NS'])
  })

  it('under four dice or any-Bunco, a Bunco stops no table', () => {
    for (const rules of [{ fourDice: true }, { roundEnd: 'anyBuncoEndsRound' as const }]) {
      const dice = rules.fourDice ? [2, 2, 2, 2] : [2, 2, 2]
      const played = rollTable(table(3, 2, { ...onClock, ...rules }), dice)
      expect([played.buncoStopsAll, played.phase, played.signal]).toEqual([
        false,
        'playing',
        'none',
      ])
    }
  })

  it('alone, the first to the target does not win at once: play goes on to the clock', () => {
    const played = rollAll(table(1, 4, { ...onClock, play: 'individual' }), [[4, 4, 4]])
    expect([played.phase, played.winner]).toEqual(['playing', null])
    // the same roll without the clock ends the round there
    const untimed = rollAll(table(1, 4, { play: 'individual' }), [[4, 4, 4]])
    expect([untimed.phase, untimed.winner]).toEqual(['done', 'N'])
  })

  it('with the clock or the score, the head table still ends the round at its target', () => {
    const played = rollTable(table(1, 5, { roundClock: 'clockOrScore', target: 21 }), [5, 5, 5])
    expect([played.phase, played.signal, played.roundClock]).toEqual([
      'finishing',
      'bell',
      'clockOrScore',
    ])
  })
})
