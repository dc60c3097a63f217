// One fact, one roll-off (issue 19, item 6): "Last Bunco" and the traveling die passed on a Bunco
// both ask who rolled the night's last Bunco; a tie about it is settled once and counts for both.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  awardPrizes,
  openingRound,
  type Award,
  type HouseRules,
  type PlayedRound,
  type PrizeCategory,
  type TravelTrigger,
} from '../../../src/shared/bunco'
import { applyAction, replayActions, type NightState } from '../../../src/shared/night'
import { players } from './helpers'

function rulesFor(passOn: TravelTrigger, onePrizePerPerson = false): HouseRules {
  const asked: PrizeCategory[] = ['lastBunco', 'travelingDie']
  return {
    ...DEFAULT_RULES,
    onePrizePerPerson,
    travelingDie: { enabled: true, passOn },
    prizes: DEFAULT_RULES.prizes.map((p) => ({
      ...p,
      enabled: asked.includes(p.category),
      tie: 'rollOff',
    })),
  }
}

/** One round of 1s: North and East each roll a Bunco (and the die, as the round's result says). */
function night(rules: HouseRules, extra: Partial<PlayedRound> = {}): PlayedRound[] {
  const plan = openingRound(players(4), rules, 3)
  const { N, E } = plan.tables[0]!.seats
  return [{ plan, results: [{ table: 1, winner: 'NS', buncos: { [N]: 1, [E]: 1 } }], ...extra }]
}

const of = (awards: Award[], prize: PrizeCategory): Award => awards.find((a) => a.prize === prize)!

describe('one question, one roll-off', () => {
  const rules = rulesFor('bunco')
  const history = night(rules)
  const { N, E } = history[0]!.plan.tables[0]!.seats

  it('asks it once: the traveling die waits for the Last Bunco roll-off', () => {
    const awards = awardPrizes(history, rules)
    expect(of(awards, 'lastBunco')).toMatchObject({ status: 'needsRollOff' })
    expect(of(awards, 'lastBunco').sameRollOffAs).toBeUndefined()
    expect(of(awards, 'travelingDie')).toMatchObject({
      status: 'needsRollOff',
      sameRollOffAs: 'lastBunco',
    })
  })

  it('its answer counts for both prizes, whichever prize it was recorded for', () => {
    for (const picks of [{ lastBunco: E }, { travelingDie: E }]) {
      const awards = awardPrizes(history, rules, picks)
      expect(of(awards, 'lastBunco')).toMatchObject({ status: 'won', winners: [E] })
      expect(of(awards, 'travelingDie')).toMatchObject({ status: 'won', winners: [E] })
    }
  })

  it('two different answers recorded before: the higher prize’s stands for both', () => {
    const awards = awardPrizes(history, rules, { lastBunco: N, travelingDie: E })
    expect(of(awards, 'lastBunco').winners).toEqual([N])
    expect(of(awards, 'travelingDie')).toMatchObject({ winners: [N], droppedPick: E })
  })

  it('one prize per person: the die then goes to the roll-off among the others', () => {
    const one = rulesFor('bunco', true)
    const awards = awardPrizes(history, one, { lastBunco: E })
    expect(of(awards, 'lastBunco').winners).toEqual([E])
    // only North is left of the two who rolled a Bunco: the die is North's, no second roll-off
    expect(of(awards, 'travelingDie')).toMatchObject({ status: 'won', winners: [N] })
  })

  it('a die passed on three of a face, or by the host, is another question', () => {
    const face = rulesFor(4)
    const travels = night(face)
    travels[0]!.results[0]!.travels = { [N]: 1, [E]: 1 }
    const apart = awardPrizes(travels, face, { lastBunco: E })
    expect(of(apart, 'travelingDie')).toMatchObject({ status: 'needsRollOff' })
    expect(of(apart, 'travelingDie').sameRollOffAs).toBeUndefined()
    const passed = awardPrizes(night(rules, { dieHolder: N }), rules, { lastBunco: E })
    expect(of(passed, 'travelingDie')).toMatchObject({ status: 'won', winners: [N] })
  })

  it('in a night, settling one roll-off settles both, and the pick is kept once', () => {
    let state = replayActions([
      { type: 'create', details: { title: 'Last', date: '2026-12-01', venue: '' }, rules },
      { type: 'guests', guests: players(4) },
      { type: 'start', seed: 3 },
    ]) as NightState
    const seats = state.current!.plan.tables[0]!.seats
    const buncos = { [seats.N]: 1, [seats.E]: 1 }
    state = applyAction(state, {
      type: 'commit',
      round: 1,
      results: [{ table: 1, winner: 'NS', buncos }],
    })
    state = applyAction(state, { type: 'finish' })
    expect(state.awards!.filter((a) => a.status === 'needsRollOff')).toHaveLength(2)
    const settled = applyAction(state, { type: 'rollOffs', rollOffs: { travelingDie: seats.E } })
    expect(settled.awards!.map((a) => [a.prize, a.status, a.winners])).toEqual([
      ['lastBunco', 'won', [seats.E]],
      ['travelingDie', 'won', [seats.E]],
    ])
  })
})
