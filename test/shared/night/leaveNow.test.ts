// A guest may leave before the round starts: a ghost plays her seat in that round already, so
// none of its results count for her; once a result is in, she can only leave after the round.
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src/shared/app-error'
import { isGhost, tally, type RoundPlan } from '../../../src/shared/bunco'
import { applyAction, replayActions, type NightAction } from '../../../src/shared/night'

const GUESTS = Array.from({ length: 13 }, (_, i) => `p${i + 1}`)
const OPENING: NightAction[] = [
  { type: 'create', details: { title: 'Leaving', date: '2026-12-07', venue: '' }, rules: {} },
  { type: 'guests', guests: GUESTS },
  { type: 'start', seed: 7 },
]

const seated = (plan: RoundPlan): string[] =>
  plan.tables.flatMap((t) => Object.values(t.seats)).filter((id) => !isGhost(id))

const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (err) {
    if (err instanceof AppError) return err.messageKey
    throw err
  }
  return 'none'
}

describe('leaving before the round starts', () => {
  it('a ghost plays her seat in this round; the round’s results never count for her', () => {
    const actions: NightAction[] = [...OPENING, { type: 'leave', player: 'p4', now: true }]
    const state = replayActions(actions)!
    const plan = state.current!.plan
    expect(seated(plan)).not.toContain('p4')
    expect(seated(plan)).toHaveLength(12)
    expect(plan.tables).toHaveLength(3)
    expect(state.pending.leave).toEqual([])
    expect(state.left['p4']).toBe(0)
    const results = plan.tables.map((t) => ({ table: t.table, winner: 'NS' as const }))
    const after = applyAction(state, { type: 'commit', round: 1, results })
    expect(tally(after.played).find((r) => r.player === 'p4')).toBeUndefined()
    // replaying the log gives the same seating
    expect(replayActions([...actions, { type: 'commit', round: 1, results }])).toEqual(after)
  })

  it('turns a leave after the round into a leave now', () => {
    const state = replayActions([
      ...OPENING,
      { type: 'leave', player: 'p4' },
      { type: 'leave', player: 'p4', now: true },
    ])!
    expect(state.pending.leave).toEqual([])
    expect(seated(state.current!.plan)).not.toContain('p4')
  })

  it('is refused once a result of the round is in, and changes nothing', () => {
    const started = replayActions(OPENING)!
    const state = applyAction(started, {
      type: 'result',
      round: 1,
      result: { table: 1, winner: 'NS' },
    })
    const now = (): unknown => applyAction(state, { type: 'leave', player: 'p4', now: true })
    expect(refusal(now)).toBe('errors.night.leaveNowTooLate')
    expect(applyAction(state, { type: 'leave', player: 'p4' }).pending.leave).toEqual(['p4'])
  })

  it('keeps at least two guests', () => {
    const two: NightAction[] = [
      OPENING[0]!,
      { type: 'guests', guests: ['p1', 'p2'] },
      { type: 'start', seed: 1 },
    ]
    const state = replayActions(two)!
    expect(refusal(() => applyAction(state, { type: 'leave', player: 'p1', now: true }))).toBe(
      'errors.night.tooFewGuests',
    )
  })
})
