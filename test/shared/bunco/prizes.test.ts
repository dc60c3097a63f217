import { describe, expect, it } from 'vitest'
import {
  awardPrizes,
  dieHolders,
  type Award,
  type HouseRules,
  type PlayedRound,
  type PrizeCategory,
} from '../../../src/shared/bunco'
import { planOf, rulesWith } from './helpers'

const T1 = ['a', 'b', 'c', 'd']
const T2 = ['e', 'f', 'g', 'h']

// a, c: W W L · b, d: L L W · e, g: W L L · f, h: L W W
// points over the night: a, c 47 · b, d 39 · e, g 46 · f, h 46
function night(extra: Partial<PlayedRound>[] = []): PlayedRound[] {
  const rounds: PlayedRound[] = [
    {
      plan: planOf(1, T1, T2),
      results: [
        { table: 1, winner: 'NS', points: { NS: 21, EW: 10 }, buncos: { a: 2 } },
        { table: 2, winner: 'NS', points: { NS: 25, EW: 3 }, minis: { e: 3 } },
      ],
    },
    {
      plan: planOf(2, T1, T2),
      results: [
        { table: 1, winner: 'NS', points: { NS: 21, EW: 8 }, buncos: { c: 1 } },
        { table: 2, winner: 'EW', points: { NS: 12, EW: 22 }, buncos: { f: 2 } },
      ],
    },
    {
      plan: planOf(3, T1, T2),
      results: [
        { table: 1, winner: 'EW', points: { NS: 5, EW: 21 }, buncos: { b: 1 } },
        { table: 2, winner: 'EW', points: { NS: 9, EW: 21 } },
      ],
    },
  ]
  return rounds.map((r, i) => ({ ...r, ...extra[i] }))
}

function only(categories: PrizeCategory[], changes: Partial<HouseRules> = {}): HouseRules {
  return rulesWith({
    travelingDie: { enabled: true, passOn: 'bunco' },
    ...changes,
    prizes: categories.map((category) => ({ category, enabled: true, tie: 'chain' as const })),
  })
}

function byPrize(awards: Award[]): Record<string, Award> {
  return Object.fromEntries(awards.map((a) => [a.prize, a]))
}

