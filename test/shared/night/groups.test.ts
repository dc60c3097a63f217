// A night in groups of tables: the opening and every next round are the engine's grouped ones,
// the groups' sizes travel with the round they seat, and one chain seats as it always did.
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import {
  groupedNextRound,
  groupedOpening,
  nextRound,
  openingRound,
  validateRules,
  type PlayedRound,
  type TableResult,
} from '../../../src/shared/bunco'
import {
  replayActions,
  tableGroupsOf,
  type NightAction,
  type NightState,
} from '../../../src/shared/night'

const guests = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`)

function night(count: number, rules: Record<string, unknown>, rounds: number): NightState {
  const actions: NightAction[] = [
    { type: 'create', details: { title: 'Hall', date: '2026-12-07', venue: '' }, rules },
    { type: 'guests', guests: guests(count) },
    { type: 'start', seed: 11 },
  ]
  let state = replayActions(actions) as NightState
  for (let round = 1; round <= rounds; round++) {
    const plan = state.current?.plan
    if (!plan) throw new Error('no round')
    const results: TableResult[] = plan.tables.map((t) => ({
      table: t.table,
      winner: (t.table + round) % 2 === 0 ? 'NS' : 'EW',
    }))
    actions.push({ type: 'commit', round, results })
    state = replayActions(actions) as NightState
  }
  return state
}

describe('a night in groups of tables', () => {
  it('seats each round as the engine’s grouped rounds, keeping the groups with the round', () => {
    const rules = validateRules({ groups: 3, betweenGroups: 'headWinnersUp' })
    const state = night(40, rules, 3)
    const opening = groupedOpening(guests(40), rules, 11, 3)
    expect(state.played[0]?.plan).toEqual(opening.plan)
    let groups = opening.groups
    const history: PlayedRound[] = []
    for (const played of state.played) {
      history.push(played)
      if (history.length === 1) continue
      expect(played.plan).toEqual(
        groupedNextRound(
          history.slice(0, -1),
          rules,
          groups,
          { arrive: new Map(), leave: [] },
          'headWinnersUp',
        ).plan,
      )
      groups = groupedNextRound(history.slice(0, -1), rules, groups, {}, 'headWinnersUp').groups
    }
    expect(state.current?.groups).toEqual([4, 3, 3])
    expect(tableGroupsOf(state.current)).toEqual([1, 1, 1, 1, 2, 2, 2, 3, 3, 3])
  })

  it('refuses to start when the tables cannot make that many groups of three', () => {
    try {
      night(20, { groups: 2 }, 0)
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(AppError)
      expect((err as AppError).problems?.[0]?.code).toBe('groups.tooSmall')
    }
  })

  it('one chain seats as before and keeps no groups', () => {
    const state = night(20, {}, 2)
    const rules = validateRules({})
    expect(state.played[0]?.plan).toEqual(openingRound(guests(20), rules, 11))
    expect(state.played[1]?.plan).toEqual(nextRound(state.played.slice(0, 1), rules))
    expect(state.current && 'groups' in state.current).toBe(false)
    expect(tableGroupsOf(state.current)).toEqual([1, 1, 1, 1, 1])
  })
})
