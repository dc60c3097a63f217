// The host's playoff step: sizes too large for the room greyed with why, the field chosen, the
// roll-off at the cut refused beside its list, a table's winners sent, the champions crowned.
import type { BuncoBridge } from '@shared/contract'
import type { CallOutcome } from '@shared/errors'
import { DEFAULT_RULES, type TableResult } from '@shared/bunco'
import { applyAction, replayActions, type NightState } from '@shared/night'
import type { NightView } from '@shared/views'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import NightDone from '../../src/renderer/src/components/NightDone.vue'
import { i18n } from '../../src/renderer/src/i18n'
import { useNightStore } from '../../src/renderer/src/stores/night'

beforeEach(() => {
  setActivePinia(createPinia())
  i18n.global.locale.value = 'en'
})

/** A night of `n` guests, one round played (North–South won everywhere), no round open. */
function played(n: number): NightState {
  const state = replayActions([
    {
      type: 'create',
      details: { title: 'Big room', date: '2026-12-07', venue: '' },
      rules: { ...DEFAULT_RULES, sets: 1, tieBreak: ['rollOff'] },
    },
    { type: 'guests', guests: Array.from({ length: n }, (_, i) => `p${i + 1}`) },
    { type: 'start', seed: 38 },
  ])!
  const results: TableResult[] = state.current!.plan.tables.map((t) => ({
    table: t.table,
    winner: 'NS',
  }))
  return { ...applyAction(state, { type: 'commit', round: 1, results }), current: null }
}

/** The host's view of a state, as main sends it (only what the step reads is real). */
function viewOf(state: NightState, entrants = state.guests.length): NightView {
  return {
    id: 1,
    details: state.details,
    status: state.status,
    rules: state.rules,
    seed: state.seed,
    players: state.guests.map((p, i) => ({
      player: p,
      personId: i + 1,
      name: `Guest ${i + 1}`,
      fromRound: 1,
      untilRound: null,
    })),
    roundsPlayed: state.played.length,
    totalRounds: 6,
    previous: null,
    current: null,
    tableGroups: [],
    pending: state.pending,
    diePasses: [],
    dieHolders: [],
    rollOffs: {},
    awards: state.awards,
    standings: [],
    canUndo: true,
    canRedo: false,
    savedEventId: 1,
    notice: null,
    damage: null,
    money: null,
    playoff: state.playoff ?? null,
    playoffEntrants: entrants,
  }
}

/** A bridge that answers every call with `answer` and keeps the calls. */
function bridge(
  answer: (name: string, args: unknown) => CallOutcome<unknown>,
): [string, unknown][] {
  const calls: [string, unknown][] = []
  window.bunco = {
    call: (name: string, args?: unknown) => {
      calls.push([name, args])
      return Promise.resolve(answer(name, args))
    },
    on: () => () => undefined,
  } as unknown as BuncoBridge
  return calls
}

function mountStep(view: NightView): ReturnType<typeof mount> {
  useNightStore().view = view
  return mount(NightDone, { props: { view }, global: { plugins: [i18n] } })
}

describe('the playoff step', () => {
  it('greys the fields larger than the room, says why, and starts the one chosen', async () => {
    const state = played(8)
    const calls = bridge(() => ({ ok: true, value: viewOf(state) }))
    const step = mountStep(viewOf(state, 6))
    expect(step.find('[data-testid="playoff-field-4"]').exists()).toBe(false)
    await step.get('[data-testid="playoff-start"]').trigger('click')
    expect(step.get('[data-testid="playoff-field-16"]').attributes('disabled')).toBeDefined()
    expect(step.get('[data-testid="playoff-field-8"]').attributes('disabled')).toBeDefined()
    expect(step.get('[data-testid="playoff-field-4"]').attributes('disabled')).toBeUndefined()
    expect(step.text()).toContain('Needs 8 players; only 6 can play.')
    await step.get('[data-testid="playoff-field-4"]').trigger('click')
    await flushPromises()
    expect(calls).toEqual([['night:startPlayoff', { nightId: 1, field: 4 }]])
    step.unmount()
  })

  it('sends the ticked players of the roll-off, and says a refusal beside the list', async () => {
    const state = applyAction(played(16), { type: 'playoff', field: 4 })
    const tied = state.playoff!.rollOff!.players
    const calls = bridge(() => ({
      ok: false,
      error: { code: 'conflict', message: 'Tick exactly 4 of the tied players.' },
    }))
    const step = mountStep(viewOf(state))
    expect(step.get('[data-testid="playoff-rolloff"]').text()).toContain('Guest')
    await step.get(`[data-testid="playoff-pick-${tied[3]}"]`).setValue(true)
    await step.get(`[data-testid="playoff-pick-${tied[1]}"]`).setValue(true)
    await step.get('[data-testid="playoff-rolloff-save"]').trigger('click')
    await flushPromises()
    const ids = [tied[3], tied[1]].map((p) => Number(p!.slice(1)))
    expect(calls).toEqual([['night:playoffRollOff', { nightId: 1, personIds: ids }]])
    expect(step.get('[data-testid="playoff-rolloff-refusal"]').text()).toBe(
      'Tick exactly 4 of the tied players.',
    )
    step.unmount()
  })

  it('sends a table’s winners, then crowns the champions', async () => {
    const state = applyAction(played(8), { type: 'playoff', field: 4 })
    const seated = state.playoff!.rollOff
      ? applyAction(state, {
          type: 'playoffRollOff',
          picks: state.playoff!.rollOff.players.slice(0, state.playoff!.rollOff.places),
        })
      : state
    const calls = bridge(() => ({ ok: true, value: viewOf(seated) }))
    const step = mountStep(viewOf(seated))
    expect(step.find('[data-testid="champion"]').exists()).toBe(false)
    await step.get('[data-testid="playoff-table-1"] [data-testid="win-1-EW"]').trigger('click')
    await flushPromises()
    expect(calls).toEqual([['night:playoffTable', { nightId: 1, table: 1, winner: 'EW' }]])
    step.unmount()
    const crowned = applyAction(seated, { type: 'playoffTable', table: 1, winner: 'EW' })
    const done = mountStep(viewOf(crowned))
    const seats = seated.playoff!.stages[0]!.tables[0]!.seats
    const name = (p: string): string => `Guest ${p.slice(1)}`
    expect(done.get('[data-testid="champion"]').text()).toContain(
      `${name(seats.E)} and ${name(seats.W)}`,
    )
    expect(done.find('[data-testid="playoff-table-1"]').exists()).toBe(false)
    done.unmount()
  })
})