describe('awardPrizes', () => {
  it('most wins: a four-way tie broken by Buncos, then points', () => {
    const [wins] = awardPrizes(night(), only(['mostWins']))
    expect(wins).toEqual({
      prize: 'mostWins',
      status: 'won',
      winners: ['a'],
      tied: ['a', 'c', 'f', 'h'],
      decidedBy: 'points',
      skipped: [],
      droppedPick: null,
      value: 2,
    })
  })

  it('the tie-break chain order is configurable', () => {
    const [wins] = awardPrizes(night(), only(['mostWins'], { tieBreak: ['points', 'buncos'] }))
    expect(wins).toMatchObject({ winners: ['a'], status: 'won', decidedBy: 'buncos' })
    const [shared] = awardPrizes(night(), only(['mostWins'], { tieBreak: ['points'] }))
    expect(shared).toMatchObject({ winners: ['a', 'c'], status: 'shared', decidedBy: 'shared' })
    const [first] = awardPrizes(night(), only(['mostWins'], { tieBreak: ['rollOff'] }))
    expect(first).toMatchObject({ status: 'needsRollOff', winners: [], tied: ['a', 'c', 'f', 'h'] })
  })

  it('most Buncos, most losses, most minis, last Bunco and the traveling die', () => {
    const all = byPrize(
      awardPrizes(
        night(),
        only(['mostBuncos', 'mostLosses', 'mostMinis', 'lastBunco', 'travelingDie']),
      ),
    )
    expect(all.mostBuncos).toMatchObject({
      winners: ['a'],
      tied: ['a', 'f'],
      decidedBy: 'points',
      value: 2,
    })
    expect(all.mostLosses).toMatchObject({
      winners: ['b'],
      tied: ['b', 'd', 'e', 'g'],
      decidedBy: 'buncos',
      value: 2,
    })
    expect(all.mostMinis).toMatchObject({ winners: ['e'], decidedBy: 'outright', value: 3 })
    expect(all.lastBunco).toMatchObject({ winners: ['b'], decidedBy: 'outright' })
    expect(all.travelingDie).toMatchObject({ winners: ['b'], decidedBy: 'outright' })
  })

  it('a roll-off is reported until its winner is passed in', () => {
    const rules = only(['mostLosses'], { tieBreak: ['points', 'rollOff'] })
    expect(awardPrizes(night(), rules)[0]).toMatchObject({
      status: 'needsRollOff',
      winners: [],
      tied: ['e', 'g'],
    })
    const [losses] = awardPrizes(night(), rules, { mostLosses: 'g' })
    expect(losses).toMatchObject({ status: 'won', winners: ['g'], decidedBy: 'rollOff' })
    // a pick that is not among the tied (any more) is reported, and the roll-off is needed again
    expect(awardPrizes(night(), rules, { mostLosses: 'a' })[0]).toMatchObject({
      status: 'needsRollOff',
      tied: ['e', 'g'],
      droppedPick: 'a',
    })
  })

  it('skips a tie-break step whose data a tied player lacks, and says so', () => {
    // round 3's points were not written at table 2: e, f, g, h lack points for a round
    const gaps = night([{}, {}, { results: [night()[2]!.results[0]!, { table: 2, winner: 'EW' }] }])
    const [wins] = awardPrizes(gaps, only(['mostWins'], { tieBreak: ['points', 'buncos'] }))
    expect(wins).toMatchObject({
      status: 'shared',
      winners: ['a', 'f'],
      decidedBy: 'shared',
      skipped: [{ step: 'points', reason: 'pointsMissing', players: ['f', 'h'] }],
    })
    // never applied to a subset: a and c have 47 points, but f and h are not left out for that
    const [shared] = awardPrizes(gaps, only(['mostWins'], { tieBreak: ['points'] }))
    expect(shared).toMatchObject({ status: 'shared', winners: ['a', 'c', 'f', 'h'] })
    expect(shared!.skipped).toHaveLength(1)
  })

  it('a higher prize taking a roll-off winner makes the lower pick stale, in any order', () => {
    // 8 guests, first three prizes settled by roll-off, one prize per person (issue 10)
    const rules = rulesWith({
      onePrizePerPerson: true,
      prizes: [
        { category: 'mostWins', enabled: true, tie: 'rollOff' },
        { category: 'mostBuncos', enabled: true, tie: 'rollOff' },
        { category: 'mostLosses', enabled: true, tie: 'rollOff' },
      ],
    })
    const first = byPrize(awardPrizes(night(), rules))
    expect(first.mostBuncos).toMatchObject({ status: 'needsRollOff', tied: ['a', 'f'] })
    // the host settles most Buncos first: a
    const lower = byPrize(awardPrizes(night(), rules, { mostBuncos: 'a' }))
    expect(lower.mostBuncos).toMatchObject({ status: 'won', winners: ['a'] })
    // then most wins, also a: the most-Buncos pick no longer applies, f takes it outright
    const both = byPrize(awardPrizes(night(), rules, { mostBuncos: 'a', mostWins: 'a' }))
    expect(both.mostWins).toMatchObject({ status: 'won', winners: ['a'] })
    expect(both.mostBuncos).toMatchObject({
      status: 'won',
      winners: ['f'],
      decidedBy: 'outright',
      droppedPick: 'a',
    })
  })

  it('even split: wins equal losses', () => {
    const four = [
      ...night(),
      {
        plan: planOf(4, T1, T2),
        results: [
          { table: 1, winner: 'NS' as const },
          { table: 2, winner: 'NS' as const },
        ],
      },
    ]
    const [even] = awardPrizes(four, only(['evenSplit'], { tieBreak: [] }))
    expect(even).toMatchObject({ status: 'shared', winners: ['e', 'f', 'g', 'h'] })
    const [none] = awardPrizes(night(), only(['evenSplit']))
    expect(none).toMatchObject({ status: 'none', winners: [] })
  })

  it('each prize has its own tie rule: share', () => {
    const rules = rulesWith({ prizes: [{ category: 'mostWins', enabled: true, tie: 'share' }] })
    expect(awardPrizes(night(), rules)[0]).toMatchObject({
      status: 'shared',
      winners: ['a', 'c', 'f', 'h'],
    })
  })

  it('onePrizePerPerson skips a person who already holds a higher-listed prize', () => {
    const all = byPrize(
      awardPrizes(night(), only(['mostWins', 'mostBuncos'], { onePrizePerPerson: true })),
    )
    expect(all.mostWins!.winners).toEqual(['a'])
    expect(all.mostBuncos).toMatchObject({ winners: ['f'], decidedBy: 'outright' })
    const plain = byPrize(awardPrizes(night(), only(['mostWins', 'mostBuncos'])))
    expect(plain.mostBuncos!.winners).toEqual(['a'])
  })

  it('two Bunco rollers in the last round: a tie, unless the round says who was last', () => {
    const extra: Partial<PlayedRound>[] = [
      {},
      {},
      {
        results: [
          { table: 1, winner: 'EW' as const, buncos: { b: 1 } },
          { table: 2, winner: 'EW' as const, buncos: { h: 1 } },
        ],
      },
    ]
    const rules = rulesWith({ prizes: [{ category: 'lastBunco', enabled: true, tie: 'rollOff' }] })
    expect(awardPrizes(night(extra), rules)[0]).toMatchObject({
      status: 'needsRollOff',
      tied: ['b', 'h'],
    })
    const stated = night([{}, {}, { ...extra[2], lastBunco: 'h' }])
    expect(awardPrizes(stated, rules)[0]).toMatchObject({ status: 'won', winners: ['h'] })
  })

  it('the traveling die can pass on a chosen three of a kind, recorded as travels', () => {
    const extra = [
      {},
      {
        results: [
          { table: 1, winner: 'NS' as const },
          { table: 2, winner: 'EW' as const, travels: { g: 1 } },
        ],
      },
    ]
    const rules = only(['travelingDie'], { travelingDie: { enabled: true, passOn: 2 } })
    expect(awardPrizes(night(extra), rules)[0]).toMatchObject({ winners: ['g'] })
  })

  it('ghosts never win a prize', () => {
    const rounds = night()
    rounds[0] = { ...rounds[0]!, plan: planOf(1, ['ghost:1', 'b', 'c', 'd'], T2) }
    rounds[0].results[0] = { table: 1, winner: 'NS', buncos: { 'ghost:1': 9 } }
    const [buncos] = awardPrizes(rounds, only(['mostBuncos']))
    expect(buncos!.winners).toEqual(['f'])
  })

  it('nobody wins most Buncos when no Bunco was rolled', () => {
    const quiet = night().map((r) => ({
      ...r,
      results: r.results.map(({ table, winner }) => ({ table, winner })),
    }))
    expect(awardPrizes(quiet, only(['mostBuncos', 'lastBunco']))).toMatchObject([
      { status: 'none' },
      { status: 'none' },
    ])
  })
})

