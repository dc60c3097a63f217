import { fail } from './errors'
import { rollDice, type Random } from './random'

/** One player's throw in a digital roll-off. */
export interface RollOffThrow {
  player: string
  dice: number[]
  total: number
}

/** A settled digital roll-off: the winner and every throw, one list per go-round. */
export interface DigitalRollOff {
  winner: string
  rounds: RollOffThrow[][]
}

/** A fair digital roll-off: each rolls 3 dice once, the highest total wins, tied leaders re-roll. */
export function digitalRollOff(players: readonly string[], random: Random): DigitalRollOff {
  if (players.length === 0) fail('invalid-players', 'players.rollOffEmpty')
  if (new Set(players).size !== players.length) {
    fail('invalid-players', 'players.rollOffTwice')
  }
  const rounds: RollOffThrow[][] = []
  let left = [...players]
  while (left.length > 1) {
    const throws = left.map((player) => {
      const dice = rollDice(random, 3)
      return { player, dice, total: dice.reduce((a, b) => a + b, 0) }
    })
    rounds.push(throws)
    const best = Math.max(...throws.map((t) => t.total))
    left = throws.filter((t) => t.total === best).map((t) => t.player)
  }
  return { winner: left[0] as string, rounds }
}
