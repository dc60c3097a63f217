import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BuncoRuleError, type PlayerRecord, type TieBreaker } from '../../../src/shared/bunco'
import {
  PLAYOFF_FIELDS,
  playoffCut,
  playoffSeating,
  playoffWinners,
} from '../../../src/shared/bunco/playoff'

const RUNS = { numRuns: 300, seed: 38 }

/** A qualifying record: only what the ranking reads is set. */
function record(
  player: string,
  wins: number,
  buncos = 0,
  points = 0,
  complete = true,
): PlayerRecord {
  return {
    player,
    marks: [],
    wins,
    losses: 0,
    roundsPlayed: 6,
    buncos,
    minis: 0,
    wipeouts: 0,
    travels: 0,
    points,
    pointsRounds: complete ? 6 : 5,
    partners: {},
    opponents: {},
  }
}

const chains = fc.constantFrom<TieBreaker[]>(
  ['buncos', 'points', 'rollOff'],
  ['points', 'buncos', 'rollOff'],
  ['buncos', 'rollOff'],
  ['rollOff'],
  [],
  ['points'],
)

const room = fc
  .array(fc.tuple(fc.nat(6), fc.nat(3), fc.nat(40)), { minLength: 4, maxLength: 60 })
  .map((rows) => rows.map(([w, b, p], i) => record(`p${String(i).padStart(2, '0')}`, w, b, p)))

/** What the cut may compare: wins, then the chain's steps up to its roll-off (points all entered here). */
function standing(r: PlayerRecord, chain: readonly TieBreaker[]): number[] {
  const out = [r.wins]
  for (const step of chain) {
    if (step === 'rollOff') break
    out.push(step === 'buncos' ? r.buncos : r.points)
  }
  return out
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return 0
}

describe('playoffCut', () => {
  it('cuts a field that is a multiple of 4, never between players the chain cannot separate', () => {
    fc.assert(
      fc.property(room, chains, fc.constantFrom(...PLAYOFF_FIELDS), (records, chain, field) => {
        fc.pre(field <= records.length)
        const cut = playoffCut(records, chain, field)
        const waiting = cut.rollOff?.places ?? 0
        expect(cut.through.length + waiting).toBe(field)
        expect(field % 4).toBe(0)
        const of = new Map(records.map((r) => [r.player, standing(r, chain)]))
        const rolled = new Set(cut.rollOff?.players ?? [])
        const out = records.filter((r) => !cut.through.includes(r.player) && !rolled.has(r.player))
        for (const a of cut.through) {
          for (const b of [...rolled, ...out.map((r) => r.player)])
            expect(compare(of.get(a)!, of.get(b)!)).toBeGreaterThan(0)
        }
        // the roll-off's players are tied with each other, ahead of everyone left out
        for (const a of rolled) {
          for (const b of rolled) expect(compare(of.get(a)!, of.get(b)!)).toBe(0)
          for (const b of out) expect(compare(of.get(a)!, of.get(b.player)!)).toBeGreaterThan(0)
        }
        if (cut.rollOff) expect(cut.rollOff.players.length).toBeGreaterThan(cut.rollOff.places)
      }),
      RUNS,
    )
  })

  it('gives the same field for the same records, whatever order they come in', () => {
    fc.assert(
      fc.property(
        room,
        chains,
        fc.constantFrom(...PLAYOFF_FIELDS),
        fc.nat(),
        (records, chain, field, n) => {
          fc.pre(field <= records.length)
          const turned = [
            ...records.slice(n % records.length),
            ...records.slice(0, n % records.length),
          ]
          expect(playoffCut(turned, chain, field)).toEqual(playoffCut(records, chain, field))
        },
      ),
      RUNS,
    )
  })

  it('fills the field with the roll-off’s winners, and refuses winners who were not in it', () => {
    fc.assert(
      fc.property(room, chains, fc.constantFrom(...PLAYOFF_FIELDS), (records, chain, field) => {
        fc.pre(field <= records.length)
        const cut = playoffCut(records, chain, field)
        fc.pre(cut.rollOff !== null)
        const { players, places } = cut.rollOff!
        const picks = players.slice(-places)
        const done = playoffCut(records, chain, field, picks)
        expect(done.rollOff).toBeNull()
        expect(done.through).toEqual([...cut.through, ...picks])
        const outsider = records.find(
          (r) => !players.includes(r.player) && !cut.through.includes(r.player),
        )
        const wrong = outsider ? [...picks.slice(1), outsider.player] : [...picks, picks[0]!]
        expect(() => playoffCut(records, chain, field, wrong)).toThrow(BuncoRuleError)
      }),
      RUNS,
    )
  })

  it('does not apply points where some of the tied players lack them (they roll off)', () => {
    const records = [
      record('a', 5, 0, 90),
      record('b', 4, 0, 80),
      record('c', 4, 0, 70, false),
      record('d', 4, 0, 60),
      record('e', 4, 0, 50),
      record('f', 1, 0, 99),
    ]
    const cut = playoffCut(records, ['points', 'rollOff'], 4)
    expect(cut.through).toEqual(['a'])
    expect(cut.rollOff).toEqual({ players: ['b', 'c', 'd', 'e'], places: 3 })
    const full = playoffCut(
      records.map((r) => ({ ...r, pointsRounds: 6 })),
      ['points'],
      4,
    )
    expect(full).toEqual({ field: 4, through: ['a', 'b', 'c', 'd'], rollOff: null })
  })

  it('refuses a field that is not 16, 8 or 4, or larger than the room', () => {
    const four = ['a', 'b', 'c', 'd'].map((p) => record(p, 1))
    for (const field of [0, 2, 6, 12, 32]) {
      expect(() => playoffCut(four, [], field)).toThrow(/final field is 16, 8, 4 players/)
    }
    expect(() => playoffCut(four, [], 8)).toThrow(/at least 8 players; 4 played/)
    expect(playoffCut(four, [], 4).through).toHaveLength(4)
  })
})

describe('playoffSeating and playoffWinners', () => {
  it('seats each finalist once, the first seed at the head table, tables as strong as each other', () => {
    for (const field of PLAYOFF_FIELDS) {
      const seeds = Array.from({ length: field }, (_, i) => `s${i + 1}`)
      const tables = playoffSeating(seeds)
      expect(tables).toHaveLength(field / 4)
      expect(tables[0]!.seats.N).toBe('s1')
      const seated = tables.flatMap((t) => Object.values(t.seats))
      expect([...seated].sort()).toEqual([...seeds].sort())
      const strength = tables.map((t) =>
        Object.values(t.seats).reduce((sum, s) => sum + Number(s.slice(1)), 0),
      )
      expect(new Set(strength).size).toBe(1)
    }
    expect(() => playoffSeating(['a', 'b', 'c'])).toThrow(BuncoRuleError)
  })

  it('sends on each table’s winners and refuses a table without one', () => {
    const tables = playoffSeating(Array.from({ length: 8 }, (_, i) => `s${i + 1}`))
    const winners = new Map([
      [1, ['N', 'S'] as const],
      [2, ['E', 'W'] as const],
    ])
    expect(playoffWinners(tables, winners)).toEqual(['s1', 's8', 's3', 's6'])
    expect(() => playoffWinners(tables, new Map([[1, ['N'] as const]]))).toThrow(
      /Table 2 of the playoff has no winner yet/,
    )
  })
})