describe('dieHolders', () => {
  const rules = only(['travelingDie'])

  it('follows the last Bunco, the way the prize is decided', () => {
    expect(dieHolders(night(), rules)).toEqual(['b'])
    expect(dieHolders(night().slice(0, 2), rules).sort()).toEqual(['c', 'f'])
    expect(dieHolders(night().slice(0, 1), rules)).toEqual(['a'])
  })

  it('takes a pass in the open round, then a pass stated for a played round', () => {
    expect(dieHolders(night(), rules, 'h')).toEqual(['h'])
    expect(dieHolders(night([{}, {}, { dieHolder: 'g' }]), rules)).toEqual(['g'])
  })

  it('follows the chosen face with its own counts', () => {
    const faceRules = only(['travelingDie'], { travelingDie: { enabled: true, passOn: 5 } })
    expect(dieHolders(night(), faceRules)).toEqual([])
    const extra = [{}, { results: [{ table: 1, winner: 'NS' as const, travels: { d: 1 } }] }]
    expect(dieHolders(night(extra), faceRules)).toEqual(['d'])
  })

  it('is nobody when the die is not used, or before anything happened', () => {
    expect(
      dieHolders(
        night(),
        only(['mostWins'], { travelingDie: { enabled: false, passOn: 'bunco' } }),
      ),
    ).toEqual([])
    expect(dieHolders([], rules)).toEqual([])
  })

  it('never names a ghost', () => {
    const rounds = night()
    rounds[2] = {
      ...rounds[2]!,
      plan: planOf(3, ['ghost:1', 'b', 'c', 'd'], T2),
      results: [
        { table: 1, winner: 'EW', buncos: { 'ghost:1': 1 } },
        { table: 2, winner: 'EW' },
      ],
    }
    expect(dieHolders(rounds, rules).sort()).toEqual(['c', 'f'])
  })
})
