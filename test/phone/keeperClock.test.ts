// The phone's scorekeeper on a night with a round clock: on the clock alone the head table plays
// past its target with no bell of its own, and every timed table stops at the clock's zero.
import { phoneTexts } from '@shared/i18n/phone'
import { quickRolls } from '@shared/bunco/quickRolls'
import type { RoundClock } from '@shared/bunco/rules'
import type { PhoneTableView } from '@shared/phones/views'
import { describe, expect, it } from 'vitest'
import {
  keepStep,
  keeperPanel,
  keptTable,
  type KeeperProps,
  type KeptRound,
} from '../../src/phone/keeperPanel'

const view = (table: number, roundClock: RoundClock): PhoneTableView => ({
  title: 'Bunco',
  table,
  headTable: table === 1 && roundClock !== 'clockOnly',
  round: { n: 2, set: 1, inSet: 2, total: 6, face: 2 },
  goal: 21,
  play: 'team',
  seats: [
    { seat: 'N', name: 'Ann' },
    { seat: 'E', name: 'Bea' },
    { seat: 'S', name: 'Cy' },
    { seat: 'W', name: 'Di' },
  ],
  dice: { fourDice: false, wipeout: false, lowTriple7: false },
  roundEnd: 'headTable',
  record: { minis: false, wipeouts: false },
  bell: { bells: 0, bellAt: null },
  clock: { moveEndsAt: null, roundEndsAt: null },
  roundClock,
  sent: null,
  confirm: null,
  counted: null,
  playing: true,
  moves: [],
  phone: { may: 'joined', elsewhere: null, sentAsked: false },
})

const bunco = (v: PhoneTableView): number[] =>
  quickRolls(v.round!.face, v.dice).find((q) => q.kind === 'bunco')!.dice

function panel(v: PhoneTableView, kept: KeptRound, steps: KeeperProps['step'][] = []) {
  return keeperPanel({
    view: v,
    texts: phoneTexts.en,
    kept,
    open: true,
    refused: false,
    toggle: () => undefined,
    step: (s) => steps.forEach((f) => f(s)),
    undo: () => undefined,
    use: () => undefined,
  })!
}

const button = (root: HTMLElement, id: string): HTMLButtonElement | null =>
  root.querySelector(`[data-testid="${id}"]`)

describe('the phone’s scorekeeper on the clock', () => {
  it('on the clock alone the head table plays past 21 with no bell, then stops at zero', () => {
    const v = view(1, 'clockOnly')
    const kept: KeptRound = { round: 2, steps: [] }
    expect(keepStep(v, kept, { kind: 'roll', dice: bunco(v) })).toBe(true)
    expect(keepStep(v, kept, { kind: 'roll', dice: bunco(v) })).toBe(true)
    expect(keptTable(v, kept)).toMatchObject({ points: { NS: 42 }, phase: 'playing' })
    const root = panel(v, kept)
    expect(root.querySelector('[data-testid="keeper-status"]')!.textContent).toBe('Ann to roll')
    expect(button(root, 'keeper-bell')).toBeNull()
    // a tap on "time is up" is the stop step, which the rules take
    const taken: unknown[] = []
    button(panel(v, kept, [(s) => taken.push(s)]), 'keeper-time-up')!.click()
    expect(taken).toEqual([{ kind: 'stop' }])
    expect(keepStep(v, kept, { kind: 'stop' })).toBe(true)
    expect(keptTable(v, kept)).toMatchObject({ phase: 'done', winner: 'NS' })
    expect(keepStep(v, { round: 2, steps: [] }, { kind: 'bell' })).toBe(false)
  })

  it('with the clock or the score, another table has both the bell and the clock’s zero', () => {
    const root = panel(view(3, 'clockOrScore'), { round: 2, steps: [] })
    expect(button(root, 'keeper-bell')!.textContent).toBe('The head table rang the bell')
    expect(button(root, 'keeper-time-up')!.textContent).toBe('Time is up: stop after this roll')
  })

  it('on no clock the head table rings at its target and nothing says time is up', () => {
    const v = view(1, 'off')
    const kept: KeptRound = { round: 2, steps: [] }
    keepStep(v, kept, { kind: 'roll', dice: bunco(v) })
    expect(keptTable(v, kept)).toMatchObject({ phase: 'finishing', signal: 'bell' })
    expect(button(panel(v, kept), 'keeper-time-up')).toBeNull()
    expect(keepStep(v, kept, { kind: 'stop' })).toBe(false)
  })
})
