// The playoff as night actions: the cut (with and without a roll-off at the cut line), wrong
// picks refused, each stage seated from the last, the champions crowned, and refusals.
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import { DEFAULT_RULES, type HouseRules, type TableResult } from '../../../src/shared/bunco'
import {
  applyAction,
  replayActions,
  type NightAction,
  type NightState,
} from '../../../src/shared/night'

const guestsOf = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`)

/** A night of `n` guests with one round played (North–South wins everywhere), not yet finished. */
function played(n: number, rules: Partial<HouseRules> = {}, seed = 38): NightState {
  let state = replayActions([
    {
      type: 'create',
      details: { title: 'Big room', date: '2026-12-07', venue: '' },
      rules: { ...DEFAULT_RULES, tieBreak: ['rollOff'], ...rules },
    },
    { type: 'guests', guests: guestsOf(n) },
    { type: 'start', seed },
  ]) as NightState
  const results: TableResult[] = state.current!.plan.tables.map((t) => ({
    table: t.table,
    winner: rules.play === 'individual' ? 'N' : 'NS',
  }))
  state = applyAction(state, { type: 'commit', round: 1, results })
  return state
}

/** The players who won round 1 (sat North or South). */
function roundWinners(state: NightState): string[] {
  const tables = state.played[0]!.plan.tables
  return tables.flatMap((t) => [t.seats.N, t.seats.S])
}

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (err) {
    if (err instanceof AppError) return err.messageKey
    throw err
  }
  throw new Error('not refused')
}

/** Enters North–South (or North) at every table of the open stage. */
function playStage(state: NightState, winner: 'NS' | 'EW' | 'N' = 'NS'): NightState {
  const stage = state.playoff!.stages.at(-1)!
  return stage.tables.reduce(
    (s, t) => applyAction(s, { type: 'playoffTable', table: t.table, winner }),
    state,
  )
}

describe('starting a playoff', () => {
  it('closes the qualifying rounds as Finish does and cuts the field without a roll-off', () => {
    const state = played(16)
    const cut = applyAction(state, { type: 'playoff', field: 8 })
    expect(cut.status).toBe('finished')
    expect(cut.awards).not.toBeNull()
    const winners = roundWinners(state)
    expect([...cut.playoff!.through].sort()).toEqual([...winners].sort())
    expect(cut.playoff!.rollOff).toBeNull()
    expect(cut.playoff!.stages).toHaveLength(1)
    expect(cut.playoff!.stages[0]!.tables.map((t) => t.table)).toEqual([1, 2])
    // the standings' records stay the qualifying ones
    expect(cut.played).toEqual(state.played)
  })

  it('starts after Finish too, but only once', () => {
    const finished = applyAction(played(8), { type: 'finish' })
    const cut = applyAction(finished, { type: 'playoff', field: 8 })
    expect(cut.playoff!.through).toHaveLength(8)
    expect(refusal(() => applyAction(cut, { type: 'playoff', field: 4 }))).toBe(
      'playoff.errors.started',
    )
  })

  it('refuses a field larger than the players who can play, and a night not played', () => {
    expect(refusal(() => applyAction(played(12), { type: 'playoff', field: 16 }))).toBe(
      'errors.night.engine',
    )
    const setup = replayActions([
      { type: 'create', details: { title: 'x', date: '2026-12-07', venue: '' }, rules: {} },
    ])!
    expect(refusal(() => applyAction(setup, { type: 'playoff', field: 4 }))).toBe(
      'playoff.errors.notFinished',
    )
  })

  it('leaves out players who left the night', () => {
    let state = played(12)
    const gone = roundWinners(state)[0]!
    state = applyAction(state, { type: 'leave', player: gone })
    state = applyAction(state, { type: 'commit', round: 2, results: playAll(state) })
    const cut = applyAction(state, { type: 'playoff', field: 8 })
    const inCut = [...cut.playoff!.through, ...(cut.playoff!.rollOff?.players ?? [])]
    expect(inCut).not.toContain(gone)
  })
})

function playAll(state: NightState): TableResult[] {
  return state.current!.plan.tables.map((t) => ({ table: t.table, winner: 'EW' }))
}

describe('the roll-off at the cut line', () => {
  const waiting = applyAction(played(16), { type: 'playoff', field: 4 })
  const tied = waiting.playoff!.rollOff!.players

  it('waits for the host when the chain cannot separate players across the cut', () => {
    expect(waiting.playoff!.rollOff).toEqual({ players: tied, places: 4 })
    expect(tied).toHaveLength(8)
    expect(waiting.playoff!.through).toEqual([])
    expect(waiting.playoff!.stages).toEqual([])
    const table: NightAction = { type: 'playoffTable', table: 1, winner: 'NS' }
    expect(refusal(() => applyAction(waiting, table))).toBe('playoff.errors.notSeated')
  })

  it('refuses picks that are too few, too many, repeated or not tied', () => {
    const outsider = guestsOf(16).find((p) => !tied.includes(p))!
    const wrong: string[][] = [
      tied.slice(0, 3),
      tied.slice(0, 5),
      [tied[0]!, tied[0]!, tied[1]!, tied[2]!],
      [outsider, ...tied.slice(0, 3)],
    ]
    for (const picks of wrong) {
      expect(refusal(() => applyAction(waiting, { type: 'playoffRollOff', picks }))).toBe(
        'playoff.errors.picks',
      )
    }
  })

  it('seats the picks, best first, at the final table', () => {
    const picks = [tied[5]!, tied[2]!, tied[7]!, tied[0]!]
    const seated = applyAction(waiting, { type: 'playoffRollOff', picks })
    expect(seated.playoff!.through).toEqual(picks)
    expect(seated.playoff!.rollOff).toBeNull()
    expect(seated.playoff!.stages[0]!.tables).toEqual([
      { table: 1, seats: { N: picks[0], E: picks[1], W: picks[2], S: picks[3] } },
    ])
    expect(refusal(() => applyAction(seated, { type: 'playoffRollOff', picks }))).toBe(
      'playoff.errors.noRollOff',
    )
  })
})

describe('the stages', () => {
  it('plays a field of 16 down from four tables to two, then the final table', () => {
    let state = applyAction(played(16, { tieBreak: ['buncos', 'rollOff'] }), {
      type: 'playoff',
      field: 16,
    })
    const seeds = state.playoff!.through
    expect(state.playoff!.stages[0]!.tables).toHaveLength(4)
    state = playStage(state)
    expect(state.playoff!.stages).toHaveLength(2)
    const semi = state.playoff!.stages[1]!
    expect(semi.tables).toHaveLength(2)
    const on = state.playoff!.stages[0]!.tables.flatMap((t) => [t.seats.N, t.seats.S])
    const semiPlayers = semi.tables.flatMap((t) => Object.values(t.seats))
    expect([...semiPlayers].sort()).toEqual([...on].sort())
    // the best seed still there sits North at the head table
    const best = [...on].sort((a, b) => seeds.indexOf(a) - seeds.indexOf(b))[0]
    expect(semi.tables[0]!.seats.N).toBe(best)
    state = playStage(state, 'EW')
    const final = state.playoff!.stages[2]!
    expect(final.tables).toHaveLength(1)
    expect(state.playoff!.champions).toEqual([])
    state = playStage(state, 'EW')
    const table = final.tables[0]!.seats
    expect(state.playoff!.champions).toEqual([table.E, table.W])
    expect(refusal(() => playStage(state))).toBe('playoff.errors.crowned')
  })

  it('lets a table be entered again while its stage is open, and moves on only when all are in', () => {
    let state = applyAction(played(8), { type: 'playoff', field: 8 })
    state = applyAction(state, { type: 'playoffTable', table: 1, winner: 'NS' })
    state = applyAction(state, { type: 'playoffTable', table: 1, winner: 'EW' })
    expect(state.playoff!.stages).toHaveLength(1)
    expect(state.playoff!.stages[0]!.winners).toEqual([{ table: 1, seats: ['E', 'W'] }])
    state = applyAction(state, { type: 'playoffTable', table: 2, winner: 'NS' })
    const [first, second] = state.playoff!.stages[0]!.tables
    const final = state.playoff!.stages[1]!.tables[0]!.seats
    expect(Object.values(final).sort()).toEqual(
      [first!.seats.E, first!.seats.W, second!.seats.N, second!.seats.S].sort(),
    )
  })

  it('refuses a seat in team play, a team in individual play and a table not in the stage', () => {
    const team = applyAction(played(8), { type: 'playoff', field: 8 })
    expect(refusal(() => applyAction(team, { type: 'playoffTable', table: 1, winner: 'N' }))).toBe(
      'playoff.errors.teamWinner',
    )
    expect(refusal(() => applyAction(team, { type: 'playoffTable', table: 3, winner: 'NS' }))).toBe(
      'playoff.errors.noTable',
    )
    const solo = applyAction(played(4, { play: 'individual' }), { type: 'playoff', field: 4 })
    expect(refusal(() => applyAction(solo, { type: 'playoffTable', table: 1, winner: 'EW' }))).toBe(
      'playoff.errors.seatWinner',
    )
    const crowned = applyAction(solo, { type: 'playoffTable', table: 1, winner: 'S' })
    expect(crowned.playoff!.champions).toEqual([solo.playoff!.stages[0]!.tables[0]!.seats.S])
  })

  it('refuses correcting a qualifying round once the cut is made from it', () => {
    const state = applyAction(played(8), { type: 'playoff', field: 4 })
    const result: TableResult = { table: 1, winner: 'EW' }
    expect(refusal(() => applyAction(state, { type: 'correct', round: 1, result }))).toBe(
      'playoff.errors.correctAfterCut',
    )
  })

  it('replays a playoff from its actions to the same state', () => {
    const actions: NightAction[] = [
      { type: 'create', details: { title: 'R', date: '2026-12-07', venue: '' }, rules: {} },
      { type: 'guests', guests: guestsOf(8) },
      { type: 'start', seed: 7 },
      {
        type: 'commit',
        round: 1,
        results: [
          { table: 1, winner: 'NS' },
          { table: 2, winner: 'EW' },
        ],
      },
      { type: 'playoff', field: 4 },
    ]
    const state = replayActions(actions)!
    const live = actions
      .slice(1)
      .reduce((s, a) => applyAction(s, a), replayActions(actions.slice(0, 1))!)
    expect(state).toEqual(live)
  })
})
