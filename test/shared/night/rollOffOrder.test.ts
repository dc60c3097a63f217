// Roll-offs settle in any order a host could click them: no error, and the same final awards as
// settling them top to bottom (issue 10: a pick made stale by a higher prize is dropped).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  PRIZE_CATEGORIES,
  createRandom,
  shuffled,
  type Award,
  type HouseRules,
  type PrizeCategory,
  type TableResult,
} from '../../../src/shared/bunco'
import {
  applyAction,
  replayActions,
  type NightAction,
  type NightState,
} from '../../../src/shared/night'

const numRuns = Number(process.env.FC_RUNS ?? 100)

const nightArb = fc.record({
  guests: fc.integer({ min: 4, max: 12 }),
  rounds: fc.integer({ min: 1, max: 6 }),
  seed: fc.integer({ min: 0, max: 0xffff }),
  onePrizePerPerson: fc.boolean(),
  ties: fc.array(fc.constantFrom('rollOff' as const, 'chain' as const), {
    minLength: PRIZE_CATEGORIES.length,
    maxLength: PRIZE_CATEGORIES.length,
  }),
  enabled: fc.array(fc.boolean(), {
    minLength: PRIZE_CATEGORIES.length,
    maxLength: PRIZE_CATEGORIES.length,
  }),
})

type Params = typeof nightArb extends fc.Arbitrary<infer T> ? T : never

/** A finished night with random winners, Buncos and minis, and prizes that often tie. */
function finishedNight(p: Params): NightState {
  const rules: HouseRules = {
    ...DEFAULT_RULES,
    sets: 1,
    onePrizePerPerson: p.onePrizePerPerson,
    tieBreak: ['buncos', 'rollOff'],
    travelingDie: { enabled: true, passOn: 'bunco' },
    prizes: PRIZE_CATEGORIES.map((category, i) => ({
      category,
      enabled: p.enabled[i] ?? true,
      tie: p.ties[i] ?? 'rollOff',
    })),
  }
  const random = createRandom(p.seed)
  const guests = Array.from({ length: p.guests }, (_, i) => `p${i + 1}`)
  let state = replayActions([
    { type: 'create', details: { title: 'Ties', date: '2026-11-30', venue: '' }, rules },
    { type: 'guests', guests },
    { type: 'start', seed: p.seed },
  ]) as NightState
  for (let round = 1; round <= p.rounds; round++) {
    const plan = state.current!.plan
    const results: TableResult[] = plan.tables.map((t) => {
      const roller = Object.values(t.seats)[random.int(4)]!
      const real = !roller.startsWith('ghost:')
      return {
        table: t.table,
        winner: random.int(2) === 0 ? 'NS' : 'EW',
        ...(real && random.int(3) === 0 ? { buncos: { [roller]: 1 } } : {}),
        ...(real && random.int(3) === 0 ? { minis: { [roller]: 1 } } : {}),
      }
    })
    state = applyAction(state, { type: 'commit', round, results })
  }
  return applyAction(state, { type: 'finish' })
}

/** The host's roll-off outcomes: for each question, who would win a roll-off among any tied group. */
function preferences(seed: number, players: readonly string[]): Record<PrizeCategory, string[]> {
  const random = createRandom(seed ^ 0x2545f491)
  const out: Partial<Record<PrizeCategory, string[]>> = {}
  for (const category of PRIZE_CATEGORIES) out[category] = shuffled(players, random)
  // one roll-off answers who rolled the last Bunco, whichever prize's button asked it (the die
  // passes on a Bunco here): it has one outcome, not one per prize
  out.travelingDie = out.lastBunco
  return out as Record<PrizeCategory, string[]>
}

/** Settles roll-offs until none is needed; `pick` chooses which waiting prize to settle next. */
function settleAll(
  start: NightState,
  prefer: Record<PrizeCategory, string[]>,
  pick: (waiting: Award[]) => Award,
): NightState {
  let state = start
  for (let step = 0; step < 50; step++) {
    const waiting = (state.awards ?? []).filter((a) => a.status === 'needsRollOff')
    if (waiting.length === 0) return state
    const award = pick(waiting)
    const winner = prefer[award.prize].find((p) => award.tied.includes(p))!
    const action: NightAction = { type: 'rollOffs', rollOffs: { [award.prize]: winner } }
    state = applyAction(state, action)
  }
  throw new Error('roll-offs did not settle in 50 clicks')
}

const outcome = (s: NightState): unknown =>
  s.awards?.map((a) => ({ prize: a.prize, status: a.status, winners: a.winners }))

describe('roll-offs settle in any order', () => {
  it('any order of settlements gives no error and the awards of settling in list order', () => {
    fc.assert(
      fc.property(nightArb, fc.integer(), (p, orderSeed) => {
        const night = finishedNight(p)
        const prefer = preferences(p.seed, night.guests)
        const inOrder = settleAll(night, prefer, (waiting) => waiting[0]!)
        const random = createRandom(orderSeed)
        const anyOrder = settleAll(night, prefer, (waiting) => waiting[random.int(waiting.length)]!)
        const bottomUp = settleAll(night, prefer, (waiting) => waiting.at(-1)!)
        expect(outcome(anyOrder)).toEqual(outcome(inOrder))
        expect(outcome(bottomUp)).toEqual(outcome(inOrder))
        // every pick kept still decides its prize
        for (const [prize, player] of Object.entries(anyOrder.rollOffs)) {
          const award = anyOrder.awards!.find((a) => a.prize === prize)!
          expect(award).toMatchObject({ decidedBy: 'rollOff', winners: [player] })
        }
      }),
      { numRuns },
    )
  })

  it('the reported case: a lower prize settled first, then a higher one with the same person', () => {
    // 8 guests, one set, the first three prizes by roll-off, one prize per person
    const base = { guests: 8, rounds: 6, onePrizePerPerson: true }
    for (let seed = 0; seed < 400; seed++) {
      const night = finishedNight({
        ...base,
        seed,
        ties: PRIZE_CATEGORIES.map(() => 'rollOff' as const),
        enabled: PRIZE_CATEGORIES.map((_, i) => i < 3),
      })
      const wins = night.awards!.find((a) => a.prize === 'mostWins')!
      const buncos = night.awards!.find((a) => a.prize === 'mostBuncos')!
      const both = wins.tied.find((p) => buncos.tied.includes(p))
      if (wins.status !== 'needsRollOff' || buncos.status !== 'needsRollOff' || !both) continue
      const lower = applyAction(night, { type: 'rollOffs', rollOffs: { mostBuncos: both } })
      const higher = applyAction(lower, { type: 'rollOffs', rollOffs: { mostWins: both } })
      expect(higher.awards!.find((a) => a.prize === 'mostWins')!.winners).toEqual([both])
      const again = higher.awards!.find((a) => a.prize === 'mostBuncos')!
      expect(again.winners).not.toContain(both)
      expect(higher.rollOffs.mostBuncos).toBeUndefined()
      return
    }
    throw new Error('no seed gave the reported case')
  })
})
