import { describe, expect, it } from 'vitest'
import {
  newSoloGame,
  replaySolo,
  soloMove,
  setSoloPaused,
  setSoloSound,
  soloNextRound,
  soloRoll,
  soloStandings,
  soloTurn,
  type SoloState,
} from '../../../src/shared/bunco'
import { codesOf, problemsOf } from './helpers'

function playRound(state: SoloState): SoloState {
  let s = state
  while (s.phase === 'playing') s = soloRoll(s)
  return s
}

function playGame(seed: number, rounds: 6 | 12 = 6): SoloState {
  let s = newSoloGame({ rounds }, seed)
  for (;;) {
    s = playRound(s)
    if (s.phase === 'gameOver') return s
    s = soloNextRound(s)
  }
}

describe('solo game', () => {
  it('defaults: 21 points, 6 rounds, mini Bunco 5, sound off, you and three computer players', () => {
    const s = newSoloGame({}, 1)
    expect(s.settings).toEqual({
      target: 21,
      rounds: 6,
      lowTriple7: false,
      cpuSpeed: 'normal',
      sound: false,
    })
    expect(Object.keys(s.wins)).toEqual(['you', 'cpu:1', 'cpu:2', 'cpu:3'])
    expect(s.table.play).toBe('individual')
  })

  it('the first to reach the target wins the round at once', () => {
    const s = playRound(newSoloGame({ target: 11 }, 4))
    const entry = s.log[0]!
    expect(entry.points[entry.winner]).toBeGreaterThanOrEqual(11)
    for (const [id, p] of Object.entries(entry.points))
      if (id !== entry.winner) expect(p).toBeLessThan(11)
    expect(entry.rolls.at(-1)!.player).toBe(entry.winner)
  })

  it("the next round starts with the winner's left neighbour, rolling for the next number", () => {
    const s = playRound(newSoloGame({}, 9))
    const order = ['you', 'cpu:1', 'cpu:2', 'cpu:3']
    const next = soloNextRound(s)
    expect(soloTurn(next)).toBe(order[(order.indexOf(s.log[0]!.winner) + 1) % 4])
    expect(next.table.face).toBe(2)
    expect(next.table.points).toEqual({})
  })

  it('12 rounds play the targets 1–6 twice', () => {
    const s = playGame(3, 12)
    expect(s.log.map((r) => r.face)).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6])
    expect(Object.values(s.wins).reduce((a, b) => a + b, 0)).toBe(12)
    expect(() => soloNextRound(s)).toThrow()
  })

  it('standings: most wins, then most own Buncos, else a shared place', () => {
    const s = {
      ...newSoloGame({}, 1),
      wins: { you: 3, 'cpu:1': 3, 'cpu:2': 3, 'cpu:3': 0 },
      buncos: { you: 1, 'cpu:1': 2, 'cpu:2': 1, 'cpu:3': 5 },
    }
    expect(soloStandings(s)).toEqual([
      { player: 'cpu:1', wins: 3, buncos: 2, place: 1 },
      { player: 'you', wins: 3, buncos: 1, place: 2 },
      { player: 'cpu:2', wins: 3, buncos: 1, place: 2 },
      { player: 'cpu:3', wins: 0, buncos: 5, place: 4 },
    ])
  })

  it('the state survives JSON: a resumed game rolls exactly the same dice', () => {
    let s = newSoloGame({ lowTriple7: true }, 77)
    for (let i = 0; i < 5 && s.phase === 'playing'; i++) s = soloRoll(s)
    const resumed = JSON.parse(JSON.stringify(s)) as SoloState
    expect(playGame(77)).toEqual(playGame(77))
    expect(playRound(resumed)).toEqual(playRound(s))
  })

  it('pause stops the dice; sound can be switched on', () => {
    const paused = setSoloPaused(newSoloGame({}, 2), true)
    expect(() => soloRoll(paused)).toThrow(/paused/)
    expect(soloRoll(setSoloPaused(paused, false)).table.log).toHaveLength(1)
    expect(setSoloSound(paused, true).settings.sound).toBe(true)
  })

  it('refuses bad settings', () => {
    expect(problemsOf(() => newSoloGame({ target: 0 as 21 }, 1))).toEqual([
      { code: 'solo.target', params: { got: '0' } },
    ])
    expect(codesOf(() => newSoloGame({ rounds: 7 as 6 }, 1))).toEqual(['solo.rounds'])
  })

  it('computer players and you roll the same fair dice', () => {
    const faces = new Map<string, number[]>()
    for (let seed = 0; seed < 30; seed++) {
      for (const roll of playGame(seed).log.flatMap((r) => r.rolls)) {
        const list = faces.get(roll.player) ?? []
        list.push(...roll.dice)
        faces.set(roll.player, list)
      }
    }
    for (const list of faces.values()) {
      const mean = list.reduce((a, b) => a + b, 0) / list.length
      expect(mean).toBeGreaterThan(3.3)
      expect(mean).toBeLessThan(3.7)
    }
  })

  it('a game is its record: replaying the moves gives the same game, paused or not', () => {
    let s = newSoloGame({ target: 11 }, 31)
    let moves = 0
    while (s.phase !== 'gameOver') {
      s = soloMove(s)
      moves += 1
      if (moves % 37 === 0) {
        const again = replaySolo({
          version: 1,
          settings: s.settings,
          seed: 31,
          moves,
          paused: false,
        })
        expect(again).toEqual(s)
      }
    }
    const end = replaySolo({ version: 1, settings: s.settings, seed: 31, moves, paused: true })
    expect(end).toEqual({ ...s, paused: true })
    expect(() =>
      replaySolo({ version: 1, settings: s.settings, seed: 31, moves: moves + 1, paused: false }),
    ).toThrow()
  })
})
