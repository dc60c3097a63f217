// The standings and the "Most wins" prize are one ranking: whatever the host's tie-break chain
// and whichever points were typed, a sole first place in the standings is the prize's winner.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  TIE_BREAKERS,
  awardPrizes,
  createRandom,
  isGhost,
  nextRound,
  openingRound,
  rankPlayers,
  tally,
  type HouseRules,
  type PlayedRound,
  type TableResult,
  type TieBreaker,
} from '../../../src/shared/bunco'
import { players } from './helpers'

function chains(): TieBreaker[][] {
  const out: TieBreaker[][] = []
  const permute = (rest: TieBreaker[], prefix: TieBreaker[]): void => {
    out.push(prefix)
    rest.forEach((step, i) =>
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...prefix, step]),
    )
  }
  permute([...TIE_BREAKERS], [])
  return out
}

// random winners, Buncos, and points typed at some tables only
function night(rules: HouseRules, seed: number, rounds: number): PlayedRound[] {
  const random = createRandom(seed)
  const history: PlayedRound[] = []
  let plan = openingRound(players(12), rules, seed)
  for (let r = 1; r <= rounds; r++) {
    const results = plan.tables.map((t): TableResult => {
      const winner = random.int(2) === 0 ? 'NS' : 'EW'
      const result: TableResult = { table: t.table, winner }
      if (random.next() < 0.3) result.buncos = { [t.seats.N]: 1 }
      if (random.next() < 0.7) {
        const low = random.int(21)
        result.points = winner === 'NS' ? { NS: 21, EW: low } : { NS: low, EW: 21 }
      }
      return result
    })
    history.push({ plan, results })
    if (r < rounds) plan = nextRound(history, rules)
  }
  return history
}

describe('one ranking for standings and prizes', () => {
  it('a sole leader of the standings wins "Most wins", for every chain order', () => {
    let checked = 0
    for (const tieBreak of chains()) {
      const rules: HouseRules = {
        ...DEFAULT_RULES,
        tieBreak,
        prizes: [{ category: 'mostWins', enabled: true, tie: 'chain' }],
      }
      for (let seed = 1; seed <= 40; seed++) {
        const history = night(rules, seed * 7919, 6)
        const records = tally(history).filter((r) => !isGhost(r.player))
        const ranked = rankPlayers(records, rules, (r) => r.player, {})
        const first = ranked.filter((r) => r.place === 1).map((r) => r.player)
        const [award] = awardPrizes(history, rules)
        if (first.length === 1) {
          expect(award!.winners, `${tieBreak.join('>')} seed ${seed}`).toEqual(first)
          checked += 1
        } else {
          // a shared first place is a prize still to settle (a roll-off), never a silent pick
          expect(award!.winners.length === 0 || award!.winners.length === first.length).toBe(true)
          expect([...award!.tied].sort()).toEqual(expect.arrayContaining([...first].sort()))
          // once its roll-off is settled, the standings show its winner alone on top
          if (award!.status !== 'needsRollOff') continue
          const pick = first.at(-1)!
          const settled = awardPrizes(history, rules, { mostWins: pick })
          expect(settled[0]!.winners).toEqual([pick])
          const after = rankPlayers(records, rules, (r) => r.player, { mostWins: pick })
          expect(after.filter((r) => r.place === 1).map((r) => r.player)).toEqual([pick])
        }
      }
    }
    expect(checked).toBeGreaterThan(100)
  })
})
