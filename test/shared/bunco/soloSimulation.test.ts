import { describe, expect, it } from 'vitest'
import {
  SEATS,
  SOLO_PLAYERS,
  newSoloGame,
  soloNextRound,
  soloRoll,
  type SoloSettings,
  type SoloState,
} from '../../../src/shared/bunco'

// Computer players only: "you" is rolled for like the others, so every seat plays the same game.
function playOut(state: SoloState): SoloState {
  let s = state
  for (;;) {
    while (s.phase === 'playing') s = soloRoll(s)
    if (s.phase === 'gameOver') return s
    s = soloNextRound(s)
  }
}

const GAMES = 10_000

function simulate(settings: Partial<SoloSettings>): { wins: number[]; rounds: number } {
  const wins = [0, 0, 0, 0]
  let rounds = 0
  for (let g = 0; g < GAMES; g++) {
    // the starting seat rotates game after game
    const end = playOut(newSoloGame(settings, 0x50_10 + g, SEATS[g % 4]))
    for (const entry of end.log) {
      wins[SOLO_PLAYERS.indexOf(entry.winner)]! += 1
      rounds += 1
    }
  }
  return { wins, rounds }
}

describe('solo game, simulated', () => {
  it('10,000 computer-only games: every seat wins 25% ± 1.5% of the rounds', () => {
    const { wins, rounds } = simulate({})
    expect(rounds).toBe(GAMES * 6)
    for (const w of wins) expect(Math.abs(w / rounds - 0.25)).toBeLessThan(0.015)
  }, 240_000)

  it('the short game (11 points, 12 rounds, low triples 7) is as fair', () => {
    let wins = [0, 0, 0, 0]
    let rounds = 0
    for (let g = 0; g < 2_000; g++) {
      const end = playOut(
        newSoloGame({ target: 11, rounds: 12, lowTriple7: true }, 0x11 + g, SEATS[g % 4]),
      )
      for (const entry of end.log) {
        wins[SOLO_PLAYERS.indexOf(entry.winner)]! += 1
        rounds += 1
      }
    }
    wins = wins.map((w) => w / rounds)
    for (const share of wins) expect(Math.abs(share - 0.25)).toBeLessThan(0.015)
  }, 120_000)

  it('a strong computer only plays faster: the same seed gives the same game, roll for roll', () => {
    for (let seed = 0; seed < 200; seed++) {
      const normal = playOut(newSoloGame({ cpuSpeed: 'normal' }, seed))
      const strong = playOut(newSoloGame({ cpuSpeed: 'strong' }, seed))
      expect(strong.log).toEqual(normal.log)
      expect(strong.wins).toEqual(normal.wins)
      expect(strong.buncos).toEqual(normal.buncos)
    }
  })

  it('who starts changes the game, not the dice: the rolls come in the same order', () => {
    const a = newSoloGame({}, 42, 'N')
    const b = newSoloGame({}, 42, 'E')
    expect(soloRoll(a).table.log[0]!.dice).toEqual(soloRoll(b).table.log[0]!.dice)
    expect(soloRoll(a).table.log[0]!.player).toBe('you')
    expect(soloRoll(b).table.log[0]!.player).toBe('cpu:1')
  })
})
