// A kept round's running score as the phone posts it, and as the room reads it.
import { quickRolls } from '@shared/bunco/quickRolls'
import type { PhoneTableView } from '@shared/phones/views'
import { liveScore } from '@shared/phones/live'
import { PhoneLiveSchema } from '@shared/schemas/phones'
import { describe, expect, it } from 'vitest'
import type { KeptRound } from '../../src/phone/keeperPanel'
import { liveBody } from '../../src/phone/livePost'

const view = (play: 'team' | 'individual' = 'team'): PhoneTableView => ({
  title: 'Bunco',
  table: 2,
  headTable: false,
  round: { n: 3, set: 1, inSet: 3, total: 6, face: 3 },
  goal: 21,
  play,
  seats: [
    { seat: 'N', name: 'Ann' },
    { seat: 'E', name: 'Bea' },
    { seat: 'S', name: play === 'team' ? 'Cy' : null },
    { seat: 'W', name: 'Di' },
  ],
  dice: { fourDice: false, wipeout: false, lowTriple7: false },
  roundEnd: 'eachTableToTarget',
  record: { minis: false, wipeouts: false },
  bell: { bells: 0, bellAt: null },
  clock: { moveEndsAt: null, roundEndsAt: null },
  roundClock: 'off',
  sent: null,
  confirm: null,
  counted: null,
  playing: true,
  moves: [],
  phone: { may: 'joined', elsewhere: null, sentAsked: false },
})

const dice = (v: PhoneTableView, kind: string): number[] =>
  quickRolls(v.round!.face, v.dice).find((q) => q.kind === kind)!.dice

describe('a kept round’s running score', () => {
  it('is the teams’ points and the Buncos by seat, checked by the live route’s schema', () => {
    const v = view()
    const kept: KeptRound = { round: 3, steps: [] }
    expect(liveBody(v, kept, 1)).toEqual({
      round: 3,
      seq: 1,
      points: { NS: 0, EW: 0 },
      buncos: {},
    })
    kept.steps.push({ kind: 'roll', dice: dice(v, 'one') })
    kept.steps.push({ kind: 'roll', dice: dice(v, 'bunco') })
    const body = liveBody(v, kept, 2)!
    expect(body).toEqual({ round: 3, seq: 2, points: { NS: 22, EW: 0 }, buncos: { N: 1 } })
    expect(PhoneLiveSchema.safeParse(body).success).toBe(true)
    expect(liveScore(body.points)).toBe('22–0')
  })

  it('in individual play, each seat that plays', () => {
    const v = view('individual')
    const body = liveBody(v, { round: 3, steps: [{ kind: 'roll', dice: dice(v, 'two') }] }, 5)!
    expect(body.points).toEqual({ N: 2, E: 0, W: 0 })
    expect(PhoneLiveSchema.safeParse(body).success).toBe(true)
    expect(liveScore(body.points)).toBe('2 · 0 · 0')
  })

  it('is nothing between rounds', () => {
    expect(liveBody({ ...view(), round: null }, { round: 0, steps: [] }, 1)).toBeNull()
  })
})
