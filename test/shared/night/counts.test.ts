// Counts the rules cannot produce are refused in words, and unusual ones wait for the host's
// confirmation (issue 19, item 10); the host's entry and the phones' results take this one path.
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import { DEFAULT_RULES, type HouseRules, type TableResult } from '../../../src/shared/bunco'
import {
  applyAction,
  replayActions,
  type NightAction,
  type NightState,
} from '../../../src/shared/night'

const GUESTS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']

function opening(rules: HouseRules): NightAction[] {
  return [
    { type: 'create', details: { title: 'Counts', date: '2026-12-01', venue: '' }, rules },
    { type: 'guests', guests: GUESTS },
    { type: 'start', seed: 7 },
  ]
}

function started(rules: HouseRules = DEFAULT_RULES): NightState {
  return replayActions(opening(rules)) as NightState
}

/** Table 1's result with counts for its North player (and East, when asked). */
function result(state: NightState, counts: Partial<TableResult>, east = false): TableResult {
  const { N, E } = state.current!.plan.tables[0]!.seats
  const pick = (c?: Record<string, number>): Record<string, number> | undefined =>
    c && { [N]: c['n'] ?? 0, ...(east ? { [E]: c['e'] ?? 0 } : {}) }
  const out: TableResult = { table: 1, winner: 'NS' }
  for (const kind of ['buncos', 'minis', 'wipeouts'] as const) {
    const c = pick(counts[kind])
    if (c) out[kind] = c
  }
  if (counts.unusualConfirmed) out.unusualConfirmed = true
  return out
}

/** The refusal's message key and parameters, or null when the entry is taken. */
function refusal(state: NightState, action: NightAction): { key: string; params: object } | null {
  try {
    applyAction(state, action)
    return null
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    return { key: err.messageKey, params: err.params }
  }
}

const enter = (state: NightState, r: TableResult): NightAction => ({
  type: 'result',
  round: state.current!.plan.round,
  result: r,
})

describe('counts the rules cannot produce', () => {
  it('a wipeout with wipeouts off', () => {
    const state = started()
    const said = refusal(state, enter(state, result(state, { wipeouts: { n: 1 } })))
    expect(said).toMatchObject({ key: 'errors.night.count.wipeoutsOff' })
  })

  it('a wipeout in a round of 1s, where three 1s are a Bunco', () => {
    const state = started({ ...DEFAULT_RULES, wipeout: true })
    expect(state.current!.plan.target).toBe(1)
    const said = refusal(state, enter(state, result(state, { wipeouts: { n: 1 } })))
    expect(said).toMatchObject({ key: 'errors.night.count.onesRound', params: { round: 1 } })
  })

  it('two Buncos where a Bunco ends the round, for a player or for a table', () => {
    for (const rules of [
      { ...DEFAULT_RULES, roundEnd: 'anyBuncoEndsRound' as const },
      { ...DEFAULT_RULES, fourDice: true },
    ]) {
      const state = started(rules)
      const one = refusal(state, enter(state, result(state, { buncos: { n: 2 } })))
      expect(one).toMatchObject({ key: 'errors.night.count.buncoEnds', params: { count: 2 } })
      const two = refusal(state, enter(state, result(state, { buncos: { n: 1, e: 1 } }, true)))
      expect(two).toMatchObject({ key: 'errors.night.count.tableBuncoEnds', params: { table: 1 } })
      expect(refusal(state, enter(state, result(state, { buncos: { n: 1 } })))).toBeNull()
    }
  })

  it('on the clock alone a Bunco ends nothing: two at a table, or for a player, are taken', () => {
    for (const rules of [
      {
        ...DEFAULT_RULES,
        roundEnd: 'anyBuncoEndsRound' as const,
        roundClock: 'clockOnly' as const,
      },
      { ...DEFAULT_RULES, fourDice: true, roundClock: 'clockOnly' as const },
    ]) {
      const state = started(rules)
      expect(refusal(state, enter(state, result(state, { buncos: { n: 2 } })))).toBeNull()
      expect(
        refusal(state, enter(state, result(state, { buncos: { n: 1, e: 1 } }, true))),
      ).toBeNull()
    }
  })

  it('alone to the target without wipeouts: no more Buncos or minis than reach it', () => {
    const rules: HouseRules = { ...DEFAULT_RULES, play: 'individual', target: 30 }
    const state = replayActions([
      ...opening(rules).slice(0, 1),
      { type: 'guests', guests: GUESTS.slice(0, 4) },
      { type: 'start', seed: 7 },
    ]) as NightState
    const { N } = state.current!.plan.tables[0]!.seats
    const at = (counts: Partial<TableResult>): NightAction =>
      enter(state, { table: 1, winner: 'N', ...counts })
    expect(refusal(state, at({ buncos: { [N]: 3 } }))).toMatchObject({
      key: 'errors.night.count.targetBuncos',
      params: { most: 2, target: 30 },
    })
    expect(refusal(state, at({ minis: { [N]: 7 } }))).toMatchObject({
      key: 'errors.night.count.targetMinis',
      params: { most: 6 },
    })
    expect(refusal(state, at({ buncos: { [N]: 2 }, minis: { [N]: 6 } }))).toBeNull()
  })
})

describe('unusual counts', () => {
  it('99 Buncos for a player in one round waits for the host’s confirmation', () => {
    const state = started()
    const said = refusal(state, enter(state, result(state, { buncos: { n: 99 } })))
    expect(said).toMatchObject({ key: 'errors.night.count.unusualBuncos', params: { count: 99 } })
    const confirmed = result(state, { buncos: { n: 99 }, unusualConfirmed: true })
    const after = applyAction(state, enter(state, confirmed))
    expect(after.current!.results[0]!.buncos).toEqual(confirmed.buncos)
  })

  it('usual counts go in without a question, and a refusal changes nothing', () => {
    const state = started({ ...DEFAULT_RULES, wipeout: true })
    const usual = result(state, { buncos: { n: 2 }, minis: { n: 3 } })
    expect(refusal(state, enter(state, usual))).toBeNull()
    const before = JSON.stringify(state)
    refusal(state, enter(state, result(state, { minis: { n: 40 } })))
    expect(JSON.stringify(state)).toBe(before)
  })

  it('a correction is checked too; a night already in the log replays as it was', () => {
    const state = started()
    const round = state.current!.plan.round
    const old = result(state, { wipeouts: { n: 1 } })
    const other: TableResult = { table: 2, winner: 'EW' }
    const committed = applyAction(state, {
      type: 'commit',
      round,
      results: [{ table: 1, winner: 'NS' }, other],
    })
    expect(refusal(committed, { type: 'correct', round, result: old })).toMatchObject({
      key: 'errors.night.count.wipeoutsOff',
    })
    // a log saved before these checks: its records are kept as they are
    const log: NightAction[] = [
      ...opening(DEFAULT_RULES),
      { type: 'commit', round, results: [old, other] },
    ]
    expect(replayActions(log)!.played[0]!.results[0]!.wipeouts).toEqual(old.wipeouts)
  })
})
